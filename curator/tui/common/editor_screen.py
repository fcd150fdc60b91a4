"""EditorScreen: the base of every dialog with an EntryText: nothing typed is lost, esc asks before dropping edits."""

from __future__ import annotations

from typing import TypeVar

from textual import events
from textual.binding import Binding
from textual.screen import ModalScreen

from curator.tui.common.entry_text import EntryText

R = TypeVar("R")


class EditorScreen(ModalScreen[R]):
    """Keys typed before the text box has focus (right after ``e``/``a``) go into it; closing with edits asks."""

    def on_key(self, event: events.Key) -> None:
        """A printable key that reached the dialog itself (nothing focused yet) belongs in the text box."""
        if self.focused is None and self.take_typed(event):
            event.stop()
            event.prevent_default()

    def take_typed(self, event: events.Key) -> bool:
        """Put a printable key no binding of this dialog takes at the end of the text box; True if it did.

        The app calls it too for keys typed right after the key that opened the dialog: Textual had already
        sent those to the widget focused on the screen below, so they reach the app after this dialog is up."""
        own = {key.strip() for b in self.BINDINGS if isinstance(b, Binding) for key in b.key.split(",")}
        if not event.is_printable or not event.character or event.key in own:
            return False
        boxes = self.query(EntryText)
        if not boxes:
            return False
        box = boxes.first()
        box.insert(event.character, box.document.end)
        box.move_cursor(box.document.end)
        box.focus()
        return True

    def close_asking(self) -> None:
        """Close without saving; when the text was edited, ask first (the edit is kept on "no")."""
        boxes = self.query(EntryText)
        if not boxes or not boxes.first().edited:
            self.dismiss(None)
            return
        from curator.tui.common.confirm_modal import ConfirmModal

        def answered(discard: bool | None) -> None:
            if discard:
                self.dismiss(None)
            else:
                self.query_one(EntryText).focus()

        self.app.push_screen(ConfirmModal("Discard your changes?", "You edited the text in this dialog. Closing "
                                          "now drops the edit; nothing was saved.", "Discard"), answered)
