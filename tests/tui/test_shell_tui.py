"""Pilot tests of the shell: read-only files, help, palette, history, profiles, layout, errors, launcher."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.widgets import OptionList

from curator.cli.launch import launch_app
from curator.cli.context import CliContext
from curator.core.home.resolve import HermesHome
from curator.core.memory import actions as writes
from curator.tui.app import CuratorApp, build_app
from curator.tui.commands import CuratorCommands
from curator.tui.shell.help_screen import HelpScreen
from curator.tui.journal.history_screen import HistoryScreen
from curator.tui.shell.main_screen import MainScreen
from curator.tui.shell.profile_modal import ProfileModal
from curator.tui.views import view_by_id
from curator.tui.memory.pane import MemoryPane
from curator.tui.memory.shape_banner import ShapeBanner
from curator.tui.common.status_bar import StatusBar
from support.tui import frozen_clock, notifications, read_entries, settle, wait_until, write_home

pytestmark = pytest.mark.anyio

MEMORY = ["Tern repo is ~/code/tern.", "Tern uses Rust 1.80.", "Tern releases monthly."]
USER = ["Name: Kai.", "Prefers examples."]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HermesHome:
    monkeypatch.setenv("HOME", str(tmp_path))
    return write_home(tmp_path / "hermes", MEMORY, USER)


async def test_unshaped_file_is_read_only_with_a_banner_and_can_be_normalised(home) -> None:
    home.memory_path.write_bytes("Tern repo is ~/code/tern.\n\n\u00a7\nTern uses Rust 1.80.\n".encode())
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        pane = app.screen.query_one("#pane-memory", MemoryPane)
        banner = pane.query_one(ShapeBanner)
        assert banner.has_class("-readonly") and "blank lines" in str(banner.render())
        await pilot.press("a")
        assert isinstance(app.screen, MainScreen), "no editor on a read-only store"
        assert any("read-only" in n for n in notifications(app))
        await pilot.press("n", "y")
        await settle(pilot)
        assert home.memory_path.read_bytes() == "Tern repo is ~/code/tern.\n\u00a7\nTern uses Rust 1.80.".encode()
        assert list(home.memories_dir.glob("MEMORY.md.bak.*")), "a backup of the original bytes is kept"
        assert not pane.query_one(ShapeBanner).has_class("-readonly")


async def test_normalise_key_is_hidden_for_a_tool_shaped_file(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        keys = {b.binding.action for b in app.screen.active_bindings.values()}
        assert "add" in keys and "normalise" not in keys
        await pilot.press("n")
        assert isinstance(app.screen, MainScreen)


async def test_help_lists_every_binding_with_its_tooltip(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        rows = app.screen.rows
        shown = {(description, tooltip) for _section, _keys, description, tooltip in rows}
        for binding in [*CuratorApp.BINDINGS, *MemoryPane.BINDINGS]:
            assert (binding.description, binding.tooltip) in shown
        assert ("Memory panes", "a", "Add", "Add a new entry to this store") in rows
        assert ("Memory panes", "d / del", "Delete", "Delete the selected entry (asks first)") in rows
        await pilot.press("escape")
        assert isinstance(app.screen, MainScreen)


async def test_help_covers_every_dialog_and_the_text_box_keys(home) -> None:
    from textual.screen import Screen
    from textual.widget import Widget

    import curator.tui as tui_pkg

    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("question_mark")
        rows = app.screen.rows
        shown = {(description, tooltip) for _section, _keys, description, tooltip in rows}
        # Every binding with an id, on every screen and widget of the package, is explained in the help.
        import importlib
        import pkgutil

        missing = []
        for info in pkgutil.walk_packages(tui_pkg.__path__, prefix="curator.tui."):
            module = importlib.import_module(info.name)
            for obj in vars(module).values():
                if isinstance(obj, type) and issubclass(obj, (Screen, Widget)) and obj.__module__ == module.__name__:
                    for binding in obj.__dict__.get("BINDINGS", []):
                        if getattr(binding, "id", None) and (binding.description, binding.tooltip) not in shown:
                            missing.append(f"{obj.__name__}: {binding.key}")
        assert not missing, missing
        text_rows = {(keys, description) for section, keys, description, _tip in rows if section == "Text boxes"}
        undo_key = app.get_key_display(Binding("ctrl+z", "undo"))
        assert (undo_key, "Undo") in {(k.split(" / ")[0], d) for k, d in text_rows}


async def test_palette_offers_binding_actions_and_dynamic_items(home, tmp_path) -> None:
    (home.root / "profiles" / "work" / "memories").mkdir(parents=True)
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert {"Add", "Edit", "Delete", "History", "Undo", "Help", "Profile", "Memory view", "Theme"} <= titles
        assert "Cursor down" not in titles, "widget plumbing stays out of the palette"
        provider = CuratorCommands(app.screen)
        found = [hit.text async for hit in provider.discover()]
        assert found == ["Switch profile: work"]
        hits = [str(hit.text) async for hit in provider.search("Rust 1.80")]
        assert any("MEMORY.md entry 2" in h for h in hits)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert app.screen.__class__.__name__ == "CommandPalette"


async def test_palette_entry_jump_selects_that_entry(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await app.focus_entry("memory", 2)
        await pilot.pause()
        assert app.screen.query_one("#pane-memory", MemoryPane).entry_list.highlighted == 2


async def test_history_lists_changes_newest_first_with_a_diff(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("d", "y")
        await settle(pilot)
        await pilot.press("h")
        assert isinstance(app.screen, HistoryScreen)
        await settle(pilot)
        screen = app.screen
        kinds = [r.kind for r in screen.records]
        assert kinds[0] == "curator" and "baseline" in kinds
        diff = str(screen.query_one("#history-diff").render())
        assert "\u2212 removed Tern repo is ~/code/tern." in diff
        await pilot.press("u")
        await settle(pilot)
        assert read_entries(home.memory_path) == MEMORY
        assert await wait_until(pilot, lambda: screen.records and screen.records[0].kind == "undo")
        await pilot.press("escape")
        assert isinstance(app.screen, MainScreen)


async def test_profile_switch_shows_the_other_profiles_stores(home) -> None:
    work = write_home(home.root / "profiles" / "work", ["Work note: VPN first."], ["Work name: K."])
    assert work.path.exists()
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("p")
        assert isinstance(app.screen, ProfileModal)
        option_list = app.screen.query_one(OptionList)
        option_list.highlighted = 1
        await pilot.press("enter")
        await settle(pilot)
        assert app.ctx.home.profile == "work"
        pane = app.screen.query_one("#pane-memory", MemoryPane)
        assert pane.entry_list.entries == ["Work note: VPN first."]
        assert "profile work" in str(app.screen.query_one(StatusBar).render())


async def test_narrow_terminal_stacks_the_panes(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        memory = app.screen.query_one("#pane-memory").region
        user = app.screen.query_one("#pane-user").region
        assert app.screen.has_class("-narrow")
        assert user.y > memory.y and user.x == memory.x
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        memory = app.screen.query_one("#pane-memory").region
        user = app.screen.query_one("#pane-user").region
        assert user.y == memory.y and user.x > memory.x


async def test_worker_errors_become_notifications(home, monkeypatch) -> None:
    def boom(ctx, request):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr("curator.core.memory.actions.perform_write", boom)
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("d", "y")
        await settle(pilot)
        assert any("memory writer failed" in n and "disk on fire" in n for n in notifications(app))
        assert read_entries(home.memory_path) == MEMORY


async def test_config_problems_are_shown_and_writes_explain_the_refusal(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / "hermes", MEMORY, USER, config="memory: [not, a, mapping]\n")
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        assert app.screen.query_one("#config-banner").has_class("-shown")
        await pilot.press("d", "y")
        await settle(pilot)
        assert any("Refusing to write while config.yaml cannot be read" in n for n in notifications(app))
        assert read_entries(home.memory_path) == MEMORY


async def test_a_missing_scanner_model_is_said_in_the_memory_view(tmp_path, monkeypatch) -> None:
    """Without its model the scanner judges by rules alone; the Memory view says so (no flags would otherwise
    read as a clean bill), and the banner is gone once the model loads again."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("HERMES_CURATOR_SCANNER_MODEL", str(tmp_path / "gone.json.gz"))
    home = write_home(tmp_path / "hermes", MEMORY, USER)
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        banner = app.screen.query_one("#config-banner")
        await wait_until(pilot, lambda: banner.has_class("-shown"))
        text = str(banner.render())
        assert "rules alone" in text and "gone.json.gz" in text and "is missing" in text, text
        monkeypatch.delenv("HERMES_CURATOR_SCANNER_MODEL")
        app.reload_stores()
        await wait_until(pilot, lambda: not banner.has_class("-shown"))


async def test_consolidation_request_is_routed_to_a_registered_view(home) -> None:
    from textual.widgets import Static

    from curator.tui.views import ViewSpec

    calls: list[tuple[str, str]] = []

    class FakeConsolidation(Static):
        def consolidate(self, store: str, reason: str) -> None:
            calls.append((store, reason))

    import sys
    import types

    module = types.ModuleType("fake_consolidation_view")
    module.FakeConsolidation = lambda ctx: FakeConsolidation("consolidation here")
    sys.modules["fake_consolidation_view"] = module
    views = (view_by_id("memory"), ViewSpec("consolidation", "Consolidation", "3",
                                            "fake_consolidation_view:FakeConsolidation"))
    app = CuratorApp(build_app(home, clock=frozen_clock, watch=False).ctx, watch=False, views=views)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        assert calls == [("memory", "asked from the memory pane")]
        assert app.screen.query_one("TabbedContent").active == "view-consolidation"
    del sys.modules["fake_consolidation_view"]


def test_missing_home_exits_2_with_a_message_suggesting_demo(tmp_path) -> None:
    err = io.StringIO()
    ctx = CliContext(home=None, stdout=io.StringIO(), stderr=err)
    args = argparse.Namespace(home=str(tmp_path / "nope"), profile=None, demo=False)
    assert launch_app(args, ctx) == 2
    assert "does not exist" in err.getvalue() and "--demo" in err.getvalue()


def test_write_outcome_names_refusals(home) -> None:
    from curator.core.memory.ops import Op

    app = build_app(home, clock=frozen_clock, watch=False)
    outcome = writes.perform_write(app.ctx, writes.WriteRequest(
        "memory", (Op("replace", content="new", matched_entry="gone"),), "replace", base=tuple(MEMORY)))
    assert outcome.refusal == "stale" and outcome.theirs is None


def test_the_app_meets_the_contract_its_views_rely_on(home) -> None:
    """Views reach the app only through AppHost (no getattr on the app): the app must offer all of it."""
    from curator.tui.host import AppHost

    app = build_app(home, clock=frozen_clock, watch=False)
    assert isinstance(app, AppHost)


async def test_a_late_focus_of_the_view_just_left_does_not_switch_back(home) -> None:
    """The view's primary widget is focused at once: Widget.focus() ran later, and a focus landing in a tab that
    a view key had hidden meanwhile made the tabs switch back (keys pressed while the app started were lost)."""
    from textual.widgets import TabbedContent

    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        screen = app.screen
        tabs = screen.query_one(TabbedContent)
        memory = await screen.ensure_view("memory")
        await screen.ensure_view("pending")
        screen.set_focus(None)           # as at start: nothing focused yet
        memory.focus_primary()           # the shell focuses the view shown at start...
        tabs.active = "view-pending"     # ...and a view key is handled before a deferred focus would land
        await settle(pilot)
        await pilot.pause(0.05)
        assert tabs.active == "view-pending"


async def test_a_view_key_pressed_as_the_app_starts_shows_that_view(home) -> None:
    """No settling first: `2` pressed as soon as the app runs, as a fast typist (or a script) does."""
    from textual.widgets import TabbedContent

    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("2")
        await settle(pilot)
        await pilot.pause(0.05)
        tabs = app.screen.query_one(TabbedContent)
        assert tabs.active == "view-pending"
        assert app.focused is not None and app.screen.query_one("#view-pending") in app.focused.ancestors


async def test_a_view_hidden_with_the_focus_does_not_take_it_back_while_the_next_view_is_built(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`3` then `2` at once, Pending not built yet: Consolidate is hidden with its suggestion list focused, and
    Textual moves the focus off a hidden widget to a sibling in the same hidden view. That focus switched the
    tabs back to Consolidate and `2` was lost (found in tmux at 80x24, about one time in three). On the demo
    home: its memory has suggestions to focus."""
    from textual.widgets import TabbedContent

    from curator.core.demo.home import write_demo_home

    monkeypatch.setenv("HOME", str(tmp_path))
    app = build_app(HermesHome(Path(write_demo_home(tmp_path / "demo"))), clock=frozen_clock, watch=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        tabs = screen.query_one(TabbedContent)
        await pilot.press("3")
        assert await wait_until(pilot, lambda: app.focused is not None and app.focused.id == "suggestions"), app.focused
        suggestions = app.focused
        tabs.active = "view-pending"      # the view key, before the Pending view exists...
        suggestions.blur()                # ...and Textual's move of the focus off the widget hidden with it
        pending = screen.query_one("#view-pending")
        assert await wait_until(pilot, lambda: app.focused is not None and pending in app.focused.ancestors)
        await settle(pilot)
        assert tabs.active == "view-pending"
        assert app.focused is not None and pending in app.focused.ancestors
