"""Acting on pending writes: approve (replay through the write path), reject (journalled), restore, requeue."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from curator.core.errors import BadInputError, CuratorError
from curator.core.home.resolve import HermesHome
from curator.core.memory.ops import Op, check_entry_text
from curator.core.pending.claims import Claim, PendingRefusedError, check_queue_dir, claim, peek, read_claimed
from curator.core.pending.records import (
    PendingIdError,
    PendingWrite,
    claim_glob,
    decode_record,
    read_record,
    record_bytes,
    record_path,
    write_record_file,
)
from curator.core.memory.store import MemoryStore, WriteResult

if TYPE_CHECKING:
    from curator.core.workspace import Workspace


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
    """The target's prompt-header gauge afterwards (``status``'s; the size on disk is the write's ``gauge_after``)."""
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
            out["gauge_on_disk"] = self.write.gauge_after
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
        raise BadInputError(f"Pending write {write.id} has no operation {index + 1} (it has {len(write.ops)}, "
                            f"numbered from 1).")
    op = write.ops[index]
    if op.action not in ("add", "replace"):
        raise BadInputError(f"Operation {index + 1} of pending write {write.id} is a {op.action}; only the text of "
                            f"an add or replace can be edited.")
    text = check_entry_text(content)
    ops = list(write.ops)
    ops[index] = Op(op.action, text, op.old_text, op.matched_entry)
    return tuple(ops)


RULE_019 = "Hermes 0.19's rule (old_text by substring only; several matching entries refuse)"
RULE_NEWER = "newer Hermes's rule (matched_entry pins the entry; else an exact match first)"


def replay_rule(store: MemoryStore, ops: Sequence[Op]) -> bool:
    """True to replay with exact-match-first: the record is pinned (matched_entry, newer builds) or the home
    was written by a Hermes newer than 0.19. Otherwise 0.19's rule, which is also the safe one where
    nothing tells (it refuses what the newer rule would resolve, never the reverse)."""
    return any(op.matched_entry is not None for op in ops) or store.rules.exact_match_first


def effect_present(entries: Sequence[str], ops: Sequence[Op], seen: set[str]) -> bool:
    """Whether the file already shows every effect of ``ops`` (someone else applied the record).

    ``seen``: entries the store held recently (the journal). A remove counts as done only if an entry it
    aims at was there and is gone, so a remove that never matched anything is still refused and kept.
    """
    for op in ops:
        new, old = op.content.strip(), op.old_text.strip()
        pinned = op.matched_entry.strip() if op.matched_entry is not None else None
        aimed = (lambda e: e == pinned) if pinned is not None else (lambda e: bool(old) and old in e and e != new)
        if op.action in ("add", "replace") and new not in entries:
            return False
        if op.action in ("remove", "replace") and any(aimed(e) for e in entries):
            return False
        if op.action == "remove" and not any(aimed(e) for e in seen):
            return False
    return bool(ops)


def _recent_entries(store: MemoryStore, depth: int = 12) -> set[str]:
    seen: set[str] = set()
    for record in store.journal.records(store.name)[-depth:]:
        seen.update(record.before)
        seen.update(record.after)
    return seen


def _replay(store: MemoryStore, write: PendingWrite, ops: Sequence[Op], source: str,
            before_write: Callable[[], None] | None = None, raw: bytes | None = None) -> WriteResult:
    """Apply a write through the store's write path (scan, lock, re-read, limits, journal), with the
    matching rules of the Hermes that staged it; ``before_write`` claims the record under the lock. The
    journal keeps the record as staged (``raw``), so undoing the approval puts it back in the queue."""
    exact_first = replay_rule(store, ops)
    extra = {"pending_id": write.id, "pending_origin": write.origin}
    if raw is not None:
        extra |= {"record": write.record, "raw": raw.decode("utf-8", "replace")}
    return store.apply(ops, reason=f"approved pending write {write.id}: {write.summary}".strip(),
                       operation=write.action, source=source, exact_first=exact_first,
                       hermes_limit=not exact_first, note=f"applied with {RULE_NEWER if exact_first else RULE_019}",
                       extra=extra, before_write=before_write)


def _taker(home: HermesHome, pending_id: str, raw: bytes, held: list[Claim]) -> Callable[[], None]:
    """Claim the record (under the store's lock, once its replay is known to apply) and check it is still
    the record that was read; a record edited meanwhile is put back and this approval refused."""
    def take() -> None:
        c = claim(home, pending_id)
        held.append(c)
        if c.path.read_bytes() != raw:
            raise PendingRefusedError(f"Pending write {pending_id} changed while it was being approved; it is "
                                      f"kept in the queue, approve it again.", "changed")
    return take


def _applied_elsewhere(home: HermesHome, pending_id: str, target: str, gauge: str) -> ActionResult:
    """The record's effect is already in the file: take it out of the queue (not applied again)."""
    try:
        claim(home, pending_id).consume()
    except PendingRefusedError as exc:
        if exc.reason != "gone":  # another approver holds it: it decides
            return ActionResult(pending_id, "refused", exc.reason, exc.message, target=target, gauge=gauge)
    return ActionResult(pending_id, "applied_elsewhere", target=target, gauge=gauge,
                        notes=("applied by someone else: its effect is already in the file, so the "
                               "record was removed, not applied again",))


def _approve_one(home: HermesHome, stores: Mapping[str, MemoryStore], pending_id: str,
                 edited_content: str | None, op_index: int | None, source: str,
                 seen: Mapping[str, set[str]]) -> ActionResult:
    """Peek, replay under the store's lock and claim the record there, just before the write.

    A record that does not apply is refused where it lies (never moved and put back): Hermes 0.19 approves
    from a list it read once, applies, then deletes the record, and a record the curator had taken away
    meanwhile would come back to the queue after Hermes had applied it.
    """
    try:
        write, raw = peek(home, pending_id)
    except (PendingRefusedError, PendingIdError) as exc:
        return ActionResult(pending_id, "refused", exc.reason, exc.message)
    if write.malformed:
        if (write.record or {}).get("state", "pending") != "pending":
            return ActionResult(pending_id, "refused", "already_claimed",
                                f"Hermes is applying pending write {pending_id} ({write.error}).")
        return ActionResult(pending_id, "refused", "malformed",
                            f"{write.path.name} is malformed ({write.error}); it is kept, not applied.")
    held: list[Claim] = []
    target = write.target
    try:
        ops = write.ops if edited_content is None else edited_ops(write, edited_content, op_index)
        result = _replay(stores[target], write, ops, source, before_write=_taker(home, pending_id, raw, held), raw=raw)
    except CuratorError as exc:
        kept = held[0].release() if held else True
        now = stores[target].read()
        if not held and exc.reason in ("no_match", "stale", "ambiguous") and effect_present(
                now.entries, write.ops, seen.get(target, set()) | _recent_entries(stores[target])):
            return _applied_elsewhere(home, pending_id, target, now.gauge)
        message = exc.message
        if exc.reason == "ambiguous" and not replay_rule(stores[target], write.ops):
            message += f" Refused under {RULE_019}, as the Hermes that staged it would; the record stays queued."
        if not kept:
            message += f" (the record could not be put back: {held[0].path} kept)"
        return ActionResult(pending_id, "refused", exc.reason, message, target=target, gauge=now.gauge)
    except BaseException:
        if held:
            held[0].release()
        raise
    held[0].consume()
    return ActionResult(pending_id, "applied", target=target, write=result, gauge=result.prompt_gauge,
                        journal_id=result.journal_id, notes=result.notes)


def approve(ws: Workspace, ids: Iterable[str], *, edited_content: str | None = None,
            op_index: int | None = None, source: str = "cli") -> ActionReport:
    """Claim, re-validate and replay each id in order; a refused record is put back with its reason.

    ``edited_content`` (one id only) replaces the text of the write's add/replace for this approval
    (batch: operation ``op_index``); use :func:`edit` to keep an edit in the queue instead.
    """
    ids = list(ids)
    if edited_content is not None and len(ids) != 1:
        raise BadInputError("Edited content can be approved for one pending write at a time.")
    # What the stores held when approving started: evidence that a record Hermes applied meanwhile was applied.
    seen = {name: set(store.read().entries) for name, store in ws.stores.items()}
    results = tuple(_approve_one(ws.home, ws.stores, pid, edited_content, op_index, source, seen) for pid in ids)
    return ActionReport(results, store_gauges(ws.stores))


def reject(ws: Workspace, ids: Iterable[str], *, source: str = "cli") -> ActionReport:
    """Journal each record in full (kind ``pending_reject``) and then delete it; malformed ones are kept."""
    import secrets

    home, journal = ws.home, ws.journal
    batch = secrets.token_hex(4)  # one undo (``u`` / ``hermes-curator undo``) restores the whole call
    results: list[ActionResult] = []
    for pid in ids:
        try:
            c = claim(home, pid)
        except (PendingRefusedError, PendingIdError) as exc:
            results.append(ActionResult(pid, "refused", exc.reason, exc.message))
            continue
        try:
            write, raw = read_claimed(c)
            if write.malformed:
                c.release()
                results.append(ActionResult(pid, "refused", "malformed", f"{c.original.name} is malformed "
                                            f"({write.error}); it is kept, not rejected."))
                continue
            record = journal.append(
                kind="pending_reject", store=write.target, operation=write.action,
                reason=f"rejected pending write {pid}: {write.summary}".strip(), source=source,
                extra={"pending_id": pid, "record": write.record, "raw": raw.decode("utf-8"), "batch": batch})
        except BaseException:
            c.release()
            raise
        c.consume()
        results.append(ActionResult(pid, "rejected", target=write.target, journal_id=record.id))
    return ActionReport(tuple(results))


def restore(ws: Workspace, pending_id: str, *, source: str = "cli") -> PendingWrite:
    """Undo a reject: re-create ``<id>.json`` from the journal (same bytes) and journal ``pending_restore``."""
    path = record_path(ws.home, pending_id)
    check_queue_dir(ws.home, "create")
    journal = ws.journal
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


def requeue(ws: Workspace, approval: Any, *, source: str = "cli") -> str:
    """After an approval was undone: put the write back in the queue as it was staged (the bytes the journal
    kept) and journal ``pending_restore``; returns its id. Refused when it is already queued again or the
    journal holds no copy (approvals made before the curator kept one)."""
    pending_id = str(approval.extra.get("pending_id") or "")
    if not pending_id or "raw" not in approval.extra and "record" not in approval.extra:
        raise PendingRefusedError("the journal keeps no copy of this approved write, so it cannot be queued "
                                  "again", "malformed")
    path = record_path(ws.home, pending_id)
    check_queue_dir(ws.home, "create")
    if path.exists() or any(path.parent.glob(claim_glob(pending_id))):
        raise PendingRefusedError(f"Pending write {pending_id} is already in the queue.", "already_pending")
    try:
        write_record_file(path, _restore_bytes(approval.extra), exclusive=True)
    except FileExistsError:
        raise PendingRefusedError(f"Pending write {pending_id} is already in the queue.", "already_pending") from None
    write = read_record(path)
    ws.journal.append(kind="pending_restore", store=write.target, operation=write.action,
                      reason=f"approval of pending write {pending_id} undone: back in the queue", source=source,
                      extra={"pending_id": pending_id, "requeues": approval.id})
    return pending_id


def _restore_bytes(extra: Mapping[str, Any]) -> bytes:
    raw, record = extra.get("raw"), extra.get("record")
    if isinstance(raw, str):
        data, error = decode_record(raw.encode("utf-8"), Path("x.json"))
        if error is None and (record is None or data == record):
            return raw.encode("utf-8")
    if not isinstance(record, dict):
        raise PendingRefusedError("The journal record has no usable copy of the write.", "malformed")
    return record_bytes(record)
