"""Attribute every current entry to the chain of changes that made it (never inventing a session)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from curator.core.provenance.changes import StoreChanges
from curator.core.provenance.model import UNKNOWN_ORIGIN, Change, Origin

_MAX_DEPTH = 24
_SLACK = 2.0   # seconds: a db timestamp and the curator's clock may disagree by a little
_END = (float("inf"), 0)


def _key(change: Change) -> tuple[float, int]:
    return (change.at if change.at is not None else 0.0, change.seq)


def attribute(entries: Sequence[str], changes: StoreChanges) -> list[Origin]:
    """One :class:`Origin` per entry, in order."""
    return [_origin(entry, changes) for entry in entries]


def _origin(entry: str, changes: StoreChanges) -> Origin:
    history = _resolve(entry, changes, _END, 0, set())
    if history:
        return Origin(history[-1].via, history)
    if changes.snapshots and entry in changes.snapshots[0].entries:
        return replace(UNKNOWN_ORIGIN, note="already in the file when the curator first read it; no memory call "
                                            "in the session store wrote this text")
    return UNKNOWN_ORIGIN


def _resolve(text: str, changes: StoreChanges, before: tuple[float, int], depth: int,
             seen: set[str]) -> tuple[Change, ...]:
    """The changes that led to *text*, oldest first, using only changes earlier than *before*."""
    if depth > _MAX_DEPTH or text in seen:
        return ()
    seen = seen | {text}
    cands = [c for c in changes.producers.get(text, ()) if _key(c) < before]
    if not cands:
        staged = _staged(text, changes, before)
        return (staged,) if staged else ()
    change = max(cands, key=_key)
    if not change.confirmed:
        change = _confirmed_before(change, cands, changes) or change
    if change.via == "outside":
        change = _explain_outside(change, changes) or change
    if change.action == "undo":
        earlier = _resolve(text, changes, _key(change), depth + 1, seen - {text})
        return earlier + (change,)
    prior_text = change.prior[0] if change.prior else _predecessor(change, text, changes)
    if prior_text:
        return _resolve(prior_text, changes, _key(change), depth + 1, seen) + (change,)
    return (change,)


def _confirmed_before(change: Change, cands: list[Change], changes: StoreChanges) -> Change | None:
    """An unconfirmed call (no tool row) that only repeats an earlier confirmed one, with nothing in between
    that could have taken the text away, was most likely Hermes's no-op duplicate add: keep the earlier one."""
    earlier = [c for c in cands if c.confirmed and _key(c) < _key(change)]
    if not earlier:
        return None
    first = max(earlier, key=_key)
    lo, hi = _key(first), _key(change)
    if any(lo < at < hi and needle in change.text for at, needle in changes.removals):
        return None
    return first


def _staged(text: str, changes: StoreChanges, before: tuple[float, int]) -> Change | None:
    """A staged (not written) call with this text: it got in through an approval outside the curator."""
    hits = [c for _call, c in changes.staged if c.text == text and _key(c) < before]
    if not hits:
        return None
    change = max(hits, key=_key)
    return replace(change, via="pending", action="approve", confirmed=True,
                   note="staged by the agent for approval and approved outside the curator (time of the "
                        "approval unknown; the time shown is when it was staged)")


def _explain_outside(change: Change, changes: StoreChanges) -> Change | None:
    """The agent call (or outside approval) behind an outside change the journal noticed, if any."""
    start = max((s.at for s in changes.snapshots if s.at < (change.at or 0.0) and change.text not in s.entries),
                default=float("-inf"))
    end = (change.at or 0.0) + _SLACK
    agent = [c for c in changes.producers.get(change.text, ())
             if c.via == "agent" and c.at is not None and start - _SLACK < c.at <= end]
    if agent:
        return max(agent, key=_key)
    staged = _staged(change.text, changes, (end, 1 << 60))
    if staged is not None and staged.at is not None and staged.at > start - _SLACK:
        return replace(staged, at=change.at, note="staged by the agent and approved outside the curator; "
                                                  "the time is when the curator noticed the change")
    return None


def _predecessor(change: Change, text: str, changes: StoreChanges) -> str | None:
    """For an agent replace: the full text of the entry its ``old_text`` hit, known from earlier changes."""
    needle = change.old_text
    if not needle:
        return None
    at = _key(change)
    best: tuple[tuple[float, int], str] | None = None
    for candidate, producers in changes.producers.items():
        if candidate == text or needle not in candidate:
            continue
        earlier = [_key(c) for c in producers if _key(c) < at]
        if earlier and (best is None or max(earlier) > best[0]):
            best = (max(earlier), candidate)
    if best is None:
        for snap in reversed(changes.snapshots):
            if snap.at > at[0]:
                continue
            hits = sorted(e for e in snap.entries if needle in e and e != text)
            if len(hits) == 1:
                return hits[0]
    return best[1] if best else None
