"""EntryText: the text box of every editor dialog (entry, merged text, pending edit, promote)."""

from __future__ import annotations

from textual.widgets import TextArea


class EntryText(TextArea):
    """A soft-wrapped text box that takes focus with the cursor at the end and knows its entry text."""

    def __init__(self, text: str = "", *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(text, id=id, soft_wrap=True, show_line_numbers=False, tab_behavior="focus")
        self.initial = text
        """The text the dialog opened with (to tell whether anything was edited)."""

    def on_mount(self) -> None:
        """Focus with the cursor at the end, ready to type."""
        self.focus()
        self.move_cursor(self.document.end)

    @property
    def entry(self) -> str:
        """The text as it would be stored (stripped)."""
        return self.text.strip()

    @property
    def edited(self) -> bool:
        """True when the text differs from the one the dialog opened with (ignoring outer white space)."""
        return self.entry != self.initial.strip()
