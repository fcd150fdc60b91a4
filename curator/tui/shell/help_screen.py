"""HelpScreen: every key of the app, built from the same BINDINGS the footer and palette use."""

from __future__ import annotations

from typing import Iterable, Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from curator.tui.common.keys import grammar_table

HelpSection = tuple[str, Sequence[Binding | tuple]]


def _bindings(items: Iterable[Binding | tuple]) -> list[Binding]:
    return [b if isinstance(b, Binding) else Binding(*b) for b in items]


class HelpScreen(ModalScreen[None]):
    """A table of keys per area; sections come from :meth:`CuratorApp.help_sections`."""

    BINDINGS = [
        Binding("escape,question_mark,q", "close", "Close", tooltip="Close the help", id="help-close"),
    ]

    def __init__(self, sections: Sequence[HelpSection]) -> None:
        super().__init__(classes="help-screen")
        self.sections = sections
        self.rows: list[tuple[str, str, str, str]] = []
        """(section, keys, action, what it does) for every row shown."""

    def compose(self) -> ComposeResult:
        """One table per section."""
        self.rows = []
        with Vertical(id="help-dialog", classes="dialog"):
            yield Label("Keys \u2014 hermes-curator", classes="dialog-title")
            with VerticalScroll(id="help-body"):
                yield Static(grammar_table(self._key_display), id="help-grammar", classes="help-section")
                for title, bindings in self.sections:
                    yield Static(self._table(title, _bindings(bindings)), classes="help-section")
            yield Label("Every action is also in the command palette (ctrl+p). esc closes this help.",
                        id="help-footer")

    def _key_display(self, key: str) -> str:
        return self.app.get_key_display(Binding(key.strip(), "help"))

    def _table(self, title: str, bindings: list[Binding]) -> Table:
        table = Table(title=title, title_justify="left", show_header=False, expand=True, box=None, padding=(0, 1))
        table.add_column("key", width=16, no_wrap=True)
        table.add_column("action", width=18, no_wrap=True)
        table.add_column("what it does", ratio=1)
        seen: set[tuple[str, str]] = set()
        for binding in bindings:
            if not binding.description or (binding.key, binding.action) in seen:
                continue
            seen.add((binding.key, binding.action))
            keys = " / ".join(self.app.get_key_display(Binding(k.strip(), binding.action))
                              for k in binding.key.split(","))
            self.rows.append((title, keys, binding.description, binding.tooltip))
            table.add_row(Text(keys, style="bold"), binding.description, binding.tooltip)
        return table

    def action_close(self) -> None:
        """Close the help."""
        self.dismiss(None)
