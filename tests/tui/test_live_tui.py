"""Pilot tests with the real file watcher: external changes and staged writes appear live."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from curator.tui.app import build_app
from curator.tui.common.status_bar import StatusBar
from curator.tui.memory.pane import MemoryPane
from support.tui import frozen_clock, hermes_write, notifications, wait_until, write_home

pytestmark = pytest.mark.anyio

MEMORY = ["Juniper repo is ~/code/juniper.", "Juniper CI is Buildkite.", "Juniper ships on Tuesdays."]
USER = ["Name: Ola.", "Likes tables."]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    return write_home(tmp_path / "hermes", MEMORY, USER)


async def test_external_add_shows_up_live_and_keeps_the_selection(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        pane = app.screen.query_one("#pane-memory", MemoryPane)
        await pilot.press("down")
        assert pane.entry_list.selected_text == MEMORY[1]
        await wait_until(pilot, lambda: any(w.group == "watch" and w.is_running for w in app.workers))
        await pilot.pause(0.2)  # let the watcher thread register its inotify watches
        hermes_write(home.memory_path, ["Juniper moved to ~/src/juniper.", *MEMORY])
        assert await wait_until(pilot, lambda: len(pane.entry_list.entries) == 4)
        assert pane.entry_list.entries[0] == "Juniper moved to ~/src/juniper."
        assert pane.entry_list.selected_text == MEMORY[1], "the selected entry stays selected"
        assert await wait_until(pilot, lambda: any("MEMORY.md changed on disk: entry added" in n
                                                   for n in notifications(app)))
        records = app.ctx.journal.records("memory")
        assert records[-1].kind == "external" and records[-1].operation == "add"


async def test_external_replace_and_remove_are_named(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        pane = app.screen.query_one("#pane-memory", MemoryPane)
        await wait_until(pilot, lambda: any(w.group == "watch" and w.is_running for w in app.workers))
        await pilot.pause(0.2)
        hermes_write(home.memory_path, [MEMORY[0], "Juniper CI is GitHub Actions.", MEMORY[2]])
        assert await wait_until(pilot, lambda: "Juniper CI is GitHub Actions." in pane.entry_list.entries)
        assert await wait_until(pilot, lambda: any("entry replaced" in n for n in notifications(app)))
        hermes_write(home.memory_path, [MEMORY[0], "Juniper CI is GitHub Actions."])
        assert await wait_until(pilot, lambda: len(pane.entry_list.entries) == 2)
        assert await wait_until(pilot, lambda: any("entry removed" in n for n in notifications(app)))


async def test_pending_count_follows_the_pending_directory(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        assert app.pending_count == 0
        await wait_until(pilot, lambda: any(w.group == "watch" and w.is_running for w in app.workers))
        await pilot.pause(0.2)
        # The pending dir does not exist yet: the watcher must notice it appear.
        home.pending_dir.mkdir(parents=True)
        record = {"id": "0a1b2c3d", "subsystem": "memory", "action": "add", "summary": "add to memory: x",
                  "origin": "background_review", "created_at": 1.0,
                  "payload": {"action": "add", "target": "memory", "content": "x"}}
        (home.pending_dir / "0a1b2c3d.json").write_text(json.dumps(record, indent=2), encoding="utf-8")
        assert await wait_until(pilot, lambda: app.pending_count == 1)
        bar = app.screen.query_one(StatusBar)
        await pilot.pause()
        assert "\u2691 1 pending" in str(bar.render())


async def test_quitting_with_the_watcher_running_is_prompt(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await wait_until(pilot, lambda: any(w.group == "watch" and w.is_running for w in app.workers))
        await pilot.press("q")
    assert app._exit


async def test_a_curator_write_from_elsewhere_updates_the_pane_without_an_outside_notice(home) -> None:
    from curator.core.memory.ops import Op

    app = build_app(home, clock=frozen_clock, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        pane = app.screen.query_one("#pane-memory", MemoryPane)
        await wait_until(pilot, lambda: any(w.group == "watch" and w.is_running for w in app.workers))
        await pilot.pause(0.2)
        # e.g. the pending view approving a staged write, or `hermes-curator add` in another terminal
        app.ctx.stores["memory"].apply([Op("add", content="Juniper uses pnpm.")], source="cli")
        assert await wait_until(pilot, lambda: "Juniper uses pnpm." in pane.entry_list.entries)
        await pilot.pause(0.2)
        assert not any("Changed outside the curator" in n for n in notifications(app))
