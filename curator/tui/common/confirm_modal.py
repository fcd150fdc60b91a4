"""ConfirmModal: a yes/no question with the details of what will happen."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static


class ConfirmModal(ModalScreen[bool]):
    """Dismisses with True when confirmed, False otherwise."""

    BINDINGS = [
        Binding("y", "confirm", "Yes", tooltip="Do it", id="confirm-yes"),
        Binding("n,escape", "cancel", "No", tooltip="Leave everything as it is", id="confirm-no"),
    ]

    def __init__(self, title: str, body: str, confirm_label: str = "Yes") -> None:
        super().__init__(classes="confirm-modal")
        self.title_text = title
        self.body = body
        self.confirm_label = confirm_label

    def compose(self) -> ComposeResult:
        """Title, body and the two buttons."""
        with Vertical(id="confirm-dialog", classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            with VerticalScroll(id="confirm-body-scroll"):
                yield Static(self.body, markup=False, id="confirm-body")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self.confirm_label} (y)", id="confirm-yes", variant="error")
                yield Button("Cancel (n)", id="confirm-no")

    def on_mount(self) -> None:
        """Focus Cancel so a stray enter does nothing harmful."""
        self.query_one("#confirm-no", Button).focus()

    @on(Button.Pressed, "#confirm-yes")
    def action_confirm(self) -> None:
        """Confirm."""
        self.dismiss(True)

    @on(Button.Pressed, "#confirm-no")
    def action_cancel(self) -> None:
        """Cancel."""
        self.dismiss(False)
