"""SessionJump: open one session by id (the command palette's "Open session" items) in the session browser."""

from __future__ import annotations

from textual import work
from textual.worker import Worker, WorkerState

from curator.core.sessions.errors import SessionStoreError
from curator.core.sessions.model import SessionSummary
from curator.tui.sessions.results import ResultList


class SessionJump:
    """Mixin for :class:`SessionBrowser`: look a session up off the UI thread and open it at its first message,
    after the first results (whose automatic opening would otherwise replace it)."""

    _jump_to: str | None = None
    _jump_summary: SessionSummary | None = None

    def open_session(self, session_id: str) -> None:
        """Open one session's conversation at its first message (the palette's jump), as choosing it does.

        Works right after the view is created: the store is opened first, and the jump waits for the first
        results so their automatic opening does not replace it. The session is highlighted in the results when
        listed there. An unknown id or an unreadable store is reported with a notification.
        """
        self._jump_to = session_id
        self._jump_summary = None
        self._look_up_jump(session_id)

    @work(exclusive=True, group="sessions-jump", exit_on_error=False, name="session jump")
    async def _look_up_jump(self, session_id: str) -> None:
        try:
            await self.backend.call(self.backend.open)  # a no-op once open (queued behind the store opener)
            summary = await self.backend.call(self.backend.session, session_id)
        except SessionStoreError as exc:
            if self._jump_to == session_id:
                self._jump_to = None
                self.notify(str(exc), title="Session store", severity="error", markup=False)
            return
        if self._jump_to != session_id:
            return
        if summary is None:
            self._jump_to = None
            self.notify(f"No session {session_id} in {self.backend.db_path}.", title="Sessions",
                        severity="warning", markup=False)
            return
        self._jump_summary = summary
        self._finish_jump()

    def _searching(self) -> bool:
        return self._debounce is not None or any(
            w.group == "sessions-search" and w.node is self and not w.is_finished for w in self.app.workers)

    def _finish_jump(self) -> None:
        summary = self._jump_summary
        if summary is None or (self.results_query is None and self._searching()):
            return  # the first results are on their way; opening now would be replaced by theirs
        self._jump_to = self._jump_summary = None
        if self._open_timer is not None:
            self._open_timer.stop()
            self._open_timer = None
        key = ResultList.key_of(summary)
        keys = [ResultList.key_of(item) for item in self.results.items]
        if key in keys:
            self.results.highlighted = keys.index(key)
            self._open_highlighted()
        else:
            self._open_key = key
            self._open(summary)
        self.conversation.focus()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A jump waiting for the first results goes ahead once a search has finished."""
        if event.worker.group == "sessions-search" and event.state in (WorkerState.SUCCESS, WorkerState.ERROR):
            self._finish_jump()
