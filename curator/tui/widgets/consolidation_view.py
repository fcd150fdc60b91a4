"""ConsolidationView: the Consolidate tab: marked entries, tickable suggestions, gauge after, one-batch apply."""

from __future__ import annotations

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Button, Label, ListView

from curator.core.consolidate import needs_confirmation
from curator.core.memory import STORE_FILES
from curator.tui.context import TuiContext
from curator.tui.messages import WriteFinished
from curator.tui.snapshot import MemorySnapshot
from curator.tui.widgets.capacity_gauge import CapacityGauge, gauge_level
from curator.tui.widgets.consolidation_apply import TAG, ApplyReport, apply_plan
from curator.tui.widgets.consolidation_detail import SuggestionDetail
from curator.tui.widgets.consolidation_model import (
    Prepared,
    Selection,
    SuggestionKey,
    carry_over,
    entry_marks,
    other_store,
    prepare,
    preview,
    today_from,
)
from curator.tui.widgets.consolidation_rows import EntryRow, SuggestionItem
from curator.tui.widgets.consolidation_text import (
    confirm_texts,
    gauge_line,
    second_confirm_texts,
    suggestion_row,
    summary_line,
)


class ConsolidationView(Vertical):
    """Analyses one store in a thread, shows its groups, stale and flagged entries and contradictions, and
    applies the ticked suggestions as one batch per store (so one ``u`` undoes it)."""

    BINDINGS = [
        Binding("space", "toggle", "Tick", tooltip="Tick or untick the highlighted suggestion (enter works too)",
                id="consolidation-toggle"),
        Binding("e", "edit_merged", "Edit merged", tooltip="Edit the merged text of the highlighted group",
                id="consolidation-edit"),
        Binding("a", "apply", "Apply", tooltip="Apply the ticked suggestions: one batch per file, journalled; "
                "u undoes it", id="consolidation-apply"),
        Binding("s", "switch_store", "Other file", tooltip="Consolidate the other file (MEMORY.md / USER.md)",
                id="consolidation-switch"),
        Binding("x", "clear", "Untick all", show=False, tooltip="Untick every suggestion and forget edited "
                "merged texts", id="consolidation-clear"),
    ]

    class Analysed(Message):
        """A thread worker finished an analysis (``token`` orders requests: only the newest is shown)."""

        def __init__(self, prepared: Prepared | None, token: int, error: str = "") -> None:
            super().__init__()
            self.prepared = prepared
            self.token = token
            self.error = error

    class Applied(Message):
        """The apply worker finished (written, refused, or re-analysed because a file changed)."""

        def __init__(self, report: ApplyReport) -> None:
            super().__init__()
            self.report = report

    def __init__(self, ctx: TuiContext, store: str = "memory") -> None:
        super().__init__(id="consolidation-view")
        self.ctx = ctx
        self.store = store
        self.prepared: Prepared | None = None
        self.selection = Selection()
        self.current: SuggestionKey | None = None
        self.reason = ""
        self.applying = False
        self._token = 0

    # ----- layout ------------------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        """Store switch and summary, status, gauge after, then entries beside suggestions and detail."""
        with Horizontal(id="consolidation-header"):
            for name in ("memory", "user"):
                yield Button(STORE_FILES[name], id=f"consolidate-{name}", compact=True, classes="store-switch")
            yield Label("", id="consolidation-summary", markup=False)
        yield Label("", id="consolidation-status", markup=False)
        yield Label("", id="consolidation-gauge-line", markup=False)
        yield CapacityGauge(prefix="after applying the ticked suggestions: ", id="consolidation-gauge")
        with Horizontal(id="consolidation-body"):
            yield VerticalScroll(id="consolidation-entries")
            with Vertical(id="consolidation-side"):
                yield Label("Suggestions (space ticks, e edits, a applies)", id="suggestions-title")
                yield ListView(id="suggestions")
                yield SuggestionDetail(id="suggestion-detail")

    def on_mount(self) -> None:
        """Follow the app's reads of the stores and analyse the first store."""
        self.watch(self.app, "memory_snapshot", self._snapshot_changed, init=False)
        self.query_one("#suggestions", ListView).focus()
        self.analyse()

    # ----- public API --------------------------------------------------------------------------------------
    def consolidate(self, store: str, reason: str = "") -> None:
        """Show ``store`` (the app calls this for ConsolidationRequested) and say why it was opened."""
        self.reason = reason
        if store != self.store or self.prepared is None or self.prepared.store != store:
            self.store = store
            self.selection = Selection()
            self.current = None
            self.analyse()
        else:
            self._show_status()
        self.query_one("#suggestions", ListView).focus()

    def analyse(self, note: str = "") -> None:
        """Analyse the current store again in a thread; the newest request wins."""
        self._token += 1
        self._analyse(self.store, self._token, note)
        self._show_status()

    # ----- workers -----------------------------------------------------------------------------------------
    @work(thread=True, exclusive=True, group="consolidation-analysis", exit_on_error=False,
          name="consolidation analysis")
    def _analyse(self, store: str, token: int, note: str) -> None:
        try:
            prepared = prepare(self.ctx.stores, store, today_from(self.ctx.clock()), note=note)
        except Exception as exc:  # noqa: BLE001 - reported to the user, never swallowed
            self.post_message(self.Analysed(None, token, f"{type(exc).__name__}: {exc}"))
            return
        self.post_message(self.Analysed(prepared, token))

    @work(thread=True, exclusive=True, group="consolidation-apply", exit_on_error=False, name="consolidation apply")
    def _apply(self, prepared: Prepared, selection: Selection, plan: dict) -> None:
        report = apply_plan(self.ctx, prepared, selection, plan)
        for outcome in report.outcomes:
            if outcome.ok:
                self.app.post_message(WriteFinished(outcome, TAG, handled=True))
        self.post_message(self.Applied(report))

    # ----- results -----------------------------------------------------------------------------------------
    @on(Analysed)
    async def _analysed(self, message: Analysed) -> None:
        if message.token != self._token:
            return
        if message.prepared is None:
            self.prepared = None
            self._show_status(error=f"The analysis failed: {message.error}")
            self.notify(f"The consolidation analysis failed: {message.error}", title="Error", severity="error",
                        markup=False)
            return
        await self._show_prepared(message.prepared)

    async def _show_prepared(self, prepared: Prepared) -> None:
        old = self.prepared
        self.selection = carry_over(old, self.selection, prepared)
        self.prepared = prepared
        self.store = prepared.store
        marks = entry_marks(prepared)
        entries = self.query_one("#consolidation-entries", VerticalScroll)
        await entries.remove_children()
        await entries.mount_all([EntryRow(i, text, marks.get(i, []))
                                 for i, text in enumerate(prepared.analysis.entries)])
        keys = prepared.keys()
        suggestions = self.query_one("#suggestions", ListView)
        await suggestions.clear()
        await suggestions.extend([SuggestionItem(key, *suggestion_row(prepared, key)) for key in keys])
        if self.current not in keys:
            self.current = keys[0] if keys else None
        if self.current is not None:
            suggestions.index = keys.index(self.current)
        self._refresh_state(scroll=True)
        if prepared.note:
            self.notify(prepared.note, title="Re-analysed", severity="warning", markup=False)

    @on(Applied)
    async def _applied(self, message: Applied) -> None:
        self.applying = False
        report = message.report
        if report.reanalysed is not None:
            self._token += 1
            await self._show_prepared(report.reanalysed)
            return
        done = [o for o in report.outcomes if o.ok and o.result is not None]
        failed = next((o for o in report.outcomes if not o.ok), None)
        if failed is None and done:
            changes = "; ".join(f"{STORE_FILES[o.result.store]} {o.result.gauge_before} \u2192 "
                                f"{o.result.gauge_after}" for o in done)
            undo = "u undoes it" if len(done) == 1 else f"u undoes each file's batch ({len(done)} presses)"
            self.notify(f"Consolidated: {changes}. {undo}.", title="Applied", markup=False)
            self.selection = Selection()
        elif failed is not None:
            hint = (" The first file's batch was written; u undoes it." if done else " Nothing was changed.")
            self.notify(f"{failed.message}.{hint}".replace("..", "."), title="Not applied", severity="warning",
                        markup=False)
        self.analyse()

    # ----- state display -----------------------------------------------------------------------------------
    def _refresh_state(self, *, scroll: bool = False) -> None:
        """Ticks, highlight, drops, detail, summary and the gauge after, from the current state."""
        prepared = self.prepared
        for button in self.query(".store-switch").results(Button):
            button.set_class(button.id == f"consolidate-{self.store}", "-active")
        self._show_status()
        if prepared is None:
            return
        ticked = {key for key in prepared.keys() if self.selection.has(key)}
        for item in self.query(SuggestionItem):
            item.show_ticked(item.key in ticked)
        dropping = set(self.selection.evict)
        for gid in self.selection.groups:
            dropping |= {r.index for r in prepared.analysis.group(gid).suggestion.remove if r.store == self.store}
        first: EntryRow | None = None
        for row in self.query(EntryRow):
            row.show_state(self.current, ticked, row.index in dropping)
            if first is None and self.current in row.keys():
                first = row
        if scroll and first is not None:
            self.query_one("#consolidation-entries", VerticalScroll).scroll_to_widget(first, animate=False, top=True)
        self.query_one(SuggestionDetail).show(prepared, self.selection, self.current)
        self.query_one("#consolidation-summary", Label).update(summary_line(prepared))
        result = preview(prepared, self.selection)
        line = self.query_one("#consolidation-gauge-line", Label)
        line.update(gauge_line(prepared, self.selection, result))
        line.set_class(bool(result.error), "-error")
        chars = result.chars(self.store, after=not result.error)
        gauge = self.query_one("#consolidation-gauge", CapacityGauge)
        gauge.set_numbers(chars, prepared.limit)
        self.set_class(gauge_level(chars, prepared.limit) == "ok", "-fits")

    def _show_status(self, error: str = "") -> None:
        status = self.query_one("#consolidation-status", Label)
        busy = any(w.group == "consolidation-analysis" and not w.is_finished for w in self.workers)
        name = STORE_FILES[self.store]
        if error:
            text = f"\u2716 {error}"
        elif self.applying:
            text = f"\u27f3 Applying to {name}\u2026"
        elif busy or self.prepared is None or self.prepared.store != self.store:
            text = f"\u27f3 Analysing {name}\u2026"
        elif not self.prepared.writable:
            text = f"\u2716 {self.prepared.readonly_reason}"
        else:
            text = f"Opened for {name}: {self.reason}." if self.reason else \
                f"{name}: tick suggestions with space, check the gauge after, then press a to apply."
        status.update(text)
        status.set_class(bool(error) or (self.prepared is not None and not self.prepared.writable), "-error")

    # ----- following the files -----------------------------------------------------------------------------
    def _snapshot_changed(self, snapshot: MemorySnapshot | None) -> None:
        prepared = self.prepared
        if snapshot is None or prepared is None or self.applying:
            return
        analysis = prepared.analysis
        for name, seen in ((analysis.store, analysis.entries), (analysis.other_store, analysis.other_entries)):
            store = snapshot.stores.get(name)
            if store is not None and tuple(store.entries) != tuple(seen):
                self.analyse()
                return

    # ----- interaction -------------------------------------------------------------------------------------
    @on(ListView.Highlighted, "#suggestions")
    def _highlighted(self, event: ListView.Highlighted) -> None:
        event.stop()
        item = event.item
        if isinstance(item, SuggestionItem) and item.key != self.current:
            self.current = item.key
            self._refresh_state(scroll=True)

    @on(ListView.Selected, "#suggestions")
    def _selected(self, event: ListView.Selected) -> None:
        event.stop()
        self.action_toggle()

    @on(Button.Pressed, ".store-switch")
    def _store_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        store = (event.button.id or "").removeprefix("consolidate-")
        if store != self.store:
            self.consolidate(store, "")

    def on_click(self, event: events.Click) -> None:
        """Clicking a marked entry highlights its suggestion."""
        node = event.widget
        while node is not None and not isinstance(node, EntryRow):
            node = node.parent  # type: ignore[assignment]
        if isinstance(node, EntryRow) and node.keys() and self.prepared is not None:
            keys = self.prepared.keys()
            key = next(k for k in keys if k in node.keys())
            self.query_one("#suggestions", ListView).index = keys.index(key)

    def action_toggle(self) -> None:
        """Tick or untick the highlighted suggestion."""
        if self.current is None or self.prepared is None:
            self.notify("Nothing to tick: there are no suggestions for this file.", severity="warning")
            return
        self.selection = self.selection.toggled(self.current)
        self._refresh_state()

    def action_clear(self) -> None:
        """Untick everything."""
        self.selection = Selection()
        self._refresh_state()

    def action_switch_store(self) -> None:
        """Consolidate the other store."""
        self.consolidate(other_store(self.store), "")

    def action_edit_merged(self) -> None:
        """Open the merged-text editor for the highlighted group."""
        from curator.tui.screens.merged_text_modal import MergedTextModal
        from curator.tui.widgets.consolidation_text import merged_effects

        prepared, key = self.prepared, self.current
        if prepared is None or key is None or key[0] != "group":
            self.notify("Highlight a group (\u2460, \u2461 \u2026) to edit its merged text; stale and flagged "
                        "entries are dropped whole.", severity="warning")
            return
        group = prepared.analysis.group(key[1])
        suggested = group.suggestion.merged_text
        current = self.selection.merged.get(group.id, suggested)

        def measure(text: str) -> list[str]:
            return merged_effects(prepared, self.selection, group, text)

        def done(text: str | None) -> None:
            if text is None or self.prepared is not prepared:
                return
            self.selection = self.selection.with_merged(group.id, None if text == suggested else text)
            self._refresh_state()

        title = f"Merged text of group {group.id} in {STORE_FILES[prepared.store]} (nothing is written until you apply)"
        self.app.push_screen(MergedTextModal(title, current, suggested, measure), done)

    def action_apply(self) -> None:
        """Confirm, confirm again when more than a quarter of the entries go, then apply in a thread."""
        from curator.tui.screens.confirm_modal import ConfirmModal

        prepared, selection = self.prepared, self.selection
        if self.applying:
            self.notify("Still applying the previous batch.", severity="warning")
            return
        if prepared is None:
            self.notify("Still analysing; try again in a moment.", severity="warning")
            return
        if not prepared.writable:
            self.notify(prepared.readonly_reason, title="Read-only", severity="warning", markup=False)
            return
        if not len(selection):
            self.notify("Tick at least one suggestion first (space).", severity="warning")
            return
        result = preview(prepared, selection)
        if result.error:
            self.notify(result.error, title="Cannot apply", severity="warning", markup=False)
            return

        def go() -> None:
            self.applying = True
            self._show_status()
            self._apply(prepared, selection, result.plan)

        def second(yes: bool | None) -> None:
            if yes and self.prepared is prepared:
                go()

        def first(yes: bool | None) -> None:
            if not yes or self.prepared is not prepared:
                return
            if needs_confirmation(prepared.analysis, result.plan):
                self.app.push_screen(ConfirmModal(*second_confirm_texts(prepared, result), "Remove them"), second)
            else:
                go()

        self.app.push_screen(ConfirmModal(*confirm_texts(prepared, selection, result), "Apply"), first)
