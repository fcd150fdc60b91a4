"""Undo a curator change, only when the entries it touched are still as it left them."""

from __future__ import annotations

from curator.core.humanize import clip
from dataclasses import dataclass

from curator.core.errors import UndoRefusedError
from curator.core.journal.log import Journal, JournalRecord
from curator.core.faults import fault
from curator.core.files import exclusive_lock
from curator.core.memory.format import size_of
from curator.core.memory.ops import STORE_LABELS
from curator.core.memory.store import MemoryStore, WriteResult


@dataclass(frozen=True)
class UndoPlan:
    """The record to revert and the entries the store will have afterwards."""

    record: JournalRecord
    entries: list[str]


def undone_by(journal: Journal, record_id: str) -> str | None:
    """The id of the undo record that reverted ``record_id`` (read backwards, newer than it), or None."""
    for record in journal.back():
        if record.id == record_id:
            return None
        if record.kind == "undo" and record.undoes == record_id and record.settled:
            return record.id
    return None


def undo_target(journal: Journal, record_id: str | None = None, store: str | None = None) -> JournalRecord:
    """The newest curator change not yet undone (or the given one); raises UndoRefusedError.

    Reads the journal backwards and stops at the record it needs, so a long journal costs nothing extra.
    """
    if record_id:
        record = journal.find(record_id)
        if record is None:
            raise UndoRefusedError(f"No journal record {record_id!r} (see `hermes-curator history`).")
        if not record.is_curator_change:
            raise UndoRefusedError(f"Record {record.id} is a {record.kind} record, not a curator change; "
                                   f"only the curator's own changes can be undone.")
        by = undone_by(journal, record.id)
        if by:
            raise UndoRefusedError(f"Record {record.id} was already undone (by {by}).")
        return record
    found = _newest(journal, store, rejects=False)
    return found[0]


def newest_undoable(journal: Journal, store: str | None = None) -> list[JournalRecord]:
    """What one undo reverts: the newest curator change, or the newest batch of pending rejects not restored.

    (Both are curator actions the user may want back; ``u`` in the app and ``hermes-curator undo`` take the newer.)
    Reads backwards like :func:`undo_target`. Raises UndoRefusedError when there is neither.
    """
    return _newest(journal, store, rejects=True)


def _newest(journal: Journal, store: str | None, *, rejects: bool) -> list[JournalRecord]:
    undone: set[str] = set()
    restored: set[str] = set()
    blocked: JournalRecord | None = None
    batch: list[JournalRecord] = []
    for record in journal.back():
        if batch and not (record.kind == "pending_reject" and record.extra.get("batch") == batch[0].extra.get("batch")):
            break   # a batch's rejects are journalled one after the other
        if record.kind == "undo" and record.undoes and record.settled:
            undone.add(record.undoes)
        if record.kind == "pending_restore" and record.extra.get("restores"):
            restored.add(record.extra["restores"])
        if store is not None and record.store != store:
            continue
        if rejects and record.kind == "pending_reject" and record.id not in restored:
            if blocked is not None:
                raise UndoRefusedError(
                    f"The newest change, {blocked.id}, normalised {blocked.store}'s file shape and cannot be undone "
                    f"(the original bytes are in the backup {blocked.extra.get('backup')}). To put back the write "
                    f"rejected before it: `hermes-curator pending restore {record.extra.get('pending_id')}`.")
            if not record.extra.get("batch"):
                return [record]
            batch.insert(0, record)
            continue
        if record.kind != "curator" or not record.settled or record.id in undone:
            continue
        if record.operation != "normalise":
            if blocked is None:
                return [record]
            raise UndoRefusedError(
                f"The newest change, {blocked.id}, normalised {blocked.store}'s file shape and cannot be undone "
                f"(the original bytes are in the backup {blocked.extra.get('backup')}). To undo the change before "
                f"it, name it: `hermes-curator undo {record.id}` ({record.operation} on {record.store}).")
        if blocked is None:
            blocked = record
    if batch:
        return batch
    if blocked is not None:
        raise UndoRefusedError(
            f"The newest change, {blocked.id}, normalised {blocked.store}'s file shape and cannot be undone (the "
            f"original bytes are in the backup {blocked.extra.get('backup')}); there is no earlier change to undo.")
    what = "curator change or reject" if rejects else "curator change"
    raise UndoRefusedError(f"Nothing to undo: the journal has no {what} that is not already undone.")


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
    store._config_guard()
    fault("before-lock")
    with exclusive_lock(store.path):
        state = store.read()
        store._refuse_unshaped(state)
        store.settle(state, source=source)
        by = undone_by(store.journal, record.id)
        if by:  # another undo got the lock first
            raise UndoRefusedError(f"Record {record.id} was already undone (by {by}).")
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


