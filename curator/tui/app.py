"""CuratorApp and its factory :func:`build_app`: shared state, workers, watchers and app-wide actions."""

from __future__ import annotations

from dataclasses import dataclass

import gc
from typing import TYPE_CHECKING, Any

from textual import events, work
from textual.app import App
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.worker import Worker, WorkerState

from curator.core.home.config import MemoryConfig
from curator.core.home.resolve import HermesHome, list_profiles
from curator.core.memory.format import STORE_FILES
from curator.tui.common.breakpoints import NARROW_BELOW
from curator.tui.commands import CuratorCommands, binding_commands
from curator.tui.host import Consolidates
from curator.core.workspace import Clock, Workspace, open_workspace
from curator.tui.common.lock_wait import LockWaits
from curator.tui.messages import ConsolidationRequested, EntryFocusRequested
from curator.core.pending.records import pending_count
from curator.core.settings import load_settings, save_setting
from curator.tui.shell.main_screen import MainScreen
from curator.core.memory.snapshot import MemorySnapshot, load_snapshot
from curator.tui.views import VIEWS, ViewSpec, view_by_id
from curator.tui.writing import WriteRunner
from curator.tui.styles import css_paths, startup_css_paths  # noqa: F401 - css_paths is part of this module's API

# The write path, the watcher and change summaries are imported where first used: the first paint needs none.
if TYPE_CHECKING:
    from curator.core.home.watch import HomeWatcher


class CuratorApp(WriteRunner, App[None]):
    """The curator's terminal app. Build it with :func:`build_app`; never instantiate at import time."""

    TITLE = "hermes-curator"
    CSS_PATH = css_paths()
    COMMANDS = App.COMMANDS | {CuratorCommands}
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW_BELOW, "-wide")]
    BINDINGS = [
        Binding("question_mark", "help", "Help", tooltip="Show every key", id="help"),
        Binding("h", "history", "History", tooltip="Curator and external changes, newest first, with diffs",
                id="history"),
        Binding("u", "undo", "Undo", tooltip="Undo the newest curator change, whatever it was: add, edit, delete, "
                "approve, reject, apply (refused if its entries changed since)", id="undo"),
        Binding("p", "switch_profile", "Profile", tooltip="Switch to another profile of this Hermes root",
                id="switch-profile"),
        Binding("r", "reload", "Reload", show=False, tooltip="Read config.yaml, both memory files and the queue "
                "again", id="reload"),
        Binding("slash", "search_sessions", "Search", show=False, tooltip="Search past sessions: the Sessions "
                "view with the cursor in its search box", id="search-sessions"),
        Binding("q", "quit", "Quit", tooltip="Leave the app", id="quit"),
    ]

    @dataclass
    class SnapshotLoaded(Message):
        """A thread worker finished reading both stores."""

        snapshot: MemorySnapshot

    @dataclass
    class PendingCounted(Message):
        """A thread worker counted the staged writes."""

        count: int

    memory_snapshot: reactive[MemorySnapshot | None] = reactive(None, init=False, always_update=True)
    """Both stores as last read; views ``watch`` it."""
    pending_count: reactive[int] = reactive(0, init=False)
    """Staged writes waiting in ``<home>/pending/memory``."""
    pending_revision: reactive[int] = reactive(0, init=False)
    """Bumped whenever the pending directory changes (a view of the queue reloads on it)."""
    config_revision: reactive[int] = reactive(0, init=False)
    """Bumped whenever config.yaml says something new (read again on a change or on ``r``)."""

    def __init__(self, ctx: Workspace, *, watch: bool = True, views: tuple[ViewSpec, ...] = VIEWS,
                 gc_paused: bool = False) -> None:
        super().__init__(css_path=startup_css_paths(views))
        self.ctx = ctx
        self.watch_files = watch
        self.gc_paused = gc_paused
        """The launcher paused the garbage collector for startup; it is resumed after the first paint."""
        self.views = views
        self._generation = 0
        self._watcher: HomeWatcher | None = None
        self._lock_waits = LockWaits(self)
        self.set_reactive(CuratorApp.memory_snapshot, load_snapshot(ctx, 0, observe=False, scan=False))
        self.set_reactive(CuratorApp.pending_count, pending_count(ctx.home))
        saved = load_settings().get("theme")   # the theme picked last time (curator's config dir)
        if isinstance(saved, str) and saved in self.available_themes:
            self.theme = saved

    # ----- lifecycle -------------------------------------------------------------------------------------
    def get_default_screen(self) -> Screen:
        """The main screen with the registered views, born with the breakpoint class of the terminal's width.

        (Textual would add it on the first resize and style every widget a second time for it.)
        """
        return MainScreen(self.ctx, self.views, classes="-narrow" if self.size.width < NARROW_BELOW else "-wide")

    def on_mount(self) -> None:
        """Surface config warnings; remember the theme whenever it is changed."""
        self.watch(self, "theme", lambda theme: save_setting("theme", theme), init=False)
        for warning in (*self.ctx.config.warnings, *self.ctx.config.notes):
            self.notify(warning, title="config.yaml", severity="warning", markup=False)
        if self.ctx.home.not_a_home_hint:
            self.notify(self.ctx.home.not_a_home_hint, title="Not a Hermes home?", severity="warning", markup=False,
                        timeout=20)

    def on_ready(self) -> None:
        """After the first paint: start watching and journal the state as first seen (off the startup path)."""
        if self.gc_paused:
            self.gc_paused = False
            gc.enable()
        self.load_all_styles()
        self.reload_stores()
        if self.watch_files:
            self._start_watching()

    def on_key(self, event: events.Key) -> None:
        """Keys typed right after the key that opened an editor reach the app late (Textual sent them to the
        screen below): they go into the editor's text box, never to a binding (``q`` must not quit)."""
        from curator.tui.common.editor_screen import EditorScreen

        if isinstance(self.screen, EditorScreen) and self.screen.take_typed(event):
            event.stop()
            event.prevent_default()

    def exit(self, result: Any = None, return_code: int = 0, message: Any = None) -> None:
        """Stop the watch thread and give up writes waiting for a lock first, so quitting is immediate."""
        self._stop_watching()
        self._lock_waits.cancel_all()
        super().exit(result, return_code, message)

    def on_unmount(self) -> None:
        """Stop the watch thread (e.g. when a test harness closes the app) and give up lock waits."""
        self._stop_watching()
        self._lock_waits.cancel_all()

    def load_all_styles(self) -> None:
        """Add the style files the first paint went without (other views, dialogs); a no-op once done."""
        stylesheet = self.stylesheet
        missing = [path for path in css_paths() if not stylesheet.has_source(str(path), "")]
        if not missing:
            return
        for path in missing:
            stylesheet.read(path)
        stylesheet.parse()
        stylesheet.update(self, animate=False)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every dialog and screen is styled by the whole stylesheet, even when pushed before the first paint."""
        self.load_all_styles()
        return super().push_screen(screen, *args, **kwargs)

    # ----- watching ----------------------------------------------------------------------------------------
    def _start_watching(self) -> None:
        self._stop_watching()
        from curator.core.home.watch import HomeWatcher

        self._watcher = HomeWatcher(self.ctx.home)
        self._watch(self._watcher)

    def _stop_watching(self) -> None:
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher = None

    @work(exclusive=True, group="watch", exit_on_error=False, name="file watcher")
    async def _watch(self, watcher: HomeWatcher) -> None:
        async for change in watcher.changes():
            if watcher.stopped:
                return
            if change.config:
                self.reload_config()
            if change.memories:
                self.reload_stores()
            if change.pending:
                self.refresh_pending()

    # ----- loading -----------------------------------------------------------------------------------------
    def reload_stores(self) -> None:
        """Read both stores again in a thread; the newest request wins."""
        self._generation += 1
        self._load(self.ctx, self._generation)

    @work(thread=True, exclusive=True, group="load", exit_on_error=False, name="memory reader")
    def _load(self, ctx: Workspace, generation: int) -> None:
        self.post_message(self.SnapshotLoaded(load_snapshot(ctx, generation)))

    def on_curator_app_snapshot_loaded(self, message: SnapshotLoaded) -> None:
        """Publish a fresh read; say what changed when someone other than the curator changed it."""
        snapshot = message.snapshot
        if snapshot.generation < self._generation:
            return
        self.memory_snapshot = snapshot
        # The journal decides what is "outside": every curator write (this app, its views, the CLI) is journalled
        # before the watcher sees it, so only the agent's or an editor's changes come back as external records.
        if snapshot.external:
            from curator.core.journal.changes import summarise_change
        for record in snapshot.external:
            what = summarise_change(record.before, record.after).describe()
            self.notify(f"{STORE_FILES.get(record.store, record.store)} changed on disk: {what}.",
                        title="Changed outside the curator", markup=False)

    def refresh_pending(self) -> None:
        """Count staged writes again in a thread."""
        self._count_pending(self.ctx.home)

    @work(thread=True, exclusive=True, group="pending", exit_on_error=False, name="pending counter")
    def _count_pending(self, home: HermesHome) -> None:
        self.post_message(self.PendingCounted(pending_count(home)))

    def on_curator_app_pending_counted(self, message: PendingCounted) -> None:
        """Publish the count (and that the queue changed)."""
        self.pending_count = message.count
        self.pending_revision += 1

    # ----- errors ------------------------------------------------------------------------------------------
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """Surface any worker error as a notification (never a traceback)."""
        if event.state == WorkerState.ERROR:
            worker = event.worker
            self.notify(f"{worker.name or 'A background task'} failed: {worker.error!r}", title="Error",
                        severity="error", markup=False)

    # ----- views, profiles, palette ------------------------------------------------------------------------
    def has_view(self, view_id: str) -> bool:
        """Whether a view with this id is registered."""
        return view_by_id(view_id, self.views) is not None

    async def show_view(self, view_id: str) -> Widget | None:
        """Switch the main screen to a view; returns its widget."""
        main = self._main_screen()
        if main is None:
            return None
        while self.screen is not main:
            self.pop_screen()
        await main.action_show_view(view_id)
        return await main.ensure_view(view_id)

    def _main_screen(self) -> MainScreen | None:
        return next((s for s in self.screen_stack if isinstance(s, MainScreen)), None)

    async def on_consolidation_requested(self, message: ConsolidationRequested) -> None:
        """Show the Consolidate view analysing the store that did not fit."""
        widget = await self.show_view("consolidation") if self.has_view("consolidation") else None
        if isinstance(widget, Consolidates):
            widget.consolidate(message.store, message.reason)
        else:  # an app built with a subset of the views (tests, embedding)
            self.notify(f"This app has no Consolidate view. To make room in {STORE_FILES[message.store]}, delete (d) "
                        f"or shorten (e) entries you no longer need.", title="Consolidation", severity="warning",
                        markup=False)

    async def focus_entry(self, store: str, index: int) -> None:
        """Show the Memory view and select one entry."""
        widget = await self.show_view("memory")
        if widget is not None:
            widget.post_message(EntryFocusRequested(store, index))

    def get_system_commands(self, screen: Screen) -> Any:
        """Built-in commands plus one per active binding (same source as footer and help)."""
        yield from super().get_system_commands(screen)
        yield from binding_commands(screen)

    def help_sections(self) -> list[tuple[str, list[Binding]]]:
        """Key tables for the help screen, straight from the BINDINGS of each area."""
        from curator.tui.shell.help_sections import help_sections

        return help_sections(self.BINDINGS, self.COMMAND_PALETTE_BINDING, self.views)

    # ----- actions -----------------------------------------------------------------------------------------
    def action_help(self) -> None:
        """Open the help screen."""
        from curator.tui.shell.help_screen import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.help_sections()))

    def action_history(self) -> None:
        """Open the history screen."""
        from curator.tui.journal.history_screen import HistoryScreen

        if not isinstance(self.screen, HistoryScreen):
            self.push_screen(HistoryScreen(self.ctx))

    def action_undo(self) -> None:
        """Undo the newest curator change."""
        self.run_undo()

    async def action_search_sessions(self) -> None:
        """Show the Sessions view with the cursor in its search box."""
        from curator.tui.sessions.browser import SessionBrowser

        widget = await self.show_view("sessions")
        if isinstance(widget, SessionBrowser):
            widget.request_search()

    def action_reload(self) -> None:
        """Read config.yaml, both stores and the pending queue again."""
        self.reload_config()
        self.reload_stores()
        self.refresh_pending()

    def reload_config(self) -> None:
        """Read config.yaml again; when it changed, the stores, the banner and the status bar follow it."""
        if not self.ctx.refresh_config():
            return
        self.config_revision += 1
        self.reload_stores()
        self.refresh_pending()
        warnings = self.ctx.config.warnings
        text = "; ".join(warnings) if warnings else (
            f"read again: write approval {'on' if self.ctx.config.write_approval else 'off'}, limits "
            f"{self.ctx.config.memory_char_limit:,} / {self.ctx.config.user_char_limit:,} chars.")
        self.notify(text, title="config.yaml", severity="warning" if warnings else "information", markup=False)

    def action_switch_profile(self) -> None:
        """Pick another profile."""
        from curator.tui.shell.profile_modal import ProfileModal

        profiles = list_profiles(self.ctx.home.root)
        if len(profiles) < 2:
            self.notify(f"{self.ctx.home.root} has no other profiles (they live in profiles/<name>/).",
                        title="Profiles", markup=False)
            return

        def chosen(name: str | None) -> None:
            if name and name != self.ctx.home.profile:
                self.call_later(self.switch_profile, name)

        self.push_screen(ProfileModal(profiles, self.ctx.home.profile), chosen)

    async def switch_profile(self, name: str) -> None:
        """Open another profile of the same root: new config, stores, journal and watchers."""
        self._stop_watching()
        self.ctx = self.ctx.with_home(self.ctx.home.with_profile(name))
        self._generation += 1
        self.set_reactive(CuratorApp.memory_snapshot, load_snapshot(self.ctx, self._generation, observe=False))
        self.pending_count = pending_count(self.ctx.home)
        main = self._main_screen()
        if main is not None:
            while self.screen is not main:
                self.pop_screen()
            await main.set_context(self.ctx)
        self.reload_stores()
        if self.watch_files:
            self._start_watching()
        self.notify(f"Now showing profile {name} ({self.ctx.home.path}).", title="Profile", markup=False)


def build_app(home: HermesHome, *, config: MemoryConfig | None = None, clock: Clock | None = None,
              watch: bool = True, demo: bool = False, views: tuple[ViewSpec, ...] | None = None,
              gc_paused: bool = False) -> CuratorApp:
    """Build the app on ready domain objects (tests pass a fixture home, a frozen clock, watch=False).

    ``views`` defaults to the registry :data:`curator.tui.views.VIEWS`; tests may pin a subset.
    ``gc_paused``: the caller disabled the garbage collector for startup; the app enables it after its first
    paint.
    """
    return CuratorApp(open_workspace(home, config=config, clock=clock, demo=demo), watch=watch,
                      views=VIEWS if views is None else views, gc_paused=gc_paused)
