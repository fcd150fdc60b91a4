"""The help screen's key tables, gathered from the BINDINGS of every area (so help never disagrees)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding

if TYPE_CHECKING:
    from curator.tui.app import CuratorApp

LIST_KEYS = [
    Binding("up,down", "cursor", "Move", tooltip="Select the previous / next entry"),
    Binding("home,end", "first", "First / last", tooltip="Jump to the first / last entry"),
    Binding("pageup,pagedown", "page", "Page", tooltip="Move a page up / down"),
    Binding("enter", "select", "Edit", tooltip="Same as e"),
    Binding("tab,shift+tab", "focus", "Other pane", tooltip="Move between MEMORY.md and USER.md"),
]
"""Keys the entry lists inherit from Textual, described in the app's words."""


def help_sections(app: "CuratorApp") -> list[tuple[str, list[Binding]]]:
    """(title, bindings) per area: app, views, memory panes, editor, conflicts, history, each other view."""
    from curator.tui.screens.conflict_modal import ConflictModal
    from curator.tui.screens.entry_editor import EntryEditorModal
    from curator.tui.screens.history_screen import HistoryScreen
    from curator.tui.widgets.memory_pane import MemoryPane

    everywhere = [*app.BINDINGS, Binding(app.COMMAND_PALETTE_BINDING, "command_palette", "Commands",
                                         tooltip="Every action, profiles and entries by name")]
    sections: list[tuple[str, list[Binding]]] = [
        ("Everywhere", everywhere),
        ("Views", [spec.binding for spec in app.views]),
        ("Memory panes", [*LIST_KEYS, *MemoryPane.BINDINGS]),
        ("Entry editor", list(EntryEditorModal.BINDINGS)),
        ("Edit conflicts", list(ConflictModal.BINDINGS)),
        ("History", list(HistoryScreen.BINDINGS)),
    ]
    for spec in app.views:
        if spec.id == "memory":
            continue
        try:
            bindings = [b for b in getattr(spec.load(), "BINDINGS", []) if isinstance(b, Binding)]
        except Exception:  # noqa: BLE001 - a view that cannot load has no keys to show
            bindings = []
        if bindings:
            sections.append((f"{spec.title} view", bindings))
    return sections
