"""Acting on pending writes: claim by atomic rename, approve (replay), reject, restore, edit, stage."""

from __future__ import annotations

import contextlib
import copy
import hashlib
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from curator.core.errors import BadInputError, CuratorError, OpError
from curator.core.home import HermesHome
from curator.core.journal import Journal
from curator.core.memory import STORE_NAMES
from curator.core.ops import Op, apply_ops, check_entry_text, locate
from curator.core.pending_records import (
    CLAIM_MARK,
    RECORD_ACTIONS,
    PendingIdError,
    PendingWrite,
    check_id,
    claim_glob,
    decode_record,
    fsync_dir,
    parse_record,
    read_record,
    record_bytes,
    record_path,
    write_record_file,
)
from curator.core.store import MemoryStore, WriteResult, open_stores


class PendingRefusedError(OpError):
    """A pending-write action refused; ``reason`` says why (gone, already_claimed, malformed, ...)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Claim:
    """A record taken out of the queue by renaming it to a hidden claim name in the same directory."""

    original: Path
    path: Path

    def release(self) -> bool:
        """Put the record back under its own name (never over a record that reappeared); True on success."""
        try:
            os.link(self.path, self.original)
        except FileExistsError:
            return False
        except OSError:  # file systems without hard links: rename, after checking the name is free
            if self.original.exists():
                return False
            os.rename(self.path, self.original)
            fsync_dir(self.original.parent)
            return True
        os.unlink(self.path)
        fsync_dir(self.original.parent)
        return True

    def consume(self) -> None:
        """Delete the claimed record (the action it stood for is done)."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)
        fsync_dir(self.path.parent)


def claim(home: HermesHome, pending_id: str) -> Claim:
    """Atomically rename ``<id>.json`` to ``.<id>.json.claimed-<pid>-<token>``; exactly one caller wins.

    The claim name is hidden and does not end in ``.json``, so Hermes's listing (``*.json``) and
    its ``<id>.json`` lookups no longer see the record. Raises PendingRefusedError (``gone`` or
    ``already_claimed``) when the record is not there to take.
    """
    original = record_path(home, pending_id)
    target = original.with_name(f".{original.name}{CLAIM_MARK}{os.getpid()}-{secrets.token_hex(3)}")
    try:
        os.rename(original, target)
    except FileNotFoundError:
        if any(original.parent.glob(claim_glob(pending_id))):
            raise PendingRefusedError(f"Pending write {pending_id} is being handled by another approver.",
                                      "already_claimed") from None
        raise PendingRefusedError(f"Pending write {pending_id} is not in the queue (already approved or "
                                  f"rejected, or never staged).", "gone") from None
    return Claim(original, target)


def _read_claimed(c: Claim) -> tuple[PendingWrite, bytes]:
    raw = c.path.read_bytes()
    data, error = decode_record(raw, c.original)
    if error:
        return PendingWrite(id=c.original.stem, path=c.original, error=error), raw
    return parse_record(data, c.original), raw


@dataclass(frozen=True)
class ActionResult:
    """The outcome of approving or rejecting one id."""

    id: str
    status: str
    """``applied``, ``rejected`` or ``refused``."""
    reason: str | None = None
    message: str | None = None
    target: str | None = None
    write: WriteResult | None = None
    gauge: str | None = None
    journal_id: str | None = None
    notes: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True unless refused."""
        return self.status != "refused"

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI (reason and message only when refused)."""
        out: dict[str, Any] = {"id": self.id, "status": self.status, "target": self.target, "gauge": self.gauge}
        if self.reason:
            out["reason"] = self.reason
        if self.message:
            out["message"] = self.message
        if self.journal_id:
            out["journal_id"] = self.journal_id
        if self.write is not None:
            out["changed"] = self.write.changed
            out["gauge_before"] = self.write.gauge_before
        if self.notes:
            out["notes"] = list(self.notes)
        return out


@dataclass(frozen=True)
class ActionReport:
    """Per-id results of one approve/reject call, plus every store's gauge afterwards."""

    results: tuple[ActionResult, ...]
    stores: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def refused(self) -> tuple[ActionResult, ...]:
        """The results that were refused."""
        return tuple(r for r in self.results if not r.ok)


def store_gauges(stores: Mapping[str, MemoryStore]) -> dict[str, dict[str, Any]]:
    """Each store's gauge now: ``{name: {gauge, chars, limit, entries}}``."""
    out: dict[str, dict[str, Any]] = {}
    for name, store in stores.items():
        state = store.read()
        out[name] = {"gauge": state.gauge, "chars": state.chars, "limit": state.limit, "entries": len(state.entries)}
    return out


def edited_ops(write: PendingWrite, content: str, op_index: int | None = None) -> tuple[Op, ...]:
    """The write's ops with the content of its add/replace (or batch op ``op_index``) replaced."""
    index = 0 if op_index is None and not write.is_batch else op_index
    if index is None:
        raise BadInputError(f"Pending write {write.id} is a batch: say which operation to edit (--op N).")
    if not 0 <= index < len(write.ops):
        raise BadInputError(f"Pending write {write.id} has no operation {index} (it has {len(write.ops)}).")
    op = write.ops[index]
    if op.action not in ("add", "replace"):
        raise BadInputError(f"Operation {index} of pending write {write.id} is a {op.action}; only the text of "
                            f"an add or replace can be edited.")
    text = check_entry_text(content)
    ops = list(write.ops)
    ops[index] = Op(op.action, text, op.old_text, op.matched_entry)
    return tuple(ops)


def _replay(store: MemoryStore, write: PendingWrite, ops: Sequence[Op], source: str) -> WriteResult:
    """Apply a claimed write through the store's write path (scan, lock, re-read, limits, journal)."""
    return store.apply(ops, reason=f"approved pending write {write.id}: {write.summary}".strip(),
                       operation=write.action, source=source,
                       extra={"pending_id": write.id, "pending_origin": write.origin})


def _approve_one(home: HermesHome, stores: Mapping[str, MemoryStore], pending_id: str,
                 edited_content: str | None, op_index: int | None, source: str) -> ActionResult:
    try:
        c = claim(home, pending_id)
    except (PendingRefusedError, PendingIdError) as exc:
        return ActionResult(pending_id, "refused", exc.reason, exc.message)
    write: PendingWrite | None = None
    try:
        write, _raw = _read_claimed(c)
        if write.malformed:
            raise PendingRefusedError(f"{c.original.name} is malformed ({write.error}); it is kept, not applied.",
                                      "malformed")
        ops = write.ops if edited_content is None else edited_ops(write, edited_content, op_index)
        result = _replay(stores[write.target], write, ops, source)
    except CuratorError as exc:
        kept = c.release()
        message = exc.message if kept else f"{exc.message} (the record could not be put back: {c.path} kept)"
        target = write.target if write is not None and not write.malformed else None
        gauge = stores[target].read().gauge if target else None
        return ActionResult(pending_id, "refused", exc.reason, message, target=target, gauge=gauge)
    except BaseException:
        c.release()
        raise
    c.consume()
    return ActionResult(pending_id, "applied", target=write.target, write=result, gauge=result.gauge_after,
                        journal_id=result.journal_id, notes=result.notes)


def approve(home: HermesHome, ids: Iterable[str], *, edited_content: str | None = None,
            op_index: int | None = None, source: str = "cli",
            stores: Mapping[str, MemoryStore] | None = None) -> ActionReport:
    """Claim, re-validate and replay each id in order; a refused record is put back with its reason.

    ``edited_content`` (one id only) replaces the text of the write's add/replace for this approval
    (batch: operation ``op_index``); use :func:`edit` to keep an edit in the queue instead.
    """
    ids = list(ids)
    if edited_content is not None and len(ids) != 1:
        raise BadInputError("Edited content can be approved for one pending write at a time.")
    stores = stores if stores is not None else open_stores(home)
    results = tuple(_approve_one(home, stores, pid, edited_content, op_index, source) for pid in ids)
    return ActionReport(results, store_gauges(stores))


def reject(home: HermesHome, ids: Iterable[str], *, source: str = "cli",
           journal: Journal | None = None) -> ActionReport:
    """Journal each record in full (kind ``pending_reject``) and then delete it; malformed ones are kept."""
    journal = journal if journal is not None else Journal.for_home(home.path)
    results: list[ActionResult] = []
    for pid in ids:
        try:
            c = claim(home, pid)
        except (PendingRefusedError, PendingIdError) as exc:
            results.append(ActionResult(pid, "refused", exc.reason, exc.message))
            continue
        try:
            write, raw = _read_claimed(c)
            if write.malformed:
                c.release()
                results.append(ActionResult(pid, "refused", "malformed", f"{c.original.name} is malformed "
                                            f"({write.error}); it is kept, not rejected."))
                continue
            record = journal.append(
                kind="pending_reject", store=write.target, operation=write.action,
                reason=f"rejected pending write {pid}: {write.summary}".strip(), source=source,
                extra={"pending_id": pid, "record": write.record, "raw": raw.decode("utf-8")})
        except BaseException:
            c.release()
            raise
        c.consume()
        results.append(ActionResult(pid, "rejected", target=write.target, journal_id=record.id))
    return ActionReport(tuple(results))


def restore(home: HermesHome, pending_id: str, *, source: str = "cli", journal: Journal | None = None) -> PendingWrite:
    """Undo a reject: re-create ``<id>.json`` from the journal (same bytes) and journal ``pending_restore``."""
    path = record_path(home, pending_id)
    journal = journal if journal is not None else Journal.for_home(home.path)
    records = journal.records()
    rejects = [r for r in records if r.kind == "pending_reject" and r.extra.get("pending_id") == pending_id]
    if not rejects:
        raise PendingRefusedError(f"No rejected pending write {pending_id} in the journal.", "not_rejected")
    last = rejects[-1]
    later = [r for r in records if r.ts >= last.ts and r.extra.get("pending_id") == pending_id and r is not last]
    if any(r.kind == "curator" for r in later):
        raise PendingRefusedError(f"Pending write {pending_id} was restored and approved since; not restoring it "
                                  f"again.", "already_applied")
    if path.exists() or any(path.parent.glob(claim_glob(pending_id))):
        raise PendingRefusedError(f"Pending write {pending_id} is already in the queue.", "already_pending")
    data = _restore_bytes(last.extra)
    try:
        write_record_file(path, data, exclusive=True)
    except FileExistsError:
        raise PendingRefusedError(f"Pending write {pending_id} is already in the queue.", "already_pending") from None
    write = read_record(path)
    journal.append(kind="pending_restore", store=write.target, operation=write.action,
                   reason=f"restored rejected pending write {pending_id}", source=source,
                   extra={"pending_id": pending_id, "restores": last.id})
    return write


def _restore_bytes(extra: Mapping[str, Any]) -> bytes:
    raw, record = extra.get("raw"), extra.get("record")
    if isinstance(raw, str):
        data, error = decode_record(raw.encode("utf-8"), Path("x.json"))
        if error is None and (record is None or data == record):
            return raw.encode("utf-8")
    if not isinstance(record, dict):
        raise PendingRefusedError("The journal record of this reject has no usable copy of the write.", "malformed")
    return record_bytes(record)


def summary_for(payload: Mapping[str, Any]) -> str:
    """A one-line summary in Hermes's words, e.g. ``add to memory: <first 120 chars>``."""
    label = "user profile" if payload.get("target") == "user" else "memory"
    action = payload.get("action")
    if action == "batch":
        ops = payload.get("operations") or []
        lines = []
        for op in ops:
            act = op.get("action", "?")
            text = op.get("content") or op.get("new_text") or ""
            lines.append(f"- remove: {op.get('old_text') or ''}" if act == "remove" else
                         f"- replace: {op.get('old_text') or ''} -> {text}" if act == "replace" else f"- {act}: {text}")
        return f"apply {len(ops)} op(s) to {label}: {chr(10).join(lines)[:120]}".strip()
    content, old = payload.get("content") or "", payload.get("old_text") or payload.get("matched_entry") or ""
    if action == "add":
        return f"add to {label}: {content[:120]}".strip()
    if action == "replace":
        return f"replace in {label}: {f'old: {old}{chr(10)}new: {content}'[:120]}".strip()
    return f"remove from {label}: {old[:120]}".strip()


def _payload_digest(payload: Mapping[str, Any]) -> str:
    canonical = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def edit(home: HermesHome, pending_id: str, content: str, *, op_index: int | None = None) -> PendingWrite:
    """Rewrite the text of a pending add/replace in place (same id, atomic); returns the updated write."""
    c = claim(home, pending_id)
    try:
        write, _raw = _read_claimed(c)
        if write.malformed:
            raise PendingRefusedError(f"{c.original.name} is malformed ({write.error}); not editing it.", "malformed")
        ops = edited_ops(write, content, op_index)
        record = copy.deepcopy(write.record or {})
        payload = record["payload"]
        index = 0 if op_index is None else op_index
        item = payload if not write.is_batch else payload["operations"][index]
        key = "new_text" if "new_text" in item and "content" not in item else "content"
        item[key] = ops[index].content
        record["summary"] = summary_for(payload)
        if "payload_sha256" in record:
            record["payload_sha256"] = _payload_digest(payload)
        write_record_file(c.original, record_bytes(record), exclusive=True)
    except BaseException:
        c.release()
        raise
    c.consume()
    return read_record(c.original)


def _pin(entries: list[str], op: dict[str, Any]) -> None:
    if op["action"] in ("replace", "remove") and not op.get("matched_entry"):
        op["matched_entry"] = entries[locate(entries, op.get("old_text") or "")]


def stage(home: HermesHome, action: str, target: str, content: str | None = None, old_text: str | None = None,
          matched_entry: str | None = None, origin: str = "foreground", summary: str | None = None, *,
          operations: Sequence[Mapping[str, Any]] | None = None) -> PendingWrite:
    """Write a new pending record in Hermes's newer shape (replace/remove pinned to ``matched_entry``).

    A replace/remove without ``matched_entry`` is pinned to the entry ``old_text`` locates now
    (raises NoMatchError/AmbiguousMatchError if it locates none or several). ``action="batch"``
    takes ``operations`` (dicts with action, content, old_text, matched_entry).
    """
    if action not in RECORD_ACTIONS:
        raise BadInputError(f"Unknown action {action!r} (expected add, replace, remove or batch).")
    if target not in STORE_NAMES:
        raise BadInputError(f"Unknown store {target!r}: use 'memory' or 'user'.")
    entries = MemoryStore(home, target).read().entries
    if action == "batch":
        ops = [dict(op) for op in operations or []]
        if not ops:
            raise BadInputError("A batch needs at least one operation.")
        working = list(entries)
        for op in ops:
            _pin(working, op)
            working = apply_ops(working, [Op.from_json(op)], 10**12, store=target).entries
        payload: dict[str, Any] = {"action": "batch", "target": target, "operations": ops}
    else:
        payload = {"action": action, "target": target, "content": content, "old_text": old_text}
        if action in ("add", "replace"):
            payload["content"] = check_entry_text(content or "")
        if action != "add":
            payload["matched_entry"] = matched_entry
            _pin(entries, payload)
    while True:
        pid = secrets.token_hex(4)
        record = {"id": pid, "subsystem": "memory", "action": action,
                  "summary": (summary if summary is not None else summary_for(payload)).strip(),
                  "origin": origin or "foreground", "created_at": time.time(), "payload": payload}
        try:
            write_record_file(record_path(home, pid), record_bytes(record), exclusive=True)
        except FileExistsError:
            continue
        return read_record(record_path(home, pid))


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def recover_claims(home: HermesHome, journal: Journal | None = None) -> list[str]:
    """Settle claims left by a crashed curator: applied ones are deleted, the others put back in the queue."""
    directory = home.pending_dir
    try:
        claims = [p for p in directory.iterdir() if CLAIM_MARK in p.name and p.name.startswith(".")]
    except (FileNotFoundError, NotADirectoryError):
        return []
    settled: list[str] = []
    applied: set[str] | None = None
    for path in claims:
        name, _, owner = path.name.partition(CLAIM_MARK)
        pid_text = owner.split("-", 1)[0]
        if not pid_text.isdigit() or _pid_alive(int(pid_text)):
            continue
        pending_id = name[1:-len(".json")] if name.endswith(".json") else name[1:]
        if applied is None:
            journal = journal if journal is not None else Journal.for_home(home.path)
            applied = {str(r.extra.get("pending_id")) for r in journal.records()
                       if r.kind == "curator" and r.extra.get("pending_id")}
        c = Claim(directory / f"{pending_id}.json", path)
        if pending_id in applied or c.original.exists():
            c.consume()  # applied before the crash, or an edit already wrote the new record
        elif not c.release():
            continue
        settled.append(pending_id)
    return settled


__all__ = [
    "ActionReport", "ActionResult", "Claim", "PendingRefusedError", "approve", "claim", "edit", "edited_ops",
    "recover_claims", "reject", "restore", "stage", "store_gauges", "summary_for",
]
