"""MergedTextModal: edit a consolidation group's merged text with a live char count, gauge after and checks."""

from __future__ import annotations

from typing import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from curator.tui.common.editor_screen import EditorScreen
from textual.widgets import Button, Label, Static, TextArea

from curator.tui.common.entry_text import EntryText

Measure = Callable[[str], list[str]]
"""Given the text being edited, lines describing its effect (gauge after, facts no longer stated...)."""


class MergedTextModal(EditorScreen[str | None]):
    """Dismisses with the edited text (stripped), or None when cancelled."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Use text", tooltip="Use this text for the group (nothing is written until you "
                "apply)", id="merged-save"),
        Binding("ctrl+r", "reset", "Suggested", tooltip="Put the suggested merged text back", id="merged-reset"),
        Binding("escape", "cancel", "Cancel", tooltip="Close without changing the merged text", id="merged-cancel"),
    ]

    def __init__(self, title: str, text: str, suggested: str, measure: Measure) -> None:
        super().__init__(classes="merged-modal")
        self.title_text = title
        self.initial = text
        self.suggested = suggested
        self.measure = measure

    def compose(self) -> ComposeResult:
        """Title, text area, live count and effects, buttons."""
        with Vertical(id="merged-dialog", classes="dialog"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            yield EntryText(self.initial, id="merged-text")
            yield Label("", id="merged-count", markup=False)
            yield Static("", id="merged-effects", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Use text (ctrl+s)", id="merged-save", variant="primary")
                yield Button("Suggested (ctrl+r)", id="merged-reset")
                yield Button("Cancel (esc)", id="merged-cancel")

    def on_mount(self) -> None:
        """Show the live facts of the text it opens with."""
        self._update_live()

    @property
    def text(self) -> str:
        """The text as it would be stored (stripped)."""
        return self.query_one(EntryText).entry

    @on(TextArea.Changed)
    def _update_live(self) -> None:
        text = self.text
        notes = [f"{len(text):,} chars"]
        if text == self.suggested:
            notes.append("the suggested text")
        else:
            notes.append(f"suggested: {len(self.suggested):,} chars")
        if not text:
            notes.append("\u2716 empty: a merged text cannot be empty")
        self.query_one("#merged-count", Label).update(" \u00b7 ".join(notes))
        effects = self.measure(text) if text else []
        box = self.query_one("#merged-effects", Static)
        box.set_class(any(line.startswith(("\u26a0", "\u2716")) for line in effects), "-warn")
        box.update("\n".join(effects))

    @on(Button.Pressed, "#merged-save")
    def action_save(self) -> None:
        """Use the text (refused while empty)."""
        if not self.text:
            self.notify("The merged text is empty: type the text that should stay, or press esc.",
                        severity="warning")
            return
        self.dismiss(self.text)

    @on(Button.Pressed, "#merged-reset")
    def action_reset(self) -> None:
        """Back to the suggested merged text."""
        self.query_one(EntryText).load_text(self.suggested)

    @on(Button.Pressed, "#merged-cancel")
    def action_cancel(self) -> None:
        """Close without changes (asks first when the text was changed)."""
        self.close_asking()
