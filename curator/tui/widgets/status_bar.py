"""StatusBar: home, profile, write approval, pending count and the next-session reminder, on every screen."""

from __future__ import annotations

import os
from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label

from curator.tui.context import TuiContext


def display_path(path: Path) -> str:
    """The path with the user's home shortened to ``~``."""
    home = os.path.expanduser("~")
    text = str(path)
    if home not in ("", "/") and (text == home or text.startswith(home + os.sep)):
        return "~" + text[len(home):]
    return text


class StatusBar(Horizontal):
    """One line of facts about the open home; the pending count follows ``app.pending_count``."""

    def __init__(self, ctx: TuiContext, *, id: str | None = "status-bar") -> None:
        super().__init__(id=id)
        self.ctx = ctx

    def compose(self) -> ComposeResult:
        """Labels the tcss styles one by one; ``.wide-only`` / ``.narrow-only`` variants fit 80 columns."""
        ctx = self.ctx
        if ctx.demo:
            yield Label("DEMO", id="status-demo")
        yield Label(f"\u2302 {display_path(ctx.home.root)}", id="status-home", classes="wide-only", markup=False)
        full = display_path(ctx.home.root)
        short = full if len(full) <= 20 else f"\u2026/{ctx.home.root.name}"
        yield Label(f"\u2302 {short}", id="status-home-short", classes="narrow-only", markup=False)
        yield Label(f"profile {ctx.home.profile}", id="status-profile", classes="wide-only", markup=False)
        yield Label(f"@{ctx.home.profile}", id="status-profile-short", classes="narrow-only", markup=False)
        approval = "on" if ctx.config.write_approval else "off"
        yield Label(f"write approval {approval}", id="status-approval", classes=f"-{approval} wide-only")
        yield Label(f"approval {approval}", id="status-approval-short", classes=f"-{approval} narrow-only")
        yield Label("", id="status-pending")
        yield Label("\u21bb the agent sees changes from its next session", id="status-note", classes="wide-only")
        yield Label("\u21bb agent sees it next session", id="status-note-short", classes="narrow-only")

    def on_mount(self) -> None:
        """Follow the app's pending count."""
        self.watch(self.app, "pending_count", self._show_pending)

    def _show_pending(self, count: int) -> None:
        label = self.query_one("#status-pending", Label)
        label.update(f"\u2691 {count} pending" if count else "0 pending")
        label.set_class(count > 0, "-has-pending")
