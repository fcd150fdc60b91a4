"""ConflictModal: the entry changed on disk while it was being edited; show both versions and let the user pick."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

CHOICES = ("mine", "theirs", "both", "back")
"""Dismiss values: keep my text, keep the disk's, keep both as two entries, go back to editing."""


class ConflictModal(ModalScreen[str]):
    """Your version next to the version on disk now (or a note that it was removed)."""

    BINDINGS = [
        Binding("m", "choose('mine')", "Keep mine", tooltip="Save your text over the version on disk",
                id="conflict-mine"),
        Binding("t", "choose('theirs')", "Keep theirs", tooltip="Discard your edit and keep the disk's version",
                id="conflict-theirs"),
        Binding("b", "choose('both')", "Keep both", tooltip="Keep the disk's version and add yours as a new entry",
                id="conflict-both"),
        Binding("escape", "choose('back')", "Back", tooltip="Go back to editing", id="conflict-back"),
    ]

    def __init__(self, file_name: str, mine: str, original: str, theirs: str | None) -> None:
        super().__init__(classes="conflict-modal")
        self.file_name = file_name
        self.mine = mine
        self.original = original
        self.theirs = theirs

    def compose(self) -> ComposeResult:
        """Both versions side by side and the choices."""
        removed = self.theirs is None
        with Vertical(id="conflict-dialog", classes="dialog"):
            yield Label(f"\u26a0 {self.file_name} changed on disk while you were editing", classes="dialog-title")
            yield Static(
                "The entry you opened was removed by someone else (the agent or another program)."
                if removed else
                "Someone else (the agent or another program) changed this entry. Nothing was overwritten.",
                id="conflict-explain")
            with Horizontal(id="conflict-versions"):
                with Vertical(classes="conflict-side", id="conflict-mine-side"):
                    yield Label("\u270e Your version", classes="conflict-heading")
                    with VerticalScroll():
                        yield Static(self.mine, markup=False, id="conflict-mine-text")
                with Vertical(classes="conflict-side", id="conflict-theirs-side"):
                    yield Label("\u2691 On disk now", classes="conflict-heading")
                    with VerticalScroll():
                        yield Static("(removed)" if removed else self.theirs or "", markup=False,
                                     id="conflict-theirs-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Add mine as new (m)" if removed else "Keep mine (m)", id="choose-mine",
                             variant="primary")
                yield Button("Discard mine (t)" if removed else "Keep theirs (t)", id="choose-theirs")
                if not removed:
                    yield Button("Keep both (b)", id="choose-both")
                yield Button("Back to editing (esc)", id="choose-back")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """"Keep both" only makes sense when the entry still exists."""
        if action == "choose" and parameters and parameters[0] == "both":
            return self.theirs is not None
        return True

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        choice = (event.button.id or "").removeprefix("choose-")
        if choice in CHOICES:
            self.dismiss(choice)

    def action_choose(self, choice: str) -> None:
        """Dismiss with one of :data:`CHOICES`."""
        self.dismiss(choice)
