"""What keeps the app's start lean: the launch path's imports, the paused collector, styles loaded in two steps."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from curator.cli.main import _app_arguments
from curator.tui.app import CuratorApp, build_app, css_paths
from curator.tui.shell.help_screen import HelpScreen
from curator.tui.shell.main_screen import MainScreen
from support.tui import frozen_clock, write_home

PROJECT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.anyio

LAUNCH_PROBE = """
import json, sys
from curator.tui.app import CuratorApp
def run(self, *args, **kwargs):  # stand in for the terminal: report what the launch path imported
    print(json.dumps(sorted(sys.modules)))
CuratorApp.run = run
from curator.cli.main import main
raise SystemExit(main(sys.argv[1:]))
"""


def launch_modules(home: Path, env: dict[str, str]) -> set[str]:
    """Modules imported when ``hermes-curator --home HOME`` reaches ``app.run()``."""
    out = subprocess.run([sys.executable, "-c", LAUNCH_PROBE, "--home", str(home)], capture_output=True,
                         text=True, env=env, cwd=PROJECT, timeout=60)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_the_launch_path_imports_no_command_module_and_yaml_only_once(tmp_path: Path) -> None:
    home = write_home(tmp_path / "h", ["one"], ["two"], config="memory:\n  write_approval: true\n")
    env = {**os.environ, "PYTHONPATH": str(PROJECT)}
    first = launch_modules(home.root, env)
    second = launch_modules(home.root, env)
    for modules in (first, second):
        heavy = {m for m in modules if m.startswith(("curator.cli.memory", "curator.cli.sessions",
                                                     "curator.cli.pending", "curator.core.sessions",
                                                     "curator.core.consolidate.analysis", "curator.core.memory.actions",
                                                     "curator.core.journal.reverts", "tantivy", "sqlite3"))}
        assert not heavy, heavy
    assert "yaml" in first  # the config was parsed once...
    assert "yaml" not in second  # ...and read from the cache after that


@pytest.mark.parametrize("argv, opens_app", [
    ([], True), (["--home", "x"], True), (["--demo"], True), (["--profile", "w", "--json"], True),
    (["status"], False), (["--home", "x", "status"], False), (["--home"], False), (["-h"], False),
    (["--bogus"], False),
])
def test_only_global_options_take_the_short_path(argv: list[str], opens_app: bool) -> None:
    args = _app_arguments(argv)
    assert (args is not None) is opens_app
    if args is not None:
        assert args.command is None


async def test_a_paused_collector_runs_again_after_the_first_paint(tmp_path: Path) -> None:
    home = write_home(tmp_path / "h", ["one"], ["two"])
    gc.disable()
    try:
        app = build_app(home, clock=frozen_clock, watch=False, gc_paused=True)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            assert gc.isenabled()
    finally:
        gc.enable()


async def test_first_paint_has_the_first_views_styles_then_all_of_them(tmp_path: Path) -> None:
    home = write_home(tmp_path / "h", ["one"], ["two"])
    app = build_app(home, clock=frozen_clock, watch=False)
    assert [p.name for p in app.css_path] == ["app.tcss", "memory.tcss"]
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert all(app.stylesheet.has_source(str(p), "") for p in css_paths())


async def test_a_dialog_is_styled_even_before_the_rest_of_the_styles_were_loaded(tmp_path: Path) -> None:
    class NoLoadOnReady(CuratorApp):
        def load_all_styles(self) -> None:
            if self.is_running and not getattr(self, "_allow", False):
                return
            super().load_all_styles()

    home = write_home(tmp_path / "h", ["one"], ["two"])
    app = NoLoadOnReady(build_app(home, clock=frozen_clock, watch=False).ctx, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert not all(app.stylesheet.has_source(str(p), "") for p in css_paths())
        app._allow = True
        app.action_help()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert all(app.stylesheet.has_source(str(p), "") for p in css_paths())
        dialog = app.screen.query_one("#help-dialog")
        assert dialog.styles.border.top[0] == "thick"  # from .dialog in dialogs.tcss


@pytest.mark.parametrize("size, expected", [((80, 24), "-narrow"), ((120, 36), "-wide")])
async def test_the_main_screen_is_born_with_its_breakpoint_class(tmp_path: Path, size: tuple[int, int],
                                                                 expected: str) -> None:
    home = write_home(tmp_path / "h", ["one"], ["two"])
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        fresh = app.get_default_screen()
        assert isinstance(fresh, MainScreen) and fresh.has_class(expected)
        assert app.screen.has_class(expected)
