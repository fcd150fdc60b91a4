"""PendingEditModal: edit the text of a pending add/replace, re-scanned and re-measured as you type, then approve."""

from __future__ import annotations

import dataclasses
from typing import Mapping

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from curator.tui.common.editor_screen import EditorScreen
from textual.widgets import Button, Label, Static, TextArea

from curator.core.errors import CuratorError
from curator.core.memory.format import STORE_FILES
from curator.core.pending import PendingWrite, Preview, edited_ops, preview
from curator.core.memory.store import StoreState
from curator.tui.messages import ConsolidationRequested
from curator.tui.common.entry_text import EntryText
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.tui.pending.detail import gauge_change
from curator.core.humanize import clip


class PendingEditModal(EditorScreen[str | None]):
    """Dismisses with the edited text to approve, or None when cancelled.

    Every keystroke replays the edited write against ``states`` with the core preview: the char count,
    the gauge after approving, scanner findings and any refusal update live. Approving a text the
    preview already refuses is not offered (the reason is shown instead).
    """

    BINDINGS = [
        Binding("ctrl+s", "approve", "Approve edited", tooltip="Approve the write with this text (replayed through "
                "the write path: claim, scan, lock, re-read, limits, journal)", id="pending-edit-approve"),
        Binding("escape", "cancel", "Cancel", tooltip="Close; the write stays in the queue unchanged",
                id="pending-edit-cancel"),
    ]

    def __init__(self, write: PendingWrite, op_index: int, states: Mapping[str, StoreState],
                 text: str | None = None) -> None:
        super().__init__(classes="editor-modal pending-edit-modal")
        self.write = write
        self.op_index = op_index
        self.states = states
        self.initial = text if text is not None else write.ops[op_index].content
        self.live: Preview | None = None
        """The preview of the write with the current text (None while the text cannot be an entry)."""
        self.problem: str | None = None

    def compose(self) -> ComposeResult:
        """What is edited, the text, live facts and the buttons."""
        op = self.write.ops[self.op_index]
        store = STORE_FILES.get(self.write.target, self.write.target)
        where = f" (operation {self.op_index + 1} of {len(self.write.ops)})" if self.write.is_batch else ""
        with Vertical(id="pending-edit-dialog", classes="dialog"):
            yield Label(f"Edit, then approve {self.write.id}: {op.action} in {store}{where}", classes="dialog-title")
            if op.action == "replace":
                aimed = op.matched_entry if op.matched_entry is not None else op.old_text
                yield Static(f"replaces: \u2018{clip(aimed, 100)}\u2019", id="pending-edit-aim", markup=False)
            yield EntryText(self.initial, id="pending-edit-text")
            yield Label("", id="pending-edit-count", markup=False)
            yield CapacityGauge(0, 1, prefix="after approving: ", id="pending-edit-gauge")
            yield Static("", id="pending-edit-findings", markup=False)
            yield Static("", id="pending-edit-verdict", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Open consolidation", id="pending-edit-consolidate", classes="-hidden")
                yield Button("Approve (ctrl+s)", id="pending-edit-approve", variant="primary")
                yield Button("Cancel (esc)", id="pending-edit-cancel")

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
        self.problem = None
        self.live = None
        try:
            ops = edited_ops(self.write, text, self.op_index)
        except CuratorError as exc:
            self.problem = exc.message
        else:
            self.live = preview(dataclasses.replace(self.write, ops=ops), self.states)
        notes = [f"{len(text):,} chars"]
        if text != self.write.ops[self.op_index].content:
            notes.append("edited")
        self.query_one("#pending-edit-count", Label).update(" \u00b7 ".join(notes))
        gauge = self.query_one(CapacityGauge)
        live = self.live
        if live is not None:
            gauge.set_numbers(live.prompt().chars, live.limit)
        findings = live.findings if live is not None else ()
        box = self.query_one("#pending-edit-findings", Static)
        box.set_class(bool(findings), "-flagged")
        lines = ["\u26a0 Hermes would refuse this text:"] if findings else []
        for f in findings:
            quoted = f" \u201c{clip(f.excerpt, 50)}\u201d" if f.excerpt.strip() else ""
            lines.append(f"  \u2022 {f.id}{quoted} \u2014 {f.reason}")
        box.update("\n".join(lines))
        self._show_verdict()

    def _show_verdict(self) -> None:
        verdict = self.query_one("#pending-edit-verdict", Static)
        live, reason = self.live, None
        if live is None:
            text, reason = f"\u2716 {self.problem}", "empty"
        elif live.refusal is not None:
            reason = live.refusal[0]
            text = f"\u2716 Approving would be refused ({reason}): {live.refusal[1]}"
            if reason == "over_limit":
                text += " Shorten the text, or open consolidation to make room."
        else:
            text = f"\u2713 Would apply: {gauge_change(live)}"
            warnings = [f"{b.label}: {b.message}" for b in live.badges if b.severity == "warn"]
            if warnings:
                text += "\n" + "\n".join(warnings)
        verdict.update(text)
        verdict.set_class(reason is not None, "-refused")
        self.query_one("#pending-edit-approve", Button).disabled = reason is not None
        self.query_one("#pending-edit-consolidate", Button).set_class(reason != "over_limit", "-hidden")

    @on(Button.Pressed, "#pending-edit-approve")
    def action_approve(self) -> None:
        """Dismiss with the text when the preview says it would apply; otherwise point at the reason."""
        if self.live is None or self.live.refusal is not None:
            self.app.bell()
            self.query_one("#pending-edit-verdict").add_class("-attention")
            return
        self.dismiss(self.text)

    @on(Button.Pressed, "#pending-edit-cancel")
    def action_cancel(self) -> None:
        """Close without approving (asks first when the text was changed)."""
        self.close_asking()

    @on(Button.Pressed, "#pending-edit-consolidate")
    def _consolidate(self) -> None:
        self.dismiss(None)
        self.app.post_message(ConsolidationRequested(self.write.target, f"pending write {self.write.id} did not fit"))
