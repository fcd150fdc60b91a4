"""The memory block as Hermes puts it in the prompt: blocked entries replaced by their placeholder."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from curator.core.home.hermes_version import Generation
from curator.core.memory.format import size_of
from curator.core.scanner.parity import blocked_at_load, hermes_ids, placeholder


@dataclass(frozen=True)
class PromptSize:
    """The prompt text's size and which entries Hermes shows as ``[BLOCKED: ...]``."""

    chars: int
    blocked: tuple[int, ...]
    """Indices of the entries Hermes hides from the model."""

    def note(self, raw_chars: int) -> str | None:
        """Why the prompt size differs from the file's (None when nothing is blocked)."""
        if not self.blocked:
            return None
        n = len(self.blocked)
        what = "1 entry Hermes blocks counts" if n == 1 else f"{n} entries Hermes blocks count"
        return (f"{what} as its [BLOCKED: ...] placeholder in the prompt ({self.chars:,} chars there, "
                f"{raw_chars:,} on disk); the agent does not see {'it' if n == 1 else 'them'}")

    def short_note(self, raw_chars: int) -> str | None:
        """:meth:`note` in one short line for a gauge of this size (an editor's, a toast's): that it is the
        prompt's size and that the limit checks the size on disk (None when nothing is blocked)."""
        if not self.blocked:
            return None
        n = len(self.blocked)
        return (f"prompt size, {n} {'entry' if n == 1 else 'entries'} as [BLOCKED]; the limit checks "
                f"{raw_chars:,} on disk")


def prompt_entries(entries: Sequence[str], filename: str, rules: Generation) -> list[str]:
    """The entries as the prompt shows them under `rules` (unchanged where that release blocks nothing)."""
    if not rules.blocks_at_load:
        return list(entries)
    return [placeholder(filename, hermes_ids(e), older_wording=rules.older_placeholder) if blocked_at_load(e)
            else e for e in entries]


def prompt_size(entries: Sequence[str], filename: str, rules: Generation) -> PromptSize:
    """Size of the prompt block's body and the blocked indices."""
    shown = prompt_entries(entries, filename, rules)
    blocked = tuple(i for i, (a, b) in enumerate(zip(entries, shown)) if a != b)
    return PromptSize(size_of(shown), blocked)
