"""The help screen's key tables, gathered from the BINDINGS of every area (so help never disagrees)."""

from __future__ import annotations

import importlib
from typing import Sequence

from textual.binding import Binding

from curator.tui.views import ViewSpec

LIST_KEYS = [
    Binding("up,down", "cursor", "Move", tooltip="Select the previous / next entry"),
    Binding("home,end", "first", "First / last", tooltip="Jump to the first / last entry"),
    Binding("pageup,pagedown", "page", "Page", tooltip="Move a page up / down"),
    Binding("enter", "select", "Edit", tooltip="Same as e"),
    Binding("tab,shift+tab", "focus", "Other pane", tooltip="Move between MEMORY.md and USER.md"),
]
"""Keys the entry lists inherit from Textual, described in the app's words."""

TEXT_ACTIONS = ("undo", "redo", "cut", "copy", "paste", "select_all", "select_line", "cursor_word_left",
                "cursor_word_right", "cursor_line_start", "cursor_line_end", "delete_word_left",
                "delete_to_start_of_line", "delete_to_end_of_line_or_delete_line", "delete_line")
"""The text-box keys worth listing, taken from Textual's own TextArea bindings (so they match what works)."""


def text_box_keys() -> list[Binding]:
    """The TextArea bindings every editor dialog inherits, for the help screen."""
    from textual.widgets import TextArea

    by_action = {b.action: b for b in TextArea.BINDINGS if isinstance(b, Binding)}
    return [Binding(by_action[a].key, a, by_action[a].description, tooltip="In every text box (editors)")
            for a in TEXT_ACTIONS if a in by_action]


def help_sections(app_bindings: Sequence[Binding], palette_key: str,
                  views: Sequence[ViewSpec]) -> list[tuple[str, list[Binding]]]:
    """(title, bindings) per area: app, views, memory panes, editor, conflicts, history, each other view."""
    from curator.tui.common.confirm_modal import ConfirmModal
    from curator.tui.memory.conflict_modal import ConflictModal
    from curator.tui.memory.entry_editor import EntryEditorModal
    from curator.tui.shell.help_screen import HelpScreen
    from curator.tui.journal.history_screen import HistoryScreen
    from curator.tui.shell.profile_modal import ProfileModal
    from curator.tui.memory.archive_screen import ArchiveScreen
    from curator.tui.memory.pane import MemoryPane
    from curator.tui.memory.view import MemoryView

    everywhere = [*app_bindings, Binding(palette_key, "command_palette", "Commands",
                                         tooltip="Every action, profiles and entries by name")]
    sections: list[tuple[str, list[Binding]]] = [
        ("Everywhere", everywhere),
        ("Views", [spec.binding for spec in views]),
        ("Memory panes", [*LIST_KEYS, *MemoryPane.BINDINGS, *MemoryView.BINDINGS]),
        ("Entry editor", list(EntryEditorModal.BINDINGS)),
        ("Edit conflicts", list(ConflictModal.BINDINGS)),
        ("History", list(HistoryScreen.BINDINGS)),
        ("Archive", list(ArchiveScreen.BINDINGS)),
    ]
    for spec in views:
        if spec.id == "memory":
            continue
        try:
            bindings = [b for b in getattr(spec.load(), "BINDINGS", []) if isinstance(b, Binding)]
        except Exception:  # noqa: BLE001 - a view that cannot load has no keys to show
            bindings = []
        if bindings:
            sections.append((f"{spec.title} view", bindings))
    for title, module, name in DIALOGS:
        try:
            cls = getattr(importlib.import_module(module), name)
        except Exception:  # noqa: BLE001 - a part that cannot load has no keys to show
            continue
        sections.append((title, [b for b in cls.BINDINGS if isinstance(b, Binding)]))
    sections += [
        ("Text boxes", text_box_keys()),
        ("Questions (yes / no)", list(ConfirmModal.BINDINGS)),
        ("Profile list", list(ProfileModal.BINDINGS)),
        ("This help", list(HelpScreen.BINDINGS)),
    ]
    return sections


DIALOGS = (
    ("Pending: edit before approving", "curator.tui.pending.edit_modal", "PendingEditModal"),
    ("Consolidate: merged text", "curator.tui.consolidate.merged_text_modal", "MergedTextModal"),
    ("Pending: the queue", "curator.tui.pending.queue_list", "PendingList"),
    ("Sessions: search box", "curator.tui.sessions.search_box", "SearchBox"),
    ("Sessions: date boxes", "curator.tui.sessions.filters", "DateInput"),
    ("Sessions: conversation", "curator.tui.sessions.conversation", "ConversationPane"),
    ("Sessions: remember a message", "curator.tui.sessions.promote", "PromoteModal"),
)
"""Dialogs and panes that belong to a later view (loaded here only when the help opens)."""
