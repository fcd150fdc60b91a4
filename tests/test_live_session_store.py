"""A live state.db: Hermes keeps writing while the curator searches; the curator never writes a byte of it."""

from __future__ import annotations

import hashlib
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from hostile.cases import write_state_db

from curator.core.sessions.engine import SearchEngine
from curator.core.sessions.schema import open_store
from curator.core.sessions.store import SessionStore

SESSION = "20260722_204335_d62c16"
MESSAGES = 300
RATE = 100.0
"""Messages a second, each in its own transaction like a live agent turn."""


def token(n: int) -> str:
    """A word that occurs in message ``n`` only."""
    return f"zqmarker{n:05d}"


class HermesWriter(threading.Thread):
    """Plays the running agent: appends ``count`` messages at ``rate`` per second to a WAL-mode store."""

    def __init__(self, path: Path, count: int, rate: float) -> None:
        super().__init__(name="hermes-writer", daemon=True)
        self.path, self.count, self.rate = path, count, rate
        self.committed: list[tuple[int, int]] = []
        """(n, message id) of every committed message, in commit order."""
        self.lock = threading.Lock()
        self.error: BaseException | None = None

    def last(self) -> tuple[int, int] | None:
        """The newest committed message."""
        with self.lock:
            return self.committed[-1] if self.committed else None

    def run(self) -> None:
        try:
            writer = open_store(self.path)
            try:
                start = time.monotonic()
                for n in range(self.count):
                    role = "user" if n % 2 == 0 else "assistant"
                    mid = writer.add_message(SESSION, role, f"turn {n}: the deploy note {token(n)} about postgres")
                    with self.lock:
                        self.committed.append((n, mid))
                    delay = start + (n + 1) / self.rate - time.monotonic()
                    if delay > 0:
                        time.sleep(delay)
            finally:
                writer.close()
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc


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
    """Writer at 100/s; the curator searches non-stop (Hermes's FTS first, then its own index built meanwhile):
    no exception escapes and every message committed before a search is found by that search."""
    writer = HermesWriter(live_db, MESSAGES, RATE)
    engine = SearchEngine(live_db)
    store = SessionStore(live_db)
    seen_id = store.max_message_id()
    figures = {"searches": 0, "index_searches": 0, "fallback_searches": 0, "windows": 0}
    builder_error: list[BaseException] = []

    def build() -> None:
        try:
            engine.ensure_index()
        except BaseException as exc:  # noqa: BLE001
            builder_error.append(exc)

    builder = threading.Thread(target=build, name="index-build")
    writer.start()
    try:
        while writer.is_alive() or figures["searches"] == 0:
            last = writer.last()
            if last is not None and figures["searches"] == MESSAGES // 6:
                builder.start()  # build the curator's index while the writer keeps going
            if last is None:
                time.sleep(0.005)
                continue
            n, mid = last
            index_built = builder.ident is not None and not builder.is_alive()
            result = engine.search(token(n))
            figures["searches"] += 1
            found = [h.message_id for h in result.hits]
            assert mid in found, f"message {n} (id {mid}) committed before the search was not found via {result.used}"
            if index_built:  # the index picked the message up in this search's own refresh
                assert result.used == "index", (n, result.used, result.degraded_reason)
            if result.used == "index":
                figures["index_searches"] += 1
            else:
                figures["fallback_searches"] += 1
            new = store.messages_since(seen_id, SESSION)
            if mid > seen_id:
                assert new and new[-1].id >= mid, "messages_since missed a committed message"
            seen_id = new[-1].id if new else seen_id
            window = store.window(SESSION, around=mid, before=3, after=3)
            assert mid in [m.id for m in window.messages]
            figures["windows"] += 1
            assert store.recent_sessions(5)[0].message_count >= n
    finally:
        writer.join(60)
        if builder.is_alive() or builder.ident is not None:
            builder.join(60)
    assert writer.error is None, writer.error
    assert not builder_error, builder_error
    assert len(writer.committed) == MESSAGES
    # after the build finished, searches answer from the curator's index and still see the newest message
    n, mid = writer.last()
    result = engine.search(token(n))
    assert result.used == "index" and mid in [h.message_id for h in result.hits]
    engine.close()
    store.close()
    print("live store figures:", figures)
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
