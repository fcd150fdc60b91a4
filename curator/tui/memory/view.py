"""MemoryView: the Memory tab, MEMORY.md and USER.md side by side (stacked on narrow terminals)."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Static

from curator.core.workspace import Workspace
from curator.tui.messages import EntryFocusRequested
from curator.core.memory.snapshot import MemorySnapshot, load_snapshot
from curator.tui.memory.pane import MemoryPane
from curator.tui.host import host


class MemoryView(Vertical):
    """Follows ``app.memory_snapshot`` and shows each store in its own :class:`MemoryPane`."""

    @dataclass
    class _Show(Message):
        """Queue a snapshot so updates are applied one at a time, in order."""

        snapshot: MemorySnapshot

    def __init__(self, ctx: Workspace) -> None:
        super().__init__(id="memory-view")
        self.ctx = ctx

    def compose(self) -> ComposeResult:
        """Config banner (when config.yaml has problems) and the two panes."""
        snapshot = host(self).memory_snapshot or load_snapshot(self.ctx, observe=False)
        warnings = self.ctx.config.warnings
        if warnings:  # the config is read once per profile, so the banner is there from the start or not at all
            yield Static("\u26a0 " + "; ".join(warnings) + ". Writes are refused until config.yaml is fixed.",
                         id="config-banner", classes="-shown", markup=False)
        with Horizontal(id="memory-panes"):
            for name in ("memory", "user"):
                yield MemoryPane(name, snapshot.stores[name])

    def on_mount(self) -> None:
        """Follow the app's snapshot; focus the first pane's list."""
        self.watch(self.app, "memory_snapshot", self._queue_snapshot, init=False)
        self.query_one("#pane-memory", MemoryPane).entry_list.focus()

    def _queue_snapshot(self, snapshot: MemorySnapshot | None) -> None:
        if snapshot is not None:
            self.post_message(self._Show(snapshot))

    @on(_Show)
    async def _show(self, message: _Show) -> None:
        """Apply a snapshot to both panes."""
        for pane in self.query(MemoryPane):
            store = message.snapshot.stores.get(pane.store)
            if store is not None:
                await pane.show_snapshot(store)

    def on_entry_focus_requested(self, message: EntryFocusRequested) -> None:
        """Select an entry asked for by the command palette."""
        self.query_one(f"#pane-{message.store}", MemoryPane).select_entry(message.index)
