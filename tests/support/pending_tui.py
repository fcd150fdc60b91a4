"""Helpers for the Pending view's Pilot tests: a home with write approval, staged records, app, readers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from textual.widgets import Button, TextArea

from curator.core.workspace import open_workspace
from curator.core import pending as P
from curator.core.demo.home import write_demo_home
from curator.core.demo.memory import MEMORY_ENTRIES, USER_ENTRIES
from curator.core.errors import OpError
from curator.core.home.resolve import HermesHome
from curator.core.memory.format import serialise
from curator.core.memory.ops import Op, apply_ops
from curator.core.scanner.findings import scan
from curator.tui.app import CuratorApp, build_app
from curator.tui.messages import ConsolidationRequested
from curator.tui.pending.edit_modal import PendingEditModal
from curator.tui.views import view_by_id
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.tui.pending.detail import PendingDetail
from curator.tui.pending.queue_list import PendingItem
from curator.tui.pending.view import PendingView
from support.tui import FROZEN_NOW, frozen_clock, hermes_write, notifications, read_entries, settle, wait_until
from support.tui import write_home


MEMORY = ["Wren repo is ~/code/wren; build with `just build`.", "Wren uses Postgres 16 on port 5433.",
          "Wren deploys on Tuesdays after the standup.", "Wren's CI runs on Buildkite."]
USER = ["Name: Ida.", "Prefers short answers with the command first."]
CONFIG = "memory:\n  write_approval: true\n  memory_char_limit: 400\n  user_char_limit: 300\n"
VIEWS = tuple(v for v in (view_by_id("memory"), view_by_id("pending")) if v is not None)
HOUR = 3600.0


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HermesHome:
    monkeypatch.setenv("HOME", str(tmp_path))
    return write_home(tmp_path / "hermes", MEMORY, USER, config=CONFIG)


def put(home: HermesHome, pid: str, payload: dict[str, Any], *, hours_ago: float = 1.0,
        origin: str = "background_review", summary: str | None = None) -> Path:
    """Stage a record in Hermes's shape; ``payload`` decides the older (no matched_entry) or newer shape."""
    home.pending_dir.mkdir(parents=True, exist_ok=True)
    record = {"id": pid, "subsystem": "memory", "action": payload["action"],
              "summary": summary if summary is not None else P.summary_for(payload), "origin": origin,
              "created_at": FROZEN_NOW - hours_ago * HOUR, "payload": payload}
    path = home.pending_dir / f"{pid}.json"
    path.write_text(json.dumps(record, indent=2, ensure_ascii=False), encoding="utf-8")
    return path


def make_app(home: HermesHome, *, watch: bool = False) -> CuratorApp:
    return build_app(home, clock=frozen_clock, watch=watch, views=VIEWS)


async def open_pending(pilot) -> PendingView:
    await pilot.press("2")
    await settle(pilot)
    return pilot.app.screen.query_one(PendingView)


def listed(view: PendingView) -> list[str]:
    return view.queue_list.ids


def selected(view: PendingView) -> str | None:
    row = view.selected
    return row.id if row is not None else None


def item_text(view: PendingView, pid: str) -> str:
    item = next(i for i in view.query(PendingItem) if i.row.id == pid)
    return "\n".join(str(label.render()) for label in item.query("Label"))


def detail_text(view: PendingView) -> str:
    """Every section of the detail pane as plain text (the diff rendered at 100 columns)."""
    detail = view.query_one(PendingDetail)
    parts = [str(s.render()) for s in detail.query("Static") if s.id != "pending-diff" and not s.has_class("-hidden")]
    console = Console(width=100, record=True, file=open("/dev/null", "w"))
    console.print(detail.diff.content)
    return "\n".join(parts) + "\n" + console.export_text()

