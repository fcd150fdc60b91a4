"""Pilot tests of the palette's jumps: to a staged write by id or summary, to a session by id or title."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.command import CommandList, CommandPalette

from curator.core.home.resolve import HermesHome
from curator.tui.app import CuratorApp, build_app
from curator.tui.commands import CuratorCommands
from curator.tui.pending.view import PendingView
from curator.tui.sessions.browser import SessionBrowser
from support.sessions_tui import BrowserFixture, build_fixture, open_browser, use_utc
from support.tui import FROZEN_NOW, frozen_clock, notifications, settle, wait_until, write_home

pytestmark = pytest.mark.anyio

MEMORY = ["Wren repo is ~/code/wren.", "Wren uses Postgres 16."]
USER = ["Name: Ida."]
CONFIG = "memory:\n  write_approval: true\n"
HOUR = 3600.0


def stage(home: HermesHome, pid: str, content: str, *, hours_ago: float, origin: str = "background_review") -> None:
    """A pending add in Hermes's record shape."""
    home.pending_dir.mkdir(parents=True, exist_ok=True)
    record = {"id": pid, "subsystem": "memory", "action": "add", "summary": f"Add to memory: {content}",
              "origin": origin, "created_at": FROZEN_NOW - hours_ago * HOUR,
              "payload": {"action": "add", "target": "memory", "content": content}}
    (home.pending_dir / f"{pid}.json").write_text(json.dumps(record), encoding="utf-8")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HermesHome:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / "hermes", MEMORY, USER, config=CONFIG)
    stage(home, "0a1b2c3d", "Wren's CI runs on Buildkite.", hours_ago=3)
    stage(home, "5e6f7a8b", "Wren deploys on Tuesdays.", hours_ago=2)
    stage(home, "c0ffee12", "Staging database is wren-stg on port 5434.", hours_ago=1)
    return home


async def provider_hits(app: CuratorApp, query: str) -> list:
    """The provider's hits for *query* after its startup read (what the palette shows)."""
    provider = CuratorCommands(app.screen)
    await provider.startup()
    return [hit async for hit in provider.search(query)]


def texts(hits: list) -> list[str]:
    return [str(hit.text) for hit in hits]


def pending_view(app: CuratorApp) -> PendingView | None:
    found = app.screen.query(PendingView)
    return found.first() if found else None


def selected_write(app: CuratorApp) -> str | None:
    view = pending_view(app)
    row = view.selected if view is not None else None
    return row.id if row is not None else None


# ----- pending writes --------------------------------------------------------------------------------------
async def test_an_id_prefix_finds_the_write_and_running_it_selects_it_in_the_pending_view(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        hits = await provider_hits(app, "c0ff")
        mine = [h for h in hits if "pending write c0ffee12" in str(h.text)]
        assert len(mine) == 1
        assert str(mine[0].text) == "Go to pending write c0ffee12: Add to memory: Staging database is wren-stg on " \
                                    "port 5434."
        assert "[auto]" in mine[0].help and "add MEMORY.md" in mine[0].help and "staged " in mine[0].help
        assert pending_view(app) is None, "the Pending view is created by the jump, not before"
        await mine[0].command()
        assert await wait_until(pilot, lambda: selected_write(app) == "c0ffee12")
        await settle(pilot)
        view = pending_view(app)
        assert view is not None and view.display and view.queue_list.ids == ["0a1b2c3d", "5e6f7a8b", "c0ffee12"]
        assert view.detail.row is not None and view.detail.row.id == "c0ffee12"
        assert not [n for n in notifications(app) if "error" in n.lower()]


async def test_a_summary_word_finds_the_write_and_a_later_jump_moves_the_selection(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        await pilot.press("2")
        await settle(pilot)
        view = pending_view(app)
        assert view is not None and selected_write(app) == "0a1b2c3d"
        hits = await provider_hits(app, "Tuesdays")
        mine = [h for h in hits if "5e6f7a8b" in str(h.text)]
        assert len(mine) == 1
        await mine[0].command()
        await settle(pilot)
        assert selected_write(app) == "5e6f7a8b"
        assert view.select_write("c0ffee12") is True and selected_write(app) == "c0ffee12"


async def test_the_palette_ui_runs_a_pending_jump(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"5e6f")
        command_list = app.screen.query_one(CommandList)

        def index_of_mine() -> int | None:
            for i in range(command_list.option_count):
                if "pending write 5e6f7a8b" in str(command_list.get_option_at_index(i).prompt):
                    return i
            return None

        assert await wait_until(pilot, lambda: index_of_mine() is not None)
        await pilot.press("down")
        command_list.highlighted = index_of_mine()
        await pilot.press("enter")
        assert await wait_until(pilot, lambda: selected_write(app) == "5e6f7a8b")


async def test_a_write_gone_before_the_jump_is_reported_not_selected(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        hits = await provider_hits(app, "c0ffee12")
        (home.pending_dir / "c0ffee12.json").unlink()
        await next(h for h in hits if "c0ffee12" in str(h.text)).command()
        assert await wait_until(pilot, lambda: any("No staged write c0ffee12" in n for n in notifications(app)))
        await settle(pilot)
        assert pending_view(app).queue_list.ids == ["0a1b2c3d", "5e6f7a8b"]
        assert selected_write(app) != "c0ffee12"


async def test_a_malformed_record_does_not_break_the_palette(home) -> None:
    (home.pending_dir / "deadbeef.json").write_text("{not json", encoding="utf-8")
    (home.pending_dir / "0badf00d.json").write_bytes(b"\xff\xfe garbage")
    (home.pending_dir / "1234abcd.json").mkdir()
    (home.pending_dir / "notes.json").write_text(json.dumps({"id": 7, "payload": "x"}), encoding="utf-8")
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        hits = texts(await provider_hits(app, "c0ff"))
        assert any("pending write c0ffee12" in h for h in hits)
        everything = texts(await provider_hits(app, "Go to pending write"))
        assert sum("Go to pending write" in h for h in everything) == 7
        bad = next(h for h in everything if "deadbeef" in h)
        assert "malformed: not valid JSON" in bad
        await pilot.press("ctrl+p")
        await pilot.press(*"deadbeef")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        assert not [n for n in notifications(app) if "error" in n.lower()]


# ----- sessions --------------------------------------------------------------------------------------------
@pytest.fixture
def fx(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> BrowserFixture:
    use_utc(monkeypatch)
    return build_fixture(tmp_path / "hermes")


def browser_of(app: CuratorApp) -> SessionBrowser | None:
    found = app.screen.query(SessionBrowser)
    return found.first() if found else None


def open_id(app: CuratorApp) -> str | None:
    browser = browser_of(app)
    session = browser.conversation.session if browser is not None else None
    return session.id if session is not None else None


@pytest.mark.parametrize("query", ["20251125", "migration"])
async def test_a_session_is_found_by_id_prefix_or_title_word_and_opens_at_its_first_message(fx, query) -> None:
    sid = fx.sessions["long"]
    app = build_app(fx.home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        hits = await provider_hits(app, query)
        mine = [h for h in hits if f"session {sid}" in str(h.text)]
        assert len(mine) == 1
        assert str(mine[0].text) == f"Open session {sid}: Long migration session"
        assert mine[0].help.startswith("cli \u00b7 60 messages \u00b7 last active 2025-11-25")
        assert browser_of(app) is None, "the Sessions view is created by the jump"
        await mine[0].command()
        assert await wait_until(pilot, lambda: browser_of(app) is not None)
        browser = browser_of(app)
        # the view's first results (recent sessions, the newest highlighted) must not replace the jump
        assert await wait_until(pilot, lambda: browser.results_query is not None and open_id(app) == sid, timeout=20)
        await settle(pilot)
        await pilot.pause(0.2)   # longer than the results' open delay: a late auto-open would show here
        assert open_id(app) == sid
        assert browser.conversation.current is not None
        assert browser.conversation.current.id == fx.ids["long_first"]
        assert browser.results.selected_item is not None and browser.results.selected_item.id == sid
        assert app.focused is browser.conversation
        assert not [n for n in notifications(app) if "rror" in n]


async def test_a_session_missing_from_the_results_opens_directly_in_an_open_browser(fx) -> None:
    app = build_app(fx.home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        browser = await open_browser(pilot)
        await app.show_view("memory")   # (a key here would go to the focused search box)
        hidden = fx.sessions["sub"]   # a subagent session: Hermes hides it, so does the recent list
        assert hidden not in [getattr(i, "id", None) for i in browser.results.items]
        from curator.tui.commands import open_session

        await open_session(app, hidden)
        assert await wait_until(pilot, lambda: open_id(app) == hidden)
        assert browser.display and browser.conversation.current.id == fx.ids["sub_u"]
        first = browser.results.selected_item
        await pilot.press("escape")   # conversation -> results; enter there opens the highlighted one again
        await pilot.press("enter")
        assert await wait_until(pilot, lambda: open_id(app) == first.id)


async def test_an_unknown_session_id_is_reported(fx) -> None:
    app = build_app(fx.home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        browser = await open_browser(pilot)
        before = open_id(app)
        browser.open_session("19990101_000000_zzzzzz")
        assert await wait_until(pilot, lambda: any("No session 19990101_000000_zzzzzz" in n
                                                   for n in notifications(app)))
        assert open_id(app) == before


# ----- nothing to offer -------------------------------------------------------------------------------------
async def test_no_pending_dir_and_no_state_db_give_no_items_and_no_error(tmp_path: Path) -> None:
    home = write_home(tmp_path / "bare", MEMORY, USER)
    assert not home.pending_dir.exists() and not home.state_db_path.exists()
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)  # keys pressed before the app has settled at start can be lost
        provider = CuratorCommands(app.screen)
        await provider.startup()
        assert provider.pending == [] and provider.sessions == []
        hits = texts([h async for h in provider.search("o")])
        assert hits and all(h.startswith("Go to ") and " entry " in h for h in hits)
        assert [str(h.text) async for h in provider.discover()] == []
        await pilot.press("ctrl+p")
        await pilot.press(*"session")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        assert notifications(app) == []


async def test_a_damaged_state_db_and_a_file_for_a_pending_dir_give_no_items(tmp_path: Path) -> None:
    home = write_home(tmp_path / "broken", MEMORY, USER)
    home.state_db_path.write_bytes(b"this is not an SQLite database" * 100)
    home.pending_dir.parent.mkdir(parents=True, exist_ok=True)
    home.pending_dir.write_text("not a directory", encoding="utf-8")
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)):
        provider = CuratorCommands(app.screen)
        await provider.startup()
        assert provider.pending == [] and provider.sessions == []
        # the palette says nothing; the Memory view may already have said (in its own words) that origins
        # come from the journal alone with this state.db (it raced this check: it failed once under load)
        said = [n for n in notifications(app) if not (n.startswith("Origins: ") and "state.db" in n)]
        assert said == [], said
