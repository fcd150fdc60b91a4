"""The app's write workers: every memory write, undo and normalise runs in a thread, and its outcome is told."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.screen import Screen
from textual.widget import Widget

from curator.tui.messages import LockWaiting, WriteFinished

if TYPE_CHECKING:
    from curator.core.files import LockWait
    from curator.core.memory.actions import WriteOutcome, WriteRequest
    from curator.core.workspace import Workspace
    from curator.tui.common.lock_wait import LockWaits


class WriteRunner:
    """Mixed into :class:`curator.tui.app.CuratorApp` (its ``ctx``, ``_lock_waits``, ``reload_stores`` and
    ``refresh_pending``): one thread per write, the lock wait shown, the stores read again after."""

    ctx: Workspace
    _lock_waits: LockWaits

    def run_write(self, request: WriteRequest, reply_to: Widget | Screen | None = None) -> LockWait:
        """Apply a request in a thread; ``reply_to`` (if given) receives LockWaiting and WriteFinished and explains
        refusals. The returned wait's ``cancel()`` gives up while another writer holds the lock."""
        wait = self._lock_waits.start(reply_to)
        self._write(self.ctx, request, reply_to, wait)
        return wait

    @work(thread=True, group="write", exit_on_error=False, name="memory writer")
    def _write(self, ctx: Workspace, request: WriteRequest, reply_to: Widget | Screen | None, wait: LockWait) -> None:
        from curator.core.memory.actions import perform_write

        with self._lock_waits.within(wait):
            outcome = perform_write(ctx, request)
        self._report(outcome, reply_to, request.tag)

    def run_undo(self, record_id: str | None = None) -> None:
        """Undo the newest curator change (or one record) in a thread."""
        self._undo(self.ctx, record_id, self._lock_waits.start(None))

    @work(thread=True, group="write", exit_on_error=False, name="undo")
    def _undo(self, ctx: Workspace, record_id: str | None, wait: LockWait) -> None:
        from curator.core.memory.actions import perform_undo

        with self._lock_waits.within(wait):
            outcome = perform_undo(ctx, record_id)
        self._report(outcome, None, "undo")

    def run_normalise(self, store: str) -> None:
        """Normalise one store's file in a thread (backup kept)."""
        self._normalise(self.ctx, store, self._lock_waits.start(None))

    @work(thread=True, group="write", exit_on_error=False, name="normalise")
    def _normalise(self, ctx: Workspace, store: str, wait: LockWait) -> None:
        from curator.core.memory.actions import perform_normalise

        with self._lock_waits.within(wait):
            outcome = perform_normalise(ctx, store)
        self._report(outcome, None, "normalise")

    def on_lock_waiting(self, message: LockWaiting) -> None:
        """A write nobody else shows waits for a lock: say so (it lands once the lock is free, or gives up)."""
        self.notify(f"Waiting for {message.lock}: another writer (most likely Hermes) holds it. The change is made "
                    f"as soon as it is released.", title="Waiting for the lock", markup=False)

    def _report(self, outcome: WriteOutcome, reply_to: Widget | Screen | None, tag: str) -> None:
        self.post_message(WriteFinished(outcome, tag, handled=reply_to is not None))
        if reply_to is not None:
            reply_to.post_message(WriteFinished(outcome, tag))

    def on_write_finished(self, message: WriteFinished) -> None:
        """Reload after a write; notify success, and refusals nobody else explains."""
        outcome = message.outcome
        if outcome.ok and outcome.result is not None:
            result = outcome.result
            self.reload_stores()
            if message.announced:
                return
            from curator.core.memory.actions import success_text

            text = success_text(result)
            if result.backup is not None:
                text += f" The original is kept at {result.backup}."
            if outcome.undone and result.operation == "undo":   # an undone approval: its write back in the queue
                self._requeued(outcome.requeued)
                text += "".join(f" {n}" for n in outcome.undo_notes)
            self.notify(text, title="Saved" if result.changed else "No change", markup=False)
        elif outcome.ok:  # an undo that put rejected writes back in the queue
            self._requeued(outcome.requeued)
            self.notify(" ".join(outcome.notes), title="Undone", markup=False)
        elif not message.handled:
            text = outcome.message
            if outcome.refusal == "stale":
                text = "That entry changed on disk since it was shown (the agent or another program edited it); " \
                       "nothing was changed."
            self.notify(text, title="Refused", severity="warning", markup=False)
            self.reload_stores()

    def _requeued(self, ids: tuple[str, ...]) -> None:
        """Writes an undo put back in the queue: count them, and when the undo was pressed in the Pending view,
        select the first there (an approval or reject by mistake is then one key from being done the other way)."""
        self.refresh_pending()
        if not ids:
            return
        from curator.tui.pending.view import PendingView

        focused = self.focused  # type: ignore[attr-defined]
        for view in self.screen.query(PendingView):  # type: ignore[attr-defined]
            if focused is not None and view in focused.ancestors_with_self:
                view.reload()
                view.select_write(ids[0])
