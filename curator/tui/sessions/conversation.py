"""ConversationPane: one session's messages around an anchor, loading more at either edge, with a cursor."""

from __future__ import annotations

from textual import work
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from curator.core.sessions.backend import SessionBackend
from curator.core.sessions.errors import SessionStoreError
from curator.core.sessions.model import Message as SessionMessage, MessageWindow, SessionSummary
from curator.tui.sessions.results import COMPACTED_MARK, MATCH_STYLE, when

BODY_CHARS = 6000
"""Longer messages are cut for display (the promote flow still gets the whole text)."""
LOAD_STEP = 20
"""Messages fetched when scrolling past a loaded edge."""
ANCHOR_MARK = "\u25c6 match"
HEADER_STYLE = "$text-muted"
CURSOR_MARK = "\u25b6"


def _header_style(role: str | None) -> str:
    return "bold $text-primary" if role == "user" else "$text-muted"


def highlighted(text: str, terms: tuple[str, ...], limit: int = BODY_CHARS) -> Content:
    """*text* (cut to *limit*) with every case-insensitive occurrence of *terms* highlighted; never markup."""
    shown = text if len(text) <= limit else text[:limit]
    spans: list[tuple[int, int]] = []
    lowered = shown.lower()
    for term in {t.lower() for t in terms if t and t.strip()}:
        start = lowered.find(term)
        while start >= 0:
            spans.append((start, start + len(term)))
            start = lowered.find(term, start + len(term))
    spans.sort()
    parts: list[tuple[str, str]] = []
    pos = 0
    for s, e in spans:
        if s < pos:
            s = pos
        if s >= e:
            continue
        parts.append((shown[pos:s], ""))
        parts.append((shown[s:e], MATCH_STYLE))
        pos = e
    parts.append((shown[pos:], ""))
    if len(text) > limit:
        parts.append((f"\n\u2026 {len(text) - limit:,} more characters not shown", "italic $text-muted"))
    return Content.assemble(*[p for p in parts if p[0]]) if any(p[0] for p in parts) else Content("(no text)")


class MessageBlock(Static):
    """One message: a header line (role, time, id, marks) above its text. The text can be selected with the
    mouse; :meth:`ConversationPane.selected_text` drops the header from a selection."""

    def __init__(self, message: SessionMessage, *, anchor: bool, terms: tuple[str, ...]) -> None:
        classes = f"message-block -role-{message.role or 'unknown'}"
        if anchor:
            classes += " -anchor"
        if message.compacted:
            classes += " -compacted"
        self.message = message
        self.anchor = anchor
        self.terms = terms
        self._body = highlighted(message.content, terms)
        super().__init__(self._compose_content(False), classes=classes)

    def header_text(self, cursor: bool = False) -> Content:
        """``▶ user · 2026-05-28 09:00 · #15 · ⧉ compacted · ◆ match``."""
        m = self.message
        role = m.role or "?"
        if m.tool_name:
            role += f" ({m.tool_name})"
        bits = [role, when(m.timestamp), f"#{m.id}"]
        if m.compacted:
            bits.append(COMPACTED_MARK)
        parts: list[tuple[str, str] | str] = [(CURSOR_MARK + " " if cursor else "  ", "bold"),
                                              (" \u00b7 ".join(bits), _header_style(m.role))]
        if self.anchor:
            parts += [(" \u00b7 ", HEADER_STYLE), (ANCHOR_MARK, "bold $text-accent")]
        return Content.assemble(*parts)

    def _compose_content(self, cursor: bool) -> Content:
        return Content.assemble(self.header_text(cursor), "\n", self._body)

    def set_cursor(self, on: bool) -> None:
        """Show or hide the cursor (class and glyph)."""
        self.set_class(on, "-cursor")
        self.update(self._compose_content(on), layout=False)


class ConversationPane(VerticalScroll, can_focus=True):
    """The open session's loaded slice; up/down move a cursor, crossing an edge asks for more messages."""

    BINDINGS = [
        Binding("up,k", "cursor(-1)", "Previous message", show=False,
                tooltip="Select the previous message (loads earlier ones at the top)", id="conversation-up"),
        Binding("down,j", "cursor(1)", "Next message", show=False,
                tooltip="Select the next message (loads later ones at the bottom)", id="conversation-down"),
        Binding("pageup", "cursor(-5)", "Up 5", show=False, tooltip="Move five messages up", id="conversation-page-up"),
        Binding("pagedown", "cursor(5)", "Down 5", show=False, tooltip="Move five messages down",
                id="conversation-page-down"),
        Binding("home,g", "edge('start')", "Session start", tooltip="Jump to the session's first message",
                id="conversation-start"),
        Binding("end,G", "edge('end')", "Session end", tooltip="Jump to the session's last message",
                id="conversation-end"),
    ]

    def __init__(self, backend: SessionBackend, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="conversation-pane")
        self.backend = backend
        """Where more messages come from (its reader threads)."""
        self.session: SessionSummary | None = None
        self.anchor_id: int | None = None
        self.terms: tuple[str, ...] = ()
        self.messages: list[SessionMessage] = []
        self.cursor = 0
        self.more_before = False
        self.more_after = False
        self.loading: set[str] = set()
        """Directions with a request in flight (one at a time each)."""
        self._pending_cursor: int | None = None

    def compose(self):  # type: ignore[no-untyped-def]
        """The two edge markers; message blocks go between them."""
        yield Static("Nothing open: pick a search result or a session.", id="conversation-top", classes="edge-marker")
        yield Static("", id="conversation-bottom", classes="edge-marker")

    # ----- content -------------------------------------------------------------------------------------
    @property
    def blocks(self) -> list[MessageBlock]:
        """The message blocks in transcript order."""
        return list(self.query(MessageBlock))

    @property
    def current(self) -> SessionMessage | None:
        """The message under the cursor."""
        return self.messages[self.cursor] if 0 <= self.cursor < len(self.messages) else None

    async def show_window(self, session: SessionSummary, window: MessageWindow, terms: tuple[str, ...] = (),
                          *, cursor_at: str = "anchor") -> None:
        """Replace the pane with *window*; the cursor goes to the anchor (or ``start`` / ``end``)."""
        self.session = session
        self.anchor_id = window.anchor_id
        self.terms = terms
        self.messages = list(window.messages)
        self.more_before, self.more_after = window.more_before, window.more_after
        self.loading.clear()
        await self.remove_children(MessageBlock)
        blocks = [self._block(m) for m in self.messages]
        if blocks:
            await self.mount(*blocks, after="#conversation-top")
        ids = [m.id for m in self.messages]
        if cursor_at == "end":
            self.cursor = max(0, len(ids) - 1)
        elif cursor_at == "anchor" and window.anchor_id in ids:
            self.cursor = ids.index(window.anchor_id)
        else:
            self.cursor = 0
        self._update_markers()
        self._paint_cursor()
        self.call_after_refresh(self._settle, cursor_at)

    async def clear(self) -> None:
        """Show no session (a search without hits must not leave an unrelated conversation up)."""
        self.session, self.anchor_id, self.messages, self.cursor = None, None, [], 0
        self.more_before = self.more_after = False
        self.loading.clear()
        await self.remove_children(MessageBlock)
        self._update_markers()

    def _block(self, message: SessionMessage) -> MessageBlock:
        return MessageBlock(message, anchor=message.id == self.anchor_id, terms=self.terms)

    async def prepend(self, messages: list[SessionMessage], more_before: bool) -> None:
        """Put older messages above the slice, keeping what is on screen where it was."""
        self.loading.discard("before")
        self.more_before = more_before
        messages = [m for m in messages if not self.messages or m.id < self.messages[0].id]
        if messages:
            first = self.blocks[0] if self.messages else None
            old_y = first.virtual_region.y if first is not None else 0
            self.messages[:0] = messages
            self.cursor += len(messages)
            if self._pending_cursor is not None:
                self._pending_cursor += len(messages)
            await self.mount(*[self._block(m) for m in messages], after="#conversation-top")
            if first is not None:
                self.call_after_refresh(self._keep_view, first, old_y, self.scroll_y)
        self._update_markers()
        self._apply_pending_cursor()

    async def append(self, messages: list[SessionMessage], more_after: bool) -> None:
        """Put newer messages below the slice (scrolling past the end, or live news of the open session)."""
        self.loading.discard("after")
        self.more_after = more_after
        messages = [m for m in messages if not self.messages or m.id > self.messages[-1].id]
        if messages:
            following = not self.messages or (self.cursor == len(self.messages) - 1 and self.scroll_y >= self.max_scroll_y - 1)
            self.messages.extend(messages)
            await self.mount(*[self._block(m) for m in messages], before="#conversation-bottom")
            if following and self._pending_cursor is None:
                self.call_after_refresh(self.scroll_end, animate=False)
        self._update_markers()
        self._apply_pending_cursor()

    def _keep_view(self, first: MessageBlock, old_y: int, old_scroll: float) -> None:
        delta = first.virtual_region.y - old_y
        if delta > 0:
            self.scroll_to(y=old_scroll + delta, animate=False)

    def _settle(self, cursor_at: str) -> None:
        blocks = self.blocks
        if not blocks:
            return
        block = blocks[min(self.cursor, len(blocks) - 1)]
        if cursor_at == "end":
            self.scroll_end(animate=False)
        elif cursor_at == "start":
            self.scroll_home(animate=False)
        else:
            room = self.scrollable_content_region.height - block.outer_size.height
            self.scroll_to(y=max(0, block.virtual_region.y - max(0, room // 2)), animate=False)
        self.call_after_refresh(self._fill)

    def _fill(self) -> None:
        """When the slice is shorter than the pane, load more around it."""
        if self.virtual_size.height <= self.size.height:
            if self.more_before:
                self._request("before")
            elif self.more_after:
                self._request("after")

    def _update_markers(self) -> None:
        top = self.query_one("#conversation-top", Static)
        bottom = self.query_one("#conversation-bottom", Static)
        if self.session is None:
            top.update("Nothing open: pick a search result or a session.")
            bottom.update("")
            return
        top.update("\u2191 earlier messages: move up or scroll to load them (home: session start)"
                   if self.more_before else "\u2014 start of the session \u2014")
        bottom.update("\u2193 later messages: move down or scroll to load them (end: session end)"
                      if self.more_after else "\u2014 end of the session (new messages appear here live) \u2014")
        top.set_class(self.more_before, "-more")
        bottom.set_class(self.more_after, "-more")

    def _paint_cursor(self) -> None:
        """Move the cursor mark: only the block that had it and the one that gets it are repainted."""
        for i, block in enumerate(self.blocks):
            want = i == self.cursor
            if want != block.has_class("-cursor"):
                block.set_cursor(want)

    # ----- movement -------------------------------------------------------------------------------------
    def _request(self, direction: str) -> None:
        if self.session is None or direction in self.loading:
            return
        if direction in ("before", "after"):
            if not self.messages:
                return
            edge = self.messages[0].id if direction == "before" else self.messages[-1].id
        else:
            edge = None
        self.loading.add(direction)
        self._load_more(self.session.id, direction, edge)

    @work(exit_on_error=False, group="sessions-more", name="conversation scroller")
    async def _load_more(self, session_id: str, direction: str, edge_id: int | None) -> None:
        """Load ``before``/``after`` the slice, or the session's ``start``/``end``, off the UI thread."""
        backend = self.backend
        try:
            if direction == "before" and edge_id is not None:
                msgs, more = await backend.call(backend.before, session_id, edge_id, LOAD_STEP)
                if self.session and self.session.id == session_id:
                    await self.prepend(msgs, more)
            elif direction == "after" and edge_id is not None:
                msgs, more = await backend.call(backend.after, session_id, edge_id, LOAD_STEP)
                if self.session and self.session.id == session_id:
                    await self.append(msgs, more)
            else:
                window = await backend.call(backend.edge, session_id, direction == "end", LOAD_STEP)
                if self.session and self.session.id == session_id:
                    await self.show_window(self.session, window, self.terms, cursor_at=direction)
        except SessionStoreError as exc:
            self.load_failed(direction)
            self.notify(str(exc), title="Session store", severity="error", markup=False)

    def action_cursor(self, step: int) -> None:
        """Move the cursor; crossing a loaded edge with more beyond it loads more (then moves on)."""
        if not self.messages:
            return
        target = self.cursor + step
        if target < 0 and self.more_before:
            self._pending_cursor = target
            self._request("before")
            target = 0
        elif target >= len(self.messages) and self.more_after:
            self._pending_cursor = target
            self._request("after")
            target = len(self.messages) - 1
        self.move_cursor(target)

    def move_cursor(self, index: int) -> None:
        """Put the cursor on message *index* (clamped) and scroll it into view."""
        if not self.messages:
            return
        self.cursor = max(0, min(index, len(self.messages) - 1))
        self._paint_cursor()
        block = self.blocks[self.cursor]
        self.scroll_to_widget(block, animate=False, top=block.outer_size.height > self.size.height)

    def _apply_pending_cursor(self) -> None:
        if self._pending_cursor is not None:
            target, self._pending_cursor = self._pending_cursor, None
            self.move_cursor(target)

    def action_edge(self, which: str) -> None:
        """Jump to the session's first or last message (loads that end if it is not loaded)."""
        if self.session is None:
            return
        more = self.more_before if which == "start" else self.more_after
        if more:
            self._request(which)
        else:
            self.move_cursor(0 if which == "start" else len(self.messages) - 1)
            if which == "start":
                self.scroll_home(animate=False)
            else:
                self.scroll_end(animate=False)

    def watch_scroll_y(self, old: float, new: float) -> None:
        """Scrolling into a loaded edge (mouse wheel, scrollbar) loads more there."""
        super().watch_scroll_y(old, new)
        if self.session is None or not self.messages:
            return
        if new <= 0 < old and self.more_before:
            self._request("before")
        elif new >= self.max_scroll_y > old and self.more_after:
            self._request("after")

    def load_failed(self, direction: str) -> None:
        """Forget an in-flight request that failed (so it can be retried)."""
        self.loading.discard(direction)
        self._pending_cursor = None

    # ----- promote ---------------------------------------------------------------------------------------
    def selected_text(self) -> str | None:
        """Text selected with the mouse inside this pane's messages (header lines left out), if any."""
        pieces: list[str] = []
        for widget, selection in self.screen.selections.items():
            if isinstance(widget, MessageBlock) and self in widget.ancestors:
                got = widget.get_selection(selection)
                if got:
                    pieces.append(_without_header(got[0], widget))
        return "\n".join(p for p in pieces if p.strip()).strip() or None


def _without_header(text: str, block: MessageBlock) -> str:
    header = block.header_text(True).plain.strip()
    plain = block.header_text(False).plain.strip()
    first, _, rest = text.partition("\n")
    stripped = first.strip()
    if stripped and (header.endswith(stripped) or plain.endswith(stripped) or stripped in (header, plain)):
        return rest
    return text
