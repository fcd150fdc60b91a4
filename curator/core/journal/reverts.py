"""Undo a curator change, only when the entries it touched are still as it left them."""

from __future__ import annotations

from curator.core.humanize import clip
from dataclasses import dataclass

from curator.core.errors import UndoRefusedError
from curator.core.journal.log import Journal, JournalRecord
from curator.core.files import exclusive_lock
from curator.core.memory.format import size_of
from curator.core.memory.ops import STORE_LABELS
from curator.core.memory.store import MemoryStore, WriteResult


@dataclass(frozen=True)
class UndoPlan:
    """The record to revert and the entries the store will have afterwards."""

    record: JournalRecord
    entries: list[str]


def undo_target(journal: Journal, record_id: str | None = None, store: str | None = None) -> JournalRecord:
    """The newest curator change not yet undone (or the given one); raises UndoRefusedError."""
    undone = journal.undone_ids()
    if record_id:
        record = journal.find(record_id)
        if record is None:
            raise UndoRefusedError(f"No journal record {record_id!r} (see `hermes-curator history`).")
        if not record.is_curator_change:
            raise UndoRefusedError(f"Record {record.id} is a {record.kind} record, not a curator change; "
                                   f"only the curator's own changes can be undone.")
        if record.id in undone:
            raise UndoRefusedError(f"Record {record.id} was already undone.")
        return record
    for record in reversed(journal.records(store)):
        if record.kind == "curator" and record.id not in undone:
            return record
    raise UndoRefusedError("Nothing to undo: the journal has no curator change that is not already undone.")


def newest_undoable(journal: Journal, store: str | None = None) -> list[JournalRecord]:
    """What one undo reverts: the newest curator change, or the newest batch of pending rejects not restored.

    (Both are curator actions the user may want back; ``u`` in the app and ``hermes-curator undo`` take the newer.)
    Raises UndoRefusedError when there is neither.
    """
    undone = journal.undone_ids()
    records = journal.records(store)
    restored = {r.extra.get("restores") for r in records if r.kind == "pending_restore"}
    for record in reversed(records):
        if record.kind == "curator" and record.id not in undone:
            return [record]
        if record.kind == "pending_reject" and record.id not in restored:
            batch = record.extra.get("batch")
            if not batch:
                return [record]
            return [r for r in records if r.kind == "pending_reject" and r.extra.get("batch") == batch
                    and r.id not in restored]
    raise UndoRefusedError("Nothing to undo: the journal has no curator change or reject that is not already undone.")


def plan_undo(record: JournalRecord, current: list[str]) -> list[str]:
    """Entries after reverting ``record`` on top of ``current``; refuses if its entries changed since."""
    if record.operation == "normalise":
        backup = record.extra.get("backup")
        raise UndoRefusedError(f"Record {record.id} normalised the file's shape; its original bytes are in the "
                               f"backup {backup}. Restore that file by hand if you need them.")
    if list(record.after) == current:
        return list(record.before)
    missing = [e for e in record.added if e not in current]
    if missing:
        raise UndoRefusedError(
            f"Cannot undo {record.id}: the entry it wrote, {clip(missing[0])!r}, has changed or been removed "
            f"since (see history for the external change).")
    result = list(current)
    removed = record.removed
    pairs = {}
    for i, entry in enumerate(record.before):
        if entry in removed and i < len(record.after) and record.after[i] in record.added:
            pairs[record.after[i]] = entry
    for added in record.added:
        idx = result.index(added)
        original = pairs.get(added)
        if original is not None and original not in result:
            result[idx] = original
        else:
            del result[idx]
    for entry in removed:
        if entry in result:
            continue
        pos = record.before.index(entry)
        result.insert(min(pos, len(result)), entry)
    return result


def undo(store: MemoryStore, record: JournalRecord, *, source: str = "cli") -> WriteResult:
    """Revert one curator change through the write path (lock, re-read, journal as an undo record)."""
    with exclusive_lock(store.path):
        state = store.read()
        store._refuse_unshaped(state)
        external = store.observe(state, source=source)
        entries = plan_undo(record, state.entries)
        after_size, before_size = size_of(entries), state.chars
        if after_size > store.limit and after_size > before_size:
            label = STORE_LABELS.get(store.name, "Memory")
            raise UndoRefusedError(
                f"Cannot undo this {record.operation}: {label.lower()} is at {before_size:,}/{store.limit:,} chars and "
                f"undoing it would put it at {after_size:,}/{store.limit:,} (+{after_size - before_size:,}) -- over "
                f"the limit. Remove or shorten entries first.")
        exact = _exact_bytes(record, state.entries, entries)
        return store._commit(state, entries, operation="undo", reason=f"undo {record.id} ({record.operation})",
                             source=source, kind="undo", undoes=record.id, external=external,
                             notes=(f"reverted {record.id}",), exact=exact, force_write=exact is not None)


def _exact_bytes(record: JournalRecord, current: list[str], entries: list[str]) -> bytes | None:
    """The file's bytes before ``record`` (CRLF, duplicates...) when undo restores exactly that state."""
    raw = record.extra.get("before_raw")
    if not isinstance(raw, str) or list(record.after) != current or entries != list(record.before):
        return None
    from curator.core.memory.format import parse

    body = raw.replace("\r\n", "\n").replace("\r", "\n")
    return raw.encode("utf-8") if parse(body) == list(record.before) else None


