"""SessionStore: read-only browsing of Hermes's state.db (recent sessions, windows, live updates)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Iterable

from curator.core.sessions.access import (
    DEFAULT_BUSY_TIMEOUT, ConnectionPool, StoreLayout, read_layout,
)
from curator.core.sessions.text import message_text
from curator.core.sessions.model import ChangeToken, Message, MessageWindow, SessionSummary

_TITLE_CHARS = 80


def first_line(text: str | None, limit: int = _TITLE_CHARS) -> str:
    """The first non-empty line of *text*, whitespace-collapsed and cut to *limit* characters."""
    for line in (text or "").splitlines():
        line = " ".join(line.split())
        if line:
            return line if len(line) <= limit else line[: limit - 1] + "…"
    return ""


class SessionStore:
    """Read-only view of one state.db. Every query is a short read transaction on a ``mode=ro`` connection.

    Thread-safe: each thread gets its own connection. Messages are ordered by id (transcript order);
    rewound rows and ``display_kind='hidden'`` scaffolding are never returned, compacted rows are
    returned with ``compacted=True``.
    """

    def __init__(self, path: Path | str, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> None:
        self.path = Path(path).expanduser()
        self._pool = ConnectionPool(self.path, busy_timeout)
        self.layout: StoreLayout = read_layout(self._pool.get(), self.path)
        self._identity = _identity(self.path)
        self.hidden_sources: tuple[str, ...] = release_hidden_sources(self.path)
        """The sources search and listings leave out: those the Hermes that wrote this store hides."""
        self._lineage: dict[str, str] = {}
        self._titles: dict[str, str] = {}

    # -- plumbing ---------------------------------------------------------------------------
    def run(self, fn):  # type: ignore[no-untyped-def]
        """Run ``fn(conn)`` in a short read transaction (for the search modules of this package)."""
        return self._pool.run(fn)

    def refresh_layout(self) -> StoreLayout:
        """Re-read tables and flags (e.g. after Hermes set or cleared ``fts_stale``)."""
        self.layout = read_layout(self._pool.get(), self.path)
        return self.layout

    def reopen_if_replaced(self) -> bool:
        """Reconnect when state.db is now a different file (restored, re-created); True if it was."""
        current = _identity(self.path)
        if current == self._identity or current is None:
            return False
        self._pool.reset()
        self._identity = current
        self._lineage.clear()
        self._titles.clear()
        self.layout = read_layout(self._pool.get(), self.path)
        return True

    def close(self) -> None:
        """Close all connections."""
        self._pool.close()

    def __enter__(self) -> "SessionStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- sessions ---------------------------------------------------------------------------
    def _session_select(self) -> str:
        lay = self.layout
        # the same expression as Hermes's idx_sessions_effective_activity, so the index serves the order
        activity = "COALESCE(s.last_activity_at, s.started_at)" \
            if "last_activity_at" in lay.session_columns else "COALESCE(s.ended_at, s.started_at)"
        count = "s.message_count" if "message_count" in lay.session_columns else \
            "(SELECT count(*) FROM messages c WHERE c.session_id = s.id)"
        return (f"SELECT s.id, {lay.session_col('title')}, s.source, s.started_at, {activity} AS act, "
                f"{count}, {lay.session_col('parent_session_id')} FROM sessions s")

    def recent_sessions(self, limit: int = 50, offset: int = 0, include_hidden_sources: bool = False,
                        source: str | None = None) -> list[SessionSummary]:
        """Sessions by last activity, newest first (sources Hermes hides are left out unless asked)."""
        where, params = [], []
        if source:
            where.append("s.source = ?")
            params.append(source)
        elif not include_hidden_sources:
            where.append(f"s.source NOT IN ({', '.join('?' for _ in self.hidden_sources)})")
            params.extend(self.hidden_sources)
        sql = self._session_select() + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY act DESC, s.started_at DESC LIMIT ? OFFSET ?"

        def _read(conn: sqlite3.Connection) -> list[SessionSummary]:
            rows = conn.execute(sql, (*params, int(limit), int(offset))).fetchall()
            return [self._summary(conn, r) for r in rows]

        return self.run(_read)

    def get_session(self, session_id: str) -> SessionSummary | None:
        """One session's summary, or None when the id is unknown."""
        def _read(conn: sqlite3.Connection) -> SessionSummary | None:
            row = conn.execute(self._session_select() + " WHERE s.id = ?", (session_id,)).fetchone()
            return self._summary(conn, row) if row else None

        return self.run(_read)

    def _summary(self, conn: sqlite3.Connection, row: tuple) -> SessionSummary:
        sid, title, source, started, activity, count, parent = row
        return SessionSummary(id=sid, title=title or self._label(conn, sid), source=source or "",
                              started_at=started, last_activity_at=activity, message_count=int(count or 0),
                              parent_session_id=parent, lineage_root=self._root(conn, sid),
                              has_title=bool(title))

    def session_label(self, session_id: str, title: str | None = None) -> str:
        """The session's title, else its first user line, else its id (cached)."""
        if title:
            return title
        cached = self._titles.get(session_id)
        return cached if cached is not None else self.run(lambda c: self._label(c, session_id))

    def _label(self, conn: sqlite3.Connection, session_id: str) -> str:
        label = self._titles.get(session_id)
        if label is None:
            row = conn.execute(
                f"SELECT m.content FROM messages m WHERE m.session_id = ? AND m.role = 'user' AND "
                f"{self.layout.visible_sql} AND m.content IS NOT NULL AND m.content <> '' ORDER BY m.id LIMIT 1",
                (session_id,)).fetchone()
            label = (first_line(message_text(row[0])) if row else "") or session_id
            self._titles[session_id] = label
        return label

    def lineage_root(self, session_id: str) -> str:
        """The oldest ancestor along ``parent_session_id`` (the session itself when it has none)."""
        cached = self._lineage.get(session_id)
        return cached if cached is not None else self.run(lambda c: self._root(c, session_id))

    def _root(self, conn: sqlite3.Connection, session_id: str) -> str:
        if "parent_session_id" not in self.layout.session_columns:
            return session_id
        cached = self._lineage.get(session_id)
        if cached is not None:
            return cached
        cur, seen = session_id, set()
        while cur not in seen:
            seen.add(cur)
            if cur in self._lineage:
                cur = self._lineage[cur]
                break
            row = conn.execute("SELECT parent_session_id FROM sessions WHERE id = ?", (cur,)).fetchone()
            if not row or not row[0]:
                break
            cur = row[0]
        self._lineage[session_id] = cur
        return cur

    def session_meta(self, session_ids: Iterable[str],
                     conn: sqlite3.Connection | None = None) -> dict[str, tuple[str, str, str]]:
        """``{session_id: (label, source, lineage_root)}`` for several sessions in one read transaction."""
        ids = list(dict.fromkeys(session_ids))
        if not ids:
            return {}
        title = self.layout.session_col("title")
        sql = f"SELECT s.id, {title}, s.source FROM sessions s WHERE s.id IN ({', '.join('?' for _ in ids)})"

        def _read(c: sqlite3.Connection) -> dict[str, tuple[str, str, str]]:
            return {sid: (t or self._label(c, sid), src or "", self._root(c, sid))
                    for sid, t, src in c.execute(sql, ids).fetchall()}

        return _read(conn) if conn is not None else self.run(_read)

    # -- messages ---------------------------------------------------------------------------
    def _msg_select(self) -> str:
        lay = self.layout
        tool = "m.tool_name" if "tool_name" in lay.message_columns else "NULL"
        return (f"SELECT m.id, m.session_id, m.role, m.content, m.timestamp, {lay.compacted_sql}, {tool} "
                "FROM messages m")

    @staticmethod
    def _message(row: tuple) -> Message:
        mid, sid, role, content, ts, compacted, tool = row
        return Message(id=int(mid), session_id=sid, role=role or "", content=_text(content), timestamp=ts,
                       compacted=bool(compacted), tool_name=tool)

    def _slice(self, session_id: str, op: str, message_id: int, n: int, order: str) -> list[Message]:
        sql = (self._msg_select() + f" WHERE m.session_id = ? AND m.id {op} ? AND {self.layout.visible_sql} "
               f"ORDER BY m.id {order} LIMIT ?")
        rows = self.run(lambda c: c.execute(sql, (session_id, int(message_id), max(0, int(n)))).fetchall())
        msgs = [self._message(r) for r in rows]
        return msgs[::-1] if order == "DESC" else msgs

    def messages_before(self, session_id: str, message_id: int, n: int) -> list[Message]:
        """Up to *n* visible messages of the session older than *message_id*, oldest first."""
        return self._slice(session_id, "<", message_id, n, "DESC")

    def messages_after(self, session_id: str, message_id: int, n: int) -> list[Message]:
        """Up to *n* visible messages of the session newer than *message_id*, oldest first."""
        return self._slice(session_id, ">", message_id, n, "ASC")

    def first_messages(self, session_id: str, n: int) -> list[Message]:
        """The session's first *n* visible messages."""
        return self._slice(session_id, ">", -1, n, "ASC")

    def last_messages(self, session_id: str, n: int) -> list[Message]:
        """The session's last *n* visible messages, oldest first."""
        return self._slice(session_id, "<", 2 ** 62, n, "DESC")

    def get_message(self, message_id: int) -> Message | None:
        """One message by id (visible or not), or None."""
        row = self.run(lambda c: c.execute(self._msg_select() + " WHERE m.id = ?", (int(message_id),)).fetchone())
        return self._message(row) if row else None

    def window(self, session_id: str, around: int | None = None, before: int = 5, after: int = 5) -> MessageWindow:
        """The anchor message plus up to *before*/*after* visible neighbours; without an anchor, the start."""
        if around is None:
            msgs = self._slice(session_id, ">", -1, before + after + 2, "ASC")
            more_after = len(msgs) > before + after + 1
            return MessageWindow(session_id, None, tuple(msgs[: before + after + 1]), False, more_after)
        sel = self._msg_select()
        vis = self.layout.visible_sql

        def _read(conn: sqlite3.Connection) -> tuple[list, list, list]:
            anchor = conn.execute(sel + " WHERE m.id = ? AND m.session_id = ?", (int(around), session_id)).fetchall()
            older = conn.execute(sel + f" WHERE m.session_id = ? AND m.id < ? AND {vis} ORDER BY m.id DESC LIMIT ?",
                                 (session_id, int(around), before + 1)).fetchall()
            newer = conn.execute(sel + f" WHERE m.session_id = ? AND m.id > ? AND {vis} ORDER BY m.id ASC LIMIT ?",
                                 (session_id, int(around), after + 1)).fetchall()
            return anchor, older, newer

        anchor, older, newer = self.run(_read)
        more_before, more_after = len(older) > before, len(newer) > after
        msgs = [self._message(r) for r in reversed(older[:before])]
        msgs += [self._message(r) for r in anchor]
        msgs += [self._message(r) for r in newer[:after]]
        return MessageWindow(session_id, int(around) if anchor else None, tuple(msgs), more_before, more_after)

    def position(self, session_id: str, message_id: int) -> tuple[int, int]:
        """``(visible messages before this one, visible messages in the session)`` (for a scroll bar)."""
        vis = self.layout.visible_sql

        def _read(conn: sqlite3.Connection) -> tuple[int, int]:
            before = conn.execute(f"SELECT count(*) FROM messages m WHERE m.session_id = ? AND m.id < ? AND {vis}",
                                  (session_id, int(message_id))).fetchone()[0]
            total = conn.execute(f"SELECT count(*) FROM messages m WHERE m.session_id = ? AND {vis}",
                                 (session_id,)).fetchone()[0]
            return int(before), int(total)

        return self.run(_read)

    def messages_since(self, message_id: int, session_id: str | None = None, limit: int = 500) -> list[Message]:
        """Visible messages with id greater than *message_id* (live updates), oldest first."""
        where = [f"m.id > ?", self.layout.visible_sql]
        params: list = [int(message_id)]
        if session_id is not None:
            where.append("m.session_id = ?")
            params.append(session_id)
        sql = self._msg_select() + " WHERE " + " AND ".join(where) + " ORDER BY m.id ASC LIMIT ?"
        rows = self.run(lambda c: c.execute(sql, (*params, int(limit))).fetchall())
        return [self._message(r) for r in rows]

    # -- change detection -------------------------------------------------------------------
    def change_token(self) -> ChangeToken:
        """A cheap fingerprint (PRAGMA data_version, max id, -wal and db mtimes): equal tokens = no writes."""
        def _read(conn: sqlite3.Connection) -> tuple[int, int]:
            dv = conn.execute("PRAGMA data_version").fetchone()[0]
            mx = conn.execute("SELECT COALESCE(max(id), 0) FROM messages").fetchone()[0]
            return int(dv), int(mx)

        dv, mx = self.run(_read)
        return ChangeToken(dv, mx, _mtime_ns(Path(str(self.path) + "-wal")), _mtime_ns(self.path))

    def max_message_id(self) -> int:
        """Highest message id (0 for an empty store)."""
        return int(self.run(lambda c: c.execute("SELECT COALESCE(max(id), 0) FROM messages").fetchone()[0]))

    def counts(self) -> tuple[int, int]:
        """``(sessions, messages)`` in the store (all rows, whatever their visibility)."""
        return self.run(lambda c: (int(c.execute("SELECT count(*) FROM sessions").fetchone()[0]),
                                   int(c.execute("SELECT count(*) FROM messages").fetchone()[0])))


def _text(content: object) -> str:
    return message_text(content)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _mtime_ns(path: Path) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def release_hidden_sources(db_path: Path) -> tuple[str, ...]:
    """The session sources hidden by the Hermes release that wrote ``db_path`` (its schema version tells)."""
    from curator.core.home.hermes_version import infer_version

    return tuple(sorted(infer_version(db_path.parent).generation.hidden_sources))
