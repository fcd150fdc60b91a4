"""Turn memory tool calls and journal records into the changes that produced entry texts."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Protocol, Sequence

from curator.core.provenance.model import Change, MemoryCall

#: Journal kinds whose records are the curator's own writes, and the ones saying what the store held.
_WRITE_KINDS = ("curator", "undo")
_SNAPSHOT_KINDS = ("curator", "undo", "external", "baseline")


class JournalLike(Protocol):
    """What provenance reads of a journal record (the journal's public record type has these)."""

    id: str
    ts: float
    kind: str
    store: str
    operation: str
    before: tuple[str, ...]
    after: tuple[str, ...]
    extra: dict[str, Any]


@dataclass
class Snapshot:
    """What the journal says one store held at one moment."""

    at: float
    entries: frozenset[str]


@dataclass
class StoreChanges:
    """Everything known about one store: producers of each text, staged writes, journal snapshots."""

    producers: dict[str, list[Change]] = field(default_factory=dict)
    staged: list[tuple[MemoryCall, Change]] = field(default_factory=list)
    snapshots: list[Snapshot] = field(default_factory=list)
    removals: list[tuple[tuple[float, int], str]] = field(default_factory=list)
    """``((at, seq), old_text)`` of every written remove and replace: what may have taken a text away."""

    def add(self, change: Change) -> None:
        """Record one change under the text it produced."""
        if change.text:
            self.producers.setdefault(change.text, []).append(change)


def collect(calls: Iterable[MemoryCall], records: Iterable[JournalLike]) -> dict[str, StoreChanges]:
    """``{store: StoreChanges}`` from the session store's memory calls and the curator's journal."""
    out: dict[str, StoreChanges] = {"memory": StoreChanges(), "user": StoreChanges()}
    seq = 0
    staged_by_pid: dict[str, MemoryCall] = {}
    for call in calls:
        store = out.setdefault(call.target, StoreChanges())
        for op in call.ops:
            seq += 1
            if op.action in ("remove", "replace") and op.old_text and call.wrote:
                store.removals.append(((call.at or 0.0, seq), op.old_text))
            if op.action not in ("add", "replace") or not op.content:
                continue
            change = Change(via="agent", action=op.action, text=op.content, at=call.at, session_id=call.session_id,
                            message_id=call.message_id, old_text=op.old_text if op.action == "replace" else "",
                            confirmed=call.outcome == "ok", seq=seq,
                            note="" if call.outcome == "ok" else "no tool result was stored for this call")
            if call.outcome == "staged":
                store.staged.append((call, change))
            elif call.wrote:
                store.add(change)
        if call.outcome == "staged" and call.pending_id:
            staged_by_pid[call.pending_id] = call
    for record in records:
        store = out.setdefault(record.store, StoreChanges())
        if record.kind in _SNAPSHOT_KINDS:
            store.snapshots.append(Snapshot(float(record.ts), frozenset(record.after)))
        if record.kind in _WRITE_KINDS:
            for change in _journal_changes(record, staged_by_pid, store):
                seq += 1
                store.add(_with_seq(change, seq))
        elif record.kind == "external":
            for added, prior in _pairs(record.before, record.after):
                seq += 1
                store.add(Change(via="outside", action="edit" if prior else "add", text=added, at=float(record.ts),
                                 journal_id=record.id, prior=prior, seq=seq,
                                 note="changed outside the curator; the time is when the curator noticed"))
    for store in out.values():
        store.snapshots.sort(key=lambda s: s.at)
    return out


def _with_seq(change: Change, seq: int) -> Change:
    return replace(change, seq=seq)


def _journal_changes(record: JournalLike, staged_by_pid: dict[str, MemoryCall],
                     store: StoreChanges) -> Iterable[Change]:
    """The texts one curator write (or undo) produced, as changes."""
    pending_id = str(record.extra.get("pending_id") or "") if isinstance(record.extra, dict) else ""
    action = "undo" if record.kind == "undo" else (record.operation or "edit")
    for added, prior in _pairs(record.before, record.after):
        if pending_id:
            call = staged_by_pid.get(pending_id) or _staged_with_text(store, added)
            yield Change(via="pending", action="approve", text=added, at=float(record.ts),
                         session_id=call.session_id if call else "", message_id=call.message_id if call else None,
                         pending_id=pending_id, journal_id=record.id, prior=prior,
                         note="staged by the agent, approved in the curator" if call else
                         "approved in the curator; the staging call is not in the session store")
        else:
            yield Change(via="curator", action=action, text=added, at=float(record.ts), journal_id=record.id,
                         prior=prior)


def _staged_with_text(store: StoreChanges, text: str) -> MemoryCall | None:
    for call, change in reversed(store.staged):
        if change.text == text:
            return call
    return None


def _pairs(before: Sequence[str], after: Sequence[str]) -> list[tuple[str, tuple[str, ...]]]:
    """Each entry *after* added, with the entries it most likely replaced (same position, or the only ones)."""
    before_set, after_set = set(before), set(after)
    added = [e for e in after if e not in before_set]
    removed = [e for e in before if e not in after_set]
    if not added:
        return []
    if len(added) == 1:
        return [(added[0], tuple(removed))]
    out: list[tuple[str, tuple[str, ...]]] = []
    taken: set[str] = set()
    for entry in added:
        pos = list(after).index(entry)
        prior = before[pos] if pos < len(before) and before[pos] in removed and before[pos] not in taken else None
        if prior is not None:
            taken.add(prior)
        out.append((entry, (prior,) if prior else ()))
    return out
