"""A live state.db: Hermes keeps writing while the curator searches; the curator never writes a byte of it."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from support.hostile.cases import write_state_db
from support.reliability_runs import MESSAGES, RATE, SESSION, live_store_run, token

from curator.core.sessions.engine import SearchEngine
from curator.core.sessions.schema import open_store
from curator.core.sessions.store import SessionStore


def sha(path: Path) -> str | None:
    """sha256 of a file, None when it does not exist."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


@pytest.fixture
def live_db(tmp_path: Path) -> Path:
    """A WAL-mode Hermes store with one session and a few messages."""
    path = tmp_path / "hermes" / "state.db"
    path.parent.mkdir(parents=True)
    write_state_db(path, messages=10, wal=True)
    return path


def test_searches_run_while_hermes_writes_and_see_new_messages_at_once(live_db: Path) -> None:
    """Writer at 100 messages/s for 3 s; the curator searches non-stop (Hermes's FTS, then its own index built
    meanwhile): no exception escapes, every message committed before a search is found by that search, and
    once the index is built every search answers from it (its refresh picked the new message up)."""
    figures = live_store_run(live_db, MESSAGES, RATE)
    print("live store figures:", figures)
    assert figures["messages"] == MESSAGES
    assert figures["index_searches"] > 0 and figures["fallback_searches"] > 0


def _fill_wal(db: Path, first: int, count: int) -> sqlite3.Connection:
    """Write ``count`` messages while an idle connection ("Hermes", returned) keeps them in the WAL."""
    hermes = sqlite3.connect(db)
    hermes.execute("SELECT count(*) FROM sessions").fetchone()  # opens the WAL and keeps it open
    writer = open_store(db)
    for n in range(first, first + count):
        writer.add_message(SESSION, "user" if n % 2 == 0 else "assistant", f"still in the wal {token(n)}")
    writer.close()  # not the last connection: no checkpoint, the frames stay in state.db-wal
    wal = db.with_name(db.name + "-wal")
    assert wal.exists() and wal.stat().st_size > 0, "the fixture needs frames in the WAL"
    return hermes


def test_read_only_path_refuses_to_write(live_db: Path) -> None:
    """The curator opens state.db with mode=ro: writes fail even with query_only off; no checkpoint happens."""
    hermes = _fill_wal(live_db, 0, 20)
    wal = live_db.with_name(live_db.name + "-wal")
    before = (sha(live_db), sha(wal))
    store = SessionStore(live_db)
    conn = store._pool.get()
    with pytest.raises(sqlite3.OperationalError, match="attempt to write a readonly database"):
        conn.execute("INSERT INTO sessions (id, source, started_at) VALUES ('x', 'cli', 1.0)")
    conn.execute("PRAGMA query_only = 0")  # the URI's mode=ro still holds
    with pytest.raises(sqlite3.OperationalError, match="attempt to write a readonly database"):
        conn.execute("INSERT INTO sessions (id, source, started_at) VALUES ('x', 'cli', 1.0)")
    try:  # SQLite refuses (an I/O or read-only error, by version) or does nothing; either way no byte moves
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.OperationalError:
        pass
    assert (sha(live_db), sha(wal)) == before, "a checkpoint through the curator's connection changed the store"
    store.close()
    hermes.close()


def test_a_curator_only_session_leaves_db_and_wal_bytes_unchanged(live_db: Path) -> None:
    """No writer: index build, searches, browsing and closing leave state.db and state.db-wal byte-identical,
    even when the curator is the last to close (a read-only connection cannot checkpoint or drop the WAL)."""
    hermes = _fill_wal(live_db, 0, 60)
    wal = live_db.with_name(live_db.name + "-wal")
    before = (sha(live_db), sha(wal))
    names_before = sorted(p.name for p in live_db.parent.iterdir())

    engine = SearchEngine(live_db)
    assert engine.search(token(55)).hits, "found through Hermes's FTS before the index exists"
    engine.ensure_index()
    for n in (3, 41, 59):
        assert engine.search(token(n)).hits
    store = SessionStore(live_db)
    store.recent_sessions(10)
    store.window(SESSION, around=store.max_message_id(), before=5, after=5)
    store.change_token()
    hermes.close()  # Hermes goes away first: the curator's connections are now the last ones
    store.close()
    engine.close()

    assert (sha(live_db), sha(wal)) == before, "the curator changed state.db or its WAL"
    assert sorted(p.name for p in live_db.parent.iterdir()) == names_before, "the curator created a file in the home"
