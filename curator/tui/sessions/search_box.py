"""SearchBox: the session browser's query input (search as you type; down leaves it, escape clears it)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class SearchBox(Input):
    """An Input whose down key hands focus to the results and whose escape clears the query."""

    BINDINGS = [
        Binding("down", "leave", "Results", show=False, tooltip="Move to the result list", id="search-box-down"),
        Binding("escape", "clear", "Clear", show=False, tooltip="Clear the query (shows recent sessions)",
                id="search-box-clear"),
    ]

    @dataclass
    class Leave(Message):
        """The user pressed down: the browser moves focus to the results."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(placeholder="Search past sessions: type a few words (\u2193 results \u00b7 enter read "
                                     "\u00b7 esc clear)", id=id, classes="session-search-box")

    def action_leave(self) -> None:
        """Ask the browser to focus the results."""
        self.post_message(self.Leave())

    def action_clear(self) -> None:
        """Empty the box (the browser then shows recent sessions)."""
        if self.value:
            self.value = ""
        else:
            self.post_message(self.Leave())
