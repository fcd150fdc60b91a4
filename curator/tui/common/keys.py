"""The app's one key grammar (each key is one verb in every view); the help screen's header is drawn from it."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.table import Table
from rich.text import Text


@dataclass(frozen=True)
class Verb:
    """One key of the grammar: what it means everywhere, and the action it runs in each place it works."""

    keys: str
    """Comma-separated keys, as in a Binding."""
    verb: str
    """The meaning in a few words."""
    detail: str
    """Where it applies and what it does there."""
    actions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Place (``app``, ``memory``, ``pending``, ``consolidation``, ``sessions``, ``history``) -> its actions."""


GRAMMAR: tuple[Verb, ...] = (
    Verb("1,2,3,4", "show a view", "Memory, Pending, Consolidate, Sessions (typed as text only inside a text box)",
         {"main": ("show_view",)}),
    Verb("slash", "search sessions", "From any view: the Sessions search box (esc leaves it, the query stays); "
         "in Sessions a letter that is no key of the view starts the search too",
         {"app": ("search_sessions",), "sessions": ("focus_search",)}),
    Verb("a", "accept into memory", "Add an entry (Memory), approve the staged write (Pending), apply the ticked "
         "merges (Consolidate): journalled, u undoes it",
         {"memory": ("add",), "pending": ("approve",), "consolidation": ("apply",)}),
    Verb("e", "edit", "The entry (Memory), the staged write before approving it (Pending), the merged text "
         "(Consolidate); esc in an editor asks before dropping a change",
         {"memory": ("edit",), "pending": ("edit",), "consolidation": ("edit_merged",)}),
    Verb("enter", "choose", "The list's own action on the highlighted item: edit the entry (Memory), tick the "
         "suggestion (Consolidate), read the conversation (Sessions)", {}),
    Verb("d,delete", "delete / reject", "Delete the entry (Memory, asks first), reject the staged write (Pending, "
         "u puts it back)", {"memory": ("delete",), "pending": ("reject",)}),
    Verb("space", "mark", "Mark the staged write (Pending), tick the suggestion (Consolidate)",
         {"pending": ("toggle_mark",), "consolidation": ("toggle",)}),
    Verb("asterisk", "mark all / none", "Every staged write (Pending), every suggestion that fits (Consolidate); "
         "again to clear", {"pending": ("mark_all",), "consolidation": ("tick_all",)}),
    Verb("A,D", "accept / reject the marked", "Approve or reject every marked write (Pending); u undoes the batch",
         {"pending": ("approve_marked", "reject_marked")}),
    Verb("u", "undo", "The newest curator change, whatever it was: add, edit, delete, approve, reject, apply "
         "(in History: the selected change)", {"app": ("undo",), "history": ("undo_selected",)}),
    Verb("c", "consolidate", "Open Consolidate on this file (Memory) or on the file a write does not fit in "
         "(Pending)", {"memory": ("consolidate",), "pending": ("consolidate",)}),
    Verb("s", "switch file", "MEMORY.md \u21c4 USER.md (Consolidate; in Memory tab moves between the panes)",
         {"consolidation": ("switch_store",)}),
    Verb("f", "full view", "Every entry of the store in the write's diff (Pending)", {"pending": ("toggle_full",)}),
    Verb("n", "normalise", "Rewrite a hand-edited file in Hermes's shape, backup kept (offered only when it can)",
         {"memory": ("normalise",)}),
    Verb("m", "remember", "Put the selected message into MEMORY.md or USER.md (Sessions)",
         {"sessions": ("promote",)}),
    Verb("t,o,i,w", "filter sessions", "Turn role, origin (source), include hidden sources, when (dates)",
         {"sessions": ("filters",)}),
    Verb("g", "go to the origin", "The conversation the selected entry came from (Memory)",
         {"memory": ("open_origin",)}),
    Verb("b", "archive", "Entries Hermes evicted to memories/ARCHIVE.jsonl (Memory)", {"memory": ("archive",)}),
    Verb("shift+down,shift+up", "scroll the detail", "The selected entry's findings and judgement when they are "
         "longer than their rows (Memory; the focus stays on the list)", {"memory": ("scroll_detail",)}),
    Verb("h", "history", "Curator and outside changes, newest first, with diffs (h or esc goes back)",
         {"app": ("history",), "history": ("close",)}),
    Verb("p", "profile", "Another profile of this Hermes root", {"app": ("switch_profile",)}),
    Verb("r", "reload", "Read config.yaml, both memory files and the queue again", {"app": ("reload",),
                                                                                 "history": ("reload",)}),
    Verb("question_mark", "help", "This screen", {"app": ("help",)}),
    Verb("escape", "back / cancel", "Close a dialog (asks first if you changed something), leave a text box", {}),
    Verb("q", "quit", "Leave the app", {"app": ("quit",)}),
)
"""The grammar in the order the help header lists it; a test checks every view's BINDINGS against it."""


def verb_for(key: str) -> Verb | None:
    """The grammar row of one key (``"a"``, ``"asterisk"``), if the key is part of the grammar."""
    return next((v for v in GRAMMAR if key in v.keys.split(",")), None)


def grammar_table(key_display) -> Table:  # type: ignore[no-untyped-def]
    """The help header: one row per verb; ``key_display(key)`` renders a key as the footer does."""
    table = Table(title="One key, one meaning, in every view", title_justify="left", show_header=False,
                  expand=True, box=None, padding=(0, 1))
    table.add_column("key", width=16, no_wrap=True)
    table.add_column("verb", width=18, no_wrap=True)
    table.add_column("where", ratio=1)
    for verb in GRAMMAR:
        keys = " ".join(key_display(k) for k in verb.keys.split(","))
        table.add_row(Text(keys, style="bold"), verb.verb, verb.detail)
    return table
