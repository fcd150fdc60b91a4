"""Issue 17 point 17: saving while Hermes holds the store lock shows that it waits (naming the lock file), never
freezes the app, gives up on esc without writing anything, and lands once the lock is released."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest
from textual.widgets import Static

from curator.core.files import lock_path_for
from curator.core.memory.format import serialise
from curator.tui.app import build_app
from curator.tui.memory.entry_editor import EntryEditorModal
from curator.tui.views import view_by_id
from support.tui import frozen_clock, notifications, settle, wait_until, write_home

pytestmark = pytest.mark.anyio

MEMORY = ["Repo lives in ~/code/orchid.", "Run the orchid tests with `make check`."]


def _waiting_text(app) -> str:  # type: ignore[no-untyped-def]
    screen = app.screen
    if not isinstance(screen, EntryEditorModal):
        return ""
    box = screen.query_one("#editor-waiting", Static)
    return str(box.render()) if box.has_class("-shown") else ""


async def test_save_while_hermes_holds_the_lock_waits_visibly_cancels_cleanly_and_lands_after(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / "hermes", MEMORY, ["Name: Robin."])
    before = home.memory_path.read_bytes()
    lock = lock_path_for(home.memory_path)
    app = build_app(home, clock=frozen_clock, watch=False, views=(view_by_id("memory"),))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        records = len(app.ctx.journal.records())
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)   # Hermes's side: flock on MEMORY.md.lock
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            await pilot.press("a", *"Orchid uses uv", "ctrl+s")
            assert await wait_until(pilot, lambda: "Waiting for" in _waiting_text(app))
            assert str(lock) in _waiting_text(app) and "esc" in _waiting_text(app)
            await pilot.press(*" too")   # the app answers keys while the save waits
            assert app.screen.text == "Orchid uses uv too"
            await pilot.press("escape")
            assert await wait_until(pilot, lambda: not isinstance(app.screen, EntryEditorModal))
            assert any("Not saved" in n and str(lock) in n for n in notifications(app)), notifications(app)

            await pilot.press("a", *"Orchid uses uv", "ctrl+s")
            assert await wait_until(pilot, lambda: "Waiting for" in _waiting_text(app))
        finally:
            os.close(fd)   # Hermes is done: the waiting save lands, the cancelled one never does
        assert await wait_until(pilot, lambda: not isinstance(app.screen, EntryEditorModal))
        await settle(pilot)
        assert before != home.memory_path.read_bytes()
        assert home.memory_path.read_bytes() == serialise([*MEMORY, "Orchid uses uv"]).encode("utf-8")
        added = app.ctx.journal.records()[records:]
        assert [(r.kind, r.operation) for r in added if r.kind == "curator"] == [("curator", "add")]
        assert any("entry added" in n for n in notifications(app))
