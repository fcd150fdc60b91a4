"""ConsolidationView: the Consolidate tab: marked entries, tickable suggestions, gauge after, one-batch apply."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Label, OptionList

from curator.core.consolidate.analysis import needs_confirmation
from curator.core.memory.format import STORE_FILES
from curator.core.workspace import Workspace
from curator.tui.messages import WriteFinished
from curator.core.memory.snapshot import MemorySnapshot
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.core.consolidate.apply import TAG, ApplyReport, apply_plan
from curator.tui.consolidate.detail import SuggestionDetail
from curator.core.consolidate.plan import (
    Prepared,
    Selection,
    SuggestionKey,
    carry_over,
    dropping_indices,
    entry_marks,
    other_store,
    prepare,
    preview,
    prompt_chars,
    tick_all,
    today_from,
)
from curator.tui.consolidate.rows import ConsolidationEntries, SuggestionList
from curator.tui.consolidate.wording import (
    confirm_texts,
    gauge_line,
    second_confirm_texts,
    status_text,
    suggestion_row,
    summary_line,
)
from curator.tui.views import focus_now


class ConsolidationView(Vertical):
    """Analyses one store in a thread, shows its groups, stale and flagged entries and contradictions, and
    applies the ticked suggestions as one batch per store (so one ``u`` undoes it)."""

    BINDINGS = [
        Binding("space", "toggle", "Tick", tooltip="Tick or untick the highlighted suggestion (enter works too)",
                id="consolidation-toggle"),
        Binding("asterisk", "tick_all", "Tick all", tooltip="Tick every suggestion that can go together (or "
                "untick all when all are ticked); the apply dialog lists each change first", id="consolidation-all"),
        Binding("e", "edit_merged", "Edit merged", tooltip="Edit the merged text of the highlighted group",
                id="consolidation-edit"),
        Binding("a", "apply", "Apply", tooltip="Apply the ticked suggestions: one batch per file, journalled; "
                "u undoes it", id="consolidation-apply"),
        Binding("s", "switch_store", "Other file", tooltip="Consolidate the other file (MEMORY.md / USER.md)",
                id="consolidation-switch"),
    ]

    @dataclass
    class Analysed(Message):
        """A thread worker finished an analysis (``token`` orders requests: only the newest is shown)."""

        prepared: Prepared | None
        token: int
        error: str = ""

    @dataclass
    class Applied(Message):
        """The apply worker finished (written, refused, or re-analysed because a file changed)."""

        report: ApplyReport

    def __init__(self, ctx: Workspace, store: str = "memory") -> None:
        super().__init__(id="consolidation-view")
        self.ctx = ctx
        self.store = store
        self.prepared: Prepared | None = None
        self.selection = Selection()
        self.current: SuggestionKey | None = None
        self.reason = ""
        self.applying = False
        self._token = 0
        self._shown = -1
        """The token of the analysis on screen (``_token`` is the newest requested)."""
        self._focus_pending = False

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
            yield ConsolidationEntries(id="consolidation-entries")
            with Vertical(id="consolidation-side"):
                yield Label("Suggestions (space ticks, * all, e edits, a applies)", id="suggestions-title")
                yield SuggestionList(id="suggestions")
                yield SuggestionDetail(id="suggestion-detail")

    def on_mount(self) -> None:
        """Follow the app's reads of the stores and analyse the first store."""
        self.watch(self.app, "memory_snapshot", self._snapshot_changed, init=False)
        self.analyse()
        if self._focus_pending:  # asked for focus before its widgets existed (the view is built on first use)
            self._focus_pending = False
            if self.parent is not None and self.parent.display:   # unless another view was shown meanwhile
                self._focus_suggestions()

    # ----- public API --------------------------------------------------------------------------------------
    def focus_primary(self) -> None:
        """Focus the suggestions (the shell calls this on every switch to the view)."""
        self._focus_suggestions()

    def _focus_suggestions(self) -> None:
        found = self.query(SuggestionList)
        if found:
            focus_now(found.first())
        else:
            self._focus_pending = True

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
        self._focus_suggestions()

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
            states = self.ctx.read_states()
            history = None
            if self.ctx.home.state_db_path.exists():   # origins and usage: newer side, entries unused for long
                from curator.core.provenance import workspace_provenance

                history, problem = workspace_provenance(self.ctx, {n: st.entries for n, st in states.items()})
                note = "; ".join(filter(None, [note, problem]))
            prepared = prepare(self.ctx.stores, store, today_from(self.ctx.clock()), note=note, states=states,
                               history=history, now=self.ctx.clock())
        except Exception as exc:  # noqa: BLE001 - reported to the user, never swallowed
            self.post_message(self.Analysed(None, token, f"{type(exc).__name__}: {exc}"))
            return
        self.post_message(self.Analysed(prepared, token))

    @work(thread=True, exclusive=True, group="consolidation-apply", exit_on_error=False, name="consolidation apply")
    def _apply(self, prepared: Prepared, selection: Selection, plan: dict) -> None:
        report = apply_plan(self.ctx, prepared, selection, plan)
        for outcome in report.outcomes:
            if outcome.ok:
                self.app.post_message(WriteFinished(outcome, TAG, handled=True, announced=True))
        self.post_message(self.Applied(report))

    # ----- results -----------------------------------------------------------------------------------------
    @on(Analysed)
    async def _analysed(self, message: Analysed) -> None:
        if message.token != self._token:
            return
        if message.prepared is None:
            self.prepared = None
            self._shown = self._token
            self._show_status(error=f"The analysis failed: {message.error}")
            self.notify(f"The consolidation analysis failed: {message.error}", title="Error", severity="error",
                        markup=False)
            return
        await self._show_prepared(message.prepared)

    async def _show_prepared(self, prepared: Prepared) -> None:
        old = self.prepared
        self._shown = self._token
        self.selection = carry_over(old, self.selection, prepared)
        self.prepared = prepared
        self.store = prepared.store
        self.entry_list.show(prepared.analysis.entries, entry_marks(prepared))
        keys = prepared.keys()
        suggestions = self.suggestions
        suggestions.show([(key, *suggestion_row(prepared, key)) for key in keys], set())
        suggestions.set_class(not keys, "-empty")
        if self.current not in keys:
            self.current = keys[0] if keys else None
        if self.current is not None:
            suggestions.highlighted = keys.index(self.current)
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
            hint = "The first file's batch was written; u undoes it." if done else "Nothing was changed."
            self.notify(f"{failed.message.rstrip('.')}. {hint}", title="Not applied", severity="warning",
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
        self.suggestions.show_ticked(ticked)
        entries = self.entry_list
        entries.show_state(self.current, ticked, dropping_indices(prepared, self.selection))
        first = entries.first_row_of(self.current)
        shown = entries.highlighted
        if scroll and first is not None and (shown is None or self.current not in entries.keys_of(shown)):
            entries.highlighted = first
        self.query_one(SuggestionDetail).show(prepared, self.selection, self.current)
        self.query_one("#consolidation-summary", Label).update(summary_line(prepared))
        result = preview(prepared, self.selection)
        line = self.query_one("#consolidation-gauge-line", Label)
        line.update(gauge_line(prepared, self.selection, result))
        line.set_class(bool(result.error), "-error")
        chars = prompt_chars(prepared, result, self.store, after=not result.error)
        gauge = self.query_one("#consolidation-gauge", CapacityGauge)
        gauge.set_numbers(chars, prepared.limit)

    def _show_status(self, error: str = "") -> None:
        prepared = self.prepared
        current = prepared if prepared is not None and prepared.store == self.store else None
        status = self.query_one("#consolidation-status", Label)
        status.update(status_text(self.store, current, busy=self._shown != self._token, applying=self.applying,
                                  reason=self.reason, error=error))
        status.set_class(bool(error) or (current is not None and not current.writable), "-error")

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
    @property
    def suggestions(self) -> SuggestionList:
        """The tickable suggestions."""
        return self.query_one("#suggestions", SuggestionList)

    @property
    def entry_list(self) -> ConsolidationEntries:
        """The analysed store's marked entries."""
        return self.query_one("#consolidation-entries", ConsolidationEntries)

    @on(OptionList.OptionHighlighted, "#suggestions")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        key = self.suggestions.current
        if key is not None and key != self.current:
            self.current = key
            self._refresh_state(scroll=True)

    @on(OptionList.OptionSelected, "#suggestions")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_toggle()

    @on(OptionList.OptionHighlighted, "#consolidation-entries")
    def _entry_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving onto a marked entry highlights its suggestion (unless it is already the one shown)."""
        event.stop()
        if not self.entry_list.has_focus:
            return  # the view moved it to follow the highlighted suggestion: no feedback loop
        keys = self.entry_list.keys_of(event.option_index)
        if keys and self.current not in keys:
            first = next(k for k in self.suggestions.keys if k in keys)
            self.suggestions.highlighted = self.suggestions.keys.index(first)

    @on(OptionList.OptionSelected, "#consolidation-entries")
    def _entry_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.entry_list.keys_of(event.option_index):
            self.action_toggle()

    @on(Button.Pressed, ".store-switch")
    def _store_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        store = (event.button.id or "").removeprefix("consolidate-")
        if store != self.store:
            self.consolidate(store, "")

    def action_toggle(self) -> None:
        """Tick or untick the highlighted suggestion."""
        if self.current is None or self.prepared is None:
            self.notify("Nothing to tick: there are no suggestions for this file.", severity="warning")
            return
        self.selection = self.selection.toggled(self.current)
        self._refresh_state()

    def action_tick_all(self) -> None:
        """Tick every suggestion that can go together; untick all when that is already so."""
        if self.prepared is not None:
            self.selection = tick_all(self.prepared, self.selection)
            self._refresh_state()

    def action_switch_store(self) -> None:
        """Consolidate the other store."""
        self.consolidate(other_store(self.store), "")

    def action_edit_merged(self) -> None:
        """Open the merged-text editor for the highlighted group."""
        from curator.tui.consolidate.merged_text_modal import MergedTextModal
        from curator.tui.consolidate.wording import merged_effects

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
            if text is None:
                return
            if self.prepared is not prepared:
                self._changed_meanwhile("your merged text was not kept")
                return
            self.selection = self.selection.with_merged(group.id, None if text == suggested else text)
            self._refresh_state()

        title = f"Merged text of group {group.id} in {STORE_FILES[prepared.store]} (nothing is written until you apply)"
        self.app.push_screen(MergedTextModal(title, current, suggested, measure), done)

    def action_apply(self) -> None:
        """Confirm, confirm again when more than a quarter of the entries go, then apply in a thread."""
        from curator.tui.common.confirm_modal import ConfirmModal

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
            if yes and self.prepared is not prepared:
                self._changed_meanwhile("nothing was applied")
            elif yes:
                go()

        def first(yes: bool | None) -> None:
            if not yes:
                return
            if self.prepared is not prepared:
                self._changed_meanwhile("nothing was applied")
            elif needs_confirmation(prepared.analysis, result.plan):
                self.app.push_screen(ConfirmModal(*second_confirm_texts(prepared, result), "Remove them"), second)
            else:
                go()

        self.app.push_screen(ConfirmModal(*confirm_texts(prepared, selection, result), "Apply"), first)

    def _changed_meanwhile(self, what: str) -> None:
        self.notify(f"{STORE_FILES[self.store]} changed on disk while the dialog was open and was analysed again; "
                    f"{what}. Check the suggestions and try again.", title="Re-analysed", severity="warning",
                    markup=False)
