"""SearchEngine ranking and filters on a crafted store: index path, Hermes path, every store shape."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from curator.core.sessions import SearchEngine
from curator.core.sessions.schema import StoreShape
from support.sessions import DAY, T0, build_crafted


@pytest.fixture
def engine(tmp_path: Path):  # type: ignore[no-untyped-def]
    c = build_crafted(tmp_path / "hermes")
    eng = SearchEngine(c.home, cache_dir=tmp_path / "cache")
    eng.ensure_index()
    eng.ids = c.ids   # type: ignore[attr-defined]
    yield eng
    eng.close()


def ids_of(result) -> list[int]:  # type: ignore[no-untyped-def]
    return [h.message_id for h in result.hits]


def test_best_match_first_with_snippet_and_metadata(engine) -> None:  # type: ignore[no-untyped-def]
    res = engine.search("which port does redis run on?")
    assert res.used == "index" and res.degraded_reason is None
    top = res.hits[0]
    assert top.message_id == engine.ids["redis_done"]
    assert ">>>Redis<<< >>>runs<<< on >>>port<<<" in top.snippet
    assert top.session_title == "Redis port clash" and top.source == "cli"
    assert "redis" in top.match_terms and top.lineage_root == top.session_id


def test_answer_found_through_its_question_context(engine) -> None:  # type: ignore[no-untyped-def]
    # "pinecone42" shares no word with the question, but it answers it: the turn context finds it.
    got = ids_of(engine.search("lake cabin wifi password", limit=3))
    assert got[0] == engine.ids["cabin_q"]
    assert engine.ids["cabin_a"] in got


def test_stemming_and_stopwords(engine) -> None:  # type: ignore[no-untyped-def]
    assert ids_of(engine.search("deployments"))[0] == engine.ids["deploy"]
    assert ids_of(engine.search("the deployments of the"))[:1] == ids_of(engine.search("deployments"))[:1]
    only_stop = engine.search("what is it")   # stop words are not indexed: nothing, and a hint
    assert only_stop.hits == () and "common words" in only_stop.degraded_reason


def test_cjk_two_chars_single_char_and_inner_substring(engine) -> None:  # type: ignore[no-untyped-def]
    for q in ("东京", "京出", "新宿", "宿"):
        res = engine.search(q)
        assert set(ids_of(res)) == {engine.ids["cjk"], engine.ids["cjk_a"]}, q
        assert all(f">>>{q}<<<" in h.snippet for h in res.hits)
    assert engine.search("京都").hits == ()


def test_latin_substring_falls_back_to_hermes_trigram(engine) -> None:  # type: ignore[no-untyped-def]
    res = engine.search("oncatenat")
    assert res.used == "hermes_fts"
    assert ids_of(res) == [engine.ids["concat"]]
    assert ">>>oncatenat<<<" in res.hits[0].snippet


def test_role_filter(engine) -> None:  # type: ignore[no-untyped-def]
    assert engine.ids["redis_tool"] not in ids_of(engine.search("address already in use"))
    tool = engine.search("address already in use", role="tool")
    assert ids_of(tool) == [engine.ids["redis_tool"]]
    users = engine.search("redis port", role="user")
    assert users.hits and {h.role for h in users.hits} == {"user"}
    everything = engine.search("address already in use", role="all")
    assert {engine.ids["redis_tool"], engine.ids["redis_q"]} <= set(ids_of(everything))


def test_source_filter_hidden_sources_and_cron_demotion(engine) -> None:  # type: ignore[no-untyped-def]
    assert engine.ids["subagent"] not in ids_of(engine.search("zeppelin museum"))
    assert ids_of(engine.search("zeppelin museum", include_hidden_sources=True)) == [engine.ids["subagent"]]
    assert ids_of(engine.search("zeppelin museum", source="subagent")) == [engine.ids["subagent"]]
    tg = engine.search("redis password cabin", source="telegram")
    assert tg.hits and {h.source for h in tg.hits} == {"telegram"}
    # the cron row says exactly "Redis port 6380" but interactive sessions rank first
    got = ids_of(engine.search("redis port 6380"))
    assert engine.ids["cron_redis"] in got
    assert got.index(engine.ids["cron_redis"]) > got.index(engine.ids["redis_done"])


def test_date_filters(engine) -> None:  # type: ignore[no-untyped-def]
    all_hits = ids_of(engine.search("redis port"))
    late = engine.search("redis port", after=T0 + 10 * DAY)
    assert ids_of(late) == [engine.ids["cron_redis"]]
    early = engine.search("redis port", before=T0 + DAY)
    assert engine.ids["cron_redis"] not in ids_of(early) and ids_of(early)
    day = date.fromtimestamp(T0 + 13 * DAY)
    assert ids_of(engine.search("redis port", after=day.isoformat(), before=day.isoformat())) == \
        [engine.ids["cron_redis"]]
    assert set(ids_of(late)) | set(ids_of(early)) <= set(all_hits)


def test_compacted_marked_rewound_and_hidden_excluded(engine) -> None:  # type: ignore[no-untyped-def]
    res = engine.search("quarterly roadmap aurora")
    by_id = {h.message_id: h for h in res.hits}
    assert by_id[engine.ids["compacted"]].compacted is True
    assert by_id[engine.ids["live"]].compacted is False
    assert engine.search("walrus migration").hits == ()
    assert engine.search("narwhal tracker").hits == ()


def test_hermes_path_finds_the_same_with_markers(engine) -> None:  # type: ignore[no-untyped-def]
    res = engine.search_hermes("redis port")
    assert res.used == "hermes_fts" and res.hits
    assert all(">>>" in h.snippet and "<<<" in h.snippet for h in res.hits)
    assert engine.ids["subagent"] not in ids_of(engine.search_hermes("zeppelin"))
    assert engine.search_hermes("walrus").hits == ()
    assert [h.message_id for h in engine.search_hermes("东京").hits]    # 2-char CJK: LIKE route


def test_search_before_the_index_is_built_uses_hermes_and_says_so(tmp_path: Path) -> None:
    c = build_crafted(tmp_path / "hermes")
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        res = eng.search("redis port")
        assert res.used == "hermes_fts" and res.hits
        assert "not built" in res.degraded_reason
        seen: list[tuple[int, int]] = []
        status = eng.ensure_index(lambda done, total: seen.append((done, total)))
        assert status.ready and seen[-1][0] == seen[-1][1] == status.total
        assert eng.search("redis port").used == "index"


@pytest.mark.parametrize("shape", list(StoreShape))
def test_every_store_shape_is_searchable(tmp_path: Path, shape: StoreShape) -> None:
    c = build_crafted(tmp_path / shape.value, shape)
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        hermes = eng.search_hermes("redis port")
        assert c.ids["redis_done"] in ids_of(hermes)
        assert hermes.fts_stale is (shape is StoreShape.FTS_STALE)
        if shape is StoreShape.FTS_STALE:
            assert hermes.used == "like" and "fts_stale" in hermes.degraded_reason
            assert ids_of(eng.search_hermes("heliotrope dashboard")) == [c.ids["after_stale"]]
        else:
            assert hermes.used == "hermes_fts"
        substring = eng.search_hermes("oncatenat")       # Hermes needs its trigram table for this
        has_trigram = shape in (StoreShape.CURRENT, StoreShape.LEGACY_FTS, StoreShape.FTS_STALE)
        assert ids_of(substring) == ([c.ids["concat"]] if has_trigram else [])
        eng.ensure_index()
        ours = eng.search("redis port")
        assert ours.used == "index" and c.ids["redis_done"] in ids_of(ours)
        assert ours.fts_stale is (shape is StoreShape.FTS_STALE)
        if shape is StoreShape.FTS_STALE:
            assert ids_of(eng.search("heliotrope dashboard"))[0] == c.ids["after_stale"]
        assert set(ids_of(eng.search("东京"))) == {c.ids["cjk"], c.ids["cjk_a"]}
        sub = eng.search("oncatenat")                   # ours works on every shape
        assert ids_of(sub) == [c.ids["concat"]] and ">>>oncatenat<<<" in sub.hits[0].snippet
        assert sub.used == ("hermes_fts" if has_trigram and shape is not StoreShape.FTS_STALE else "like")


def _break_fts(db: Path, how: str) -> None:
    conn = sqlite3.connect(str(db), isolation_level=None)
    if how == "missing":
        for name in ("messages_fts_insert", "messages_fts_delete", "messages_fts_update",
                     "messages_fts_trigram_insert", "messages_fts_trigram_delete"):
            conn.execute(f"DROP TRIGGER IF EXISTS {name}")
        conn.execute("DROP TABLE messages_fts")
        conn.execute("DROP TABLE messages_fts_trigram")
    else:   # a tokenizer this SQLite does not have (e.g. a CJK extension that is not loaded)
        conn.execute("PRAGMA writable_schema=ON")
        conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'content_rowid=''id''', "
                     "'content_rowid=''id'', tokenize=''no_such_tokenizer''') WHERE name = 'messages_fts'")
        conn.execute("PRAGMA writable_schema=OFF")
    conn.close()


@pytest.mark.parametrize("how, words", [("missing", "no hermes search index"),
                                        ("tokenizer", "cannot be used")])
def test_broken_hermes_fts_degrades_to_like_and_index_still_works(tmp_path: Path, how: str, words: str) -> None:
    c = build_crafted(tmp_path / "h", wal=False)
    _break_fts(c.db, how)
    with SearchEngine(c.home, cache_dir=tmp_path / "cache") as eng:
        res = eng.search("redis port")            # index not built yet: Hermes's path, which falls back
        assert res.used == "like" and words in res.degraded_reason.lower()
        assert c.ids["redis_done"] in ids_of(res)
        eng.ensure_index()
        ours = eng.search("redis port")
        assert ours.used == "index" and ours.degraded_reason is None
        assert ids_of(eng.search("oncatenat")) == [c.ids["concat"]]    # substring: LIKE scan
