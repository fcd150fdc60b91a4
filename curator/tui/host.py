"""The app's contract with its views: what a view may read from the app and ask of it, typed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

if TYPE_CHECKING:
    from textual.dom import DOMNode
    from textual.screen import Screen
    from textual.widget import Widget

    from curator.core.files import LockWait
    from curator.core.memory.actions import WriteRequest
    from curator.core.memory.snapshot import MemorySnapshot
    from curator.core.workspace import Workspace


@runtime_checkable
class AppHost(Protocol):
    """What :class:`~curator.tui.app.CuratorApp` offers its views (a test checks the app satisfies it)."""

    ctx: "Workspace"
    """The open home: config, stores, journal, clock."""
    memory_snapshot: "MemorySnapshot | None"
    """Both stores as last read, with findings (None until the first read)."""
    pending_count: int
    pending_revision: int
    config_revision: int
    """Bumped when config.yaml was read again and said something new."""

    def run_write(self, request: "WriteRequest", reply_to: "Widget | Screen | None" = None) -> "LockWait":
        """Apply a write in a worker; the outcome comes back as ``WriteFinished`` (``LockWaiting`` first if it has
        to wait for the file's lock); ``cancel()`` on the result gives up while it waits."""

    def run_undo(self, record_id: str | None = None) -> None:
        """Undo the newest curator change (or one by id) in a worker."""

    def run_normalise(self, store: str) -> None:
        """Rewrite a hand-edited file in Hermes's shape in a worker."""

    def refresh_pending(self) -> None:
        """Count the staged writes again (the status bar and the Pending view follow)."""

    def has_view(self, view_id: str) -> bool:
        """Whether the app has the tab ``view_id``."""

    async def show_view(self, view_id: str) -> "Widget | None":
        """Switch to a tab (building it if needed) and return its widget."""

    async def focus_entry(self, store: str, index: int) -> None:
        """Show the Memory view with entry ``index`` of ``store`` selected."""

    async def switch_profile(self, name: str) -> None:
        """Open another profile of the same Hermes root."""

    def load_all_styles(self) -> None:
        """Load every view's styles (they are loaded in two steps at start)."""


def host(node: "DOMNode") -> AppHost:
    """The running app, as its views see it."""
    return cast(AppHost, node.app)


@runtime_checkable
class Consolidates(Protocol):
    """A view that can analyse a store on request (the Consolidate view; tests register stand-ins)."""

    def consolidate(self, store: str, reason: str = "") -> None:
        """Show the analysis of ``store``, saying why it was asked for."""
