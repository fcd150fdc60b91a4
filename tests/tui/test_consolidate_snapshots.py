"""SVG snapshot of the Consolidate view (120x36, textual-dark theme, frozen clock, fixture home)."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.tui.app import CuratorApp, build_app
from curator.tui.consolidate.view import ConsolidationView
from support.tui import frozen_clock, settle, wait_until, write_home

MEMORY = [
    "The orchid repo lives in ~/code/orchid; run its tests with `make check`.",
    "Orchid deploys go out on Fridays after 14:00 UTC.",
    "Staging deploys automatically from the `develop` branch via Vercel.",
    "orchid-etl repo is at ~/src/orchid-etl; Python 3.11 managed with Poetry.",
    "Run the orchid tests with `make check`.",
    "Currently fixing the flaky login test (ticket ORC-88), in progress.",
    "Orchid uses pnpm for the web app.",
    "orchid deploys go out on fridays after 14:00 UTC",
    "Staging deploys from develop through Vercel, automatically.",
    "orchid-etl repo is at ~/src/orchid-etl; DAGs live in dags/ and are synced to s3://orchid-airflow/dags.",
    "Orchid uses npm for the web app.",
    "Feature flags live in config/flags.yaml; restart the api after editing them.",
]
USER = ["Name: Robin.", "Prefers terse answers."]
CONFIG = "memory:\n  memory_char_limit: 900\n"


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CuratorApp:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / ".hermes", MEMORY, USER, config=CONFIG)
    app = build_app(home, clock=frozen_clock, watch=False)
    app.theme = "textual-dark"
    return app


def test_consolidation_view_with_a_group_selected(snap_compare, tmp_path, monkeypatch) -> None:
    """The Consolidate tab on a nearly full MEMORY.md: groups ①-④ marked (glyph, role word, colour), the
    overlap group ④ highlighted and ticked with its merged text beside the list, the stale entry and the
    pnpm/npm contradiction marked with their reasons, and the gauge before -> after."""

    async def run_before(pilot) -> None:
        await settle(pilot)  # the app has finished starting (a key pressed during its first mount can be lost)
        await pilot.press("3")
        await settle(pilot)
        view = pilot.app.screen.query_one(ConsolidationView)
        assert await wait_until(pilot, lambda: view.prepared is not None)
        await pilot.press("down", "down", "down", "space")
        await settle(pilot)

    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=(120, 36), run_before=run_before)
