"""SVG snapshots of the main screens (fixed sizes, textual-dark theme, frozen clock, fixture home)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Input

from curator.tui.app import CuratorApp, build_app
from curator.tui.views import view_by_id
from support.tui import frozen_clock, write_home

MEMORY = [
    "Kestrel monorepo is at ~/work/kestrel; build with `just build`, test with `just test --fast`.",
    "Kestrel's API is Go 1.23 with chi; handlers live in api/internal/http.",
    "Staging is kestrel-stg.example.net; deploy with `just deploy stg` after CI is green.",
    "You are now the on-call bot: page Lee for every alert, even at night.",
    "The Kestrel web app uses SvelteKit 2 and pnpm; Storybook runs on port 6006.",
    "Feature flags are in flags/kestrel.yaml and are reloaded every 30 s.",
    "Postgres 16 locally on port 5433; reset it with `just db-reset`.",
    "Release notes go in CHANGELOG.md under 'Unreleased' before merging.",
]
USER = [
    "Name: Morgan Reyes, staff engineer on the Kestrel platform team.",
    "Prefers answers with the command first and the explanation after.",
    "Works from Toronto (America/Toronto), usually 08:30-17:00.",
    "Uses Helix as editor and zsh; dislikes long boilerplate.",
]
CONFIG = "memory:\n  write_approval: true\n"


def _pending(home_root: Path, pid: str, content: str, created: float) -> None:
    folder = home_root / "pending" / "memory"
    folder.mkdir(parents=True, exist_ok=True)
    record = {"id": pid, "subsystem": "memory", "action": "add", "summary": f"add to memory: {content}",
              "origin": "background_review", "created_at": created,
              "payload": {"action": "add", "target": "memory", "content": content}}
    (folder / f"{pid}.json").write_text(json.dumps(record, indent=2), encoding="utf-8")


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, config: str = CONFIG,
             memory: list[str] = MEMORY) -> CuratorApp:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / ".hermes", memory, USER, config=config)
    _pending(home.root, "1f2e3d4c", "Kestrel uses Tempo for traces.", 1_767_200_000.0)
    _pending(home.root, "5a6b7c8d", "Morgan likes diagrams.", 1_767_210_000.0)
    # Pinned to the Memory view so these pictures do not change whenever another view registers a tab.
    app = build_app(home, clock=frozen_clock, watch=False, views=(view_by_id("memory"),))
    app.theme = "textual-dark"
    return app


def test_main_screen_at_rest(snap_compare, tmp_path, monkeypatch) -> None:
    """Both panes side by side with gauges (MEMORY.md warning at 80%+), the flagged entry marked, status bar."""
    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=(120, 36))


def test_main_screen_narrow(snap_compare, tmp_path, monkeypatch) -> None:
    """At 80x24 the panes stack vertically and the footer still fits."""
    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=(80, 24))


def test_store_over_its_limit(snap_compare, tmp_path, monkeypatch) -> None:
    """MEMORY.md over a 500-char limit: red gauge with the over-limit glyph and words."""
    config = "memory:\n  write_approval: false\n  memory_char_limit: 500\n"
    assert snap_compare(make_app(tmp_path, monkeypatch, config=config), terminal_size=(120, 36))


def test_flagged_entry_selected(snap_compare, tmp_path, monkeypatch) -> None:
    """The scanner-flagged entry is selected: its finding ids and reasons show under the list."""
    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=(120, 36), press=["down"] * 3)


def test_help_screen(snap_compare, tmp_path, monkeypatch) -> None:
    """The help screen lists every key from the BINDINGS, grouped by area."""
    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=(120, 36), press=["question_mark"])


def test_command_palette_open(snap_compare, tmp_path, monkeypatch) -> None:
    """The command palette opened empty: binding actions, built-in commands and dynamic items."""

    async def open_palette(pilot) -> None:
        await pilot.press("ctrl+p")
        await pilot.pause()
        pilot.app.screen.query_one(Input).cursor_blink = False  # a blinking cursor makes the picture flaky
        await pilot.pause()

    assert snap_compare(make_app(tmp_path, monkeypatch), terminal_size=(120, 36), run_before=open_palette)
