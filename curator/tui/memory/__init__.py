"""The Memory view: MEMORY.md and USER.md with gauges, entries, findings and the entry editor."""
