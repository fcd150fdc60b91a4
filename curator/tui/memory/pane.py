"""MemoryPane: one store (MEMORY.md or USER.md) with its gauge, entries, findings and edit actions."""

from __future__ import annotations

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, OptionList

from curator.core.memory.format import STORE_FILES, STORE_TITLES, size_of
from curator.tui.messages import ConsolidationRequested
from curator.core.memory.snapshot import StoreSnapshot
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.tui.memory.entry_detail import EntryBrief, EntryDetail
from curator.tui.memory.entry_list import EntryList
from curator.tui.memory.shape_banner import ShapeBanner
from curator.core.provenance import EntryProvenance, SessionFacts
from curator.tui.host import host


class MemoryPane(Vertical):
    """Shows one store; its bindings act on the selected entry of this store."""

    BINDINGS = [
        Binding("a", "add", "Add", tooltip="Add a new entry to this store", id="add-entry"),
        Binding("e", "edit", "Edit", tooltip="Edit the selected entry in place (enter works too)", id="edit-entry"),
        Binding("d,delete", "delete", "Delete", tooltip="Delete the selected entry (asks first)", id="delete-entry"),
        Binding("n", "normalise", "Normalise", tooltip="Rewrite a file Hermes would refuse in its canonical "
                "shape (the original is kept as a backup)", id="normalise-store"),
        Binding("g", "open_origin", "Conversation", show=False, tooltip="Open the conversation where the agent wrote (or "
                "staged) the selected entry, at that message, in the Sessions view", id="open-origin"),
        Binding("c", "consolidate", "Consolidate", show=False, tooltip="Open consolidation for this store",
                id="consolidate-store"),
        Binding("shift+down", "scroll_detail(1)", "Detail down", show=False, tooltip="Scroll the selected entry's "
                "detail (its findings and judgement) down a row when it is longer than its rows", id="detail-down"),
        Binding("shift+up", "scroll_detail(-1)", "Detail up", show=False, tooltip="Scroll the selected entry's "
                "detail back up a row", id="detail-up"),
    ]

    def __init__(self, store: str, snapshot: StoreSnapshot) -> None:
        super().__init__(id=f"pane-{store}", classes="memory-pane")
        self.store = store
        self.snapshot = snapshot
        self._prefer: str | None = None
        self.provenance: dict[str, EntryProvenance] = {}
        self.facts = SessionFacts.empty()
        self._reading: str | None = None

    @property
    def file_name(self) -> str:
        """``MEMORY.md`` or ``USER.md``."""
        return STORE_FILES[self.store]

    def compose(self) -> ComposeResult:
        """Title, gauge, shape banner, entry list and the selected entry's detail."""
        state = self.snapshot.state
        yield Label(self._title(), classes="pane-title")
        yield CapacityGauge(state.prompt.chars, state.limit, id=f"gauge-{self.store}")  # as the prompt header
        banner = ShapeBanner(classes="shape-banner")
        banner.show_state(state)
        yield banner
        yield EntryList(state.entries, self.snapshot.findings, id=f"entries-{self.store}", classes="entry-list")
        box = VerticalScroll(classes="entry-detail-box")   # scrolls (wheel) when the findings are longer than its rows
        box.can_focus = False   # focus stays on the entries: a focusable box here pulled focus back into this view
        with box:
            yield EntryDetail(classes="entry-detail")
        yield EntryBrief(classes="entry-brief")

    def on_mount(self) -> None:
        """Describe the first entry."""
        self._show_detail()

    def _title(self) -> str:
        state = self.snapshot.state
        title = f"{self.file_name} \u00b7 {STORE_TITLES[self.store]} \u00b7 {len(state.entries)} entries"
        if not state.enabled:
            title += " \u00b7 \u2298 disabled in config.yaml (Hermes does not load it)"
        return title

    @property
    def entry_list(self) -> EntryList:
        """This pane's list."""
        return self.query_one(EntryList)

    async def show_snapshot(self, snapshot: StoreSnapshot) -> None:
        """Show a new read of the store, keeping the selection (or selecting a just-added entry)."""
        self.snapshot = snapshot
        state = snapshot.state
        self.query_one(".pane-title", Label).update(self._title())
        self.query_one(CapacityGauge).set_numbers(state.prompt.chars, state.limit)
        self.query_one(ShapeBanner).show_state(state)
        entry_list = self.entry_list
        entry_list.show_entries(state.entries, snapshot.findings)
        if self._prefer is not None and self._prefer in state.entries:
            entry_list.highlighted = state.entries.index(self._prefer)
            self._prefer = None
        self._show_detail()
        self.refresh_bindings()

    def select_entry(self, index: int) -> None:
        """Highlight entry ``index`` and focus the list."""
        self.entry_list.highlighted = index
        self.entry_list.focus()

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._show_detail()

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_edit()

    def _show_detail(self) -> None:
        entry_list = self.entry_list
        index = entry_list.highlighted
        text = entry_list.selected_text
        number = (index or 0) + 1
        findings = self.snapshot.findings_for(index) if index is not None else ()
        item = self.provenance.get(text) if text is not None else None
        detail = self.query_one(EntryDetail)
        detail.show_entry(text, number, len(entry_list.entries), findings, item, self.facts, self._reading,
                          compact=self.screen.has_class("-narrow"))
        self.query_one(".entry-detail-box").set_class(detail.has_class("-flagged"), "-flagged")
        self.set_class(detail.has_class("-flagged"), "-flagged")   # narrow: the findings take the brief's rows
        self.query_one(EntryBrief).show_entry(item, self.facts, self._reading if text is not None else None)
        # the detail may have grown: keep the whole selected entry in sight above it
        entry_list.call_after_refresh(entry_list.scroll_to_highlight)

    def on_resize(self) -> None:
        """The layout may have switched between wide and narrow: describe the entry for the new width."""
        self._show_detail()

    def show_provenance(self, provenance: dict[str, EntryProvenance], facts: SessionFacts) -> None:
        """Origins and usage of this store's entries (by text) were read: describe the selected one again."""
        self.provenance, self.facts, self._reading = provenance, facts, None
        self._show_detail()

    def show_reading(self, note: str) -> None:
        """Say in the detail how far reading origins and usage has got (big session stores)."""
        self._reading = note
        self._show_detail()

    def action_scroll_detail(self, lines: int = 1) -> None:
        """Scroll the detail box ``lines`` rows (the focus stays on the entries)."""
        box = self.query_one(".entry-detail-box", VerticalScroll)
        box.scroll_relative(y=lines, animate=False)

    def action_open_origin(self) -> None:
        """Open the selected entry's conversation at the message of its memory call, in the Sessions view."""
        text = self.entry_list.selected_text
        item = self.provenance.get(text) if text is not None else None
        step = next((c for c in reversed(item.origin.history) if c.session_id), None) if item else None
        if step is None:
            why = "its origin is still being read" if item is None and text is not None else \
                "no memory call in the session store wrote it"
            self.notify(f"No conversation to open: {why}.", title="Origin", severity="warning", markup=False)
            return
        from curator.tui.commands import open_session

        self.run_worker(open_session(host(self), step.session_id, step.message_id), exclusive=True,
                        group="open-origin")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Normalise is offered only for a file that is not in Hermes's shape and that it can fix."""
        if action == "normalise":
            state = self.snapshot.state
            return not state.file.writable and state.normalise_blocker is None
        return True

    def _refuse_readonly(self) -> bool:
        state = self.snapshot.state
        if state.file.writable:
            return False
        what = "; ".join(p.message for p in state.problems if p.blocking)
        blocker = state.normalise_blocker
        fix = (f"Normalising cannot help ({blocker}): fix or restore the file by hand." if blocker
               else "Press n to normalise it (a backup is kept).")
        self.notify(f"{self.file_name} is read-only here: {what}. {fix}",
                    title="Read-only", severity="warning", markup=False)
        return True

    def action_add(self) -> None:
        """Open the editor for a new entry."""
        if self._refuse_readonly():
            return
        from curator.tui.memory.entry_editor import EntryEditorModal

        self.app.push_screen(EntryEditorModal(self.store, self.snapshot, None), self._after_edit)

    def action_edit(self) -> None:
        """Open the editor on the selected entry."""
        text = self.entry_list.selected_text
        if text is None:
            self.notify("Nothing to edit: select an entry first.", severity="warning")
            return
        if self._refuse_readonly():
            return
        from curator.tui.memory.entry_editor import EntryEditorModal

        self.app.push_screen(EntryEditorModal(self.store, self.snapshot, text), self._after_edit)

    def _after_edit(self, saved: str | None) -> None:
        if saved:
            self._prefer = saved
            if saved in self.snapshot.entries:
                self.entry_list.highlighted = self.snapshot.entries.index(saved)

    def action_delete(self) -> None:
        """Ask, then remove the selected entry (pinned to its exact text)."""
        text = self.entry_list.selected_text
        if text is None:
            self.notify("Nothing to delete: select an entry first.", severity="warning")
            return
        if self._refuse_readonly():
            return
        from curator.core.memory.format import format_gauge
        from curator.core.memory.ops import Op
        from curator.tui.common.confirm_modal import ConfirmModal
        from curator.core.memory.actions import WriteRequest

        after = [e for e in self.snapshot.entries if e != text]
        prompt = self.snapshot.state.prompt_of(after)   # the basis of the pane's gauge and the toast after saving
        note = prompt.short_note(size_of(after))
        body = (f"{text}\n\n{self.file_name} after deleting: {format_gauge(prompt.chars, self.snapshot.state.limit)}"
                + (f" ({note})" if note else "") + "\nYou can undo this with u.")
        request = WriteRequest(self.store, (Op("remove", matched_entry=text),), "remove",
                               reason="deleted in the app", base=tuple(self.snapshot.entries), tag="delete")

        def confirmed(yes: bool | None) -> None:
            if yes:
                host(self).run_write(request)

        self.app.push_screen(ConfirmModal(f"Delete this entry from {self.file_name}?", body, "Delete"), confirmed)

    def action_normalise(self) -> None:
        """Ask, then rewrite the file in Hermes's shape (backup kept)."""
        from curator.tui.common.confirm_modal import ConfirmModal

        state = self.snapshot.state
        what = "\n".join(f"\u2022 {p.message}" for p in state.problems)
        body = (f"{state.path}\n\n{what}\n\nThe curator rewrites it as Hermes's tool would (same entries, canonical "
                f"delimiters) after saving the original bytes as {self.file_name}.bak.<time>.")

        def confirmed(yes: bool | None) -> None:
            if yes:
                host(self).run_normalise(self.store)

        self.app.push_screen(ConfirmModal(f"Normalise {self.file_name}?", body, "Normalise"), confirmed)

    @on(events.Click, "CapacityGauge, CapacityGauge *")
    def _gauge_clicked(self) -> None:
        """A click on a gauge at 80% or more opens consolidation for this store."""
        if self.query_one(CapacityGauge).level != "ok":
            self.action_consolidate()

    def action_consolidate(self) -> None:
        """Ask the app to open consolidation for this store."""
        self.post_message(ConsolidationRequested(self.store, "asked from the memory pane"))
