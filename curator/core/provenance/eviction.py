"""What consolidation asks of provenance: entries nobody needed for long (eviction candidates) and which
side of a contradiction is newer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from curator.core.provenance.describe import day, entry_words
from curator.core.provenance.model import EntryProvenance, Origin

DAY = 86400.0
#: An entry must be at least this old, with at least this many sessions since, to be suggested.
MIN_AGE_DAYS = 30
MIN_LATER_SESSIONS = 5


@dataclass(frozen=True)
class EvictionCandidate:
    """An entry whose subject has not come up since long ago, with the reason in words."""

    store: str
    index: int
    entry: str
    reason: str
    age_days: int


def eviction_candidates(items: Sequence[EntryProvenance], *, now: float, min_age_days: int = MIN_AGE_DAYS,
                        min_later: int = MIN_LATER_SESSIONS) -> list[EvictionCandidate]:
    """Entries never mentioned in the *min_later* or more sessions since they were written *min_age_days*
    or more ago (entries of unknown age: since the oldest recorded session), oldest first."""
    out: list[EvictionCandidate] = []
    for item in items:
        usage = item.usage
        if usage is None or usage.sessions or not usage.terms or usage.later < min_later:
            continue
        start = usage.since if usage.since is not None else usage.span_start
        if start is None or now - start < min_age_days * DAY:
            continue
        age = int((now - start) // DAY)
        words = ", ".join(entry_words(item.entry, usage.terms))
        if usage.since is not None:
            reason = (f"not mentioned in any of the {usage.later} sessions since it was written "
                      f"{age} days ago ({day(usage.since)}); looked for: {words}")
        else:
            reason = (f"not mentioned in any of the {usage.later} recorded sessions (the oldest is {age} days "
                      f"old; when the entry was written is unknown); looked for: {words}")
        out.append(EvictionCandidate(item.store, item.index, item.entry, reason, age))
    out.sort(key=lambda c: -c.age_days)
    return out


def newer_side(a: Origin, b: Origin) -> int | None:
    """0 when *a*'s current text was written later than *b*'s, 1 for the reverse, None when unknown or equal."""
    if a.at is None or b.at is None or a.at == b.at:
        return None
    return 0 if a.at > b.at else 1
