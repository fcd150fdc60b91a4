"""SessionStore: browsing state.db read-only, visibility rules, every store shape, damaged stores."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from curator.core.sessions import SessionStore, SessionStoreError, StoreLockedError, StoreMissingError
from curator.core.sessions.schema import StoreShape, create_store, open_store
from support.sessions import build_crafted, raw_connection


@pytest.fixture
def crafted(tmp_path: Path):  # type: ignore[no-untyped-def]
    return build_crafted(tmp_path / "hermes")


def test_recent_sessions_newest_first_hidden_sources_left_out(crafted) -> None:  # type: ignore[no-untyped-def]
    with SessionStore(crafted.db) as store:
        recent = store.recent_sessions()
        ids = [s.id for s in recent]
        assert ids[0] == "20260621_080000_abcdef"                  # newest activity first
        assert "20260611_080000_dddddd" not in ids                 # subagent hidden by default
        assert "20260611_080000_dddddd" in [s.id for s in store.recent_sessions(include_hidden_sources=True)]
        assert [s.id for s in store.recent_sessions(limit=2, offset=1)] == ids[1:3]
        assert {s.source for s in store.recent_sessions(source="telegram")} == {"telegram"}


def test_summary_title_falls_back_to_first_user_line_and_lineage(crafted) -> None:  # type: ignore[no-untyped-def]
    with SessionStore(crafted.db) as store:
        untitled = store.get_session("20260601_100000_bbbbbb")
        assert untitled is not None
        assert untitled.title == "What is the wifi password at the lake cabin?"
        assert not untitled.has_title
        assert untitled.message_count == 4
        child = store.get_session("20260621_080000_abcdef")
        assert child.parent_session_id == "20260620_080000_ffffff"
        assert child.lineage_root == "20260620_080000_ffffff"
        assert store.get_session("nope") is None


def test_window_around_anchor_skips_rewound_and_hidden_marks_compacted(crafted) -> None:  # type: ignore[no-untyped-def]
    ids = crafted.ids
    with SessionStore(crafted.db) as store:
        w = store.window("20260620_080000_ffffff", around=ids["live"], before=5, after=5)
        got = [m.id for m in w.messages]
        assert got == [ids["compacted"], ids["live"]]          # rewound and display_kind=hidden left out
        assert w.anchor_id == ids["live"]
        assert w.messages[0].compacted and not w.messages[1].compacted
        assert not w.more_before and not w.more_after


def test_scroll_around_loads_incrementally(crafted) -> None:  # type: ignore[no-untyped-def]
    ids = crafted.ids
    sid = "20260528_090000_aaaaaa"
    with SessionStore(crafted.db) as store:
        w = store.window(sid, around=ids["redis_a"], before=1, after=1)
        assert [m.id for m in w.messages] == [ids["redis_q"], ids["redis_a"], ids["redis_tool"]]
        assert w.more_after and not w.more_before
        assert [m.id for m in store.messages_after(sid, w.last_id, 5)] == [ids["redis_done"]]
        assert store.messages_before(sid, w.first_id, 5) == []
        assert [m.id for m in store.first_messages(sid, 2)] == [ids["redis_q"], ids["redis_a"]]
        assert [m.id for m in store.last_messages(sid, 2)] == [ids["redis_tool"], ids["redis_done"]]
        assert store.messages_after(sid, ids["redis_q"], 1)[0].role == "assistant"
        assert store.position(sid, ids["redis_tool"]) == (2, 4)
        tool = store.get_message(ids["redis_tool"])
        assert tool.role == "tool" and tool.tool_name == "terminal"


def test_window_with_anchor_from_another_session_has_no_anchor(crafted) -> None:  # type: ignore[no-untyped-def]
    with SessionStore(crafted.db) as store:
        w = store.window("20260528_090000_aaaaaa", around=crafted.ids["cabin_q"], before=2, after=2)
        assert w.anchor_id is None


def test_live_updates_change_token_and_messages_since(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "hermes", keep_writer=True)
    with SessionStore(c.db) as store:
        before = store.change_token()
        last = store.max_message_id()
        assert store.change_token() == before                   # nothing written: same token
        new_id = c.writer.add_message("20260528_090000_aaaaaa", "user", "One more thing about redis.")
        after = store.change_token()
        assert after != before and after.max_message_id == new_id
        assert [m.id for m in store.messages_since(last)] == [new_id]
        assert store.messages_since(last, session_id="20260601_100000_bbbbbb") == []
        sessions, messages = store.counts()
        assert (sessions, messages) == (7, new_id)
    c.writer.close()


@pytest.mark.parametrize("shape", list(StoreShape))
def test_every_shape_can_be_browsed(tmp_path: Path, shape: StoreShape) -> None:
    c = build_crafted(tmp_path / shape.value, shape)
    with SessionStore(c.db) as store:
        recent = store.recent_sessions()
        assert len(recent) == 6
        w = store.window("20260528_090000_aaaaaa", around=c.ids["redis_a"], before=3, after=3)
        assert len(w.messages) == 4
        s6 = [m.id for m in store.first_messages("20260620_080000_ffffff", 10)]
        if shape is StoreShape.V2:      # no visibility columns: everything shows
            assert c.ids["rewound"] in s6 and c.ids["hidden_kind"] in s6
        else:
            assert c.ids["rewound"] not in s6
        assert store.layout.fts_stale is (shape is StoreShape.FTS_STALE)


def test_connection_is_read_only(crafted) -> None:  # type: ignore[no-untyped-def]
    with SessionStore(crafted.db) as store:
        conn = store._pool.get()   # noqa: SLF001 - the proof needs the raw connection
        with pytest.raises(sqlite3.OperationalError, match="readonly|read-only"):
            conn.execute("INSERT INTO sessions (id, source, started_at) VALUES ('x', 'cli', 0)")
        with pytest.raises(SessionStoreError):
            store.run(lambda c: c.execute("DELETE FROM messages"))
        assert store.counts()[1] == len(crafted.ids)   # nothing was deleted


def test_missing_store(tmp_path: Path) -> None:
    with pytest.raises(StoreMissingError) as info:
        SessionStore(tmp_path / "state.db")
    assert str(tmp_path / "state.db") in str(info.value)


@pytest.mark.parametrize("content, words", [
    (b"this is not a database at all" * 100, "not an sqlite database"),
    (b"", "not a hermes session store"),
])
def test_damaged_store_files(tmp_path: Path, content: bytes, words: str) -> None:
    db = tmp_path / "state.db"
    db.write_bytes(content)
    with pytest.raises(SessionStoreError) as info:
        SessionStore(db)
    assert str(db) in str(info.value) and words in str(info.value).lower()


def test_truncated_store(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h", wal=False)
    data = c.db.read_bytes()
    c.db.write_bytes(data[: len(data) // 3])
    with pytest.raises(SessionStoreError) as info:
        with SessionStore(c.db) as store:
            for s in store.recent_sessions():
                store.first_messages(s.id, 100)
            store.counts()
    assert str(c.db) in str(info.value)


def test_sqlite_file_without_hermes_tables(tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    sqlite3.connect(db).execute("CREATE TABLE notes (x)").connection.commit()
    with pytest.raises(SessionStoreError, match="not a Hermes session store"):
        SessionStore(db)


def test_locked_by_writer_is_a_clear_error(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h", wal=False)
    hermes = raw_connection(c.db)
    hermes.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreLockedError) as info:
            SessionStore(c.db, busy_timeout=0.1).recent_sessions()
        assert "locked" in str(info.value) and str(c.db) in str(info.value)
    finally:
        hermes.execute("ROLLBACK")
        hermes.close()


def test_writer_roundtrip_with_open_store(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    w = open_store(c.db)
    assert w.shape is StoreShape.CURRENT
    w.delete_session("20260601_100000_bbbbbb")
    w.close()
    with SessionStore(c.db) as store:
        assert store.get_session("20260601_100000_bbbbbb") is None


def test_bulk_load_matches_per_row_fts(tmp_path: Path) -> None:
    from curator.core.sessions.schema import MessageRow
    a, b = create_store(tmp_path / "a.db"), create_store(tmp_path / "b.db")
    rows = [MessageRow("s", "user" if i % 2 else "assistant", f"row {i} about alpine lakes", 1.0 + i)
            for i in range(50)]
    for w in (a, b):
        w.add_session("s", source="cli", started_at=1.0)
    a.add_messages(rows)
    b.bulk_load(rows)
    for w in (a, b):
        got = w.connection.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'alpine'").fetchone()
        tri = w.connection.execute("SELECT count(*) FROM messages_fts_trigram WHERE messages_fts_trigram "
                                   "MATCH 'lpin'").fetchone()
        assert got == (50,) and tri == (50,)
        w.close()
