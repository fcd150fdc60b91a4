"""Build Hermes-shaped state.db files in every shape met in the wild (demo home, tests, benchmarks)."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Iterable, Sequence

from curator.core.sessions import schema_ddl as ddl


class StoreShape(str, Enum):
    """The store layouts the curator must read.

    The curator never writes a real Hermes store; this module only builds stand-ins whose tables, FTS
    layout and triggers match what Hermes keeps (hermes-compat §6).
    """

    CURRENT = "current"          # schema v30, external-content FTS + trigram, visibility columns
    LEGACY_FTS = "legacy_fts"    # schema v22, inline content-only FTS tables
    V2 = "v2"                    # the very first schema: one FTS table, few columns
    NO_TRIGRAM = "no_trigram"    # current, but SQLite had no trigram tokenizer
    FTS_STALE = "fts_stale"      # current, FTS detached after corruption: state_meta fts_stale=1


_SCHEMA_VERSION = {StoreShape.CURRENT: 30, StoreShape.NO_TRIGRAM: 30, StoreShape.FTS_STALE: 30,
                   StoreShape.LEGACY_FTS: 22, StoreShape.V2: 2}


@dataclass(frozen=True)
class MessageRow:
    """One message to insert in bulk with :meth:`StoreWriter.add_messages`."""

    session_id: str
    role: str
    content: str | None
    timestamp: float
    tool_name: str | None = None
    tool_calls: str | None = None
    active: bool = True
    compacted: bool = False
    display_kind: str | None = None
    tool_call_id: str | None = None


def create_store(path: Path | str, shape: StoreShape | str = StoreShape.CURRENT, *,
                 wal: bool = True) -> "StoreWriter":
    """Create a new, empty Hermes-shaped store at *path* (which must not exist) and open it for writing."""
    path = Path(path)
    if path.exists():
        raise FileExistsError(f"{path} already exists")
    path.parent.mkdir(parents=True, exist_ok=True)
    shape = StoreShape(shape)
    conn = sqlite3.connect(str(path), isolation_level=None)
    if wal:
        conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    script = _ddl_for(shape)
    conn.executescript("BEGIN;" + script + "COMMIT;")
    conn.execute("INSERT INTO schema_version(version) VALUES (?)", (_SCHEMA_VERSION[shape],))
    writer = StoreWriter(path, conn, shape)
    if shape is StoreShape.FTS_STALE:
        writer.mark_fts_stale()
    return writer


def open_store(path: Path | str) -> "StoreWriter":
    """Open an existing Hermes-shaped store for writing (plays the part of a running Hermes)."""
    path = Path(path)
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    return StoreWriter(path, conn, _detect_shape(conn))


def _ddl_for(shape: StoreShape) -> str:
    if shape is StoreShape.V2:
        return ("CREATE TABLE schema_version (version INTEGER NOT NULL);"
                + ddl.SESSIONS_V2 + ddl.MESSAGES_V2 + ddl.FTS_V2)
    if shape is StoreShape.LEGACY_FTS:
        return (ddl.META_TABLES + ddl.SESSIONS_CURRENT + ddl.MESSAGES_LEGACY + ddl.INDEXES_CURRENT
                + ddl.FTS_LEGACY)
    parts = [ddl.META_TABLES, ddl.SESSIONS_CURRENT, ddl.MESSAGES_CURRENT, ddl.INDEXES_CURRENT, ddl.FTS_CURRENT]
    if shape is not StoreShape.NO_TRIGRAM:
        parts.append(ddl.FTS_TRIGRAM_CURRENT)
    return "".join(parts)


def _trigger_statements(script: str) -> list[str]:
    """The CREATE TRIGGER statements of a DDL script (to put triggers back after a bulk load)."""
    out, cur = [], []
    for line in script.splitlines():
        if line.startswith("CREATE TRIGGER"):
            cur = [line]
        elif cur:
            cur.append(line)
            if line.strip() == "END;":
                out.append("\n".join(cur))
                cur = []
    return out


def _detect_shape(conn: sqlite3.Connection) -> StoreShape:
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    version = conn.execute("SELECT version FROM schema_version").fetchone()[0]
    if version <= 2:
        return StoreShape.V2
    if version < 23:
        return StoreShape.LEGACY_FTS
    if "state_meta" in names and conn.execute(
            "SELECT 1 FROM state_meta WHERE key = 'fts_stale'").fetchone():
        return StoreShape.FTS_STALE
    return StoreShape.CURRENT if "messages_fts_trigram" in names else StoreShape.NO_TRIGRAM


class StoreWriter:
    """Writes sessions and messages the way Hermes does (FTS kept in sync by the store's triggers)."""

    def __init__(self, path: Path, conn: sqlite3.Connection, shape: StoreShape) -> None:
        self.path = path
        self.shape = shape
        self._conn = conn
        self._session_cols = {r[1] for r in conn.execute("PRAGMA table_info(sessions)")}
        self._message_cols = {r[1] for r in conn.execute("PRAGMA table_info(messages)")}

    @property
    def connection(self) -> sqlite3.Connection:
        """The writable connection (for tests that need to do something unusual)."""
        return self._conn

    def add_session(self, session_id: str, *, source: str = "cli", title: str | None = None,
                    started_at: float | None = None, parent_session_id: str | None = None,
                    end_reason: str | None = None, model: str | None = "demo-model") -> str:
        """Insert one session row; columns the shape lacks are skipped."""
        values = {"id": session_id, "source": source, "title": title,
                  "started_at": time.time() if started_at is None else started_at,
                  "parent_session_id": parent_session_id, "end_reason": end_reason, "model": model,
                  "message_count": 0}
        if "last_activity_at" in self._session_cols:
            values["last_activity_at"] = values["started_at"]
        values = {k: v for k, v in values.items() if k in self._session_cols}
        cols = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        self._conn.execute(f"INSERT INTO sessions ({cols}) VALUES ({marks})", tuple(values.values()))
        return session_id

    def add_message(self, session_id: str, role: str, content: str | None, *, timestamp: float | None = None,
                    tool_name: str | None = None, tool_calls: str | None = None, active: bool = True,
                    compacted: bool = False, display_kind: str | None = None) -> int:
        """Append one message (its own transaction, like a live agent turn); returns its id."""
        row = MessageRow(session_id, role, content, time.time() if timestamp is None else timestamp,
                         tool_name, tool_calls, active, compacted, display_kind)
        cols, values = self._message_values(row)
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            cur = self._conn.execute(
                f"INSERT INTO messages ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})", values)
            self._bump_sessions({session_id: (1, row.timestamp)})
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        return int(cur.lastrowid)

    def add_messages(self, rows: Iterable[MessageRow], *, batch: int = 50_000) -> int:
        """Insert many messages in big transactions (executemany); returns how many were written."""
        total = 0
        chunk: list[MessageRow] = []
        for row in rows:
            chunk.append(row)
            if len(chunk) >= batch:
                total += self._insert_chunk(chunk)
                chunk = []
        if chunk:
            total += self._insert_chunk(chunk)
        return total

    def bulk_load(self, rows: Iterable[MessageRow], *, batch: int = 100_000) -> int:
        """Load many messages fast: triggers off, plain inserts, then one FTS ``rebuild`` and triggers back.

        The FTS tables end up exactly as per-row trigger inserts would leave them (Hermes itself uses
        ``rebuild`` when it optimises storage). Only for external-content layouts; others insert per row.
        """
        if self.shape not in (StoreShape.CURRENT, StoreShape.NO_TRIGRAM):
            return self.add_messages(rows, batch=batch)
        for name in ddl.FTS_TRIGGER_NAMES:
            self._conn.execute(f"DROP TRIGGER IF EXISTS {name}")
        try:
            total = self.add_messages(rows, batch=batch)
        finally:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("INSERT INTO messages_fts(messages_fts) VALUES('rebuild')")
            script = ddl.FTS_CURRENT
            if self.shape is StoreShape.CURRENT:
                self._conn.execute("INSERT INTO messages_fts_trigram(messages_fts_trigram) VALUES('rebuild')")
                script += ddl.FTS_TRIGRAM_CURRENT
            for stmt in _trigger_statements(script):
                self._conn.execute(stmt)
            self._conn.execute("COMMIT")
        return total

    def _insert_chunk(self, chunk: Sequence[MessageRow]) -> int:
        cols, _ = self._message_values(chunk[0])
        sql = f"INSERT INTO messages ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})"
        bumps: dict[str, tuple[int, float]] = {}
        for row in chunk:
            n, ts = bumps.get(row.session_id, (0, 0.0))
            bumps[row.session_id] = (n + 1, max(ts, row.timestamp))
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._conn.executemany(sql, (self._message_values(r)[1] for r in chunk))
            self._bump_sessions(bumps)
            self._conn.execute("COMMIT")
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        return len(chunk)

    def _message_values(self, row: MessageRow) -> tuple[list[str], tuple]:
        values = {"session_id": row.session_id, "role": row.role, "content": row.content,
                  "timestamp": row.timestamp, "tool_name": row.tool_name, "tool_calls": row.tool_calls,
                  "active": int(row.active), "compacted": int(row.compacted), "display_kind": row.display_kind,
                  "tool_call_id": row.tool_call_id}
        cols = [c for c in values if c in self._message_cols]
        return cols, tuple(values[c] for c in cols)

    def _bump_sessions(self, bumps: dict[str, tuple[int, float]]) -> None:
        if "last_activity_at" in self._session_cols:
            self._conn.executemany(
                "UPDATE sessions SET message_count = COALESCE(message_count, 0) + ?, "
                "last_activity_at = MAX(COALESCE(last_activity_at, 0), ?) WHERE id = ?",
                [(n, ts, sid) for sid, (n, ts) in bumps.items()])
        else:
            self._conn.executemany(
                "UPDATE sessions SET message_count = COALESCE(message_count, 0) + ? WHERE id = ?",
                [(n, sid) for sid, (n, _ts) in bumps.items()])

    def compact(self, message_ids: Iterable[int]) -> None:
        """Mark messages compacted away (active=0, compacted=1): still searchable, shown as compacted."""
        self._set_flags(message_ids, active=0, compacted=1)

    def rewind(self, message_ids: Iterable[int]) -> None:
        """Mark messages rewound (active=0, compacted=0): hidden from search and browsing."""
        self._set_flags(message_ids, active=0, compacted=0)

    def _set_flags(self, message_ids: Iterable[int], **flags: int) -> None:
        cols = {k: v for k, v in flags.items() if k in self._message_cols}
        if not cols:
            raise ValueError(f"{self.shape.value} stores have no {'/'.join(flags)} columns")
        assignments = ", ".join(f"{k} = ?" for k in cols)
        self._conn.executemany(f"UPDATE messages SET {assignments} WHERE id = ?",
                               [(*cols.values(), int(mid)) for mid in message_ids])

    def set_title(self, session_id: str, title: str) -> None:
        """Give a session a title (stores with a title column only)."""
        self._conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (title, session_id))

    def mark_fts_stale(self) -> None:
        """Do what Hermes does after FTS corruption: drop the sync triggers and set ``fts_stale``.

        Messages written afterwards are not in the FTS tables, so Hermes's own search falls back to a
        LIKE scan until a rebuild.
        """
        for name in ddl.FTS_TRIGGER_NAMES:
            self._conn.execute(f"DROP TRIGGER IF EXISTS {name}")
        self._conn.execute("INSERT OR REPLACE INTO state_meta(key, value) VALUES ('fts_stale', '1')")

    def delete_session(self, session_id: str) -> None:
        """Delete a session and its messages (Hermes's prune)."""
        self._conn.execute("BEGIN IMMEDIATE")
        self._conn.execute("DELETE FROM messages WHERE session_id = ?", (session_id,))
        self._conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
        self._conn.execute("COMMIT")

    def checkpoint(self) -> None:
        """Fold the WAL into the main file (Hermes's checkpoints do this from time to time)."""
        self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        """Close the writable connection."""
        self._conn.close()

    def __enter__(self) -> "StoreWriter":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
