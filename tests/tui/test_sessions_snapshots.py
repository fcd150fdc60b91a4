"""SVG snapshots of the Sessions view (120x36, textual-dark, frozen clock, UTC, fixture store with fixed times)."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.tui.app import CuratorApp, build_app
from curator.tui.views import view_by_id
from support.sessions_tui import build_fixture, open_browser, search, use_utc
from support.tui import frozen_clock, settle

SIZE = (120, 36)


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CuratorApp:
    """The fixture home under a fake HOME (so the status bar shows ~/.hermes), Memory and Sessions tabs only."""
    monkeypatch.setenv("HOME", str(tmp_path))
    use_utc(monkeypatch)
    fx = build_fixture(tmp_path / ".hermes")
    app = build_app(fx.home, clock=frozen_clock, watch=False,
                    views=(view_by_id("memory"), view_by_id("sessions")))
    app.theme = "textual-dark"
    return app


async def _browser(pilot):  # type: ignore[no-untyped-def]
    browser = await open_browser(pilot)
    browser.search_box.cursor_blink = False
    return browser


def test_results_for_a_query(snap_compare, tmp_path, monkeypatch) -> None:
    """'redis port': hits with matched words highlighted, role/source/date/lineage; the top hit opened at its match."""
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        browser = await _browser(pilot)
        await search(pilot, browser, "redis port")
        await settle(pilot)

    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=SIZE, run_before=run_before)


def test_conversation_opened_at_a_match(snap_compare, tmp_path, monkeypatch) -> None:
    """'zebracorn' then enter: the long session opened around message 30, the match marked and under the cursor."""
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        browser = await _browser(pilot)
        await search(pilot, browser, "zebracorn")
        await pilot.press("enter")
        await settle(pilot)
        await pilot.pause(0.1)
        await settle(pilot)

    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=SIZE, run_before=run_before)


def test_recent_sessions_list(snap_compare, tmp_path, monkeypatch) -> None:
    """No query: sessions by last activity with sources and counts (subagent hidden), the newest one opened."""
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        browser = await _browser(pilot)  # the results have focus already: the newest session is the one open
        await settle(pilot)
        await pilot.pause(0.1)
        await settle(pilot)

    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=SIZE, run_before=run_before)
