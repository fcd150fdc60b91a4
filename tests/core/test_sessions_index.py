"""The curator's own index: incremental updates, restarts, store replacement, read-only proof."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from curator.core.sessions import SearchEngine
from curator.core.sessions.index import MessageIndex
from curator.core.sessions.indexer import DocBuilder, _Row
from curator.core.sessions.schema import create_store
from support.sessions import build_crafted, file_digest, raw_connection


def ids_of(result) -> list[int]:  # type: ignore[no-untyped-def]
    return [h.message_id for h in result.hits]


def test_new_message_is_found_by_the_next_search(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h", keep_writer=True)
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        eng.ensure_index()
        assert eng.search("saxophone lessons").hits == ()
        new = c.writer.add_message("20260528_090000_aaaaaa", "user", "I signed up for saxophone lessons.")
        res = eng.search("saxophone lessons")
        assert res.used == "index" and ids_of(res)[0] == new
        assert ">>>saxophone<<< >>>lessons<<<" in res.hits[0].snippet
        assert eng.refresh() == 0          # nothing new since: the cheap check finds nothing to do
    c.writer.close()


def test_earlier_turns_learn_the_context_of_later_ones(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h", keep_writer=True)
    sid = "20260601_100000_bbbbbb"
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        eng.ensure_index()
        answer = c.writer.add_message(sid, "assistant", "The ferry to the island leaves at 7:40.")
        got = ids_of(eng.search("ferry island", limit=10))
        assert got[0] == answer
        # the turn before the new one now carries it in its context, like a full build would
        assert c.ids["concat"] in got
        fresh = SearchEngine(c.home, cache_dir=tmp_path / "cache2")
        fresh.ensure_index()
        assert ids_of(fresh.search("ferry island", limit=10)) == got
        fresh.close()
    c.writer.close()


def test_rewound_after_indexing_is_excluded_at_query_time(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h", keep_writer=True)
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        eng.ensure_index()
        assert c.ids["deploy"] in ids_of(eng.search("deploying billing"))
        c.writer.rewind([c.ids["deploy"]])
        assert c.ids["deploy"] not in ids_of(eng.search("deploying billing"))
        c.writer.compact([c.ids["cabin_q"]])
        hit = [h for h in eng.search("wifi password").hits if h.message_id == c.ids["cabin_q"]]
        assert hit and hit[0].compacted is True
    c.writer.close()


def test_index_survives_a_restart(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        eng.ensure_index()
        first = ids_of(eng.search("redis port"))
        built_at = eng._index.meta.built_at   # noqa: SLF001
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        calls: list[tuple[int, int]] = []
        status = eng.ensure_index(lambda d, t: calls.append((d, t)))
        assert status.ready and calls == []          # nothing to index again
        assert eng._index.meta.built_at == built_at  # noqa: SLF001
        assert ids_of(eng.search("redis port")) == first


def test_index_is_rebuilt_when_the_store_is_replaced(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        eng.ensure_index()
        assert eng.search("redis port").hits
        # Hermes's store is restored from elsewhere: a different, smaller file at the same path.
        other = tmp_path / "other.db"
        w = create_store(other)
        w.add_session("20270101_000000_999999", source="cli", title="New life")
        mid = w.add_message("20270101_000000_999999", "user", "Only marmalade recipes live here now.")
        w.close()
        os.replace(other, c.db)
        for suffix in ("-wal", "-shm"):
            Path(str(c.db) + suffix).unlink(missing_ok=True)
        res = eng.search("redis port")
        assert res.used != "index" and res.hits == ()     # not served from the stale index
        eng.ensure_index()
        assert ids_of(eng.search("marmalade recipes")) == [mid]
        assert eng.search("redis port").hits == ()


def test_replacement_with_more_rows_is_detected(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    cache = tmp_path / "cache"
    with SearchEngine(c.home, cache_dir=cache) as eng:
        eng.ensure_index()
    other = tmp_path / "other.db"
    w = create_store(other)
    w.add_session("s", source="cli", started_at=1.0)
    for i in range(40):
        w.add_message("s", "user", f"unrelated row {i} about pelicans", timestamp=2.0 + i)
    w.close()
    os.replace(other, c.db)
    with SearchEngine(c.home, cache_dir=cache) as eng:
        eng.ensure_index()
        assert eng.search("redis port").hits == ()
        assert len(eng.search("pelicans", limit=50).hits) == 40


def test_searching_never_changes_the_store_bytes(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    hermes = raw_connection(c.db)          # a running Hermes keeps a WAL with uncheckpointed frames
    hermes.execute("PRAGMA wal_autocheckpoint=0")
    hermes.execute("INSERT INTO sessions (id, source, started_at) VALUES ('late', 'cli', 1)")
    hermes.execute("INSERT INTO messages (session_id, role, content, timestamp) VALUES "
                   "('late', 'user', 'a kestrel landed on the balcony', 2)")
    wal = Path(str(c.db) + "-wal")
    assert wal.exists() and wal.stat().st_size > 0
    before = (file_digest(c.db), file_digest(wal))
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        eng.search("kestrel")
        eng.ensure_index()
        assert eng.search("kestrel balcony").hits
        for q in ("redis port", "东京", "oncatenat", "wifi", "zzzz"):
            eng.search(q)
            eng.search_hermes(q)
        store = eng.store
        for s in store.recent_sessions(include_hidden_sources=True):
            store.window(s.id, around=None, before=5, after=5)
        store.change_token()
        store.counts()
    assert (file_digest(c.db), file_digest(wal)) == before
    hermes.close()


def test_index_lives_in_the_cache_dir_named_by_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    c = build_crafted(tmp_path / "h")
    monkeypatch.setenv("HERMES_CURATOR_CACHE_DIR", str(tmp_path / "xdg-cache"))
    with SearchEngine(c.home) as eng:
        eng.ensure_index()
        assert eng.index_dir.parent == tmp_path / "xdg-cache" / "index"
        assert (eng.index_dir / "curator-meta.json").exists()
    assert not any(p.name.startswith("curator") for p in c.home.iterdir())


def test_doc_builder_context_and_replacement() -> None:
    b = DocBuilder(radius=1)
    rows = [_Row(i, "s", "user" if i % 2 else "assistant", f"turn{i}", float(i), "cli") for i in range(1, 5)]
    out = [d for r in rows for d in b.feed(r)]
    assert [d.mid for d in out] == [1, 2, 3]                # each waits for the next turn
    assert out[0].text.split() == ["turn1", "turn1", "turn2"]      # itself twice, then its neighbour
    assert out[1].text.split() == ["turn1", "turn2", "turn2", "turn3"]
    assert out[0].pairs == "" and not out[0].extra
    tail = list(b.flush())
    assert [d.mid for d in tail] == [4] and not tail[0].replace
    more = list(b.feed(_Row(5, "s", "assistant", "turn5", 5.0, "cli")))
    assert [d.mid for d in more] == [4] and more[0].replace   # flushed early: emitted again, replacing
    assert more[0].text.split() == ["turn3", "turn4", "turn4", "turn5"]
    tool = list(b.feed(_Row(6, "s", "tool", "output text", 6.0, "cli")))
    assert tool[0].extra and tool[0].text == "output text" and tool[0].pairs == ""
    sub = DocBuilder(radius=1)
    assert list(sub.feed(_Row(7, "t", "user", "heron sighting today", 7.0, "subagent"))) == []
    hidden = list(sub.flush())
    assert hidden[0].extra and hidden[0].pairs == "heron_sight sight_today"   # hidden source: extra field


def test_index_format_change_resets(tmp_path: Path) -> None:
    idx = MessageIndex(tmp_path / "i")
    idx.meta.high_water = 99
    idx.meta.format = -1
    idx.save_meta()
    again = MessageIndex(tmp_path / "i")
    assert again.meta.high_water == 0


def test_store_opened_read_only_even_when_writable(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        conn = eng.store._pool.get()   # noqa: SLF001
        try:
            conn.execute("CREATE TABLE curator_was_here (x)")
            raise AssertionError("write was accepted")
        except sqlite3.OperationalError as exc:
            assert "readonly" in str(exc) or "read-only" in str(exc)


def test_background_build_while_searching(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "h")
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        assert not eng.ready
        thread = eng.start_indexing()
        during = eng.search("redis port")          # answers whatever the build's state
        assert during.hits and during.used in ("index", "hermes_fts")
        thread.join(timeout=60)
        assert eng.ready and eng.index_status().ready
        assert eng.search("redis port").used == "index"


def test_index_locked_by_another_curator(tmp_path: Path) -> None:
    import tantivy

    from curator.core.sessions.index import _schema
    c = build_crafted(tmp_path / "h")
    cache = tmp_path / "cache"
    with SearchEngine(c.home, cache_dir=cache) as first:
        first.ensure_index()
        index_dir = first.index_dir
    other = tantivy.Index(_schema(), path=str(index_dir))
    lock_holder = other.writer(15_000_000, 1)       # another process updating the index
    w = raw_connection(c.db)
    w.execute("INSERT INTO messages (session_id, role, content, timestamp) VALUES "
              "('20260528_090000_aaaaaa', 'user', 'ocelot sighting', 9)")
    w.close()
    with SearchEngine(c.home, cache_dir=cache) as eng:
        status = eng.ensure_index()                 # cannot write: uses the complete index it has
        assert status.ready
        assert eng.search("redis port").used == "index"
        res = eng.search("ocelot sighting")         # not in the index yet: found by Hermes's FTS
        assert res.hits and res.hits[0].snippet.startswith(">>>ocelot<<<")
    lock_holder.rollback()
    del lock_holder


def _simulate(messages: list[tuple[str, str]], cuts: list[int]) -> dict[int, str]:
    """Index *messages* in batches ending at *cuts*, the way sync() does; returns mid -> context."""
    docs: dict[int, str] = {}
    rows = [(i + 1, sid, role) for i, (sid, role) in enumerate(messages)]
    high_water = 0
    for cut in sorted(set(cuts)) + [len(rows)]:
        if cut <= high_water:
            continue

        def loader(session_id: str, hw: int = high_water) -> list[_Row]:
            prior = [r for r in rows[:hw] if r[1] == session_id and r[2] in ("user", "assistant")]
            return [_Row(m, s, role, f"w{m}", float(m), "cli") for m, s, role in prior[-2 * 1:]]

        builder = DocBuilder(radius=1, loader=loader if high_water else None)
        emitted = []
        for m, s, role in rows[high_water:cut]:
            emitted.extend(builder.feed(_Row(m, s, role, f"w{m}", float(m), "cli")))
        emitted.extend(builder.flush())
        for d in emitted:
            assert d.replace == (d.mid in docs), d      # replace exactly the documents already indexed
            docs[d.mid] = d.text
        high_water = cut
    return docs


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.sampled_from(["user", "assistant", "tool"])),
                min_size=1, max_size=30),
       st.lists(st.integers(min_value=1, max_value=30), max_size=6))
@settings(max_examples=150, deadline=None)
def test_incremental_batches_equal_one_full_build(messages, cuts) -> None:  # type: ignore[no-untyped-def]
    cuts = [c for c in cuts if c < len(messages)]
    assert _simulate(messages, cuts) == _simulate(messages, [])


def test_a_reader_opening_the_index_mid_build_leaves_the_build_alone(tmp_path: Path) -> None:
    """A second curator (a CLI search checking the backlog) opens the index while the first build has
    written documents but not yet its first commit and metadata: it must not take the half-built
    directory for a broken one and wipe it (that starved background builds in CI)."""
    c = build_crafted(tmp_path / "h")
    cache = tmp_path / "cache"
    seen: list[int] = []

    def meanwhile(done: int, total: int) -> None:
        if done and not seen:
            with SearchEngine(c.home, cache_dir=cache) as reader:
                seen.append(reader.backlog())

    with SearchEngine(c.home, cache_dir=cache) as builder:
        status = builder.ensure_index(meanwhile)
        assert seen and seen[0] > 0, seen            # the reader looked while the build was under way
        assert status.ready and builder.ready
        docs = builder._index.num_docs()              # noqa: SLF001
    with SearchEngine(c.home, cache_dir=cache) as later:
        assert later.backlog() == 0
        later.ensure_index()
        assert later._index.num_docs() == docs        # noqa: SLF001  (nothing rebuilt, nothing doubled)
        assert later.search("redis port").used == "index"


def test_documents_committed_before_a_crash_are_not_indexed_twice(tmp_path: Path) -> None:
    """A build that committed documents but died before writing its metadata: the next build starts
    over from nothing instead of adding every message a second time."""
    c = build_crafted(tmp_path / "h")
    with SearchEngine(c.home, cache_dir=tmp_path / "ref") as ref:
        ref.ensure_index()
        expected = ref._index.num_docs()              # noqa: SLF001
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as first:
        first.ensure_index()
        (first.index_dir / "curator-meta.json").unlink()   # as if it died between commit and metadata
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as again:
        assert again.backlog() > 0
        again.ensure_index()
        assert again.ready and again._index.num_docs() == expected   # noqa: SLF001
