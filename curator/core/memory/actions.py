"""Run writes, undo and normalise through the core write path and turn refusals into outcomes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from curator.core.errors import (
    CuratorError,
    HermesWillBlockError,
    NoMatchError,
    OverLimitError,
    ScannerBlockedError,
    StaleEntryError,
)
from curator.core.memory.format import STORE_FILES
from curator.core.memory.ops import Op
from curator.core.memory.store import WriteResult
from curator.core.journal.reverts import newest_undoable, undo, undo_target
from curator.core.journal.changes import find_successor
from curator.core.workspace import Workspace

SOURCE = "tui"


@dataclass(frozen=True)
class WriteRequest:
    """A change the user asked for. ``base`` is the store's entries when the user started editing."""

    store: str
    ops: tuple[Op, ...]
    operation: str
    reason: str = ""
    base: tuple[str, ...] = ()
    tag: str = ""
    """Free label for the requester (e.g. ``edit``, ``add``, ``delete``)."""
    source: str = SOURCE
    """Who asks (``tui`` or ``cli``), journalled with the change."""
    extra: Mapping[str, Any] | None = None
    """Extra fields for the journal record (e.g. which consolidation groups a batch applies)."""
    allow_parity: bool = False
    """Keep text only Hermes blocks (the user was warned that the agent won't see it and said yes)."""


@dataclass(frozen=True)
class WriteOutcome:
    """What happened: a result on success, otherwise the refusal and what is on disk now."""

    request: WriteRequest | None
    result: WriteResult | None = None
    error: CuratorError | OSError | None = None
    current: tuple[str, ...] = ()
    theirs: str | None = None
    """For a stale edit: the entry now on disk that replaced the one being edited (None if removed)."""
    notes: tuple[str, ...] = field(default_factory=tuple)
    undone: tuple[str, ...] = ()
    """For an undo: the journal records it reverted."""
    requeued: tuple[str, ...] = ()
    """For an undo: the pending writes it put back in the queue (rejects restored, an approval undone)."""

    @property
    def undo_notes(self) -> tuple[str, ...]:
        """An undo's notes beyond the reverted write's own (an undone approval's write back in the queue, or why not)."""
        own = self.result.notes if self.result is not None else ()
        return tuple(n for n in self.notes if n not in own)

    @property
    def ok(self) -> bool:
        """True when the write went through (possibly as a no-op)."""
        return self.error is None

    @property
    def refusal(self) -> str:
        """``over_limit``, ``scanner``, ``stale`` or the error's reason (empty on success)."""
        if self.error is None:
            return ""
        if isinstance(self.error, OverLimitError):
            return "over_limit"
        if isinstance(self.error, HermesWillBlockError):
            return "hermes_blocks"
        if isinstance(self.error, ScannerBlockedError):
            return "scanner"
        if isinstance(self.error, (StaleEntryError, NoMatchError)):
            return "stale"
        return getattr(self.error, "reason", "error")

    @property
    def message(self) -> str:
        """The refusal message (empty on success)."""
        if self.error is None:
            return ""
        return getattr(self.error, "message", None) or str(self.error)

    @property
    def findings(self) -> tuple[Any, ...]:
        """Scanner findings of a scanner refusal."""
        return tuple(getattr(self.error, "findings", ()) or ())


def perform_write(ctx: Workspace, request: WriteRequest) -> WriteOutcome:
    """Apply a request via ``MemoryStore.apply`` (lock, re-read, limits, scanner, journal)."""
    store = ctx.stores[request.store]
    try:
        result = store.apply(list(request.ops), reason=request.reason, operation=request.operation,
                             source=request.source, extra=dict(request.extra) if request.extra else None,
                             allow_parity=request.allow_parity)
    except (CuratorError, OSError) as exc:
        current = _current_entries(ctx, request.store)
        theirs = None
        if isinstance(exc, (StaleEntryError, NoMatchError)):
            pinned = next((op.matched_entry for op in request.ops if op.matched_entry), None)
            if pinned is not None:
                theirs = find_successor(pinned, request.base, current)
        return WriteOutcome(request, error=exc, current=current, theirs=theirs)
    return WriteOutcome(request, result=result, current=result.after, notes=result.notes)


def perform_undo(ctx: Workspace, record_id: str | None = None, store: str | None = None, *,
                 source: str = SOURCE) -> WriteOutcome:
    """Undo the newest curator change or reject (or the change ``record_id``; the newest of ``store``) with
    the CLI's refusal rules; the one implementation behind ``u`` and ``hermes-curator undo``.

    A reject is undone by putting the write(s) back in the queue: the outcome then has no ``result`` and says
    what came back in ``notes``. Undoing an approval reverts the store and puts the write back in the queue
    too, as it was staged (``requeued``; a note says why when it cannot).
    """
    try:
        if record_id:
            records = [undo_target(ctx.journal, record_id, store)]
        else:
            records = newest_undoable(ctx.journal, store)
        if records[0].kind == "pending_reject":
            return _restore_rejects(ctx, records, source)
        record = records[0]
        result = undo(ctx.stores[record.store], record, source=source)
    except (CuratorError, OSError) as exc:
        return WriteOutcome(None, error=exc)
    notes, requeued = list(result.notes), ()
    if record.extra.get("pending_id"):
        from curator.core.pending.actions import requeue

        try:
            requeued = (requeue(ctx, record, source=source),)
            notes.append(f"The approved write {requeued[0]} is back in the pending queue.")
        except (CuratorError, OSError) as exc:
            notes.append(f"The approved write {record.extra['pending_id']} is not back in the queue: "
                         f"{getattr(exc, 'message', None) or exc}")
    return WriteOutcome(None, result=result, current=result.after, notes=tuple(notes), undone=(record.id,),
                        requeued=requeued)


def _restore_rejects(ctx: Workspace, records: list, source: str) -> WriteOutcome:
    from curator.core.pending.actions import restore

    ids = [str(r.extra.get("pending_id")) for r in records]
    for pid in ids:
        restore(ctx, pid, source=source)
    what = ids[0] if len(ids) == 1 else f"{len(ids)} writes ({', '.join(ids)})"
    return WriteOutcome(None, notes=(f"Rejected {what} back in the pending queue.",), undone=tuple(r.id for r in records),
                        requeued=tuple(ids))


def perform_normalise(ctx: Workspace, store: str) -> WriteOutcome:
    """Rewrite a not-tool-shaped file canonically (a backup is kept)."""
    try:
        result = ctx.stores[store].normalise(source=SOURCE, reason="normalise from the app")
    except (CuratorError, OSError) as exc:
        return WriteOutcome(None, error=exc)
    return WriteOutcome(None, result=result, current=result.after, notes=result.notes)


def _current_entries(ctx: Workspace, store: str) -> tuple[str, ...]:
    try:
        return tuple(ctx.stores[store].read().entries)
    except OSError:
        return ()


def success_text(result: WriteResult) -> str:
    """A short notification for a successful write."""
    name = STORE_FILES.get(result.store, result.store)
    if not result.changed:
        return f"{name}: nothing changed ({'; '.join(result.notes) or 'same text'})."
    verbs = {"add": "entry added", "replace": "entry replaced", "remove": "entry removed", "undo": "change undone",
             "normalise": "file normalised", "promote": "entry remembered from a session"}
    what = verbs.get(result.operation, result.operation)
    return f"{name}: {what} \u2014 now {result.prompt_gauge_after}. The agent sees this from its next session."
