"""StatusBar: home, profile, the Hermes that wrote it, write approval, pending count and the next-session reminder."""

from __future__ import annotations

import os
from pathlib import Path

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from curator.tui.common.breakpoints import NARROW_BELOW
from curator.core.workspace import Workspace
from curator.tui.common.component_style import foreground


def display_path(path: Path) -> str:
    """The path with the user's home shortened to ``~``."""
    home = os.path.expanduser("~")
    text = str(path)
    if home not in ("", "/") and (text == home or text.startswith(home + os.sep)):
        return "~" + text[len(home):]
    return text


class StatusBar(Widget):
    """One line of facts about the open home; the pending count follows ``app.pending_count``.

    Drawn by one widget (not a label per fact: this bar is on every screen and a single widget styles and paints
    much faster). Each fact's look comes from a component class in ``tui/app.tcss``; below
    :data:`NARROW_BELOW` columns the short wording is used so the bar fits 80 columns.
    """

    COMPONENT_CLASSES = {
        "status-bar--demo", "status-bar--home", "status-bar--profile", "status-bar--approval-on",
        "status-bar--approval-off", "status-bar--pending", "status-bar--pending-waiting", "status-bar--note",
    }

    pending: reactive[int] = reactive(0)
    """Staged writes waiting for approval (follows the app)."""

    def __init__(self, ctx: Workspace, *, id: str | None = "status-bar") -> None:
        super().__init__(id=id)
        self.ctx = ctx

    def on_mount(self) -> None:
        """Follow the app's pending count."""
        self.watch(self.app, "pending_count", self._show_pending)
        self.watch(self.app, "config_revision", lambda _revision: self.refresh(), init=False)

    def _show_pending(self, count: int) -> None:
        self.pending = count

    @property
    def pending_text(self) -> str:
        """``⚑ 3 pending`` or ``0 pending``."""
        return f"\u2691 {self.pending} pending" if self.pending else "0 pending"

    def facts(self, narrow: bool) -> list[tuple[str, str]]:
        """``(component, text)`` for each fact left to right, then the reminder (right-aligned when drawn)."""
        ctx = self.ctx
        full = display_path(ctx.home.root)
        approval = "on" if ctx.config.write_approval else "off"
        out: list[tuple[str, str]] = []
        if ctx.demo:
            out.append(("demo", "DEMO"))
        if narrow:
            short = full if len(full) <= 20 else f"\u2026/{ctx.home.root.name}"
            out += [("home", f"\u2302 {short}"), ("profile", f"@{ctx.home.profile}"),
                    (f"approval-{approval}", f"approval {approval}")]
        else:
            out += [("home", f"\u2302 {full}"), ("profile", f"profile {ctx.home.profile}")]
            if ctx.version is not None:   # which Hermes wrote the home: its rules are the ones followed
                out.append(("profile", ctx.version.label))
            out.append((f"approval-{approval}", f"write approval {approval}"))
        if ctx.home.not_a_home_hint:   # an empty or mistyped folder: said right after the path
            at = next(i for i, (component, _text) in enumerate(out) if component == "home") + 1
            out.insert(at, ("pending-waiting", "\u26a0 no Hermes files here" if narrow
                            else "\u26a0 no Hermes files here: is this the home?"))
        out.append(("pending-waiting" if self.pending else "pending", self.pending_text))
        out.append(("note", "\u21bb agent sees it next session" if narrow
                    else "\u21bb the agent sees changes from its next session"))
        return out

    def _style(self, component: str, *, with_background: bool) -> Style:
        name = f"status-bar--{component}"
        return self.get_component_rich_style(name) if with_background else foreground(self, name)

    def render(self) -> Text:
        """The facts, each padded by a space; the reminder fills the rest, cut with an ellipsis if it must."""
        width = self.size.width
        narrow = width < NARROW_BELOW
        pad_left, pad_right = (" ", "") if narrow else (" ", " ")
        *facts, (_, note) = self.facts(narrow)
        line = Text(no_wrap=True, overflow="crop", end="")
        for component, text in facts:
            with_background = component in ("demo", "pending-waiting")
            line.append(f"{pad_left}{text}{pad_right}", style=self._style(component, with_background=with_background))
        room = width - line.cell_len - len(pad_left) - len(pad_right)
        if room > 0:
            if cell_len(note) > room:
                note = note[: max(room - 1, 0)] + "\u2026"
            line.append(f"{pad_left}{' ' * (room - cell_len(note))}{note}{pad_right}",
                        style=self._style("note", with_background=False))
        return line
