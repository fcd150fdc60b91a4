"""ProfileModal: pick another profile of the same Hermes root."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from curator.core.home.resolve import ProfileInfo


class ProfileModal(ModalScreen[str | None]):
    """Dismisses with the chosen profile's name, or None."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", tooltip="Keep the current profile", id="profile-cancel")]

    def __init__(self, profiles: list[ProfileInfo], current: str) -> None:
        super().__init__(classes="profile-modal")
        self.profiles = profiles
        self.current = current

    def compose(self) -> ComposeResult:
        """The list of profiles; the open one is marked."""
        options = []
        for p in self.profiles:
            marks = []
            if p.name == self.current:
                marks.append("open now")
            if p.active:
                marks.append("Hermes's sticky profile")
            suffix = f"  ({', '.join(marks)})" if marks else ""
            glyph = "\u25cf" if p.name == self.current else "\u25cb"
            options.append(Option(f"{glyph} {p.name}{suffix}", id=p.name))
        with Vertical(id="profile-dialog", classes="dialog"):
            yield Label("Switch profile", classes="dialog-title")
            yield OptionList(*options, id="profile-list")

    def on_mount(self) -> None:
        """Highlight the current profile."""
        names = [p.name for p in self.profiles]
        option_list = self.query_one(OptionList)
        if self.current in names:
            option_list.highlighted = names.index(self.current)
        option_list.focus()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        """Keep the current profile."""
        self.dismiss(None)
