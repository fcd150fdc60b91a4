"""Pilot tests of the Sessions view: search → open at the match → scroll around it; filters, live, errors (promote: test_sessions_promote_tui.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import TextArea

from curator.core.memory.format import serialise
from curator.core.sessions.schema import open_store
from curator.tui.sessions.browser import DEBOUNCE, SessionBrowser
from curator.tui.sessions.store_link import StoreLink
from curator.tui.sessions.conversation import MessageBlock
from curator.tui.sessions.promote import PromoteModal
from support.sessions_tui import (
    LONG_SESSION_MESSAGES, MEMORY, USER, build_fixture, make_app, open_browser, search, use_utc,
)
from support.tui import notifications, settle, wait_until
from support.sessions_tui import anchor_blocks, fx, hit_ids, utc_dates  # noqa: F401 (fixtures)

pytestmark = pytest.mark.anyio


# ----- search and open ---------------------------------------------------------------------------------------
async def test_recent_sessions_without_a_query(fx) -> None:
    """No query: sessions by last activity, hidden sources left out, with counts and sources."""
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        ids = [s.id for s in browser.results.items]
        assert ids == [fx.sessions[k] for k in ("compact", "cron", "tokyo", "long", "redis")]
        assert fx.sessions["sub"] not in ids
        long = browser.results.items[ids.index(fx.sessions["long"])]
        assert long.message_count == LONG_SESSION_MESSAGES and long.source == "cli"
        prompt = browser.results.get_option_at_index(ids.index(fx.sessions["long"])).prompt.plain
        assert "60 messages" in prompt and "cli" in prompt
        # the first session opened at its start
        assert browser.conversation.session.id == ids[0]
        assert browser.conversation.messages[0].content == "Let's review the sprint."


async def test_search_opens_the_conversation_at_the_match(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "zebracorn flag")
        assert hit_ids(browser)[0] == fx.ids["zebracorn"]
        assert browser.result.used == "index"
        prompt = browser.results.get_option_at_index(0).prompt
        assert "Long migration session" in prompt.plain
        assert any("underline" in str(span.style) and prompt.plain[span.start:span.end].lower() == "zebracorn"
                   for span in prompt.spans)
        pane = browser.conversation
        assert pane.session.id == fx.sessions["long"]
        assert pane.anchor_id == fx.ids["zebracorn"]
        assert [b.message.id for b in anchor_blocks(browser)] == [fx.ids["zebracorn"]]
        assert pane.current.id == fx.ids["zebracorn"]
        assert pane.blocks[pane.cursor].has_class("-cursor")
        anchor = anchor_blocks(browser)[0].virtual_region
        assert pane.scroll_y < anchor.y and anchor.bottom < pane.scroll_y + pane.size.height   # in view, not at the edge
        # only the messages around the match are loaded, not the whole session
        assert len(pane.messages) < LONG_SESSION_MESSAGES
        assert pane.more_before and pane.more_after
        ids = [m.id for m in pane.messages]
        assert ids == sorted(ids) and ids[0] < fx.ids["zebracorn"] < ids[-1]
        await pilot.press("enter")
        assert app.focused is pane


async def test_a_refined_query_with_the_same_top_hit_rehighlights_its_conversation(fx) -> None:
    """'redis' then ' port': the top hit stays the same message, and the open conversation highlights both words
    (it kept the first query's words: a snapshot caught it when the first query's results came in first)."""
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "redis")
        first = hit_ids(browser)[0]
        assert browser.conversation.anchor_id == first and "port" not in browser.conversation.terms
        await pilot.press(*" port")
        await wait_until(pilot, lambda: browser.results_query == "redis port", timeout=10)
        await settle(pilot)
        assert hit_ids(browser)[0] == first
        await wait_until(pilot, lambda: "port" in browser.conversation.terms, timeout=5)
        assert browser.conversation.anchor_id == first
        assert browser.conversation.terms == browser.results.items[0].match_terms


async def test_scrolling_loads_more_around_the_anchor_and_keys_jump_to_the_ends(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "zebracorn")
        pane = browser.conversation
        pane.focus()
        first_before = pane.messages[0].id
        loaded_before = len(pane.messages)
        await pilot.press(*["up"] * (pane.cursor + 1))
        await settle(pilot)
        assert pane.messages[0].id < first_before
        assert len(pane.messages) > loaded_before
        assert len(pane.messages) < LONG_SESSION_MESSAGES
        assert pane.current.id == first_before - 1       # moved on past the old edge
        assert pane.anchor_id == fx.ids["zebracorn"]      # the match stays marked
        last_before = pane.messages[-1].id
        await pilot.press(*["down"] * (len(pane.messages) - pane.cursor))
        await settle(pilot)
        assert pane.messages[-1].id > last_before
        assert pane.current.id == last_before + 1
        # scrolling (mouse wheel / scrollbar) into the top edge loads too
        if pane.more_before:
            edge = pane.messages[0].id
            pane.scroll_to(y=pane.max_scroll_y // 2, animate=False)
            await settle(pilot)
            pane.scroll_home(animate=False)
            await settle(pilot)
            assert pane.messages[0].id < edge
        await pilot.press("home")
        await settle(pilot)
        assert pane.messages[0].id == fx.ids["long_first"] and pane.current.id == fx.ids["long_first"]
        assert not pane.more_before
        await pilot.press("end")
        await settle(pilot)
        assert pane.messages[-1].id == fx.ids["long_last"] and pane.current.id == fx.ids["long_last"]
        assert not pane.more_after
        assert len(pane.messages) < LONG_SESSION_MESSAGES


async def test_stale_searches_never_overwrite_newer_results(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        browser.search_box.focus()
        await pilot.press(*"redis")
        browser._fire_search()                 # an early search for "redis" ...
        await pilot.press("ctrl+u", *"zebracorn")
        await wait_until(pilot, lambda: browser.results_query == "zebracorn", timeout=10)
        await pilot.pause(DEBOUNCE * 2)
        await settle(pilot)
        assert browser.results_query == "zebracorn"    # ... never replaces the newest one
        assert hit_ids(browser)[0] == fx.ids["zebracorn"]
        assert {h.session_id for h in browser.results.items} == {fx.sessions["long"]}


async def test_snippets_and_messages_are_markup_safe(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "brackets")
        assert hit_ids(browser)[0] == fx.ids["markup"]
        assert "[bold]" in browser.results.get_option_at_index(0).prompt.plain
        block = next(b for b in browser.conversation.blocks if b.message.id == fx.ids["markup"])
        assert "[red in the logs" in str(block.render())


# ----- filters -------------------------------------------------------------------------------------------------
async def test_role_filter_cycles_to_tool_output(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "address already in use")
        assert fx.ids["redis_tool"] not in hit_ids(browser)      # tool output is opt-in
        browser.results.focus()
        for _ in range(3):                                        # user → assistant → tool
            await pilot.press("t")
        await wait_until(pilot, lambda: browser.filters.role == "tool")
        await wait_until(pilot, lambda: hit_ids(browser) == [fx.ids["redis_tool"]], timeout=5)
        assert {h.role for h in browser.results.items} == {"tool"}
        assert "role: tool" in str(browser.query_one("#filter-role").label)


async def test_source_filter_and_hidden_sources(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "redis port")
        assert {h.source for h in browser.results.items} == {"cli", "cron"}
        browser.results.focus()
        sources = []
        for _ in range(2):                                        # any → cli → cron
            await pilot.press("o")
            await settle(pilot)
            sources.append(browser.filters.source)
        assert sources == ["cli", "cron"]
        await wait_until(pilot, lambda: {h.source for h in browser.results.items} == {"cron"}, timeout=5)
        await pilot.press("o", "o")                               # telegram, then back to any
        await settle(pilot)
        assert browser.filters.source is None
        # a subagent session is hidden until asked for
        browser.search_box.focus()
        await pilot.press("ctrl+u", *"quokkaflux")
        await wait_until(pilot, lambda: browser.results_query == "quokkaflux", timeout=5)
        await settle(pilot)
        assert hit_ids(browser) == []
        browser.results.focus()
        await pilot.press("i")
        await wait_until(pilot, lambda: hit_ids(browser) == [fx.ids["sub_u"]], timeout=5)
        assert browser.results.items[0].lineage_root == fx.sessions["redis"]
        assert "continues" in browser.results.get_option_at_index(0).prompt.plain


async def test_date_range_filter(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "redis port")
        assert {h.session_id for h in browser.results.items} == {fx.sessions["redis"], fx.sessions["cron"]}
        browser.results.focus()
        await pilot.press("w", *"2025-11-26")
        await wait_until(pilot, lambda: {h.session_id for h in browser.results.items} == {fx.sessions["cron"]},
                         timeout=5)
        await pilot.press("ctrl+u", *"2025-13-01")            # not a date: said so, filters kept
        await settle(pilot)
        assert "not a date" in str(browser.query_one("#sessions-status").render())
        assert browser.query_one("#filter-after").has_class("-invalid")


async def test_cjk_two_character_query(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "新宿")
        assert set(hit_ids(browser)) == {fx.ids["tokyo_q"], fx.ids["tokyo_a"]}
        assert browser.conversation.session.id == fx.sessions["tokyo"]


async def test_compacted_messages_are_marked_and_rewound_ones_excluded(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "narwhalite")
        assert hit_ids(browser)[0] == fx.ids["compacted"]
        assert browser.results.items[0].compacted
        assert "\u29c9 compacted" in browser.results.get_option_at_index(0).prompt.plain
        block = anchor_blocks(browser)[0]
        assert block.has_class("-compacted")
        assert "\u29c9 compacted" in str(block.render()).splitlines()[0]
        assert fx.ids["rewound"] not in [m.id for m in browser.conversation.messages]
        browser.search_box.focus()
        await pilot.press("ctrl+u", *"platypoid")
        await wait_until(pilot, lambda: browser.results_query == "platypoid", timeout=5)
        assert fx.ids["rewound"] not in hit_ids(browser)


# ----- live and index --------------------------------------------------------------------------------------------
async def test_new_messages_appear_live(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await search(pilot, browser, "6380 locally")
        pane = browser.conversation
        assert pane.session.id == fx.sessions["redis"] and not pane.more_after
        browser.poll_now()                      # the baseline tick
        await settle(pilot)
        with open_store(fx.db) as writer:
            new_id = writer.add_message(fx.sessions["redis"], "user", "Also note the gryphonite cache on 6381.",
                                        timestamp=1_764_000_500.0)
        browser.poll_now()                      # the next tick sees the write
        await wait_until(pilot, lambda: pane.messages[-1].id == new_id, timeout=10)
        assert pane.blocks[-1].message.content == "Also note the gryphonite cache on 6381."
        browser.search_box.focus()
        await pilot.press("ctrl+u", *"gryphonite")
        await wait_until(pilot, lambda: browser.results_query == "gryphonite", timeout=5)
        assert hit_ids(browser)[0] == new_id
        assert browser.result.used == "index"


async def test_index_build_progress_is_shown(fx) -> None:
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        browser.link.post_message(StoreLink.IndexProgressed(1_200, 4_800))
        await settle(pilot)
        status = str(browser.query_one("#sessions-status").render())
        assert "index building 1,200/4,800 (25%)" in status and "Hermes's own search" in status


# ----- unavailable store -----------------------------------------------------------------------------------------
async def test_missing_store_names_the_file(tmp_path: Path) -> None:
    fx = build_fixture(tmp_path / "hermes", with_store=False)
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        assert browser.has_class("-unavailable")
        text = str(browser.query_one("#sessions-problem").render())
        assert str(fx.db) in text and "no session store" in text
        assert not browser.query_one("#sessions-panes").display


async def test_damaged_store_names_the_file_and_problem(tmp_path: Path) -> None:
    fx = build_fixture(tmp_path / "hermes", with_store=False)
    fx.db.write_bytes(b"this is not sqlite at all" * 100)
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        text = str(browser.query_one("#sessions-problem").render())
        assert str(fx.db) in text and "not an SQLite database" in text
        assert not [n for n in notifications(app) if "Traceback" in n or "failed" in n]


async def test_store_created_later_is_picked_up(tmp_path: Path) -> None:
    fx = build_fixture(tmp_path / "hermes", with_store=False)
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        assert browser.problem is not None
        built = build_fixture(tmp_path / "other")
        fx.db.write_bytes(built.db.read_bytes())
        browser.poll_now()
        await wait_until(pilot, lambda: browser.problem is None and browser.results_query == "", timeout=10)
        assert not browser.has_class("-unavailable")
        assert len(browser.results.items) == 5


async def test_searches_fall_back_to_hermes_while_the_index_builds(fx, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from curator.core.sessions.backend import SessionBackend

    release = threading.Event()
    real_build = SessionBackend.build_index

    def slow_build(self, progress, waiting=None):  # type: ignore[no-untyped-def]
        progress(500, 1_000)
        release.wait(20)
        return real_build(self, progress, waiting)

    monkeypatch.setattr(SessionBackend, "build_index", slow_build)
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("4")
        await wait_until(pilot, lambda: bool(app.screen.query(SessionBrowser)))
        browser = app.screen.query_one(SessionBrowser)
        await wait_until(pilot, lambda: "index building" in browser.index_note, timeout=10)
        assert "index building 500/1,000 (50%)" in str(browser.query_one("#sessions-status").render())
        browser.search_box.focus()
        await pilot.press(*"redis port")
        await wait_until(pilot, lambda: browser.results_query == "redis port", timeout=10)
        assert browser.result.used != "index" and "not built yet" in browser.result.degraded_reason
        assert fx.ids["redis_a"] in hit_ids(browser)
        assert "\u26a0" in str(browser.query_one("#sessions-status").render())
        release.set()
        await wait_until(pilot, lambda: browser.index_note == "index ready", timeout=20)
        await wait_until(pilot, lambda: browser.result is not None and browser.result.used == "index", timeout=10)
        assert browser.result.degraded_reason is None


async def test_the_view_waits_for_an_index_another_curator_is_building(fx) -> None:
    """A CLI search's background build holds the index: the view says another hermes-curator is building it,
    answers from Hermes meanwhile, and uses the index once that build ends (it used to give up on it)."""
    from support.sessions import OtherBuilder

    with OtherBuilder(fx.db) as other:
        app = make_app(fx)
        async with app.run_test(size=(120, 36)) as pilot:
            await settle(pilot)
            await pilot.press("4")
            await wait_until(pilot, lambda: bool(app.screen.query(SessionBrowser)))
            browser = app.screen.query_one(SessionBrowser)
            await wait_until(pilot, lambda: "another hermes-curator" in browser.index_note, timeout=10)
            browser.search_box.focus()
            await pilot.press(*"redis port")
            await wait_until(pilot, lambda: browser.results_query == "redis port", timeout=10)
            assert browser.result.used != "index" and fx.ids["redis_a"] in hit_ids(browser)
            other.release()
            await wait_until(pilot, lambda: browser.index_note == "index ready", timeout=20)
            await wait_until(pilot, lambda: browser.result is not None and browser.result.used == "index",
                             timeout=10)


@pytest.mark.parametrize("shape", ["current", "legacy_fts", "v2", "no_trigram", "fts_stale"])
async def test_every_store_shape_browses_and_searches(tmp_path: Path, shape: str) -> None:
    from curator.core.sessions.schema import create_store
    from support.sessions_tui import T0

    fx = build_fixture(tmp_path / "hermes", with_store=False)
    with create_store(fx.db, shape) as w:
        w.add_session("20251124_160000_aaaaaa", source="cli", title="Redis port clash", started_at=T0)
        w.add_message("20251124_160000_aaaaaa", "user", "Redis won't start, the port is taken.", timestamp=T0)
        mid = w.add_message("20251124_160000_aaaaaa", "assistant", "Map ours to port 6380 in docker-compose.",
                            timestamp=T0 + 30)
    app = make_app(fx)
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        assert browser.problem is None
        assert [s.id for s in browser.results.items] == ["20251124_160000_aaaaaa"]
        await search(pilot, browser, "docker compose")
        assert hit_ids(browser)[0] == mid
        assert browser.conversation.anchor_id == mid
