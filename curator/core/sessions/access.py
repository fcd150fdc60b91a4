"""Read-only access to state.db: opening, transient-error retry, error mapping and layout detection."""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, TypeVar

from curator.core.sessions.errors import SessionStoreError, StoreLockedError, StoreMissingError

T = TypeVar("T")

DEFAULT_BUSY_TIMEOUT = 1.5
"""How long SQLite waits on a writer's lock before the curator says the store is locked (Hermes's own
transactions hold it for milliseconds; a lock held longer is a long write, not worth a 15 s wait)."""
_RETRIES = 3
_RETRY_BACKOFF = 0.05
_TRANSIENT = ("disk i/o error", "database is locked", "database table is locked", "database is busy",
              "unable to open database file")


def open_readonly(path: Path, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> sqlite3.Connection:
    """Open *path* read-only (``mode=ro`` URI, never ``immutable``) with a busy timeout."""
    import os
    import stat as stat_

    from curator.core.files import kind_of

    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise StoreMissingError(path, "no session store here (Hermes has not recorded a session yet?)") from None
    except OSError as exc:
        raise SessionStoreError(path, f"cannot be read ({exc.strerror})") from None
    if not stat_.S_ISREG(mode):  # SQLite would block forever opening a FIFO
        raise SessionStoreError(path, f"is {kind_of(mode)}, not a regular file (an SQLite database)")
    uri = path.resolve().as_uri() + "?mode=ro"

    def _open() -> sqlite3.Connection:
        conn = sqlite3.connect(uri, uri=True, timeout=busy_timeout, check_same_thread=False,
                               isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        conn.execute("PRAGMA query_only = 1")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn

    return retrying(path, _open)


def is_transient(exc: BaseException) -> bool:
    """True for errors a concurrent writer's checkpoint or lock can cause for a moment."""
    return isinstance(exc, sqlite3.OperationalError) and any(t in str(exc).lower() for t in _TRANSIENT)


def retrying(path: Path, fn: Callable[[], T]) -> T:
    """Run *fn*, retrying transient SQLite errors a few times; map the last error to a store error."""
    for attempt in range(_RETRIES):
        try:
            return fn()
        except sqlite3.Error as exc:
            locked = "locked" in str(exc).lower() or "busy" in str(exc).lower()
            if is_transient(exc) and not locked and attempt < _RETRIES - 1:  # a lock was already waited on
                time.sleep(_RETRY_BACKOFF * (attempt + 1))
                continue
            raise store_error(path, exc) from exc
    raise AssertionError("unreachable")


def store_error(path: Path, exc: BaseException) -> SessionStoreError:
    """Turn an SQLite exception into a SessionStoreError whose message names the file and the problem."""
    text = str(exc).lower()
    if "not a database" in text or "file is encrypted" in text:
        return SessionStoreError(path, "is not an SQLite database (damaged or not a state.db)")
    if "malformed" in text or "corrupt" in text:
        return SessionStoreError(path, f"the database is damaged ({exc}); Hermes can repair it with "
                                       "`hermes sessions repair`, or restore a backup")
    if "locked" in text or "busy" in text:
        return StoreLockedError(path, "is locked by another process (a Hermes writer held it longer than "
                                      "the busy timeout); try again in a moment")
    if "readonly database" in text or "read-only" in text:
        return SessionStoreError(path, "cannot be read: it is in WAL mode and SQLite must create "
                                       f"{path.name}-shm beside it, but the directory is read-only to the curator; "
                                       "run Hermes once (it creates the file) or make the directory writable")
    if "unable to open" in text:
        return SessionStoreError(path, f"cannot be opened read-only ({exc})")
    if "no such table" in text or "no such column" in text:
        return SessionStoreError(path, f"is not a Hermes session store this curator understands ({exc})")
    return SessionStoreError(path, f"cannot be read: {exc}")


@dataclass(frozen=True)
class StoreLayout:
    """What this particular state.db has: columns, FTS tables and their state."""

    schema_version: int | None
    session_columns: frozenset[str]
    message_columns: frozenset[str]
    has_fts: bool
    fts_columns: tuple[str, ...]
    has_trigram: bool
    has_state_meta: bool
    fts_stale: bool
    fts_rebuild_pending: bool
    journal_mode: str

    @property
    def visible_sql(self) -> str:
        """SQL predicate (alias ``m``) for rows a person may see: not rewound, not scaffolding."""
        parts = []
        if "active" in self.message_columns and "compacted" in self.message_columns:
            parts.append("(m.active = 1 OR m.compacted = 1)")
        elif "active" in self.message_columns:
            parts.append("m.active = 1")
        if "display_kind" in self.message_columns:
            parts.append("COALESCE(m.display_kind, '') <> 'hidden'")
        return " AND ".join(parts) if parts else "1"

    @property
    def compacted_sql(self) -> str:
        """SQL expression (alias ``m``) that is 1 for compacted-away rows."""
        if "compacted" in self.message_columns and "active" in self.message_columns:
            return "(m.active = 0 AND m.compacted = 1)"
        return "0"

    def session_col(self, name: str, default: str = "NULL") -> str:
        """``s.<name>`` when the sessions table has that column, else *default*."""
        return f"s.{name}" if name in self.session_columns else default


def read_layout(conn: sqlite3.Connection, path: Path) -> StoreLayout:
    """Inspect the store's tables and columns (PRAGMA table_info; old stores lack many columns)."""
    def _read() -> StoreLayout:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
        if "messages" not in names or "sessions" not in names:
            raise SessionStoreError(path, "is an SQLite database but not a Hermes session store "
                                          "(no sessions/messages tables)")
        scols = frozenset(r[1] for r in conn.execute("PRAGMA table_info(sessions)"))
        mcols = frozenset(r[1] for r in conn.execute("PRAGMA table_info(messages)"))
        version = None
        if "schema_version" in names:
            row = conn.execute("SELECT max(version) FROM schema_version").fetchone()
            version = row[0] if row else None
        fts_cols: tuple[str, ...] = ()
        if "messages_fts" in names:
            try:
                fts_cols = tuple(r[1] for r in conn.execute("PRAGMA table_info(messages_fts)"))
            except sqlite3.OperationalError:
                fts_cols = ()   # unknown tokenizer: the table exists but cannot be opened
        meta: dict[str, str] = {}
        if "state_meta" in names:
            meta = {k: v for k, v in conn.execute(
                "SELECT key, value FROM state_meta WHERE key IN "
                "('fts_stale', 'fts_rebuild_high_water', 'fts_rebuild_progress')")}
        journal = str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower()
        return StoreLayout(
            schema_version=version, session_columns=scols, message_columns=mcols,
            has_fts="messages_fts" in names, fts_columns=fts_cols,
            has_trigram="messages_fts_trigram" in names, has_state_meta="state_meta" in names,
            fts_stale=meta.get("fts_stale") not in (None, "", "0"),
            fts_rebuild_pending=meta.get("fts_rebuild_high_water") is not None,
            journal_mode=journal)

    return retrying(path, _read)


class ConnectionPool:
    """One read-only connection per thread (sqlite3 connections must not be shared across threads)."""

    def __init__(self, path: Path, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> None:
        self.path = path
        self.busy_timeout = busy_timeout
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._busy: dict[int, threading.Lock] = {}
        """Per connection (by id): held while it runs a read."""
        self._lock = threading.Lock()
        self._generation = 0
        self._closed = False

    def get(self) -> sqlite3.Connection:
        """This thread's connection, opened on first use (and again after :meth:`reset`)."""
        held = getattr(self._local, "held", None)
        if held is not None and held[0] == self._generation:
            return held[1]
        if self._closed:
            raise SessionStoreError(self.path, "the store reader was closed")
        conn = open_readonly(self.path, self.busy_timeout)
        with self._lock:
            self._all.append(conn)
            self._busy[id(conn)] = threading.Lock()
            self._local.held = (self._generation, conn)
        return conn

    def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(conn)`` in a short read transaction with transient-error retry.

        The connection's own lock is held meanwhile: :meth:`close` (another thread) waits for the read to end
        instead of closing the connection under it, which crashed the interpreter.
        """
        def once() -> T:
            conn = self.get()
            busy = self._busy.get(id(conn))
            if busy is None:   # reset since get(): reconnect (after close, get() says the reader was closed)
                conn = self.get()
                busy = self._busy.get(id(conn)) or threading.Lock()
            with busy:
                return _in_read_txn(conn, fn)
        return retrying(self.path, once)

    def reset(self) -> None:
        """Drop every connection (the file was replaced); threads reconnect on next use."""
        with self._lock:
            self._generation += 1
            conns, self._all = self._all, []
            locks, self._busy = self._busy, {}
        _close_all(conns, locks)

    def close(self) -> None:
        """Close every connection opened by any thread (each once its running read, if any, has ended)."""
        with self._lock:
            self._closed = True
            self._generation += 1
            conns, self._all = self._all, []
            locks, self._busy = self._busy, {}
        _close_all(conns, locks)


def _close_all(conns: list[sqlite3.Connection], locks: dict[int, threading.Lock]) -> None:
    for conn in conns:
        busy = locks.get(id(conn))
        if busy is not None and not busy.acquire(timeout=5.0):
            continue   # still reading after 5 s: leave it open rather than close it under the reader
        try:
            conn.close()
        except sqlite3.Error:
            pass
        finally:
            if busy is not None:
                busy.release()


def _in_read_txn(conn: sqlite3.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
    conn.execute("BEGIN")
    try:
        return fn(conn)
    finally:
        try:
            conn.execute("COMMIT")
        except sqlite3.Error:
            pass
