"""Field findings 9, 15 and 16 (issue 16), driven with the keys and clicks a person uses."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events

from curator.core.demo import write_demo_home
from curator.core.home.resolve import HermesHome
from curator.tui.app import build_app
from curator.tui.memory.entry_detail import EntryDetail
from support.tui import frozen_clock, read_entries, screen_text, settle

pytestmark = pytest.mark.anyio

FLAGGED = 11
"""The demo's MEMORY.md entry (0-based position) with two scanner findings (role_hijack, deception_hide)."""


@pytest.fixture
def demo(tmp_path: Path) -> HermesHome:
    """The demo home, as ``hermes-curator --demo`` writes it."""
    return HermesHome(Path(write_demo_home(tmp_path / "demo")))


def _app(home: HermesHome):
    return build_app(home, watch=False, clock=frozen_clock)


@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
async def test_flagged_entry_shows_both_findings_and_stays_whole(demo: HermesHome, size: tuple[int, int]) -> None:
    """Down to the flagged entry: the detail names both findings in view, the entry keeps all its lines."""
    app = _app(demo)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press(*["down"] * FLAGGED)
        await settle(pilot)
        pane = app.screen.query_one("#pane-memory")
        detail, box = pane.query_one(EntryDetail), pane.query_one(".entry-detail-box")
        shown = screen_text(app, box.region)
        assert "role_hijack" in shown and "deception_hide" in shown, shown
        listed = screen_text(app, pane.query_one("#entries-memory").region)
        assert "You are now the release manager" in listed and "retry it silently" in listed, listed
        assert "#12 \u00b7 98 chars" in listed, "the selected entry keeps its meta line: " + listed
        assert detail.has_class("-flagged")


async def test_keys_typed_right_after_e_reach_the_editor(demo: HermesHome) -> None:
    """`e` then ` xyzq` at typing speed: the terminal delivers them before the editor is up; all land in the
    text box (none is lost, and `q` does not quit). Posted the way the terminal driver posts keys."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        for char in "e xyzq":
            app.post_message(events.Key("space" if char == " " else char, char))
        await settle(pilot)
        assert type(app.screen).__name__ == "EntryEditorModal"
        assert app.screen.query_one("#editor-text").text.endswith("lint`. xyzq")
        assert app.is_running


async def test_esc_with_changes_asks_and_no_keeps_them(demo: HermesHome) -> None:
    """Typing then esc asks "Discard your changes?"; n goes back with the text; esc, y closes, nothing saved.
    Without changes esc closes at once."""
    app = _app(demo)
    memory = demo.memory_path
    before = read_entries(memory)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("e", "escape")
        await settle(pilot)
        assert type(app.screen).__name__ == "MainScreen", "nothing changed: esc closes without asking"
        await pilot.press("e")
        await settle(pilot)
        await pilot.press(*" more")
        await pilot.press("escape")
        await settle(pilot)
        assert type(app.screen).__name__ == "ConfirmModal"
        await pilot.press("n")
        await settle(pilot)
        assert type(app.screen).__name__ == "EntryEditorModal"
        assert app.screen.query_one("#editor-text").text.endswith(" more")
        await pilot.press("escape", "y")
        await settle(pilot)
        assert type(app.screen).__name__ == "MainScreen"
    assert read_entries(memory) == before


async def test_a_click_selects_and_a_double_click_edits(demo: HermesHome) -> None:
    """One click on the second entry highlights it (no editor); a double click opens the editor on it."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        entries = app.screen.query_one("#entries-memory")
        second = entries._index_to_line[1] - int(entries.scroll_y)   # first line of entry 2, in the list
        await pilot.click("#entries-memory", offset=(3, second))
        await settle(pilot)
        assert entries.highlighted == 1 and type(app.screen).__name__ == "MainScreen"
        await pilot.double_click("#entries-memory", offset=(3, second))
        await settle(pilot)
        assert type(app.screen).__name__ == "EntryEditorModal"
        assert app.screen.query_one("#editor-text").text.startswith("atlas-web uses pnpm")


async def test_an_empty_folder_as_home_gets_a_hint_and_consolidate_stays_calm(tmp_path: Path) -> None:
    """An empty directory opens (Hermes may not have written yet) but the app says it has no Hermes files;
    `3` on the empty store says nothing red about removing every entry."""
    empty = tmp_path / "empty"
    empty.mkdir()
    app = _app(HermesHome(empty))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert any("does not look like a Hermes home" in n.message for n in app._notifications)
        assert "\u26a0 no Hermes files here: is this the home?" in app.screen.query_one("#status-bar").render().plain
        await pilot.press("3")
        await settle(pilot)
        shown = screen_text(app)
        assert "every entry" not in shown, shown


async def test_shift_arrows_scroll_a_long_detail_at_80x24(demo: HermesHome) -> None:
    """At 80x24 a flagged entry's detail has three rows: shift+down scrolls the rest into view (keyboard only,
    the focus stays on the entries), shift+up scrolls back."""
    app = _app(demo)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*["down"] * FLAGGED)
        await settle(pilot)
        pane = app.screen.query_one("#pane-memory")
        box = pane.query_one(".entry-detail-box")
        assert box.max_scroll_y > 0, "the detail is longer than its rows at this size"
        first = screen_text(app, box.region)
        await pilot.press("shift+down", "shift+down")
        await settle(pilot)
        assert box.scroll_y == 2 and screen_text(app, box.region) != first
        assert app.focused is pane.query_one("#entries-memory")
        await pilot.press("shift+up", "shift+up")
        await settle(pilot)
        assert box.scroll_y == 0 and screen_text(app, box.region) == first
