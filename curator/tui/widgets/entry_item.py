"""EntryItem: one memory entry in a list, wrapped, with its char count and a findings marker."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widgets import Label, ListItem, Static

from curator.tui.scanning import finding_id


class EntryItem(ListItem):
    """Shows an entry's text and a meta line; the class ``-flagged`` marks scanner findings."""

    def __init__(self, text: str, number: int, findings: tuple[Any, ...] = ()) -> None:
        super().__init__(classes="entry-item")
        self.text = text
        self.number = number
        self.findings = findings

    def compose(self) -> ComposeResult:
        """Entry text (wrapped, no markup) and the meta line."""
        yield Static(self.text, markup=False, classes="entry-text")
        yield Label(self._meta(), markup=False, classes="entry-meta")

    def on_mount(self) -> None:
        """Apply the flag class."""
        self.set_class(bool(self.findings), "-flagged")

    def _meta(self) -> str:
        count = f"#{self.number} \u00b7 {len(self.text):,} chars"
        if not self.findings:
            return count
        ids = ", ".join(dict.fromkeys(finding_id(f) for f in self.findings))
        return f"{count} \u00b7 \u26a0 flagged: {ids}"

    def set_entry(self, text: str, number: int, findings: tuple[Any, ...]) -> None:
        """Show another entry in this item (used to update the list in place)."""
        if (text, number, findings) == (self.text, self.number, self.findings):
            return
        self.text, self.number, self.findings = text, number, findings
        self.set_class(bool(findings), "-flagged")
        if self.is_mounted:
            self.query_one(".entry-text", Static).update(text)
            self.query_one(".entry-meta", Label).update(self._meta())
