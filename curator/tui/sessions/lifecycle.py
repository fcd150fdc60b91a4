"""StoreLifecycle: the session browser's store opening, index build with progress, and live polling."""

from __future__ import annotations

import time
from pathlib import Path

from textual import work
from textual.message import Message
from textual.widgets import Static

from curator.core.sessions.errors import SessionStoreError
from curator.core.sessions.backend import BuildCancelledError, LiveChange, StoreFacts
from curator.tui.sessions.filters import FiltersBar

PROGRESS_EVERY = 0.25
"""Seconds between index-build progress reports."""


class IndexProgressed(Message):
    """The index build reported progress (``ready`` once done; ``note`` says why it is not usable)."""

    def __init__(self, done: int, total: int, ready: bool = False, note: str | None = None) -> None:
        super().__init__()
        self.done, self.total, self.ready, self.note = done, total, ready, note


class StoreLifecycle:
    """Mixin for :class:`SessionBrowser`: open the store (or explain why not), build the index in a thread
    worker while searches fall back to Hermes's own, and poll the store's change token for live updates."""

    def _show_problem(self, text: str) -> None:
        self.problem = text
        self.add_class("-unavailable")
        self.query_one("#sessions-problem", Static).update(text)
        self.index_note = "session store unavailable"
        self._status()

    # ----- opening the store ------------------------------------------------------------------------------
    @work(exclusive=True, group="sessions-open", exit_on_error=False, name="session store opener")
    async def _open_store(self) -> None:
        try:
            facts = await self.backend.call(self.backend.open)
        except SessionStoreError as exc:
            self._failed_stat = _stat(self.backend.db_path)
            missing = not self.backend.db_path.exists()
            what = "There is no session store" if missing else "The session store cannot be read"
            later = "as soon as Hermes creates it" if missing else "when the file changes"
            self._show_problem(f"\u2716 {what}: {exc.path}\n{exc.problem}\n\nThe Sessions view opens it {later} "
                               "(checked every second).")
            return
        self.problem = None
        self.remove_class("-unavailable")
        self._set_facts(facts)
        self.index_note = "index: checking\u2026"
        self._status()
        self._build_index()
        self._restart_search(immediate=True)

    def _set_facts(self, facts: StoreFacts) -> None:
        self.facts = facts
        self.query_one(FiltersBar).sources = facts.sources

    @work(thread=True, exclusive=True, group="sessions-index", exit_on_error=False, name="session index builder")
    def _build_index(self) -> None:
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if now - last[0] >= PROGRESS_EVERY or done >= total:
                last[0] = now
                self.post_message(IndexProgressed(done, total))

        try:
            status = self.backend.build_index(progress)
        except BuildCancelledError:
            return
        except Exception:
            if self.backend.cancel_build.is_set():
                return    # the view closed under the build (its store connections are gone): nothing to say
            raise
        note = None if status.ready else "the curator's index is unavailable (the search note says why)"
        self.post_message(IndexProgressed(status.done, status.total, ready=status.ready, note=note))

    def on_index_progressed(self, message: IndexProgressed) -> None:
        """Say how far the build is; once ready, search again so results come from the index."""
        if message.ready:
            self.index_note = "index ready"
            if self.results_query:
                self._restart_search(immediate=True)
        elif message.note:
            self.index_note = f"\u26a0 {message.note}; Hermes's own search answers"
        else:
            pct = f" ({100 * message.done // message.total}%)" if message.total else ""
            self.index_note = (f"index building {message.done:,}/{message.total:,}{pct}: Hermes's own search "
                               "answers meanwhile")
        self._status()

    # ----- live ---------------------------------------------------------------------------------------------
    def poll_now(self) -> None:
        """Check the store for writes (called every second; tests call it directly)."""
        if self._polling:
            return
        if not self.backend.is_open:
            stat = _stat(self.backend.db_path)
            if stat is not None and stat != self._failed_stat:
                self._failed_stat = stat
                self._open_store()
            return
        self._polling = True
        self._poll()

    @work(exclusive=True, group="sessions-poll", exit_on_error=False, name="session store poll")
    async def _poll(self) -> None:
        pane = self.conversation
        try:
            sid = pane.session.id if pane.session is not None and not pane.more_after else None
            last = pane.messages[-1].id if pane.messages else None
            change: LiveChange | None = await self.backend.call(self.backend.poll, sid, last, poll=True)
        except SessionStoreError as exc:
            self.index_note = f"\u26a0 {exc}"
            self._status()
            return
        finally:
            self._polling = False
        if change is None:
            return
        if change.facts is not None:
            self._set_facts(change.facts)
        if change.new_messages and pane.session is not None and pane.session.id == sid:
            await pane.append(list(change.new_messages), False)
        self._restart_search(immediate=True)


def _stat(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns
