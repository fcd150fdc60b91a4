"""SessionBackend: the session browser's link to the search engine, on two long-lived reader threads.

The core's SessionStore keeps one read-only SQLite connection per thread. Textual thread workers start a
new thread each time, which would open (and keep) a connection per keystroke; so the browser's async
workers hand their blocking calls to two single-thread executors instead: one for searches and windows,
one for the live poll (``PRAGMA data_version`` is per connection, so polling must stay on one).
"""

from __future__ import annotations

import asyncio
import functools
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, TypeVar

from curator.core.sessions.engine import SearchEngine, to_epoch
from curator.core.sessions.model import (
    HIDDEN_SOURCES, ChangeToken, Message, MessageWindow, SearchHit, SearchResult, SessionSummary,
)

T = TypeVar("T")

ROLE_CHOICES: tuple[tuple[str | None, str], ...] = (
    (None, "user + assistant"), ("user", "user"), ("assistant", "assistant"), ("tool", "tool"), ("all", "any role"),
)
"""Role filter values (engine ``role=``) in the order the role key cycles through them, with labels."""

RESULT_LIMIT = 30
RECENT_LIMIT = 200


class BuildCancelledError(Exception):
    """Raised from the index-build progress callback to stop the build (the app is closing)."""


@dataclass(frozen=True)
class BrowseFilters:
    """What the filters bar asks for; dates are the text the user typed (YYYY-MM-DD or ISO)."""

    role: str | None = None
    source: str | None = None
    after: str = ""
    before: str = ""
    include_hidden: bool = False

    @property
    def role_label(self) -> str:
        """The role filter in words."""
        return dict(ROLE_CHOICES).get(self.role, self.role or "")

    def next_role(self) -> "BrowseFilters":
        """The same filters with the next role choice."""
        values = [value for value, _label in ROLE_CHOICES]
        pos = values.index(self.role) if self.role in values else -1
        return replace(self, role=values[(pos + 1) % len(values)])

    def date_bounds(self) -> tuple[float | None, float | None]:
        """``(after, before)`` as epoch seconds (a bare ``before`` date includes that whole day).

        Raises ValueError naming the bad text.
        """
        return to_epoch(self.after or None), to_epoch(self.before or None, end_of_day=True)

    def is_default(self) -> bool:
        """True when no filter narrows or widens the defaults."""
        return self == BrowseFilters()


@dataclass(frozen=True)
class StoreFacts:
    """What the browser shows about the store once it is open."""

    path: Path
    sessions: int
    messages: int
    sources: tuple[str, ...]


@dataclass(frozen=True)
class LiveChange:
    """What the poll found after the store changed: how many messages were indexed and the open session's news."""

    token: ChangeToken
    indexed: int
    new_messages: tuple[Message, ...]
    facts: StoreFacts | None = None


class SessionBackend:
    """One engine over ``db_path`` plus the two reader threads; every method but ``call`` blocks."""

    def __init__(self, db_path: Path, cache_dir: Path | None = None) -> None:
        self.db_path = Path(db_path)
        self.cache_dir = cache_dir
        self.engine: SearchEngine | None = None
        self.cancel_build = threading.Event()
        self._query = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sessions-query")
        self._poll = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sessions-poll")
        self._token: ChangeToken | None = None
        self._opened_max = 0

    # -- threads ----------------------------------------------------------------------------------------
    async def call(self, fn: Callable[..., T], *args: Any, poll: bool = False, **kwargs: Any) -> T:
        """Run ``fn(*args, **kwargs)`` on the query thread (or the poll thread) and await its result."""
        loop = asyncio.get_running_loop()
        pool = self._poll if poll else self._query
        return await loop.run_in_executor(pool, functools.partial(fn, *args, **kwargs))

    def close(self) -> None:
        """Stop a running index build, drop queued work, close the store's connections."""
        self.cancel_build.set()
        self._query.shutdown(wait=False, cancel_futures=True)
        self._poll.shutdown(wait=False, cancel_futures=True)
        if self.engine is not None:
            self.engine.close()

    # -- opening ----------------------------------------------------------------------------------------
    def open(self) -> StoreFacts:
        """Open the engine (raises StoreMissingError / SessionStoreError naming the file and the problem)."""
        if self.engine is None:
            self.engine = SearchEngine(self.db_path, cache_dir=self.cache_dir)
            self._opened_max = self.engine.store.max_message_id()
        return self.facts()

    @property
    def is_open(self) -> bool:
        """True once :meth:`open` succeeded."""
        return self.engine is not None

    def _engine(self) -> SearchEngine:
        if self.engine is None:
            raise RuntimeError("the session store is not open")
        return self.engine

    def facts(self) -> StoreFacts:
        """Counts and the sources present (for the source filter)."""
        store = self._engine().store
        sessions, messages = store.counts()
        rows = store.run(lambda c: c.execute("SELECT DISTINCT source FROM sessions WHERE source IS NOT NULL "
                                             "AND source <> '' ORDER BY source").fetchall())
        return StoreFacts(self.db_path, sessions, messages, tuple(str(r[0]) for r in rows))

    def build_index(self, progress: Callable[[int, int], None], waiting: Callable[[], None] | None = None,
                    *, poll: float = 0.5) -> Any:
        """Build or update the curator's index (blocking; stops with BuildCancelledError on close). While
        another process builds it (a CLI search's background build), call *waiting* once and wait for that
        build to end, then bring the index up to date here."""
        engine = self._engine()

        def report(done: int, total: int) -> None:
            if self.cancel_build.is_set():
                raise BuildCancelledError("the session browser closed")
            progress(done, total)

        told = False
        while engine.building_elsewhere():
            if not told and waiting is not None:
                waiting()
                told = True
            if self.cancel_build.wait(poll):
                raise BuildCancelledError("the session browser closed")
        return engine.ensure_index(report)

    # -- reading ----------------------------------------------------------------------------------------
    def search(self, query: str, filters: BrowseFilters, limit: int = RESULT_LIMIT) -> SearchResult:
        """The engine's best matches under the filters."""
        after, before = filters.date_bounds()
        return self._engine().search(query, limit=limit, role=filters.role, source=filters.source, after=after,
                                     before=before, include_hidden_sources=filters.include_hidden)

    def recent(self, filters: BrowseFilters, limit: int = RECENT_LIMIT) -> list[SessionSummary]:
        """Recent sessions by last activity (source and hidden-source filters apply; dates filter activity)."""
        after, before = filters.date_bounds()
        rows = self._engine().store.recent_sessions(limit=limit, include_hidden_sources=filters.include_hidden,
                                                    source=filters.source)
        if after is not None or before is not None:
            rows = [s for s in rows if _in_range(s.last_activity_at, after, before)]
        return rows

    def lineage_labels(self, items: list[SearchHit] | list[SessionSummary]) -> dict[str, str]:
        """Titles (or first user lines) of the lineage roots of *items* that have an ancestor."""
        roots = {i.lineage_root for i in items
                 if i.lineage_root and i.lineage_root != (i.session_id if isinstance(i, SearchHit) else i.id)}
        if not roots:
            return {}
        return {sid: meta[0] for sid, meta in self._engine().store.session_meta(roots).items()}

    def window(self, session_id: str, around: int | None, span: int = 8) -> MessageWindow:
        """The anchor and up to *span* visible messages on each side (the session's start without one)."""
        return self._engine().store.window(session_id, around=around, before=span, after=span)

    def before(self, session_id: str, message_id: int, n: int) -> tuple[list[Message], bool]:
        """Up to *n* messages older than *message_id*, and whether even older ones exist."""
        got = self._engine().store.messages_before(session_id, message_id, n + 1)
        return (got[1:], True) if len(got) > n else (got, False)

    def after(self, session_id: str, message_id: int, n: int) -> tuple[list[Message], bool]:
        """Up to *n* messages newer than *message_id*, and whether even newer ones exist."""
        got = self._engine().store.messages_after(session_id, message_id, n + 1)
        return (got[:n], True) if len(got) > n else (got, False)

    def edge(self, session_id: str, end: bool, n: int) -> MessageWindow:
        """The session's first (or last) *n* messages as a window without an anchor."""
        store = self._engine().store
        if end:
            got = store.last_messages(session_id, n + 1)
            more, msgs = len(got) > n, got[-n:]
            return MessageWindow(session_id, None, tuple(msgs), more, False)
        got = store.first_messages(session_id, n + 1)
        return MessageWindow(session_id, None, tuple(got[:n]), False, len(got) > n)

    def message(self, message_id: int) -> Message | None:
        """One message by id."""
        return self._engine().store.get_message(message_id)

    def session(self, session_id: str) -> SessionSummary | None:
        """One session's summary."""
        return self._engine().store.get_session(session_id)

    # -- live ---------------------------------------------------------------------------------------------
    def poll(self, session_id: str | None, last_id: int | None) -> LiveChange | None:
        """None when nothing was written since the last poll; else index new messages and fetch the open
        session's messages after ``last_id`` (runs on the poll thread)."""
        engine = self._engine()
        token = engine.store.change_token()
        if token == self._token:
            return None
        first = self._token is None
        self._token = token
        if first and token.max_message_id == self._opened_max:
            return None   # the baseline: nothing new since the store was opened
        indexed = engine.refresh()
        news: list[Message] = []
        if session_id is not None and last_id is not None:
            news = engine.store.messages_since(last_id, session_id=session_id, limit=200)
        return LiveChange(token, indexed, tuple(news), self.facts())


def _in_range(ts: float | None, lo: float | None, hi: float | None) -> bool:
    if ts is None:
        return lo is None and hi is None
    return (lo is None or ts >= lo) and (hi is None or ts <= hi)


def visible_sources(sources: tuple[str, ...], include_hidden: bool) -> tuple[str, ...]:
    """Sources the source filter offers: hidden ones (subagent, kanban, tool) only when asked for."""
    return tuple(s for s in sources if include_hidden or s not in HIDDEN_SOURCES)
