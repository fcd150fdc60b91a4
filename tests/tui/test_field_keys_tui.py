"""Field findings 1-5 (issue 16) driven the way a person does it: view keys, Tab, typing; never method calls."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button

from curator.core.demo import write_demo_home
from curator.core.home.resolve import HermesHome
from curator.tui.app import build_app
from support.tui import frozen_clock, settle, wait_until, write_home

pytestmark = pytest.mark.anyio

SWITCHES = [("4", "tab", "1"), ("3", "1"), ("2", "1"), ("4", "1"), ("3", "tab", "tab", "1"), ("2", "tab", "1")]


@pytest.fixture
def demo(tmp_path: Path) -> HermesHome:
    """The demo home, as ``hermes-curator --demo`` writes it."""
    return HermesHome(Path(write_demo_home(tmp_path / "demo")))


def _app(home: HermesHome):
    return build_app(home, watch=False, clock=frozen_clock)


def _footer_action(app, key: str) -> str | None:
    """The action the footer offers for ``key`` right now (None when the key does nothing here)."""
    active = app.screen.active_bindings.get(key)
    return active.binding.action if active is not None and active.enabled else None


@pytest.mark.parametrize("keys", SWITCHES, ids=[" ".join(k) for k in SWITCHES])
async def test_back_on_memory_the_entry_keys_work(demo: HermesHome, keys: tuple[str, ...]) -> None:
    """Whatever had focus in the view left behind, `1` puts focus on MEMORY.md's entries and a/e/d act there."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        assert app.focused is not None and app.focused.id == "entries-memory"
        assert (_footer_action(app, "a"), _footer_action(app, "e"), _footer_action(app, "d")) == \
            ("add", "edit", "delete")
        await pilot.press("a")
        await settle(pilot)
        assert type(app.screen).__name__ == "EntryEditorModal"


async def test_each_view_key_focuses_the_views_primary_widget(demo: HermesHome) -> None:
    """A view key lands on that view's list (Sessions: the results, not the search box), pressed from Pending
    after every view was built; `2` again on Pending too. One app for the four keys (each starts from Pending)."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        for first in ("4", "3", "2"):
            await pilot.press(first)
            await settle(pilot)
        for key, focused in (("2", "pending-list"), ("3", "suggestions"), ("4", "session-results"),
                             ("1", "entries-memory")):
            if key != "2":
                await pilot.press("2")
                await settle(pilot)
            await pilot.press(key)
            await settle(pilot)
            assert app.focused is not None and app.focused.id == focused, (key, app.focused)


async def test_empty_home_press_a_to_add_one(tmp_path: Path) -> None:
    """On a home with no entries the hint "press a to add one" is true right away."""
    app = _app(write_home(tmp_path / "empty", [], []))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        assert type(app.screen).__name__ == "EntryEditorModal"


async def test_view_and_global_keys_work_from_sessions(demo: HermesHome) -> None:
    """In Sessions, digits and global keys act (nothing is typed into the search box)."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("4")
        await settle(pilot)
        box = app.screen.query_one("#session-query")
        await pilot.press("question_mark")
        await settle(pilot)
        assert type(app.screen).__name__ == "HelpScreen"
        await pilot.press("escape", "h")
        await settle(pilot)
        assert type(app.screen).__name__ == "HistoryScreen"
        await pilot.press("escape", "1")
        await settle(pilot)
        assert app.screen.query_one("#views").active == "view-memory"
        assert box.value == ""


async def test_typing_a_letter_in_sessions_starts_the_search(demo: HermesHome) -> None:
    """A letter that is not a key of the view goes into the search box at once; esc leaves the box, 1 works."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("4")
        await settle(pilot)
        await pilot.press(*"deploy")
        box = app.screen.query_one("#session-query")
        assert box.value == "deploy" and app.focused is box
        assert _footer_action(app, "escape") is not None, "the footer says how to leave the box"
        await pilot.press("escape")
        assert app.focused is not box and box.value == "deploy"
        await pilot.press("1")
        await settle(pilot)
        assert app.screen.query_one("#views").active == "view-memory"


async def test_slash_searches_sessions_from_any_view(demo: HermesHome) -> None:
    """`/` from Memory opens Sessions with the cursor in the search box."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("slash")
        await settle(pilot)
        assert app.focused is not None and app.focused.id == "session-query"


@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
async def test_pending_diff_scrolls_to_its_last_line(demo: HermesHome, size: tuple[int, int]) -> None:
    """`2`, down (the staged replace), `f`, then Tab to the detail and End: the whole diff (its "+ after" line
    included) can be brought into view; it used to be clipped at the pane's bottom with nothing to scroll."""
    app = _app(demo)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("2")
        await settle(pilot)
        await pilot.press("down", "f")
        await settle(pilot)
        detail = app.screen.query_one("#pending-detail")
        assert detail.max_scroll_y > 0, "the full diff is taller than the pane, so it must scroll"
        await pilot.press("tab")
        assert app.focused is detail
        await pilot.press("end")
        await settle(pilot)
        assert detail.scroll_y == detail.max_scroll_y
        diff = detail.query_one("#pending-diff")
        window = detail.scroll_y + detail.scrollable_content_region.height
        assert diff.virtual_region_with_margin.bottom <= window, "the diff's last line is in view"


async def test_fixing_config_yaml_is_picked_up_by_r(tmp_path: Path) -> None:
    """A malformed config.yaml shows the banner; fixing it and pressing r removes it and applies write_approval."""
    home = write_home(tmp_path / "h", ["One fact."], ["Name: Sam."], config="memory: [unclosed\n")
    app = _app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        banner = app.screen.query_one("#config-banner")
        assert banner.display and "config.yaml" in str(banner.render())
        (home.path / "config.yaml").write_text("memory:\n  write_approval: true\n", encoding="utf-8")
        await pilot.press("r")
        assert await wait_until(pilot, lambda: not banner.display)
        status = app.screen.query_one("#status-bar")
        assert await wait_until(pilot, lambda: "write approval on" in str(status.render()))
        await pilot.press("a", *"Another fact.", "ctrl+s")
        await settle(pilot)
        assert "Another fact." in (home.path / "memories" / "MEMORY.md").read_text(encoding="utf-8")


async def test_source_filter_keeps_its_value_on_screen(demo: HermesHome) -> None:
    """Cycling the source filter shows each source in full; the results title names the filter."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("4")
        await settle(pilot)
        button = app.screen.query_one("#filter-source", Button)
        seen = []
        for _ in range(3):
            await pilot.press("o")
            await settle(pilot)
            label = str(button.label)
            source = label.removeprefix("source: ")
            assert source and source != "any", label
            assert button.size.width >= len(label), f"{label!r} is cut to {button.size.width} cells"
            # the filter's search runs after a debounce timer, which settle() does not wait for
            await wait_until(pilot, lambda: f"source {source}" in str(app.screen.query_one("#results-title").render()))
            title = str(app.screen.query_one("#results-title").render())
            assert f"source {source}" in title, title
            seen.append(source)
        assert len(set(seen)) == 3
        await pilot.press("i")
        await settle(pilot)
        hidden = app.screen.query_one("#filter-hidden", Button)
        assert str(hidden.label) == "hidden sources: shown" and hidden.size.width >= len(str(hidden.label))


async def test_normalise_is_not_offered_for_a_binary_file(tmp_path: Path) -> None:
    """A file with NUL bytes is read-only, and the banner and `n` do not promise a normalise that would refuse."""
    home = write_home(tmp_path / "h", ["One fact."], ["Name: Sam."])
    path = home.path / "memories" / "MEMORY.md"
    path.write_bytes(b"One fact.\x00\x00 binary\n")
    app = _app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        banner = app.screen.query_one("#pane-memory .shape-banner")
        text = str(banner.render())
        assert "Read-only" in text and "Press n" not in text and "by hand" in text
        assert _footer_action(app, "n") is None
        await pilot.press("n")
        await settle(pilot)
        assert type(app.screen).__name__ == "MainScreen"
        assert path.read_bytes() == b"One fact.\x00\x00 binary\n"


async def test_a_refused_write_does_not_say_added(demo: HermesHome) -> None:
    """Approving the over-limit add is refused; its operation line then says so instead of a green ✓."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("2")
        await settle(pilot)
        view = app.screen.query_one("#pending-view")
        for _ in range(10):
            if view.selected is not None and "over_limit" in {b.kind for b in view.selected.item.badges}:
                break
            await pilot.press("down")
        assert "over_limit" in {b.kind for b in view.selected.item.badges}
        await pilot.press("a")
        assert await wait_until(pilot, lambda: view.selected is not None and view.selected.refused is not None)
        ops = str(app.screen.query_one("#pending-ops").render())
        assert "\u2713" not in ops and "not applied" in ops, ops


async def test_date_box_takes_dates_only_and_forgets_a_cleared_error(demo: HermesHome) -> None:
    """`w` puts the cursor in the date; a bad date is reported until it is cleared; `/` still means Search."""
    app = _app(demo)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("4")
        await settle(pilot)
        await pilot.press("w", *"2026-99")
        await settle(pilot)
        date = app.screen.query_one("#filter-after")
        status = app.screen.query_one("#sessions-status")
        assert app.focused is date and date.value == "2026-99"
        assert "from:" in str(status.render())
        for _ in range(7):
            await pilot.press("backspace")
        await settle(pilot)
        assert date.value == "" and "from:" not in str(status.render())
        await pilot.press("slash")
        await settle(pilot)
        assert date.value == "" and app.focused is app.screen.query_one("#session-query")


@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
async def test_footer_keys_fit_in_every_view(demo: HermesHome, size: tuple[int, int]) -> None:
    """Through Pending (with a write marked) and Consolidate: every key shown is whole, `q Quit` and
    `? Help` always show, and nothing of a hidden key leaks past "^p palette"."""
    from support.tui import screen_text

    app = _app(demo)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        for key in ("2", "down", "space", "3"):
            await pilot.press(key)
            await settle(pilot)
            footer = app.screen.query_one("FittingFooter")
            line = screen_text(app).splitlines()[-1]
            assert footer.virtual_size.width <= footer.size.width, (key, line)
            assert "q Quit" in line and "? Help" in line and line.rstrip().endswith("^p palette"), (key, line)


async def test_the_theme_is_remembered_between_runs(demo: HermesHome) -> None:
    """A theme picked in one run is the theme of the next; it lives in the curator's config dir, not the home."""
    from curator.core.settings import settings_path

    before = sorted(p.relative_to(demo.root) for p in demo.root.rglob("*"))
    app = _app(demo)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.theme = "nord"   # what the palette's "Change theme" does
        await settle(pilot)
    assert '"theme": "nord"' in settings_path().read_text(encoding="utf-8")
    assert _app(demo).theme == "nord"
    after = sorted(p.relative_to(demo.root) for p in demo.root.rglob("*"))
    assert [p for p in after if p not in before and p.name not in ("state.db-shm", "state.db-wal")] == []
