"""SessionBrowser: the Sessions tab — search as you type, results, the conversation at the match, promote."""

from __future__ import annotations

import time
from pathlib import Path

from textual import events, on, work
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Input, Label, OptionList, Static
from textual.worker import Worker, WorkerState

from curator.core.sessions.errors import SessionStoreError
from curator.core.sessions.model import SearchHit, SearchResult, SessionSummary
from curator.core.workspace import Workspace
from curator.core.sessions.backend import BrowseFilters, SessionBackend, StoreFacts
from curator.tui.sessions.conversation import ConversationPane
from curator.tui.sessions.filters import FiltersBar
from curator.tui.sessions.promote import promote_selection
from curator.tui.sessions.results import ResultList, lineage_note, results_title
from curator.tui.sessions.search_box import SearchBox
from curator.tui.sessions.status_line import StatusLine
from curator.tui.sessions.store_link import StoreLink
from curator.tui.views import focus_now

DEBOUNCE = 0.15
"""Seconds of typing pause before a search starts."""
OPEN_DELAY = 0.08
"""Seconds the result cursor must rest on an item before its conversation opens."""
POLL_INTERVAL = 1.0
"""Seconds between checks of the store's change token (live updates)."""


class SessionBrowser(Vertical):
    """Search box and filters on top, results left, the open conversation right, a status line below."""

    BINDINGS = [
        Binding("slash", "focus_search", "Search", tooltip="Type a query (search as you type)", id="sessions-search"),
        Binding("m", "promote", "Remember this", tooltip="Put the selected message (or the text selected in it) "
                "into MEMORY.md or USER.md, scanned and measured like any edit", id="sessions-promote"),
        Binding("t", "filters('cycle_role')", "Role", tooltip="Turn role: search user + assistant turns, only one "
                "role, tool output, or any role", id="sessions-role"),
        Binding("o", "filters('cycle_source')", "Source", tooltip="Origin: only sessions from one source (cli, "
                "telegram, cron, ...)", id="sessions-source"),
        Binding("i", "filters('toggle_hidden')", "Hidden", tooltip="Include subagent, kanban and tool sessions "
                "(Hermes hides them)", id="sessions-hidden"),
        Binding("w", "filters('focus_dates')", "Dates", show=False, tooltip="When: limit results to a date range",
                id="sessions-dates"),
        Binding("home", "conversation_edge('start')", "Session start", show=False, tooltip="Jump to the open "
                "session's first message (up/down, j/k and page keys move between messages)", id="sessions-start"),
        Binding("end", "conversation_edge('end')", "Session end", show=False, tooltip="Jump to the open session's "
                "last message", id="sessions-end"),
        Binding("escape", "back", "Back", show=False, tooltip="From the conversation to the results, from the "
                "results to the search box", id="sessions-back"),
    ]

    def __init__(self, ctx: Workspace, *, db_path: Path | None = None, cache_dir: Path | None = None,
                 poll: bool = True) -> None:
        super().__init__(id="sessions-view")
        self.ctx = ctx
        self.link = StoreLink(db_path or ctx.home.state_db_path, cache_dir)
        """Opens the store, builds the index, polls and looks sessions up, in workers (reports by message)."""
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
        self._opened: tuple[str | None, tuple[str, ...]] = (None, ())
        """The open item's key and highlighted words (a refined query whose top hit is the same item reopens it)."""
        self._filter_error: str | None = None
        self.labels: dict[str, str] = {}
        """Titles of lineage roots seen so far (for the ``↳ continues`` notes)."""
        self._jump_to: str | None = None
        self._jump_summary: SessionSummary | None = None
        self._search_requested = self._jumped = False  # where focus_primary puts the cursor next
        self._jump_message: int | None = None

    # ----- layout ------------------------------------------------------------------------------------------
    def compose(self):  # type: ignore[no-untyped-def]
        """Search box, filters, the two panes, the status line and the (hidden) problem panel."""
        yield self.link
        yield SearchBox(id="session-query")
        yield FiltersBar(id="session-filters")
        with Horizontal(id="sessions-panes"):
            with Vertical(id="sessions-results-pane"):
                yield Label("Recent sessions", id="results-title", markup=False)
                yield ResultList(id="session-results")
            with Vertical(id="sessions-conversation-pane"):
                yield Label("Conversation", id="conversation-title", markup=False)
                yield ConversationPane(self.link.backend, id="session-conversation")
        yield Static("", id="sessions-problem", markup=False)
        yield StatusLine(self.index_note, id="sessions-status")

    @property
    def backend(self) -> SessionBackend:
        """The link's reader threads over the search engine."""
        return self.link.backend

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
        """Open the store in the background, start polling (the shell focuses the results)."""
        self.link.open()
        if self.poll_enabled:
            self.set_interval(POLL_INTERVAL, self.poll_now)

    def focus_primary(self) -> None:
        """Focus the results, not the search box: view and global keys keep working (the shell calls this on
        every switch); ``/`` or any letter that is no key of the view starts a search."""
        # a jump opened a conversation: the shell's later focus must not take it away
        target = self.search_box if self._search_requested else self.conversation if self._jumped else self.results
        self._search_requested = self._jumped = False
        focus_now(target)

    def request_search(self) -> None:
        """Put the cursor in the search box (``/`` from any view), now and when the shell focuses the view."""
        self._search_requested = True
        self.search_box.focus()

    def on_key(self, event: events.Key) -> None:
        """Type to search: a letter pressed outside the box that no binding takes goes into the box."""
        char = event.character
        if not char or not char.isalpha() or len(char) != 1 or self.app.focused is self.search_box:
            return
        if event.key in self.screen.active_bindings or isinstance(self.app.focused, Input) or not self.screen.is_current:
            return
        event.stop()
        event.prevent_default()
        box = self.search_box
        box.focus()
        box.insert_text_at_cursor(char)

    # ----- the store ------------------------------------------------------------------------------------------
    def _show_problem(self, text: str) -> None:
        self.problem = text
        self.add_class("-unavailable")
        self.query_one("#sessions-problem", Static).update(text)
        self.index_note = "session store unavailable"
        self._status()

    def _set_facts(self, facts: StoreFacts) -> None:
        self.facts = facts
        self.query_one(FiltersBar).sources = facts.sources

    @on(StoreLink.Unavailable)
    def _store_unavailable(self, event: StoreLink.Unavailable) -> None:
        self._show_problem(event.text)

    @on(StoreLink.Opened)
    def _store_opened(self, event: StoreLink.Opened) -> None:
        self.problem = None
        self.remove_class("-unavailable")
        self._set_facts(event.facts)
        self.index_note = "index: checking\u2026"
        self._status()
        self._restart_search(immediate=True)

    @on(StoreLink.IndexProgressed)
    def _index_progressed(self, message: StoreLink.IndexProgressed) -> None:
        """Say how far the build is; once ready, search again so results come from the index."""
        self.index_note = message.describe()
        if message.ready and self.results_query:
            self._restart_search(immediate=True)
        self._status()

    def poll_now(self) -> None:
        """Check the store for writes (called every second; tests call it directly)."""
        pane = self.conversation
        session_id = pane.session.id if pane.session is not None and not pane.more_after else None
        last = pane.messages[-1].id if pane.messages else None
        self.link.poll(session_id, last)

    @on(StoreLink.PollFailed)
    def _poll_failed(self, event: StoreLink.PollFailed) -> None:
        self.index_note = f"\u26a0 {event.error}"
        self._status()

    @on(StoreLink.Changed)
    async def _store_changed(self, event: StoreLink.Changed) -> None:
        pane = self.conversation
        if event.facts is not None:
            self._set_facts(event.facts)
        if event.new_messages and pane.session is not None and pane.session.id == event.session_id:
            await pane.append(list(event.new_messages), False)
        self._restart_search(immediate=True)

    # ----- jumping to a session -------------------------------------------------------------------------------
    def open_session(self, session_id: str, message_id: int | None = None) -> None:
        """Open a session at its first message (the palette's jump) or at *message_id*, cursor on it (an entry's
        origin); waits for the first results so they do not replace it; unknown ids are notified."""
        self._jump_to = session_id
        self._jump_message = message_id
        self._jumped = True
        self._jump_summary = None
        self.link.look_up(session_id)

    @on(StoreLink.Found)
    def _session_found(self, event: StoreLink.Found) -> None:
        if self._jump_to != event.session_id:
            return
        if event.summary is None:
            self._jump_to = None
            self.notify(event.error or f"No session {event.session_id}.", title="Sessions",
                        severity="warning", markup=False)
            return
        self._jump_summary = event.summary
        self._finish_jump()

    def _searching(self) -> bool:
        return self._debounce is not None or any(
            w.group == "sessions-search" and w.node is self and not w.is_finished for w in self.app.workers)

    def _finish_jump(self) -> None:
        summary = self._jump_summary
        if summary is None or (self.results_query is None and self._searching()):
            return  # the first results are on their way; opening now would be replaced by theirs
        message_id, self._jump_message = self._jump_message, None
        self._jump_to = self._jump_summary = None
        if self._open_timer is not None:
            self._open_timer.stop()
            self._open_timer = None
        key = ResultList.key_of(summary)
        keys = [ResultList.key_of(item) for item in self.results.items]
        if message_id is None and key in keys:
            self.results.highlighted = keys.index(key)
            self._open_highlighted()
        else:   # not listed, or at a message: highlighting it must not reopen it at the start
            self._opened = (key, ResultList.terms_of(self.results.items[keys.index(key)]) if key in keys else ())
            if key in keys:
                self.results.highlighted = keys.index(key)
            self._open(summary if message_id is None else SearchHit(
                message_id, summary.id, "", None, "", 0.0, summary.title, summary.source,
                lineage_root=summary.lineage_root))
        self.conversation.focus()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A jump waiting for the first results goes ahead once a search has finished."""
        if event.worker.group == "sessions-search" and event.state in (WorkerState.SUCCESS, WorkerState.ERROR):
            self._finish_jump()

    def _status(self) -> None:
        self.query_one(StatusLine).show(self.facts, self.index_note, self.result if self.results_query else None,
                                        self._filter_error)

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
        self.result = got if isinstance(got, SearchResult) else None
        self.results.show(list(got.hits) if isinstance(got, SearchResult) else got, keep, labels)
        filtered = None if self.filters.is_default() else self.query_one(FiltersBar).describe()
        self.query_one("#results-title", Label).update(results_title(query, got, filtered))
        self.results_query = query
        self.results_shown_at = time.perf_counter()
        self._status()
        if self.results.option_count:
            self._open_soon()
        elif self.conversation.session is not None:   # nothing found: the last conversation is not an answer
            self._opened = (None, ())
            self.query_one("#conversation-title", Label).update("Conversation")
            await self.conversation.clear()

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
        key, item = self.results.selected_key, self.results.selected_item
        if item is None or (key, ResultList.terms_of(item)) == self._opened:
            return
        self._opened = (key, ResultList.terms_of(item))
        self._open(item)

    @work(exclusive=True, group="sessions-conversation", exit_on_error=False, name="conversation loader")
    async def _open(self, item: SearchHit | SessionSummary) -> None:
        sid = item.session_id if isinstance(item, SearchHit) else item.id
        around = item.message_id if isinstance(item, SearchHit) else None
        terms = ResultList.terms_of(item)

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

    def action_filters(self, change: str) -> None:
        """Change the filters bar: ``cycle_role``, ``cycle_source``, ``toggle_hidden`` or ``focus_dates``."""
        bar = self.query_one(FiltersBar)
        {"cycle_role": bar.cycle_role, "cycle_source": bar.cycle_source, "toggle_hidden": bar.toggle_hidden,
         "focus_dates": bar.focus_dates}[change]()

    @on(SearchBox.Leave)
    def _leave_search(self) -> None:
        self.results.focus()

    async def action_promote(self) -> None:
        """Open the promote editor on the selected message (or the part of it selected with the mouse)."""
        await promote_selection(self, self.conversation, self.results, self.backend, self.ctx)
