"""EntryEditorModal: add or edit one entry with a live char count, the gauge after saving and live findings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static, TextArea
from textual.worker import get_current_worker

from curator.core.memory.format import STORE_FILES, size_of
from curator.core.memory.ops import Op
from curator.tui.messages import ConsolidationRequested, LockWaiting, WriteFinished
from curator.core.humanize import clip
from curator.core.scanner.entries import describe_finding, judgement, looks_benign, scan_text
from curator.tui.common.entry_text import EntryText
from curator.core.memory.snapshot import StoreSnapshot
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.tui.common.editor_screen import EditorScreen
from curator.core.memory.actions import WriteOutcome, WriteRequest
from curator.tui.host import host

if TYPE_CHECKING:
    from curator.core.files import LockWait


class EntryEditorModal(EditorScreen[str | None]):
    """Dismisses with the saved text, or None when cancelled. ``original`` None means a new entry."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save", tooltip="Save through Hermes's write path (lock, re-read, limits, "
                "scanner, journal)", id="editor-save"),
        Binding("escape", "cancel", "Cancel", tooltip="Close without saving (asks first when you changed the text)",
                id="editor-cancel"),
    ]

    def __init__(self, store: str, snapshot: StoreSnapshot, original: str | None) -> None:
        super().__init__(classes="editor-modal")
        self.store = store
        self.snapshot = snapshot
        self.original = original
        self.base = tuple(snapshot.entries)
        self.initial_text = original or ""
        """The text the box opens with."""
        self._saving = False
        self._wait: LockWait | None = None
        """The save in flight's lock wait (``cancel()`` gives up while Hermes holds the lock)."""
        self._keep_blocked: str | None = None
        """Text the user was warned only Hermes blocks; saving exactly it again keeps it."""

    @property
    def file_name(self) -> str:
        """``MEMORY.md`` or ``USER.md``."""
        return STORE_FILES[self.store]

    def _title(self) -> str:
        if self.original is None:
            return f"Add an entry to {self.file_name}"
        return f"Edit an entry of {self.file_name}"

    def compose(self) -> ComposeResult:
        """Text area, live facts, refusal panel (hidden) and buttons."""
        with Vertical(id="editor-dialog", classes="dialog"):
            yield Label(self._title(), id="editor-title", classes="dialog-title")
            yield EntryText(self.initial_text, id="editor-text")
            yield Label("", id="editor-count")
            yield CapacityGauge(self.snapshot.state.prompt.chars, self.snapshot.state.limit,
                                prefix="after saving: ", id="editor-gauge")   # as the pane's: the prompt header
            yield Label("", id="editor-gauge-note", markup=False)
            yield Static("", id="editor-findings", markup=False)
            yield Static("", id="editor-judgement", markup=False)
            yield Static("", id="editor-waiting", markup=False)
            with Vertical(id="editor-refusal"):
                yield Static("", id="refusal-message", markup=False)
                with Horizontal(classes="dialog-buttons"):
                    yield Button("Shorten the text", id="refusal-shorten")
                    yield Button("Open consolidation", id="refusal-consolidate")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save (ctrl+s)", id="editor-save", variant="primary")
                yield Button("Cancel (esc)", id="editor-cancel")

    def on_mount(self) -> None:
        """Show the live facts of the text it opens with."""
        self._update_live()

    @property
    def text(self) -> str:
        """The text as it would be stored (stripped)."""
        return self.query_one(EntryText).entry

    def _current_entries(self) -> list[str]:
        snapshot = host(self).memory_snapshot
        if snapshot is not None and self.store in snapshot.stores:
            return snapshot.stores[self.store].entries
        return list(self.base)

    def entries_after(self) -> list[str]:
        """The store's entries if the current text were saved now."""
        current, text = self._current_entries(), self.text
        if not text:
            return [e for e in current if e != self.original]
        if self.original is None:
            return current if text in current else [*current, text]
        out: list[str] = []
        for entry in current:
            new = text if entry == self.original else entry
            if new not in out:
                out.append(new)
        return out

    @on(TextArea.Changed)
    def _update_live(self) -> None:
        text = self.text
        after = self.entries_after()
        limit = self.snapshot.state.limit
        notes = [self._count_note(text, after)]
        if self.original is not None and self.original not in self._current_entries():
            notes.append("\u26a0 this entry changed on disk since you opened it")
        if not text:
            notes.append("empty: nothing to save")
        self.query_one("#editor-count", Label).update(" \u00b7 ".join(notes))
        prompt = self.snapshot.state.prompt_of(after)
        self.query_one(CapacityGauge).set_numbers(prompt.chars, limit)
        gauge_note = prompt.short_note(size_of(after))
        note_label = self.query_one("#editor-gauge-note", Label)
        note_label.update(f"\u21b3 {gauge_note}" if gauge_note else "")
        note_label.set_class(bool(gauge_note), "-shown")
        findings = scan_text(text) if text else ()
        box = self.query_one("#editor-findings", Static)
        box.set_class(bool(findings), "-flagged")
        if findings:
            lines = ["\u26a0 Hermes would refuse this text:"]
            for f in findings:
                note = " (looks harmless, but Hermes blocks it anyway: reword it)" if looks_benign(f) else ""
                lines.append(f"  \u2022 {describe_finding(f, text)}{note}")
            box.update("\n".join(lines))
        else:
            box.update("")
        self._judge(text)

    @work(thread=True, exclusive=True, group="editor-judgement", exit_on_error=False)
    def _judge(self, text: str) -> None:
        """The curator's judgement of ``text``, off the event loop (the first one loads the model)."""
        found = judgement(text) if text else ()
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show_judgement, text, found)

    def _show_judgement(self, text: str, found: tuple) -> None:
        """Show what the curator's judgement says of ``text`` (never blocking), unless the text has changed."""
        if not self.is_attached or text != self.text:
            return
        judged = [f for f in found if f.kind != "hygiene"]
        notes = [f for f in found if f.kind == "hygiene"]
        lines = []  # short: the dialog must keep its text box and buttons at 80x24 (the detail has the reasons)
        if judged:
            named = ", ".join(f"{f.id} ({f.category}, {f.confidence:.0%} sure)" for f in judged)
            lines.append(f"\u26a0 Curator's judgement (Hermes would accept it; saving is allowed): {named}")
        if notes:
            lines.append("Hygiene (never blocks): " + "; ".join(clip(f.reason, 80) for f in notes))
        box = self.query_one("#editor-judgement", Static)
        box.update("\n".join(lines))
        box.set_class(bool(lines), "-shown")

    def _count_note(self, text: str, after: list[str]) -> str:
        """The text's length and what it does to the file, in the numbers a refusal would quote: an add
        costs its length plus the 3-char delimiter joining it; an edit the difference from the old text."""
        count = f"{len(text):,} chars"
        if not text:
            return count
        grows = size_of(after) - size_of(self._current_entries())
        if self.original is not None:
            return f"{count} (was {len(self.original):,}; the file {grows:+,})"
        if self._current_entries() and grows > len(text):
            return f"{count} (+{grows:,} in the file with the \u00a7 delimiter)"
        return count

    def action_cancel(self) -> None:
        """Close without saving (asks first when the text was changed); during a save, give it up unless it
        is already past the file's lock."""
        if self._saving and self._wait is not None:
            self._wait.cancel()   # the outcome (cancelled, or saved if the lock was already taken) closes the editor
            self._show_waiting("Cancelling the save\u2026")
            return
        self.close_asking()   # asks first when the text was changed

    @on(Button.Pressed, "#editor-cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    def on_lock_waiting(self, message: LockWaiting) -> None:
        """The save waits for the file's lock: say whose file, that it lands when released, and that esc gives up."""
        if message.wait is self._wait and not message.wait.cancelled:
            self._show_waiting(f"\u23f3 Waiting for {message.lock}: another writer (most likely Hermes) holds it. "
                               f"The entry is saved as soon as it is released; esc gives up without saving.")

    def _show_waiting(self, text: str) -> None:
        box = self.query_one("#editor-waiting", Static)
        box.update(text)
        box.set_class(bool(text), "-shown")

    @on(Button.Pressed, "#editor-save")
    def action_save(self) -> None:
        """Save through the app's write worker; the outcome comes back as WriteFinished."""
        self._submit()

    def _submit(self, op: Op | None = None) -> None:
        if self._saving:
            return
        text = self.text
        if not text:
            self._show_refusal("The entry is empty: type some text, or press esc to cancel.", shorten="Keep editing")
            return
        self._send(op or self._default_op(text))

    def _default_op(self, text: str) -> Op:
        """What saving ``text`` does: add a new entry, or replace the one being edited."""
        if self.original is None:
            return Op("add", content=text)
        return Op("replace", content=text, matched_entry=self.original)

    def _send(self, op: Op) -> None:
        """Hand the write to the app's write worker (the outcome comes back as WriteFinished)."""
        operation = op.action
        reason = "added in the app" if operation == "add" else "edited in the app"
        keep = self._keep_blocked == self.text
        request = WriteRequest(self.store, (op,), operation, reason=reason, base=self.base,
                               tag="editor", allow_parity=keep)
        self._saving = True
        self.query_one("#editor-save", Button).disabled = True
        self._wait = host(self).run_write(request, reply_to=self)

    def on_write_finished(self, message: WriteFinished) -> None:
        """Close on success or on a save given up while waiting; otherwise explain the refusal."""
        self._saving, self._wait = False, None
        self.query_one("#editor-save", Button).disabled = False
        self._show_waiting("")
        outcome = message.outcome
        if outcome.ok:
            self.dismiss(self.text)
            return
        if outcome.refusal == "cancelled":
            self.notify(f"Not saved: {outcome.message}", title="Cancelled", markup=False)
            self.dismiss(None)
            return
        if outcome.refusal == "stale" and self.original is not None:
            self._open_conflict(outcome)
            return
        self._explain(outcome)

    def _explain(self, outcome: WriteOutcome) -> None:
        if outcome.refusal == "over_limit":
            self._show_refusal(
                f"\u2716 {outcome.message}\nHermes would refuse this too, so it cannot be saved anyway. Shorten "
                f"the text, or consolidate {self.file_name} to make room.", consolidate=True)
        elif outcome.refusal == "hermes_blocks":
            self._keep_blocked = self.text   # the next save of this same text keeps it knowingly
            lines = [f"\u26a0 {outcome.message}"]
            lines += [f"  \u2022 {describe_finding(f, self.text)}" for f in outcome.findings]
            lines.append("The curator thinks this text is harmless, but Hermes 0.19 will show a [BLOCKED] "
                         "placeholder instead. Save again to keep it anyway, or reword it.")
            self._show_refusal("\n".join(lines), shorten="Reword the text")
        elif outcome.refusal == "scanner":
            lines = [f"\u26a0 {outcome.message}"]
            lines += [f"  \u2022 {describe_finding(f, self.text)}" for f in outcome.findings]
            lines.append("Hermes's own scanner blocks this text, so there is no \"save anyway\": reword it "
                         "(the matched words are quoted above).")
            self._show_refusal("\n".join(lines), shorten="Reword the text")
        else:
            self._show_refusal(f"\u2716 {outcome.message}", shorten="Keep editing")

    def _show_refusal(self, message: str, *, consolidate: bool = False, shorten: str = "Shorten the text") -> None:
        panel = self.query_one("#editor-refusal")
        panel.add_class("-shown")
        self.query_one("#refusal-message", Static).update(message)
        self.query_one("#refusal-shorten", Button).label = shorten
        self.query_one("#refusal-consolidate").set_class(not consolidate, "-hidden")

    def _hide_refusal(self) -> None:
        self.query_one("#editor-refusal").remove_class("-shown")

    @on(Button.Pressed, "#refusal-shorten")
    def _shorten(self) -> None:
        self._hide_refusal()
        self.query_one(EntryText).focus()

    @on(Button.Pressed, "#refusal-consolidate")
    def _consolidate(self) -> None:
        if host(self).has_view("consolidation"):
            self.dismiss(None)
        self.app.post_message(ConsolidationRequested(self.store, "an entry did not fit"))

    def _open_conflict(self, outcome: WriteOutcome) -> None:
        from curator.tui.memory.conflict_modal import ConflictModal

        theirs = outcome.theirs
        mine = self.text

        def chosen(choice: str | None) -> None:
            current = tuple(outcome.current)
            if choice == "mine":
                self.base = current
                op = Op("replace", content=mine, matched_entry=theirs) if theirs else Op("add", content=mine)
                self._submit(op)
            elif choice == "theirs":
                self.notify(f"Kept the version on disk; your edit of {self.file_name} was discarded.")
                self.dismiss(None)
            elif choice == "both":
                self.base = current
                self._submit(Op("add", content=mine))
            else:
                self.base = current
                self.original = theirs
                self.query_one("#editor-title", Label).update(self._title() + " (now editing against the disk's "
                                                                              "version)")
                self._update_live()

        self.app.push_screen(ConflictModal(self.file_name, mine, self.original or "", theirs), chosen)
