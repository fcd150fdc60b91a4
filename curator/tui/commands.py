"""Command palette: actions from the active BINDINGS, plus a Provider for dynamic items."""

from __future__ import annotations

from curator.core.humanize import clip
import asyncio
from functools import partial
from typing import TYPE_CHECKING, Any, Iterable

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen

from curator.core.home.resolve import list_profiles
from curator.core.memory.format import STORE_FILES
from curator.core.humanize import local_minute
from curator.tui.host import AppHost, host

if TYPE_CHECKING:
    from textual.app import SystemCommand

    from curator.core.home.resolve import HermesHome

#: Actions the built-in system commands already offer.
BUILTIN_ACTIONS = {"quit", "command_palette", "help_quit", "change_theme"}


def binding_commands(screen: Screen) -> Iterable["SystemCommand"]:
    """One palette command per active binding of ``screen`` (same descriptions as footer and help)."""
    from textual.app import SystemCommand

    seen: set[str] = set()
    for active in screen.active_bindings.values():
        binding, node = active.binding, active.node
        # Our bindings all carry an id; widget plumbing (cursor keys, copy, focus) does not.
        if binding.system or not binding.id or not binding.description or binding.action in BUILTIN_ACTIONS:
            continue
        if binding.action in seen or not active.enabled:
            continue
        seen.add(binding.action)
        key = screen.app.get_key_display(binding)
        help_text = f"{binding.tooltip} ({key})" if binding.tooltip else f"Key: {key}"
        yield SystemCommand(binding.description, help_text, partial(node.run_action, binding.action))


def _when(ts: float | None) -> str:
    """Local date and time of an epoch timestamp ('unknown time' when there is none)."""
    return local_minute(ts or None, unknown="unknown time")


SESSION_ITEMS = 300
"""Most recent sessions offered by the palette."""


def pending_items(home: HermesHome) -> list[tuple[str, str, str]]:
    """``(id, title, help)`` per staged write, oldest first; malformed records are listed with their problem.

    Blocking (reads the pending dir): call it from a thread. A missing dir gives no items.
    """
    from curator.core.pending.records import load_queue

    items: list[tuple[str, str, str]] = []
    for write in load_queue(home):
        what = write.summary or (f"malformed: {write.error}" if write.error else write.action or "staged write")
        origin = write.origin_label or write.origin or "?"
        action = f"{write.action or '?'} {STORE_FILES.get(write.target, write.target)}"
        items.append((write.id, f"Go to pending write {write.id}: {clip(what, 60)}",
                      f"{origin} \u00b7 {action} \u00b7 staged {_when(write.created_at)}"))
    return items


def session_items(home: HermesHome, limit: int = SESSION_ITEMS) -> list[tuple[str, str, str]]:
    """``(id, title, help)`` per recent session, newest first, read-only from ``state.db``.

    Blocking (SQLite): call it from a thread. Raises SessionStoreError when the store is missing or damaged.
    """
    from curator.core.sessions.store import SessionStore

    store = SessionStore(home.state_db_path)
    try:
        summaries = store.recent_sessions(limit=limit)
    finally:
        store.close()
    items: list[tuple[str, str, str]] = []
    for s in summaries:
        count = f"{s.message_count:,} message{'s' if s.message_count != 1 else ''}"
        items.append((s.id, f"Open session {s.id}: {clip(s.title or '(untitled)', 60)}",
                      f"{s.source or '?'} \u00b7 {count} \u00b7 last active {_when(s.last_activity_at)}"))
    return items


async def go_to_pending_write(app: AppHost, pending_id: str) -> None:
    """Show the Pending view and select one staged write there."""
    from curator.tui.pending.view import PendingView

    widget = await app.show_view("pending")
    if isinstance(widget, PendingView):
        widget.select_write(pending_id)


async def open_session(app: AppHost, session_id: str, message_id: int | None = None) -> None:
    """Show the Sessions view with one session's conversation open at its first message (or at *message_id*)."""
    from curator.tui.sessions.browser import SessionBrowser

    widget = await app.show_view("sessions")
    if isinstance(widget, SessionBrowser):
        widget.open_session(session_id, message_id)


class CuratorCommands(Provider):
    """Dynamic items: switch to each other profile, jump to any entry, staged write or recent session.

    (Views and history are bindings.) Staged writes and sessions are read in threads when the palette
    opens; a missing or damaged pending dir or state.db just means fewer items.
    """

    def __init__(self, screen: Screen[Any], match_style: Any = None) -> None:
        super().__init__(screen, match_style)
        self.pending: list[tuple[str, str, str]] = []
        """``(id, title, help)`` of the staged writes, read by :meth:`startup`."""
        self.sessions: list[tuple[str, str, str]] = []
        """``(id, title, help)`` of the recent sessions, read by :meth:`startup`."""

    async def startup(self) -> None:
        """Read the pending queue and the recent sessions off the UI thread (never raises)."""
        app = host(self.app)
        home = app.ctx.home
        has_view = app.has_view
        pending, sessions = await asyncio.gather(
            self._read("pending", pending_items, home) if has_view("pending") else _nothing(),
            self._read("sessions", session_items, home) if has_view("sessions") else _nothing())
        self.pending, self.sessions = pending, sessions

    async def _read(self, what: str, reader: Any, home: HermesHome) -> list[tuple[str, str, str]]:
        from curator.core.errors import CuratorError

        try:
            return await asyncio.to_thread(reader, home)
        except (CuratorError, OSError, ValueError) as exc:  # missing/damaged: the palette just offers fewer items
            self.app.log.warning(f"palette: no {what} items ({exc})")
            return []
        except Exception as exc:  # noqa: BLE001 - a raise here would empty the whole provider, profiles included
            self.app.log.error(f"palette: reading {what} failed: {exc!r}")
            return []

    def _items(self) -> list[tuple[str, str, object, bool]]:
        app = host(self.app)
        ctx = app.ctx
        items: list[tuple[str, str, object, bool]] = []
        try:
            profiles = list_profiles(ctx.home.root)
        except OSError:
            profiles = []
        for profile in profiles:
            if profile.name != ctx.home.profile:
                items.append((f"Switch profile: {profile.name}", f"Open the {profile.name} profile ({profile.path})",
                              partial(app.switch_profile, profile.name), True))
        snapshot = app.memory_snapshot
        if snapshot is not None:
            for name, store in snapshot.stores.items():
                for i, entry in enumerate(store.entries):
                    items.append((f"Go to {STORE_FILES[name]} entry {i + 1}: {clip(entry, 70)}",
                                  f"Select this entry in {STORE_FILES[name]}",
                                  partial(app.focus_entry, name, i), False))
        for pid, title, help_text in self.pending:
            items.append((title, help_text, partial(go_to_pending_write, app, pid), False))
        for sid, title, help_text in self.sessions:
            items.append((title, help_text, partial(open_session, app, sid), False))
        return items

    async def discover(self) -> Hits:
        """Other profiles when the palette opens empty (entries, writes and sessions only when searched)."""
        for title, help_text, callback, discover in self._items():
            if discover:
                yield DiscoveryHit(title, callback, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        """Fuzzy-match every dynamic item (ids and summaries/titles are part of each title)."""
        matcher = self.matcher(query)
        for title, help_text, callback, _discover in self._items():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)  # type: ignore[arg-type]


async def _nothing() -> list[tuple[str, str, str]]:
    return []
