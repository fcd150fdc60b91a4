"""The Consolidate view: redundant groups, stale entries and contradictions, one-batch apply."""
