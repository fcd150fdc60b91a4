"""PendingView: the Pending tab, reviewing staged writes one at a time or in bulk, with live updates."""

from __future__ import annotations

from dataclasses import dataclass

import dataclasses
from collections import deque

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, ListView
from textual.worker import Worker, WorkerState

from curator.core.memory.format import STORE_FILES
from curator.core.pending import ActionResult
from curator.core.workspace import Workspace
from curator.tui.messages import ConsolidationRequested, WriteFinished
from curator.tui.pending.detail import PendingDetail, needs_room
from curator.core.pending.jobs import (
    JobOutcome,
    PendingJob,
    QueueRead,
    editable_op,
    next_free,
    queue_title,
    notices_for,
    read_queue,
    run_job,
)
from curator.tui.pending.queue_list import PendingList, PendingRow
from curator.core.memory.actions import WriteOutcome
from curator.tui.host import host
from curator.tui.views import focus_now

DRIFT_REASONS = ("stale", "no_match", "ambiguous")


class PendingView(Vertical):
    """The queue oldest first on the left, the selected write's diff on the right.

    Actions run one after another in a thread worker through the core (``curator.core.pending``); the
    view follows ``app.pending_revision`` (the pending directory changed) and ``app.memory_snapshot``
    (badges depend on the stores) and re-reads the queue in another thread worker.
    """

    BINDINGS = [
        Binding("a", "approve", "Approve", tooltip="Approve the selected write through the write path (claim, scan, "
                "lock, re-read, limits, journal), then show the next", id="pending-approve"),
        Binding("d,delete", "reject", "Reject", tooltip="Reject the selected write (journalled: u puts it back), "
                "then show the next", id="pending-reject"),
        Binding("e", "edit", "Edit+approve", tooltip="Edit the text of an add or replace, re-scanned and re-measured "
                "as you type, then approve it", id="pending-edit"),
        Binding("space", "toggle_mark", "Mark", tooltip="Mark or unmark the selected write for A / D, then move down",
                id="pending-mark"),
        Binding("asterisk", "mark_all", "Mark all", show=False, tooltip="Mark every write in the queue (again: "
                "unmark all)", id="pending-mark-all"),
        Binding("A", "approve_marked", "Approve marked", tooltip="Approve every marked write, oldest first "
                "(u undoes the last one)", id="pending-approve-marked"),
        Binding("D", "reject_marked", "Reject marked", tooltip="Reject every marked write (journalled: u puts them "
                "all back)", id="pending-reject-marked"),
        Binding("c", "consolidate", "Consolidate", tooltip="Open consolidation for the store a write does not fit "
                "in", id="pending-consolidate"),
        Binding("f", "toggle_full", "Full store", show=False, tooltip="Show every entry of the store in the diff, "
                "or only the changes with their neighbours", id="pending-full-diff"),
    ]

    @dataclass
    class QueueLoaded(Message):
        """A thread worker read the queue (``generation`` orders reads; older ones are dropped)."""

        read: QueueRead
        generation: int

    @dataclass
    class JobFinished(Message):
        """A thread worker finished one approve / reject / restore job."""

        outcome: JobOutcome

    def __init__(self, ctx: Workspace) -> None:
        super().__init__(id="pending-view")
        self.ctx = ctx
        self.queue_read: QueueRead | None = None
        """The queue as last read (None until the first read finishes)."""
        self.marked: set[str] = set()
        self.busy: dict[str, str] = {}
        self.refused: dict[str, ActionResult] = {}
        self.rejected: list[str] = []
        """Ids rejected in this session, newest last (U restores the last)."""
        self._drafts: dict[str, str] = {}
        self._generation = 0
        self._loading = False
        self._reload_again = False
        self._job_queue: deque[PendingJob] = deque()
        self._active_job: PendingJob | None = None
        self._advanced: tuple[str, str] | None = None
        self._prefer: str | None = None
        self._select_after_load: str | None = None
        self._drawing = 0

    # ----- layout ----------------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        """Queue on the left, detail on the right."""
        with Horizontal(id="pending-panes"):
            with Vertical(id="pending-queue-pane"):
                yield Label("Reading the queue\u2026", id="pending-queue-title", markup=False)
                yield PendingList(id="pending-list")
            yield PendingDetail(id="pending-detail")

    def on_mount(self) -> None:
        """Follow the pending directory and the stores; read the queue; focus the list."""
        self.watch(self.app, "pending_revision", self._queue_changed, init=False)
        self.watch(self.app, "memory_snapshot", self._queue_changed, init=False)
        self.reload()

    def focus_primary(self) -> None:
        """Focus the queue (the shell calls this on every switch to the view)."""
        focus_now(self.queue_list)

    @property
    def queue_list(self) -> PendingList:
        """The queue list."""
        return self.query_one(PendingList)

    @property
    def detail(self) -> PendingDetail:
        """The selected write's detail."""
        return self.query_one(PendingDetail)

    @property
    def selected(self) -> PendingRow | None:
        """The highlighted row."""
        return self.queue_list.selected_row

    # ----- reading ---------------------------------------------------------------------------------------
    def _queue_changed(self, _value: object = None) -> None:
        self.reload()

    def reload(self) -> None:
        """Read the queue again in a thread; requests made while a read runs collapse into one more read."""
        if self._loading:
            self._reload_again = True
            return
        self._loading = True
        self._generation += 1
        self._load(self._generation)

    @work(thread=True, group="pending-load", exit_on_error=False, name="pending queue reader")
    def _load(self, generation: int) -> None:
        self.post_message(self.QueueLoaded(read_queue(self.ctx), generation))

    @on(QueueLoaded)
    async def _loaded(self, message: QueueLoaded) -> None:
        self._loading = False
        if self._reload_again:  # something changed while reading: this read may be stale already
            self._reload_again = False
            self.reload()
            return
        if message.generation < self._generation:
            return
        self.queue_read = message.read
        ids = {item.write.id for item in message.read.items}
        self.marked &= ids
        self.refused = {k: v for k, v in self.refused.items() if k in ids}
        await self._redraw()

    def rows(self) -> list[PendingRow]:
        """A row per write of the last read, with marks, progress and refusals."""
        if self.queue_read is None:
            return []
        now = self.ctx.clock()
        return [PendingRow(item, item.write.age(now), item.write.id in self.marked, self.busy.get(item.write.id),
                           self.refused.get(item.write.id)) for item in self.queue_read.items]

    async def _redraw(self) -> None:
        rows = self.rows()
        prefer = self._prefer
        if prefer is not None and any(r.id == prefer for r in rows):
            self._prefer = None  # kept until the write is listed again (a refused claim is put back)
        self._drawing += 1   # the list shows the new rows only once show_rows is done: a jump waits for it
        try:
            await self.queue_list.show_rows(rows, prefer)
        finally:
            self._drawing -= 1
        self._show_selected()
        self._update_title()
        self.refresh_bindings()
        if self._select_after_load is not None and not self._loading and not self._drawing:
            self.select_write(self._select_after_load)

    def select_write(self, pending_id: str) -> bool:
        """Highlight the staged write with this id (the palette's jump); True when it is highlighted now.

        While the queue is still being read the id is remembered and selected when the read finishes; a write
        that is not in the queue (approved, rejected or withdrawn meanwhile) is reported with a notification.
        """
        if self.queue_read is None or self._loading or self._drawing:
            self._select_after_load = pending_id
            return False
        self._select_after_load = None
        if self.queue_list.select_id(pending_id):
            self.queue_list.focus()
            return True
        self.notify(f"No staged write {pending_id} (it was approved, rejected or withdrawn).", title="Pending",
                    severity="warning", markup=False)
        return False

    def _update_title(self) -> None:
        if self.queue_read is not None:
            self.query_one("#pending-queue-title", Label).update(queue_title(self.queue_read, len(self.marked)))

    def _show_selected(self) -> None:
        self.detail.show_row(self.selected, now=self.ctx.clock(), loading=self.queue_read is None)

    @on(ListView.Highlighted, "#pending-list")
    def _highlighted(self, event: ListView.Highlighted) -> None:
        event.stop()
        self._show_selected()
        self.refresh_bindings()

    @on(ListView.Selected, "#pending-list")
    def _selected(self, event: ListView.Selected) -> None:
        event.stop()  # enter does nothing destructive; the actions have their own keys

    # ----- acting ----------------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enable keys only when they can do something (a disabled key is dimmed in the footer)."""
        row = self.selected
        if action in ("approve", "reject", "toggle_mark"):
            return row is not None or None
        if action == "edit":
            return (row is not None and editable_op(row.item) is not None) or None
        if action in ("approve_marked", "reject_marked"):
            return bool(self.marked)  # hidden from the footer until something is marked
        if action == "mark_all":
            return bool(self.queue_list.rows)
        if action == "consolidate":
            return self._over_limit_store() is not None
        return True

    def _over_limit_store(self) -> str | None:
        row = self.selected
        return row.item.write.target if row is not None and needs_room(row) else None

    def _submit(self, job: PendingJob, *, advance: bool = False) -> None:
        for pid in job.ids:
            self.busy[pid] = job.verb
            self.refused.pop(pid, None)
        if advance and job.ids:
            self._advance_from(job.ids[0])
        for row in self.rows():
            if row.id in job.ids:
                self.queue_list.update_row(row)
        self._show_selected()
        self._job_queue.append(job)
        self._pump()

    def _advance_from(self, acted: str) -> None:
        """Select the next write nobody is acting on (the approve-and-next flow)."""
        target = next_free(self.queue_list.ids, acted, self.busy)
        if target is not None:
            self.queue_list.select_id(target)
            self._advanced = (acted, target)

    def _pump(self) -> None:
        """Start the next queued job when none is running (jobs run strictly in order)."""
        if self._active_job is not None or not self._job_queue:
            return
        self._active_job = self._job_queue.popleft()
        self._run(self._active_job)

    @work(thread=True, group="pending-action", exit_on_error=False, name="pending approver")
    def _run(self, job: PendingJob) -> None:
        self.post_message(self.JobFinished(run_job(self.ctx, job)))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A failed worker must not block the ones after it (the app reports the error)."""
        if event.state not in (WorkerState.ERROR, WorkerState.CANCELLED):
            return
        if event.worker.group == "pending-load":
            self._loading = False
        elif event.worker.group == "pending-action":
            job, self._active_job = self._active_job, None
            for pid in job.ids if job is not None else ():
                self.busy.pop(pid, None)
            self.reload()
            self._pump()

    @on(JobFinished)
    async def _finished(self, message: JobFinished) -> None:
        outcome = message.outcome
        job = outcome.job
        self._active_job = None
        for pid in job.ids:
            self.busy.pop(pid, None)
        done = {r.id for r in outcome.applied + outcome.rejected}
        self._report(outcome)
        for r in outcome.refused:
            if r.reason != "gone":
                self.refused[r.id] = r
        self.marked -= set(job.ids) if job.bulk else done
        if self.queue_read is not None and done:
            self.queue_read = dataclasses.replace(self.queue_read, items=tuple(i for i in self.queue_read.items
                                                                   if i.write.id not in done))
        self._return_to_refusal(outcome)
        await self._redraw()
        host(self).refresh_pending()  # the status bar count; its revision bump reloads this view
        self._pump()

    def _return_to_refusal(self, outcome: JobOutcome) -> None:
        """After a refused one-at-a-time approve, show the refusal in place if the user has not moved on."""
        job = outcome.job
        if job.bulk or not outcome.refused or self._job_queue:
            return
        refused = outcome.refused[0].id
        selected = self.selected
        if self._advanced is not None and self._advanced[0] == refused and (
                selected is None or selected.id == self._advanced[1]):
            self._prefer = refused
        self._advanced = None

    def _report(self, outcome: JobOutcome) -> None:
        """Update the session state an outcome touches, tell the app about writes, and notify."""
        job = outcome.job
        if outcome.restored is not None:
            if job.ids[0] in self.rejected:
                self.rejected.remove(job.ids[0])
            self._prefer = outcome.restored.id
        for r in {r.target: r for r in outcome.applied if r.write is not None}.values():
            assert r.write is not None  # one WriteFinished per store: the app reloads it and expects this state
            self.app.post_message(WriteFinished(WriteOutcome(None, result=r.write, current=tuple(r.write.after)),
                                                "pending-approve", handled=True, announced=True))
        self.rejected.extend(r.id for r in outcome.rejected)
        for r in outcome.applied + outcome.rejected:
            self._drafts.pop(r.id, None)
        for notice in notices_for(outcome):
            self.notify(notice.text, title=notice.title, severity=notice.severity, markup=False)

    def _act_on_selected(self, verb: str) -> None:
        row = self.selected
        if row is None:
            return
        if row.id in self.busy:
            self.notify(f"{row.id} is already being handled.", markup=False)
            return
        self._submit(PendingJob(verb, (row.id,)), advance=True)

    def action_approve(self) -> None:
        """Approve the selected write and move to the next one."""
        self._act_on_selected("approve")

    def action_reject(self) -> None:
        """Reject the selected write (journalled) and move to the next one."""
        self._act_on_selected("reject")

    def action_mark_all(self) -> None:
        """Mark every write in the queue, or unmark all when all are marked already."""
        rows = self.queue_list.rows
        ids = {r.id for r in rows}
        self.marked = set() if ids <= self.marked else ids
        for row in rows:
            self.queue_list.update_row(dataclasses.replace(row, marked=row.id in self.marked))
        self._update_title()
        self.refresh_bindings()

    def action_toggle_mark(self) -> None:
        """Mark or unmark the selected write, then move down."""
        row = self.selected
        if row is None:
            return
        self.marked.symmetric_difference_update({row.id})
        self.queue_list.update_row(dataclasses.replace(row, marked=row.id in self.marked))
        if (self.queue_list.index or 0) < len(self.queue_list.rows) - 1:
            self.queue_list.action_cursor_down()
        self._update_title()
        self.refresh_bindings()

    def _act_on_marked(self, verb: str) -> None:
        ids = tuple(r.id for r in self.queue_list.rows if r.id in self.marked and r.id not in self.busy)
        if not ids:
            self.notify("Mark writes with space (or * for all) first; a / d act on the selected one.", markup=False)
            return
        self._submit(PendingJob(verb, ids, bulk=True))

    def action_approve_marked(self) -> None:
        """Approve every marked write, oldest first."""
        self._act_on_marked("approve")

    def action_reject_marked(self) -> None:
        """Reject every marked write."""
        self._act_on_marked("reject")

    def action_edit(self) -> None:
        """Edit the text of the selected add/replace in a modal, then approve it."""
        from curator.tui.pending.edit_modal import PendingEditModal

        row = self.selected
        if row is None or self.queue_read is None:
            return
        op_index = editable_op(row.item)
        if op_index is None:
            what = "it is malformed" if row.item.write.malformed else f"it is a {row.item.write.action}"
            self.notify(f"Only the text of an add or replace can be edited; {what}.", markup=False)
            return
        if row.id in self.busy:
            self.notify(f"{row.id} is already being handled.", markup=False)
            return
        pid = row.id

        def approved(text: str | None) -> None:
            if text is None:
                return
            self._drafts[pid] = text
            self._submit(PendingJob("approve", (pid,), content=text, op_index=op_index), advance=True)

        self.app.push_screen(PendingEditModal(row.item.write, op_index, self.queue_read.states, self._drafts.get(pid)),
                             approved)

    def action_consolidate(self) -> None:
        """Ask the app to open consolidation for the store the selected write does not fit in."""
        store = self._over_limit_store()
        if store is None:
            self.notify("The selected write fits; consolidation is offered when one would exceed the limit.",
                        markup=False)
            return
        row = self.selected
        self.post_message(ConsolidationRequested(store, f"pending write {row.id if row else ''} would exceed "
                                                        f"the limit of {STORE_FILES[store]}"))

    @on(Button.Pressed, "#pending-open-consolidation")
    def _consolidate_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_consolidate()

    def action_toggle_full(self) -> None:
        """Switch the diff between changes-with-context and the whole store."""
        self.detail.diff.toggle_full()
