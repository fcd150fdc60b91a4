"""SessionBrowser: the Sessions tab — search as you type, results, the conversation at the match, promote."""

from __future__ import annotations

import time
from pathlib import Path

from textual import on, work
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Input, Label, OptionList, Static

from curator.core.sessions.errors import SessionStoreError
from curator.core.sessions.model import SearchHit, SearchResult, SessionSummary
from curator.core.workspace import Workspace
from curator.core.sessions.backend import BrowseFilters, SessionBackend, StoreFacts
from curator.tui.sessions.conversation import LOAD_STEP, ConversationPane
from curator.tui.sessions.filters import FiltersBar
from curator.tui.sessions.jump import SessionJump
from curator.tui.sessions.lifecycle import IndexProgressed, StoreLifecycle
from curator.tui.sessions.promote import promote_selected
from curator.tui.sessions.results import ResultList, lineage_note
from curator.tui.sessions.search_box import SearchBox

DEBOUNCE = 0.15
"""Seconds of typing pause before a search starts."""
OPEN_DELAY = 0.08
"""Seconds the result cursor must rest on an item before its conversation opens."""
POLL_INTERVAL = 1.0
"""Seconds between checks of the store's change token (live updates)."""


class SessionBrowser(SessionJump, StoreLifecycle, Vertical):
    """Search box and filters on top, results left, the open conversation right, a status line below."""

    BINDINGS = [
        Binding("slash", "focus_search", "Search", tooltip="Type a query (search as you type)", id="sessions-search"),
        Binding("m", "promote", "Remember this", tooltip="Put the selected message (or the text selected in it) "
                "into MEMORY.md or USER.md, scanned and measured like any edit", id="sessions-promote"),
        Binding("t", "cycle_role", "Role", tooltip="Search user + assistant turns, only one role, tool output, or "
                "any role", id="sessions-role"),
        Binding("s", "cycle_source", "Source", tooltip="Only sessions from one source (cli, telegram, cron, ...)",
                id="sessions-source"),
        Binding("a", "toggle_hidden", "Hidden sources", tooltip="Include subagent, kanban and tool sessions (Hermes "
                "hides them)", id="sessions-hidden"),
        Binding("d", "focus_dates", "Dates", show=False, tooltip="Limit results to a date range", id="sessions-dates"),
        Binding("home", "conversation_edge('start')", "Session start", show=False, tooltip="Jump to the open "
                "session's first message (up/down, j/k and page keys move between messages)", id="sessions-start"),
        Binding("end", "conversation_edge('end')", "Session end", show=False, tooltip="Jump to the open session's "
                "last message", id="sessions-end"),
        Binding("escape", "back", "Back", show=False, tooltip="From the conversation to the results, from the "
                "results to the search box", id="sessions-back"),
    ]

    IndexProgressed = IndexProgressed
    """Posted by the index build (alias of :class:`session_live.IndexProgressed`)."""

    def __init__(self, ctx: Workspace, *, db_path: Path | None = None, cache_dir: Path | None = None,
                 poll: bool = True) -> None:
        super().__init__(id="sessions-view")
        self.ctx = ctx
        self.backend = SessionBackend(db_path or ctx.home.state_db_path, cache_dir)
        self.poll_enabled = poll
        self.facts: StoreFacts | None = None
        self.problem: str | None = None
        """Why the store cannot be shown (missing, damaged); None when it is open."""
        self.index_note = "opening the session store\u2026"
        self.result: SearchResult | None = None
        self.results_query: str | None = None
        """The query whose results the list shows ('' for recent sessions, None before the first load)."""
        self.results_shown_at = 0.0
        self.search_fired_at = 0.0
        self._gen = 0
        self._debounce: Timer | None = None
        self._open_timer: Timer | None = None
        self._open_key: str | None = None
        self._filter_error: str | None = None
        self._polling = False
        self._failed_stat: tuple | None = None
        self.labels: dict[str, str] = {}
        """Titles of lineage roots seen so far (for the ``↳ continues`` notes)."""
        self._jump_to: str | None = None
        self._jump_summary: SessionSummary | None = None

    # ----- layout ------------------------------------------------------------------------------------------
    def compose(self):  # type: ignore[no-untyped-def]
        """Search box, filters, the two panes, the status line and the (hidden) problem panel."""
        yield SearchBox(id="session-query")
        yield FiltersBar(id="session-filters")
        with Horizontal(id="sessions-panes"):
            with Vertical(id="sessions-results-pane"):
                yield Label("Recent sessions", id="results-title", markup=False)
                yield ResultList(id="session-results")
            with Vertical(id="sessions-conversation-pane"):
                yield Label("Conversation", id="conversation-title", markup=False)
                yield ConversationPane(id="session-conversation")
        yield Static("", id="sessions-problem", markup=False)
        yield Label(self.index_note, id="sessions-status", markup=False)

    @property
    def search_box(self) -> SearchBox:
        """The query input."""
        return self.query_one(SearchBox)

    @property
    def results(self) -> ResultList:
        """The result list."""
        return self.query_one(ResultList)

    @property
    def conversation(self) -> ConversationPane:
        """The conversation pane."""
        return self.query_one(ConversationPane)

    @property
    def filters(self) -> BrowseFilters:
        """The filters as set in the bar."""
        return self.query_one(FiltersBar).filters

    def on_mount(self) -> None:
        """Open the store in the background, focus the search box, start polling."""
        self.search_box.focus()
        self._open_store()
        if self.poll_enabled:
            self.set_interval(POLL_INTERVAL, self.poll_now)

    def on_show(self) -> None:
        """Back on the tab: focus the search box unless something in the view has focus."""
        focused = self.app.focused
        if focused is None or self not in focused.ancestors_with_self:
            self.search_box.focus()

    def on_unmount(self) -> None:
        """Stop the index build and the reader threads."""
        self.backend.close()

    # ----- status --------------------------------------------------------------------------------------------
    def _status(self) -> None:
        parts: list[str] = []
        if self.facts is not None:
            parts.append(f"{self.facts.messages:,} messages in {self.facts.sessions:,} sessions")
        parts.append(self.index_note)
        result = self.result
        if self.results_query and result is not None:
            via = {"index": "curator index", "hermes_fts": "Hermes's FTS", "like": "substring scan"}.get(result.used,
                                                                                                     result.used)
            parts.append(f"{len(result.hits)} result{'s' if len(result.hits) != 1 else ''} via {via}")
            if result.degraded_reason:
                parts.append(f"\u26a0 {result.degraded_reason}")
            elif result.fts_stale:
                parts.append("\u26a0 Hermes marked its search index stale")
        if self._filter_error:
            parts.append(f"\u26a0 {self._filter_error}")
        self.query_one("#sessions-status", Label).update(" \u00b7 ".join(parts))

    # ----- searching -----------------------------------------------------------------------------------------
    @on(Input.Changed, "#session-query")
    def _query_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._restart_search()

    @on(Input.Submitted, "#session-query")
    def _query_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self._debounce is not None or self.results_query != self.search_box.value.strip():
            self._restart_search(immediate=True)
        if self.results.option_count and self.conversation.session is not None:
            self.conversation.focus()
        elif self.results.option_count:
            self.results.focus()

    @on(FiltersBar.Changed)
    def _filters_changed(self, event: FiltersBar.Changed) -> None:
        self._filter_error = event.error
        self._status()
        if event.error is None:
            self._restart_search()

    def _restart_search(self, immediate: bool = False) -> None:
        """Search again after the debounce (or now); results of older searches are dropped."""
        if self._debounce is not None:
            self._debounce.stop()
            self._debounce = None
        if immediate:
            self._fire_search()
        else:
            self._debounce = self.set_timer(DEBOUNCE, self._fire_search)

    def _fire_search(self) -> None:
        self._debounce = None
        if not self.backend.is_open:
            return
        self._gen += 1
        self.search_fired_at = time.perf_counter()
        self._search(self._gen, self.search_box.value.strip(), self.filters)

    def _search_if_current(self, gen: int, query: str, filters: BrowseFilters
                           ) -> tuple[SearchResult | list, dict[str, str]] | None:
        """Runs on the query thread: skip searches a newer keystroke has already replaced."""
        if gen != self._gen:
            return None
        got = self.backend.recent(filters) if not query else self.backend.search(query, filters)
        items = list(got.hits) if isinstance(got, SearchResult) else got
        return got, self.backend.lineage_labels(items)

    @work(exclusive=True, group="sessions-search", exit_on_error=False, name="session search")
    async def _search(self, gen: int, query: str, filters: BrowseFilters) -> None:
        try:
            reply = await self.backend.call(self._search_if_current, gen, query, filters)
        except SessionStoreError as exc:
            self.notify(str(exc), title="Session store", severity="error", markup=False)
            return
        except ValueError as exc:   # a date the filters bar let through
            self._filter_error = str(exc)
            self._status()
            return
        if reply is None or gen != self._gen:
            return
        got, labels = reply
        self.labels.update(labels)
        keep = self.results.selected_key if self.results_query == query else None
        if isinstance(got, SearchResult):
            self.result = got
            self.results.show(list(got.hits), keep, labels)
            title = f"{len(got.hits)} result{'s' if len(got.hits) != 1 else ''} for \u201c{query}\u201d"
        else:
            self.result = None
            self.results.show(got, keep, labels)
            title = f"Recent sessions ({len(got)})" if got else "No sessions match the filters"
        if not self.filters.is_default():
            title += " \u00b7 filtered"
        self.query_one("#results-title", Label).update(title)
        self.results_query = query
        self.results_shown_at = time.perf_counter()
        self._status()
        if self.results.option_count:
            self._open_soon()

    # ----- opening a conversation ---------------------------------------------------------------------------
    @on(OptionList.OptionHighlighted, "#session-results")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._open_soon()

    def _open_soon(self) -> None:
        """Open the highlighted item once the cursor rests (holding a key does not open every item)."""
        if self._open_timer is not None:
            self._open_timer.stop()
        self._open_timer = self.set_timer(OPEN_DELAY, self._open_highlighted)

    @on(OptionList.OptionSelected, "#session-results")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._open_highlighted()
        self.conversation.focus()

    def _open_highlighted(self) -> None:
        if self._open_timer is not None:
            self._open_timer.stop()
            self._open_timer = None
        key = self.results.selected_key
        item = self.results.selected_item
        if item is None or key == self._open_key:
            return
        self._open_key = key
        self._open(item)

    @work(exclusive=True, group="sessions-conversation", exit_on_error=False, name="conversation loader")
    async def _open(self, item: SearchHit | SessionSummary) -> None:
        sid = item.session_id if isinstance(item, SearchHit) else item.id
        around = item.message_id if isinstance(item, SearchHit) else None
        terms = item.match_terms if isinstance(item, SearchHit) else ()

        def load():  # type: ignore[no-untyped-def]
            summary = self.backend.session(sid)
            labels = self.backend.lineage_labels([summary]) if summary is not None else {}
            return summary, self.backend.window(sid, around), labels

        try:
            summary, window, labels = await self.backend.call(load)
        except SessionStoreError as exc:
            self.notify(str(exc), title="Session store", severity="error", markup=False)
            return
        self.labels.update(labels)
        if summary is None:
            summary = item if isinstance(item, SessionSummary) else SessionSummary(
                sid, item.session_title, item.source, None, None, 0, lineage_root=item.lineage_root)
        self._title_conversation(summary)
        await self.conversation.show_window(summary, window, terms, cursor_at="anchor" if around else "start")

    def _title_conversation(self, s: SessionSummary) -> None:
        bits = [s.title or s.id, s.source or "?", f"{s.message_count:,} messages", s.id]
        note = lineage_note(s.id, s.lineage_root, self.labels)
        if note:
            bits.append(note)
        self.query_one("#conversation-title", Label).update(" \u00b7 ".join(bits))

    @on(ConversationPane.LoadRequested)
    def _load_requested(self, event: ConversationPane.LoadRequested) -> None:
        event.stop()
        self._load_more(event.session_id, event.direction, event.edge_id)

    @work(exit_on_error=False, group="sessions-more", name="conversation scroller")
    async def _load_more(self, session_id: str, direction: str, edge_id: int | None) -> None:
        pane, backend = self.conversation, self.backend
        try:
            if direction == "before" and edge_id is not None:
                msgs, more = await backend.call(backend.before, session_id, edge_id, LOAD_STEP)
                if pane.session and pane.session.id == session_id:
                    await pane.prepend(msgs, more)
            elif direction == "after" and edge_id is not None:
                msgs, more = await backend.call(backend.after, session_id, edge_id, LOAD_STEP)
                if pane.session and pane.session.id == session_id:
                    await pane.append(msgs, more)
            else:
                window = await backend.call(backend.edge, session_id, direction == "end", LOAD_STEP)
                if pane.session and pane.session.id == session_id:
                    await pane.show_window(pane.session, window, pane.terms, cursor_at=direction)
        except SessionStoreError as exc:
            pane.load_failed(direction)
            self.notify(str(exc), title="Session store", severity="error", markup=False)

    # ----- actions ------------------------------------------------------------------------------------------
    def action_focus_search(self) -> None:
        """Focus the query box."""
        self.search_box.focus()

    def action_back(self) -> None:
        """Conversation → results → search box."""
        focused = self.app.focused
        if focused is self.conversation:
            self.results.focus()
        else:
            self.search_box.focus()

    def action_conversation_edge(self, which: str) -> None:
        """Jump to the open session's start or end and move there."""
        self.conversation.focus()
        self.conversation.action_edge(which)

    def action_cycle_role(self) -> None:
        """Next role filter."""
        self.query_one(FiltersBar).cycle_role()

    def action_cycle_source(self) -> None:
        """Next source filter."""
        self.query_one(FiltersBar).cycle_source()

    def action_toggle_hidden(self) -> None:
        """Show or hide subagent/kanban/tool sessions."""
        self.query_one(FiltersBar).toggle_hidden()

    def action_focus_dates(self) -> None:
        """Focus the date range."""
        self.query_one(FiltersBar).focus_dates()

    @on(SearchBox.Leave)
    def _leave_search(self) -> None:
        if self.results.option_count:
            self.results.focus()

    async def action_promote(self) -> None:
        """Open the promote editor on the selected message (or the part of it selected with the mouse)."""
        await promote_selected(self)

