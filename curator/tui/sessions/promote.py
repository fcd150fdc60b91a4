"""PromoteModal: "remember this" — the entry editor pre-filled with a message, for MEMORY.md or USER.md."""

from __future__ import annotations

from typing import Any

from dataclasses import dataclass

from textual import on, work
from textual.binding import Binding
from textual.message import Message
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Label, TextArea

from curator.core.errors import CuratorError, ScannerBlockedError
from curator.core.home.resolve import HermesHome
from curator.core.memory.format import STORE_FILES
from curator.core.sessions.model import Message as SessionMessage
from curator.core.workspace import Workspace
from curator.core.memory.ops import Op
from curator.core.pending import NEAR_DUPLICATE_THRESHOLD, similarity, stage
from curator.core.memory.store import check_scanner
from curator.tui.memory.entry_editor import EntryEditorModal
from curator.core.memory.snapshot import MemorySnapshot
from curator.core.memory.actions import WriteOutcome, WriteRequest
from curator.tui.host import host

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

    @dataclass
    class Staged(Message):
        """The stage worker finished: a pending write id, or the refusal."""

        staged_id: str | None
        error: Exception | None

    def __init__(self, snapshot: MemorySnapshot, text: str, origin: PromoteOrigin, *, home: HermesHome,
                 approval: bool, target: str = "memory") -> None:
        super().__init__(target, snapshot.stores[target], None)
        self.add_class("promote-modal")
        self.memory_snapshot = snapshot
        self.initial_text = text.strip()
        """The message text the box opens with."""
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
        """Add the target choice (the editor's own on_mount then shows the live facts)."""
        dialog = self.query_one("#editor-dialog")
        targets = Horizontal(Button(self._target_label("memory"), id="promote-memory", compact=True),
                             Button(self._target_label("user"), id="promote-user", compact=True),
                             Label("ctrl+t switches", classes="promote-hint"), id="promote-targets")
        dialog.mount(targets, after="#editor-title")
        mode = Label(self._mode_text(), id="promote-mode", markup=False)
        dialog.mount(mode, after=targets)
        dialog.mount(Label("", id="promote-similar", markup=False), after="#editor-findings")
        self.call_after_refresh(self._paint_targets)
        self.call_after_refresh(self._show_similar)

    def _target_label(self, store: str) -> str:
        mark = "\u25cf" if store == self.store else "\u25cb"
        what = "the agent's notes" if store == "memory" else "who the user is"
        return f"{mark} {STORE_FILES[store]} \u2014 {what}"

    def _paint_targets(self) -> None:
        for store in ("memory", "user"):
            button = self.query_one(f"#promote-{store}", Button)
            button.label = self._target_label(store)
            button.set_class(store == self.store, "-chosen")

    @on(TextArea.Changed)
    def _show_similar(self) -> None:
        """Point at an entry of the target file that already says much the same (no colour-only cue)."""
        labels = self.query("#promote-similar")
        if not labels:
            return
        text = self.text
        best, score = None, 0.0
        for entry in self._current_entries() if text else ():
            value = similarity(text, entry)
            if value > score:
                best, score = entry, value
        label = labels.first(Label)
        if best is not None and score >= NEAR_DUPLICATE_THRESHOLD:
            short = best if len(best) <= 100 else best[:99] + "\u2026"
            label.update(f"\u26a0 {self.file_name} already has a similar entry ({score:.0%} of words shared): {short}")
            label.add_class("-shown")
        else:
            label.update("")
            label.remove_class("-shown")

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
        live = host(self).memory_snapshot or self.memory_snapshot
        snapshot = live.stores.get(store) or self.memory_snapshot.stores[store]
        self.store = store
        self.snapshot = snapshot
        self.base = tuple(snapshot.entries)
        self.query_one("#editor-title", Label).update(self._title())
        self.query_one("#promote-mode", Label).update(self._mode_text())
        self._paint_targets()
        self._update_live()
        self._show_similar()

    # ----- saving ------------------------------------------------------------------------------------------
    def _default_op(self, text: str) -> Op:
        """A promoted message is always a new entry."""
        return Op("add", content=text)

    def _send(self, op: Op) -> None:
        """Stage a pending write when write_approval is on, else write directly through the app's worker."""
        text = op.content
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
        host(self).run_write(request, reply_to=self)

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
        host(self).refresh_pending()
        self.dismiss(self.text)

    @property
    def file_label(self) -> str:
        """The target file's name."""
        return STORE_FILES[self.store]


def open_promote(node: Widget, snapshot: MemorySnapshot | None, message: SessionMessage, text: str, partial: bool,
                 ws: Workspace) -> None:
    """Open :class:`PromoteModal` on ``text`` (from ``message``; ``partial`` when only part of it was selected)
    and say how it was saved (written, or staged when write_approval is on)."""
    if snapshot is None:
        node.notify("The memory files are not read yet; try again in a moment.", severity="warning")
        return
    modal = PromoteModal(snapshot, text, PromoteOrigin(message.session_id, message.id, partial),
                         home=ws.home, approval=ws.config.write_approval)

    def saved(result: str | None) -> None:
        if result is None:
            return
        name = STORE_FILES[modal.store]
        if modal.staged_id:
            node.notify(f"Staged as pending write {modal.staged_id} for {name} (write_approval is on): approve "
                        "it in the Pending view (2).", title="Remembered \u2014 pending", markup=False)
        else:
            node.notify(f"Written directly to {name} (write_approval is off).", title="Remembered", markup=False)

    node.app.push_screen(modal, saved)


async def promote_selection(node: Widget, pane: Any, results: Any, backend: Any, ws: Workspace) -> None:
    """The conversation's cursor message (or the text selected in it), else the highlighted search hit."""
    from curator.core.sessions.model import SearchHit, SessionSummary
    from curator.tui.host import host

    message, text, partial = None, None, False
    if node.app.focused is not results and pane.current is not None:
        message = pane.current
        selected = pane.selected_text()
        text, partial = (selected, True) if selected else (message.content, False)
    else:
        item = results.selected_item
        if isinstance(item, SearchHit):
            message = await backend.call(backend.message, item.message_id)
            text = message.content if message is not None else None
        elif isinstance(item, SessionSummary) and pane.current is not None:
            message, text = pane.current, pane.current.content
    if message is None or not (text or "").strip():
        node.notify("Select a message with text first (open a result, then move to a message).",
                    title="Remember this", severity="warning", markup=False)
        return
    open_promote(node, host(node).memory_snapshot, message, text or "", partial, ws)
