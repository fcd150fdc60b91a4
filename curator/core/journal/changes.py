"""Describe how a store's entries changed: for notifications and the history screen's diffs."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Sequence

from curator.core.similarity import similarity


@dataclass(frozen=True)
class ChangeSummary:
    """Entries added, removed and replaced (old, new) between two versions of a store."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    replaced: tuple[tuple[str, str], ...] = ()

    @property
    def empty(self) -> bool:
        """True when nothing but (at most) the order changed."""
        return not (self.added or self.removed or self.replaced)

    def describe(self) -> str:
        """Words for a notification, e.g. ``entry added`` or ``2 entries removed, entry replaced``."""
        parts = []
        for items, verb in ((self.added, "added"), (self.replaced, "replaced"), (self.removed, "removed")):
            if items:
                parts.append(f"{_count(len(items))} {verb}")
        return ", ".join(parts) if parts else "entries reordered"


def _count(n: int) -> str:
    return "entry" if n == 1 else f"{n} entries"


def summarise_change(before: Sequence[str], after: Sequence[str]) -> ChangeSummary:
    """Pair removed and added entries into replacements (by position, then by similarity)."""
    old, new = set(before), set(after)
    removed = [e for e in before if e not in new]
    added = [e for e in after if e not in old]
    replaced: list[tuple[str, str]] = []
    for gone in list(removed):
        if not added:
            break
        best = max(added, key=lambda cand: similarity(gone, cand))
        same_slot = (before.index(gone) < len(after) and after[before.index(gone)] == best)
        if same_slot or similarity(gone, best) >= 0.5:
            replaced.append((gone, best))
            removed.remove(gone)
            added.remove(best)
    return ChangeSummary(tuple(added), tuple(removed), tuple(replaced))


@dataclass(frozen=True)
class DiffLine:
    """One line of an entry diff: ``tag`` is ``+`` (added), ``-`` (removed) or `` `` (unchanged)."""

    tag: str
    text: str


def entry_diff(before: Sequence[str], after: Sequence[str], *, context: bool = False) -> list[DiffLine]:
    """Entry-level diff in file order; unchanged entries only when ``context`` is set."""
    out: list[DiffLine] = []
    matcher = difflib.SequenceMatcher(None, list(before), list(after), autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            if context:
                out.extend(DiffLine(" ", e) for e in before[i1:i2])
            continue
        out.extend(DiffLine("-", e) for e in before[i1:i2])
        out.extend(DiffLine("+", e) for e in after[j1:j2])
    return out


def find_successor(original: str, base: Sequence[str], current: Sequence[str]) -> str | None:
    """The entry on disk that most likely replaced ``original`` (new since ``base``), or None if removed."""
    if original in current:
        return original
    fresh = [e for e in current if e not in set(base)]
    if not fresh:
        return None
    best = max(fresh, key=lambda cand: similarity(original, cand))
    if len(fresh) == 1 or similarity(original, best) >= 0.3:
        return best
    return None
