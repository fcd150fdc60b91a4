"""StoreLink: the Sessions view's link to state.db: open it, build the index, poll for writes, look up sessions."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from textual import work
from textual.message import Message
from textual.widget import Widget

from curator.core.sessions.backend import BuildCancelledError, LiveChange, SessionBackend, StoreFacts
from curator.core.sessions.errors import SessionStoreError
from curator.core.sessions.model import Message as SessionMessage
from curator.core.sessions.model import SessionSummary

PROGRESS_EVERY = 0.25
"""Seconds between index-build progress reports."""


class StoreLink(Widget):
    """A widget with nothing to draw that runs the session store's blocking work in workers and reports by
    message: the store opened (or why not), index-build progress, new writes, a session looked up by id.

    The browser owns one and reacts to its messages; it never reaches into the link's workers.
    """

    DEFAULT_CSS = "StoreLink { display: none; }"

    @dataclass
    class Opened(Message):
        """The store is open (``facts`` says what is in it)."""

        facts: StoreFacts

    @dataclass
    class Unavailable(Message):
        """The store cannot be opened: ``text`` explains why and when it is tried again."""

        text: str

    @dataclass
    class IndexProgressed(Message):
        """The index build reported progress (``ready`` once done; ``note`` says why it is not usable)."""

        done: int
        total: int
        ready: bool = False
        note: str | None = None
        elsewhere: bool = False
        """Another hermes-curator is building the index; this one waits for it."""

        def describe(self) -> str:
            """The status line's words for the index."""
            if self.ready:
                return "index ready"
            if self.note:
                return f"\u26a0 {self.note}; Hermes's own search answers"
            if self.elsewhere:
                return "index building in another hermes-curator: Hermes's own search answers meanwhile"
            pct = f" ({100 * self.done // self.total}%)" if self.total else ""
            return f"index building {self.done:,}/{self.total:,}{pct}: Hermes's own search answers meanwhile"

    @dataclass
    class Changed(Message):
        """Hermes wrote to the store: new facts (or None) and the new messages of the watched session."""

        facts: StoreFacts | None
        session_id: str | None
        new_messages: tuple[SessionMessage, ...]

    @dataclass
    class PollFailed(Message):
        """A poll could not read the store (``error`` says why)."""

        error: str

    @dataclass
    class Found(Message):
        """A session looked up by id (``summary`` None when there is no such session)."""

        session_id: str
        summary: SessionSummary | None
        error: str | None = None

    def __init__(self, db_path: Path, cache_dir: Path | None = None) -> None:
        super().__init__()
        self.backend = SessionBackend(db_path, cache_dir)
        self._polling = False
        self._failed_stat: tuple | None = None

    def on_unmount(self) -> None:
        """Stop the index build and the reader threads."""
        self.backend.close()

    # ----- opening ------------------------------------------------------------------------------------------
    def open(self) -> None:
        """Open the store in a worker; :class:`Opened` or :class:`Unavailable` follows."""
        self._open_store()

    @work(exclusive=True, group="sessions-open", exit_on_error=False, name="session store opener")
    async def _open_store(self) -> None:
        try:
            facts = await self.backend.call(self.backend.open)
        except SessionStoreError as exc:
            self._failed_stat = _stat(self.backend.db_path)
            missing = not self.backend.db_path.exists()
            what = "There is no session store" if missing else "The session store cannot be read"
            later = "as soon as Hermes creates it" if missing else "when the file changes"
            self.post_message(self.Unavailable(f"\u2716 {what}: {exc.path}\n{exc.problem}\n\nThe Sessions view "
                                               f"opens it {later} (checked every second)."))
            return
        self.post_message(self.Opened(facts))
        self._build_index()

    @work(thread=True, exclusive=True, group="sessions-index", exit_on_error=False, name="session index builder")
    def _build_index(self) -> None:
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if now - last[0] >= PROGRESS_EVERY or done >= total:
                last[0] = now
                self.post_message(self.IndexProgressed(done, total))

        try:
            status = self.backend.build_index(progress, lambda: self.post_message(self.IndexProgressed(
                0, 0, note=None, elsewhere=True)))
        except BuildCancelledError:
            return
        except Exception:
            if self.backend.cancel_build.is_set():
                return    # the view closed under the build (its store connections are gone): nothing to say
            raise
        note = None if status.ready else "the curator's index is unavailable (the search note says why)"
        self.post_message(self.IndexProgressed(status.done, status.total, ready=status.ready, note=note))

    # ----- live ---------------------------------------------------------------------------------------------
    def poll(self, session_id: str | None, last_id: int | None) -> None:
        """Check the store for writes (new messages of ``session_id`` after ``last_id`` come with them); a
        store that could not be opened is opened again once its file changes."""
        if self._polling:
            return
        if not self.backend.is_open:
            stat = _stat(self.backend.db_path)
            if stat is not None and stat != self._failed_stat:
                self._failed_stat = stat
                self._open_store()
            return
        self._polling = True
        self._poll(session_id, last_id)

    @work(exclusive=True, group="sessions-poll", exit_on_error=False, name="session store poll")
    async def _poll(self, session_id: str | None, last_id: int | None) -> None:
        try:
            change: LiveChange | None = await self.backend.call(self.backend.poll, session_id, last_id, poll=True)
        except SessionStoreError as exc:
            self.post_message(self.PollFailed(str(exc)))
            return
        finally:
            self._polling = False
        if change is not None:
            self.post_message(self.Changed(change.facts, session_id, tuple(change.new_messages)))

    # ----- look-up ------------------------------------------------------------------------------------------
    def look_up(self, session_id: str) -> None:
        """Find one session by id (after the store is open); :class:`Found` follows."""
        self._look_up(session_id)

    @work(exclusive=True, group="sessions-jump", exit_on_error=False, name="session jump")
    async def _look_up(self, session_id: str) -> None:
        try:
            await self.backend.call(self.backend.open)  # a no-op once open (queued behind the store opener)
            summary = await self.backend.call(self.backend.session, session_id)
        except SessionStoreError as exc:
            self.post_message(self.Found(session_id, None, str(exc)))
            return
        error = None if summary is not None else f"No session {session_id} in {self.backend.db_path}."
        self.post_message(self.Found(session_id, summary, error))


def _stat(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns
