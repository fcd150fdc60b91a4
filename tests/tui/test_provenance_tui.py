"""Pilot tests: origin and usage in the entry detail (compact at 80x24), g to the memory call, archive restore, u."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.core.demo.home import write_demo_home
from curator.core.demo.memory import MEMORY_ENTRIES
from curator.core.home.resolve import HermesHome
from curator.core.memory.format import parse
from curator.tui.app import build_app
from curator.tui.memory.archive_screen import ArchiveScreen
from curator.core.provenance.describe import day
from curator.tui.memory.entry_detail import EntryBrief, EntryDetail
from curator.tui.memory.pane import MemoryPane
from curator.tui.sessions.browser import SessionBrowser
from support.tui import FROZEN_NOW, frozen_clock, settle, wait_until

pytestmark = pytest.mark.anyio

REDIS = MEMORY_ENTRIES.index(next(e for e in MEMORY_ENTRIES if e.startswith("Redis runs on port 6380")))


@pytest.fixture
def demo(tmp_path: Path) -> HermesHome:
    return HermesHome(write_demo_home(tmp_path / "demo", now=FROZEN_NOW))


def _pane(app, store: str = "memory") -> MemoryPane:
    return app.screen.query_one(f"#pane-{store}", MemoryPane)


def _detail(app, store: str = "memory") -> str:
    return str(_pane(app, store).query_one(EntryDetail).render())


async def _memory_focused(pilot) -> None:
    """Keys reach the Memory view only once its list has focus (on a busy machine that comes late)."""
    assert await wait_until(pilot, lambda: getattr(pilot.app.focused, "id", None) == "entries-memory", timeout=20)


async def _origins_read(pilot) -> None:
    assert await wait_until(pilot, lambda: bool(_pane(pilot.app).provenance), timeout=20)


async def test_entry_detail_shows_origin_and_usage(demo: HermesHome) -> None:
    app = build_app(demo, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await _origins_read(pilot)
        _pane(app).select_entry(REDIS)
        await pilot.pause()
        text = _detail(app)
        mid = _pane(app).provenance[MEMORY_ENTRIES[REDIS]].origin.message_id
        assert "Origin: added by the agent in Redis port clash, " in text
        assert f", message #{mid} \u2014 g opens it" in text   # the id the Sessions view shows as #N
        assert "Usage: came up in " in text and " since, last " in text
        assert not _pane(app).query_one(EntryBrief).display   # wide: the full detail, not the brief
        _pane(app).select_entry(7)   # the billing note: added, then replaced by a batch, in one session
        await pilot.pause()
        assert "changed by the agent in Stripe API upgrade" in _detail(app)
        assert "first added by the agent in Stripe API upgrade" in _detail(app)
        _pane(app).select_entry(11)   # the injected entry no call wrote
        await pilot.pause()
        assert "Origin: origin unknown" in _detail(app) and "g opens it" not in _detail(app)
        await pilot.press("g")
        await pilot.pause()
        assert any("No conversation to open" in n.message for n in app._notifications)
        assert not app.screen.query(SessionBrowser)


async def test_at_80x24_origin_and_usage_show_compact_and_g_lands_on_the_memory_call(demo: HermesHome) -> None:
    app = build_app(demo, clock=frozen_clock, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _origins_read(pilot)
        pane = _pane(app)
        pane.select_entry(REDIS)
        await pilot.pause()
        origin = pane.provenance[MEMORY_ENTRIES[REDIS]].origin
        brief = pane.query_one(EntryBrief)
        assert not pane.query_one(".entry-detail-box").display   # narrow: the detail is hidden, the brief is not
        region = brief.region
        assert brief.display and region.height == 2 and app.screen.region.contains_region(region)
        lines = [line.rstrip() for line in str(brief.render()).splitlines()]
        assert lines[0] == f"Origin: agent in Redis port clash, {day(origin.at)}, #{origin.message_id} \u00b7 g opens it"
        assert lines[1].startswith("Usage: came up in ") and " since, last " in lines[1]
        assert all(len(line) <= region.width for line in lines)
        await pilot.press("g")
        assert await wait_until(pilot, lambda: bool(app.screen.query(SessionBrowser)), timeout=10)
        browser = app.screen.query_one(SessionBrowser)
        assert await wait_until(pilot, lambda: browser.conversation.current is not None
                                and browser.conversation.current.id == origin.message_id, timeout=20)
        await settle(pilot)
        await pilot.pause(0.3)   # longer than the results' open delay: a late auto-open would show here
        assert browser.conversation.session.id == origin.session_id
        assert browser.conversation.current.id == origin.message_id
        assert "Saved: Redis runs on port 6380" in browser.conversation.current.content


async def test_archive_restore_updates_the_file_and_u_undoes_it(demo: HermesHome) -> None:
    memory_md = demo.path / "memories" / "MEMORY.md"
    app = build_app(demo, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await _memory_focused(pilot)
        await pilot.press("b")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ArchiveScreen))
        screen = app.screen
        assert await wait_until(pilot, lambda: screen.archive is not None)
        items = screen.archive.entries
        assert [e.store for e in items] == ["memory", "memory", "memory", "user"]
        target = next(e for e in items if e.entry.startswith("atlas-web needs Node 20"))
        await pilot.press(*["down"] * (items.index(target)))
        await pilot.press("a")
        assert await wait_until(pilot, lambda: target.entry in parse(memory_md.read_text("utf-8")))
        assert await wait_until(pilot, lambda: target.entry in screen.current.get("memory", ()))
        await pilot.press("u")
        assert await wait_until(pilot, lambda: target.entry not in parse(memory_md.read_text("utf-8")))
        assert parse(memory_md.read_text("utf-8")) == MEMORY_ENTRIES
        await pilot.press("escape")
        assert not isinstance(app.screen, ArchiveScreen)


async def test_archive_restore_over_the_limit_is_explained_and_changes_nothing(demo: HermesHome) -> None:
    memory_md = demo.path / "memories" / "MEMORY.md"
    archive = demo.path / "memories" / "ARCHIVE.jsonl"
    archive.write_text('{"entry": "' + "z" * 400 + '", "target": "memory", "action": "add_overflow"}\n', "utf-8")
    before = memory_md.read_bytes()
    app = build_app(demo, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await _memory_focused(pilot)
        await pilot.press("b")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ArchiveScreen) and app.screen.archive)
        await pilot.press("a")
        assert await wait_until(pilot, lambda: any(n.title == "Not restored" for n in app._notifications))
        assert memory_md.read_bytes() == before


async def test_a_damaged_archive_is_named_with_its_line(demo: HermesHome) -> None:
    (demo.path / "memories" / "ARCHIVE.jsonl").write_text('{"entry": "a", "target": "memory"}\n[3]\n', "utf-8")
    app = build_app(demo, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await _memory_focused(pilot)
        await pilot.press("b")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ArchiveScreen))
        detail = app.screen.query_one("#archive-detail")
        assert await wait_until(pilot, lambda: "line 2" in str(detail.render()))
        assert "ARCHIVE.jsonl: line 2: a JSON list" in str(detail.render())


async def test_the_archive_detail_names_the_file_from_the_users_home(demo: HermesHome, monkeypatch) -> None:
    (demo.path / "memories" / "ARCHIVE.jsonl").write_text(
        '{"entry": "old note", "target": "memory", "action": "add_overflow"}\n', "utf-8")
    monkeypatch.setenv("HOME", str(demo.path.parent))
    app = build_app(demo, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await _memory_focused(pilot)
        await pilot.press("b")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ArchiveScreen) and app.screen.archive)
        detail = app.screen.query_one("#archive-detail")
        want = f"~/{demo.path.name}/memories/ARCHIVE.jsonl, line 1"
        assert await wait_until(pilot, lambda: want in str(detail.render()))
