"""PromoteModal: "remember this" — the entry editor pre-filled with a message, for MEMORY.md or USER.md."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.binding import Binding
from textual.message import Message
from textual.containers import Horizontal
from textual.widgets import Button, Label, TextArea

from curator.core.errors import CuratorError, ScannerBlockedError
from curator.core.home import HermesHome
from curator.core.memory import STORE_FILES
from curator.core.ops import Op
from curator.core.pending import stage
from curator.core.store import check_scanner
from curator.tui.screens.entry_editor import EntryEditorModal
from curator.tui.snapshot import MemorySnapshot
from curator.tui.writes import WriteOutcome, WriteRequest

PROMOTE_OPERATION = "promote"
"""The journal's operation name for an entry remembered from a session."""


@dataclass(frozen=True)
class PromoteOrigin:
    """Where the text came from (journalled as the write's reason)."""

    session_id: str
    message_id: int
    partial: bool = False

    @property
    def reason(self) -> str:
        """``remembered from session <id>, message #<n>`` (``part of`` when a selection was used)."""
        part = "part of " if self.partial else ""
        return f"remembered from {part}session {self.session_id}, message #{self.message_id}"


class PromoteModal(EntryEditorModal):
    """Dismisses with the saved text (or None). Saves directly through the write path, or, when
    ``memory.write_approval`` is on, stages a pending write (``staged_id`` then holds its id).

    Reuses the entry editor: live char count, the gauge after saving and scanner findings.
    """

    BINDINGS = [
        *EntryEditorModal.BINDINGS,
        Binding("ctrl+t", "toggle_target", "MEMORY.md / USER.md", tooltip="Save into the other file: MEMORY.md "
                "(the agent's notes) or USER.md (who the user is)", id="promote-target"),
    ]

    class Staged(Message):
        """The stage worker finished: a pending write id, or the refusal."""

        def __init__(self, staged_id: str | None, error: Exception | None) -> None:
            super().__init__()
            self.staged_id = staged_id
            self.error = error

    def __init__(self, snapshot: MemorySnapshot, text: str, origin: PromoteOrigin, *, home: HermesHome,
                 approval: bool, target: str = "memory") -> None:
        super().__init__(target, snapshot.stores[target], None)
        self.add_class("promote-modal")
        self.memory_snapshot = snapshot
        self.initial_text = text.strip()
        self.origin = origin
        self.home = home
        self.approval = approval
        self.staged_id: str | None = None
        """Id of the pending write when the text was staged instead of written."""

    def _title(self) -> str:
        return f"Remember this in {self.file_name}"

    def _mode_text(self) -> str:
        source = f"From {'part of ' if self.origin.partial else ''}message #{self.origin.message_id} of session " \
                 f"{self.origin.session_id}.\n"
        if self.approval:
            return (source + f"write_approval is on: saving stages a pending write for {self.file_name}; approve "
                    "it in the Pending view (2).")
        return source + f"write_approval is off: saving writes {self.file_name} directly (undo with u)."

    def on_mount(self) -> None:
        """Pre-fill the text and add the target choice (the editor's own on_mount then runs)."""
        self.query_one(TextArea).load_text(self.initial_text)
        dialog = self.query_one("#editor-dialog")
        targets = Horizontal(Button(self._target_label("memory"), id="promote-memory", compact=True),
                             Button(self._target_label("user"), id="promote-user", compact=True),
                             Label("ctrl+t switches", classes="promote-hint"), id="promote-targets")
        dialog.mount(targets, after="#editor-title")
        dialog.mount(Label(self._mode_text(), id="promote-mode", markup=False), after=targets)
        self.call_after_refresh(self._paint_targets)

    def _target_label(self, store: str) -> str:
        mark = "\u25cf" if store == self.store else "\u25cb"
        what = "the agent's notes" if store == "memory" else "who the user is"
        return f"{mark} {STORE_FILES[store]} \u2014 {what}"

    def _paint_targets(self) -> None:
        for store in ("memory", "user"):
            button = self.query_one(f"#promote-{store}", Button)
            button.label = self._target_label(store)
            button.set_class(store == self.store, "-chosen")

    # ----- target ------------------------------------------------------------------------------------------
    def action_toggle_target(self) -> None:
        """Switch between MEMORY.md and USER.md."""
        self.retarget("user" if self.store == "memory" else "memory")

    @on(Button.Pressed, "#promote-memory, #promote-user")
    def _target_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.retarget("user" if event.button.id == "promote-user" else "memory")

    def retarget(self, store: str) -> None:
        """Aim the entry at another store: title, mode line, gauge and findings follow."""
        live = getattr(self.app, "memory_snapshot", None) or self.memory_snapshot
        snapshot = live.stores.get(store) or self.memory_snapshot.stores[store]
        self.store = store
        self.snapshot = snapshot
        self.base = tuple(snapshot.entries)
        self.query_one("#editor-title", Label).update(self._title())
        self.query_one("#promote-mode", Label).update(self._mode_text())
        self._paint_targets()
        self._update_live()

    # ----- saving ------------------------------------------------------------------------------------------
    def _submit(self, op: Op | None = None) -> None:
        if self._saving:
            return
        text = self.text
        if not text:
            self._show_refusal("The entry is empty: type some text, or press esc to cancel.", shorten="Keep editing")
            return
        op = Op("add", content=text)
        if self.approval:
            try:
                check_scanner([op])
            except ScannerBlockedError as exc:
                self._explain(WriteOutcome(None, error=exc))
                return
            self._saving = True
            self._stage(text)
            return
        self._saving = True
        request = WriteRequest(self.store, (op,), PROMOTE_OPERATION, reason=self.origin.reason, base=self.base,
                               tag="promote")
        self.app.run_write(request, reply_to=self)

    @work(thread=True, exclusive=True, group="promote-stage", exit_on_error=False, name="pending stager")
    def _stage(self, text: str) -> None:
        try:
            record = stage(self.home, "add", self.store, content=text, origin="foreground")
        except (CuratorError, OSError) as exc:
            self.post_message(self.Staged(None, exc))
        else:
            self.post_message(self.Staged(record.id, None))

    def on_promote_modal_staged(self, message: Staged) -> None:
        """Close with the text once staged; otherwise say why not."""
        self._saving = False
        if message.error is not None:
            self._show_refusal(f"\u2716 Could not stage the write: {message.error}", shorten="Keep editing")
            return
        self.staged_id = message.staged_id
        refresh = getattr(self.app, "refresh_pending", None)
        if callable(refresh):
            refresh()
        self.dismiss(self.text)

    @property
    def file_label(self) -> str:
        """The target file's name."""
        return STORE_FILES[self.store]
