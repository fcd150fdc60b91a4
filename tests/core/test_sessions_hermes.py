"""The re-implementation of Hermes's own search pipeline (hermes-compat §6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.core.sessions.hermes_path import HermesSearch, sanitize
from curator.core.sessions.schema import StoreShape, create_store
from curator.core.sessions.store import SessionStore


@pytest.mark.parametrize("raw, clean", [
    ("redis port", "redis port"),
    ("TODO: fix (the) bug!", "TODO fix the bug"),
    ('"exact phrase" plus words', '"exact phrase" plus words'),
    ('unbalanced "quote here', "unbalanced quote here"),
    ("chat-send my-app.config.ts P2.2", '"chat-send" "my-app.config.ts" "P2.2"'),
    ("AND redis OR", "redis"),
    ("**prefix* term*", "prefix* term*"),
    ("100% sure", "100 sure"),
    ("东京 100%", "东京 100%"),
    ("a" * 3000, "a" * 2048),
])
def test_sanitize(raw: str, clean: str) -> None:
    assert " ".join(sanitize(raw).split()) == clean


@pytest.fixture
def hermes(tmp_path: Path):  # type: ignore[no-untyped-def]
    w = create_store(tmp_path / "state.db", StoreShape.CURRENT)
    w.add_session("s1", source="cli", started_at=1.0)
    w.add_session("s2", source="cron", started_at=2.0)
    ids = {
        "both": w.add_message("s1", "user", "The blue heron nests by the river.", timestamp=10),
        "heron": w.add_message("s1", "assistant", "A heron is a wading bird.", timestamp=11),
        "substr": w.add_message("s1", "user", "Nested loops are concatenated here.", timestamp=12),
        "cron": w.add_message("s2", "user", "Blue heron count: 3 at the river.", timestamp=13),
    }
    w.close()
    store = SessionStore(tmp_path / "state.db")
    yield HermesSearch(store), ids
    store.close()


def test_all_words_first_ranked_by_bm25_cron_last(hermes) -> None:  # type: ignore[no-untyped-def]
    search, ids = hermes
    out = search.search("blue heron river")
    assert out.used == "hermes_fts"
    assert [h.message_id for h in out.hits] == [ids["both"], ids["cron"]]   # AND matches only; cron demoted
    assert all(">>>" in h.snippet for h in out.hits)


def test_trigram_then_or_fallbacks(hermes) -> None:  # type: ignore[no-untyped-def]
    search, ids = hermes
    # no whole-word AND match, every word has 3+ chars: the trigram table finds substrings
    assert [h.message_id for h in search.search("concaten").hits] == [ids["substr"]]
    # nothing for AND or trigram ("xy" is too short for trigrams): retry with any word (OR)
    got = [h.message_id for h in search.search("heron xy").hits]
    assert set(got) == {ids["both"], ids["heron"], ids["cron"]}
    assert search.search("zzzz qqqq").hits == []


def test_cjk_routes(tmp_path: Path) -> None:
    w = create_store(tmp_path / "state.db")
    w.add_session("s", source="cli", started_at=1.0)
    long_id = w.add_message("s", "user", "我们明天去东京塔看看", timestamp=2)
    w.close()
    with SessionStore(tmp_path / "state.db") as store:
        search = HermesSearch(store)
        tri = search.search("东京塔")
        assert tri.used == "hermes_fts" and [h.message_id for h in tri.hits] == [long_id]
        like = search.search("东京")          # 2 CJK chars: too short for trigrams, LIKE scan
        assert like.used == "like" and [h.message_id for h in like.hits] == [long_id]
        assert ">>>东京<<<" in like.hits[0].snippet
