"""MemoryView: the Memory tab, MEMORY.md and USER.md side by side (stacked on narrow terminals)."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Static

from curator.core.workspace import Workspace
from curator.tui.messages import EntryFocusRequested
from curator.core.memory.snapshot import MemorySnapshot, load_snapshot
from curator.tui.memory.pane import MemoryPane
from curator.tui.memory.provenance_link import ProvenanceLink
from curator.tui.host import host
from curator.tui.views import focus_now


class MemoryView(Vertical):
    """Follows ``app.memory_snapshot`` and shows each store in its own :class:`MemoryPane`."""

    BINDINGS = [
        Binding("b", "archive", "Archive", show=False, tooltip="Entries Hermes evicted to memories/ARCHIVE.jsonl, per store, "
                "newest first; restore one through the normal write path", id="memory-archive"),
    ]

    @dataclass
    class _Show(Message):
        """Queue a snapshot so updates are applied one at a time, in order."""

        snapshot: MemorySnapshot

    def __init__(self, ctx: Workspace) -> None:
        super().__init__(id="memory-view")
        self.ctx = ctx
        self._last_pane = "memory"
        self._scanner_note: str | None = None

    def compose(self) -> ComposeResult:
        """Config banner (when config.yaml has problems) and the two panes."""
        snapshot = host(self).memory_snapshot or load_snapshot(self.ctx, observe=False)
        self._scanner_note = snapshot.scanner_note
        text = self._banner_text()
        yield Static(text, id="config-banner", classes="-shown" if text else "", markup=False)
        with Horizontal(id="memory-panes"):
            for name in ("memory", "user"):
                yield MemoryPane(name, snapshot.stores[name])
        yield ProvenanceLink(self.ctx)

    def on_mount(self) -> None:
        """Follow the app's snapshot (the shell focuses a pane's list)."""
        self.watch(self.app, "memory_snapshot", self._queue_snapshot, init=False)
        self.watch(self.app, "config_revision", self._show_banner, init=False)

    def _banner_text(self) -> str:
        lines = []
        if warnings := self.ctx.config.warnings:
            lines.append("\u26a0 " + "; ".join(warnings) + ". Writes are refused until config.yaml is fixed (it is "
                         "read again as soon as it changes).")
        if self._scanner_note:
            from curator.core.scanner.review import model_problem

            lines.append(f"\u26a0 The curator's judgement runs on its rules alone: "
                         f"{model_problem(self._scanner_note)}.")
        return "\n".join(lines)

    def _show_banner(self, _revision: int = 0) -> None:
        banner = self.query_one("#config-banner", Static)
        text = self._banner_text()
        banner.update(text)
        banner.set_class(bool(text), "-shown")

    def focus_primary(self) -> None:
        """Focus the entry list of the pane used last (MEMORY.md at first); the shell calls it on every switch."""
        focus_now(self.query_one(f"#pane-{self._last_pane}", MemoryPane).entry_list)

    def on_descendant_focus(self, event) -> None:  # type: ignore[no-untyped-def]
        """Remember which pane was used last."""
        for pane in self.query(MemoryPane):
            if event.widget in pane.entry_list.ancestors_with_self:
                self._last_pane = pane.store

    def _queue_snapshot(self, snapshot: MemorySnapshot | None) -> None:
        if snapshot is not None:
            self.post_message(self._Show(snapshot))

    @on(_Show)
    async def _show(self, message: _Show) -> None:
        """Apply a snapshot to both panes."""
        if message.snapshot.stores and message.snapshot.scanner_note != self._scanner_note:
            self._scanner_note = message.snapshot.scanner_note
            self._show_banner()
        for pane in self.query(MemoryPane):
            store = message.snapshot.stores.get(pane.store)
            if store is not None:
                await pane.show_snapshot(store)
        self.query_one(ProvenanceLink).read({name: s.entries for name, s in message.snapshot.stores.items()})

    @on(ProvenanceLink.Read)
    def _provenance_read(self, message: ProvenanceLink.Read) -> None:
        """Give each pane its entries' origins and usage."""
        if message.problem:
            self.notify(message.problem, title="Origins", severity="warning", markup=False)
        for pane in self.query(MemoryPane):
            pane.show_provenance(message.report.get(pane.store, {}), message.facts)

    @on(ProvenanceLink.Progressed)
    def _provenance_progressed(self, message: ProvenanceLink.Progressed) -> None:
        """A big session store: the entry details say how far the usage count has got."""
        note = f"reading the session store for origins and usage, {message.done * 100 // max(1, message.total)}%"
        for pane in self.query(MemoryPane):
            pane.show_reading(note)

    def action_archive(self) -> None:
        """Open the archive of entries Hermes evicted (restore one with a)."""
        from curator.tui.memory.archive_screen import ArchiveScreen

        self.app.push_screen(ArchiveScreen(self.ctx))
    def on_entry_focus_requested(self, message: EntryFocusRequested) -> None:
        """Select an entry asked for by the command palette."""
        self.query_one(f"#pane-{message.store}", MemoryPane).select_entry(message.index)
