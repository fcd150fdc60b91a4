"""SearchBox: the session browser's query input (search as you type; down leaves it, escape clears it)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class SearchBox(Input):
    """An Input whose escape and down keys hand focus back to the results (the query stays)."""

    BINDINGS = [
        Binding("escape", "leave_box", "Leave box", tooltip="Back to the results; the query stays (view and global "
                "keys work again)", id="search-box-leave"),
        Binding("down", "leave", "Results", tooltip="Move to the result list", id="search-box-down"),
        Binding("ctrl+u", "clear", "Clear", show=False, tooltip="Empty the box (shows recent sessions)",
                id="search-box-clear"),
    ]

    @dataclass
    class Leave(Message):
        """The user pressed down: the browser moves focus to the results."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(placeholder="Search past sessions: / or any letter, then a few words (enter read \u00b7 "
                                     "esc leaves the box)", id=id, classes="session-search-box",
                         select_on_focus=False)

    def action_leave(self) -> None:
        """Ask the browser to focus the results."""
        self.post_message(self.Leave())

    def action_leave_box(self) -> None:
        """Back to the results, the query kept (esc: the footer shows it apart from down)."""
        self.post_message(self.Leave())

    def action_clear(self) -> None:
        """Empty the box (the browser then shows recent sessions)."""
        self.value = ""
