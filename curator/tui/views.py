"""The registry of top-level views (tabs). Add a ViewSpec here to give the app a new tab.

A view is any Widget built by ``factory(ctx: Workspace)``. It is imported lazily, the first time its tab
is shown, so a slow or broken view never delays startup. Views reach shared state through the app's typed
contract, :class:`curator.tui.host.AppHost` (``host(self).memory_snapshot``, ``host(self).run_write(...)``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable, Protocol, runtime_checkable

from textual.binding import Binding
from textual.widget import Widget

from curator.core.workspace import Workspace

ViewFactory = Callable[[Workspace], Widget]


@runtime_checkable
class FocusableView(Protocol):
    """A view that knows its primary widget: the shell focuses it on every switch to the view."""

    def focus_primary(self) -> None:
        """Focus the widget a person acts on first (a list, never a text box), now: use :func:`focus_now`."""


def focus_now(widget: Widget) -> None:
    """Focus ``widget`` at once, not later as ``Widget.focus`` does.

    A deferred focus into a tab that a view key has hidden meanwhile makes TabbedContent switch back to that
    tab (keys pressed while the app starts were lost that way); the shell checks which tab is shown, then
    focuses, in one step.
    """
    if widget.is_attached:
        widget.screen.set_focus(widget)


@dataclass(frozen=True)
class ViewSpec:
    """One tab: DOM id (kebab-case), title, key that shows it, and ``module:attribute`` of its factory."""

    id: str
    title: str
    key: str
    factory: str
    description: str = ""
    styles: tuple[str, ...] = ()
    """Its ``.tcss`` files (beside the view's module); the first view's are loaded before the first paint, the rest right after."""

    @property
    def binding(self) -> Binding:
        """The key binding that shows this view (footer, help and palette derive from it)."""
        return Binding(self.key, f"show_view('{self.id}')", f"{self.title} view", show=False,
                       tooltip=self.description or f"Show the {self.title} view", id=f"show-{self.id}")

    def load(self) -> ViewFactory:
        """Import and return the factory; raises ImportError/AttributeError when it is missing."""
        module_name, _, attr = self.factory.partition(":")
        return getattr(importlib.import_module(module_name), attr)


VIEWS: tuple[ViewSpec, ...] = (
    ViewSpec("memory", "Memory", "1", "curator.tui.memory.view:MemoryView",
             "MEMORY.md and USER.md side by side with their gauges", styles=("memory.tcss",)),
    ViewSpec("pending", "Pending", "2", "curator.tui.pending.view:PendingView",
             "Staged writes waiting for approval: diff, badges, approve / reject / edit", styles=("pending.tcss",)),
    # Later views register here, e.g.:
    ViewSpec("consolidation", "Consolidate", "3", "curator.tui.consolidate.view:ConsolidationView",
             "Redundant, stale and flagged entries of one file, merged and applied as one undoable batch",
             styles=("consolidate.tcss",)),
    ViewSpec("sessions", "Sessions", "4", "curator.tui.sessions.browser:SessionBrowser",
             "Search past sessions as you type, read the conversation at the match, remember a message",
             styles=("sessions.tcss",)),
)
"""Tabs in display order; the first is shown at startup."""


def view_by_id(view_id: str, views: tuple[ViewSpec, ...] = VIEWS) -> ViewSpec | None:
    """The registered view with this id, if any."""
    return next((v for v in views if v.id == view_id), None)
