"""Jobs over the pending queue (read with previews; approve, reject, restore) and the notices that report them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Collection, Sequence


from curator.core import pending as P
from curator.core.errors import CuratorError
from curator.core.memory.format import STORE_FILES
from curator.core.memory.store import StoreState
from curator.core.workspace import Workspace

SOURCE = "tui"
"""Journal source of every action taken from the app."""

VERBS = {"approve": "approving", "reject": "rejecting", "restore": "restoring"}
"""Progress words per job verb (shown next to a write while its job runs)."""


@dataclass(frozen=True)
class QueueRead:
    """The queue oldest first, each write previewed against one read of both stores."""

    items: tuple[P.QueueItem, ...]
    states: dict[str, StoreState]


def read_queue(ctx: Workspace) -> QueueRead:
    """Read both stores once (with the app's config and limits), then list and preview every write."""
    P.recover_claims(ctx.home, ctx.journal, ctx.stores)  # a record a dead approver claimed is back in the queue
    states = ctx.read_states()
    return QueueRead(tuple(P.review_queue(ctx, states)), states)


@dataclass(frozen=True)
class PendingJob:
    """One user action on the queue: ``approve``, ``reject`` or ``restore`` of ``ids`` (in this order)."""

    verb: str
    ids: tuple[str, ...]
    content: str | None = None
    """Edited text for an edit-then-approve (one id only)."""
    op_index: int | None = None
    """With ``content`` on a batch: which operation the text belongs to."""
    bulk: bool = False
    """True for approve/reject of every marked write (A / X)."""


@dataclass(frozen=True)
class JobOutcome:
    """What a job did: the core's per-id report, the restored write, or an error message."""

    job: PendingJob
    results: tuple[P.ActionResult, ...] = ()
    restored: P.PendingWrite | None = None
    error: str | None = None
    reason: str | None = None
    gauges: dict[str, dict] = field(default_factory=dict)

    @property
    def applied(self) -> tuple[P.ActionResult, ...]:
        """Results of writes that were applied."""
        return tuple(r for r in self.results if r.status == "applied")

    @property
    def rejected(self) -> tuple[P.ActionResult, ...]:
        """Results of writes that were rejected."""
        return tuple(r for r in self.results if r.status == "rejected")

    @property
    def refused(self) -> tuple[P.ActionResult, ...]:
        """Results of writes that were refused (kept in the queue)."""
        return tuple(r for r in self.results if not r.ok)


def run_job(ctx: Workspace, job: PendingJob) -> JobOutcome:
    """Run a job through the core (claim, scan, lock, re-read, limits, drift, journal); never raises CuratorError."""
    try:
        if job.verb == "approve":
            report = P.approve(ctx, job.ids, edited_content=job.content, op_index=job.op_index,
                               source=SOURCE)
            return JobOutcome(job, report.results, gauges=report.stores)
        if job.verb == "reject":
            report = P.reject(ctx, job.ids, source=SOURCE)
            return JobOutcome(job, report.results)
        if job.verb == "restore":
            write = P.restore(ctx, job.ids[0], source=SOURCE)
            return JobOutcome(job, restored=write)
    except CuratorError as exc:
        return JobOutcome(job, error=exc.message, reason=exc.reason)
    return JobOutcome(job, error=f"Unknown action {job.verb!r}.", reason="bad_input")


def queue_title(read: QueueRead, marked: int = 0) -> str:
    """``7 pending · 2 marked · MEMORY.md 88% · USER.md 61%``."""
    n = len(read.items)
    parts = [f"{n} pending" if n else "Nothing pending"]
    if marked:
        parts.append(f"{marked} marked")
    parts += [f"{STORE_FILES.get(name, name)} {state.gauge.split(' ')[0]}" for name, state in read.states.items()]
    return " \u00b7 ".join(parts)


def editable_op(item: P.QueueItem) -> int | None:
    """The operation an edit changes: the first add/replace the scanner flags, else the first add/replace."""
    write = item.write
    if write.malformed:
        return None
    editable = [i for i, op in enumerate(write.ops) if op.action in ("add", "replace")]
    flagged = {f.op_index for f in item.preview.findings}
    return next((i for i in editable if i in flagged), editable[0] if editable else None)


def next_free(ids: Sequence[str], acted: str, busy: Collection[str]) -> str | None:
    """The write to show after acting on ``acted``: the next one nobody is acting on, else the previous one."""
    if acted not in ids:
        return None
    i = ids.index(acted)
    after = [pid for pid in ids[i + 1:] if pid not in busy]
    before = [pid for pid in reversed(ids[:i]) if pid not in busy]
    return (after or before or [None])[0]


@dataclass(frozen=True)
class Notice:
    """A notification to show: text, title and Textual severity."""

    text: str
    title: str = ""
    severity: str = "information"


def notices_for(outcome: JobOutcome) -> list[Notice]:
    """What to tell the user about a finished job (the app only reloads after an approve: this says it)."""
    job = outcome.job
    verb = job.verb.capitalize()
    if outcome.error is not None:
        return [Notice(outcome.error, f"{verb} refused", "warning")]
    if outcome.restored is not None:
        return [Notice(f"{outcome.restored.id} is back in the queue.", "Restored")]
    if job.bulk:
        done = len(outcome.applied) + len(outcome.rejected)
        text = f"{'Approved' if job.verb == 'approve' else 'Rejected'} {done} of {len(job.ids)} marked write" \
               f"{'' if len(job.ids) == 1 else 's'}."
        if outcome.refused:
            text += " Refused: " + "; ".join(f"{r.id} ({r.reason})" for r in outcome.refused) + "."
        return [Notice(text, "Pending", "warning" if outcome.refused else "information")]
    notices = [Notice(_approved_text(r), "Approved") for r in outcome.applied]
    notices += [Notice(f"Rejected {r.id} (journalled; u puts it back).", "Rejected") for r in outcome.rejected]
    for r in outcome.refused:
        if r.reason == "gone":
            notices.append(Notice(f"{r.id} is no longer in the queue (approved or rejected elsewhere)."))
        else:
            notices.append(Notice(f"{r.id}: {r.message}", f"{verb} refused ({r.reason})", "warning"))
    return notices


def _approved_text(r: P.ActionResult) -> str:
    name = STORE_FILES.get(r.target or "", r.target or "")
    if r.write is not None and not r.write.changed:
        return f"Approved {r.id}: nothing changed in {name} ({'; '.join(r.notes) or 'already there'})."
    return (f"Approved {r.id}: {name} now {r.gauge}. The agent sees it from its next session (u undoes it and "
            f"puts the write back in the queue).")
