"""What the three text-editing modals share: focus the text at its end, live facts, the stripped text."""

from __future__ import annotations

from textual.widgets import TextArea


class LiveTextModalMixin:
    """Mixed into a ModalScreen holding one TextArea and defining ``_update_live()``."""

    def on_mount(self) -> None:
        """Focus the text with the cursor at the end and show the live facts."""
        area = self.query_one(TextArea)  # type: ignore[attr-defined]
        area.focus()
        area.move_cursor(area.document.end)
        self._update_live()  # type: ignore[attr-defined]

    @property
    def text(self) -> str:
        """The text as it would be stored (stripped)."""
        return self.query_one(TextArea).text.strip()  # type: ignore[attr-defined]
