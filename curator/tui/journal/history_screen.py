"""HistoryScreen: curator changes and detected external changes, newest first, each with its diff."""

from __future__ import annotations

from dataclasses import dataclass

import time

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Label, OptionList

from curator.tui.common.footer import FittingFooter
from textual.widgets.option_list import Option

from curator.core.humanize import ago
from curator.core.journal.log import JournalRecord
from curator.core.memory.format import STORE_FILES
from curator.core.workspace import Workspace
from curator.tui.common.diff_view import DiffView
from curator.tui.common.status_bar import StatusBar
from curator.tui.host import host

KIND_LABELS = {
    "curator": "\u270e curator",
    "undo": "\u21b6 undo",
    "external": "\u26a1 external",
    "baseline": "\u2022 first seen",
    "pending_reject": "\u2717 rejected",
    "pending_restore": "\u21ba restored",
}
KIND_WORDS = {
    "curator": "Change made with the curator",
    "undo": "Undo made with the curator",
    "external": "Change made outside the curator (the agent, an editor, another program)",
    "baseline": "The first state the curator saw",
}


class HistoryScreen(Screen[None]):
    """Journal records of the open home, newest first; ``u`` undoes the selected curator change."""

    BINDINGS = [
        Binding("escape,h", "close", "Back", tooltip="Back to the main screen", id="history-close"),
        Binding("u", "undo_selected", "Undo this", tooltip="Undo the selected curator change (refused if its "
                "entries changed since)", id="history-undo"),
        Binding("r", "reload", "Reload", tooltip="Read the journal again", id="history-reload"),
    ]

    @dataclass
    class Loaded(Message):
        """The journal was read."""

        records: list[JournalRecord]
        damaged: tuple[str, ...]
        undone: set[str]

    def __init__(self, ctx: Workspace) -> None:
        super().__init__(classes="history-screen")
        self.ctx = ctx
        self.records: list[JournalRecord] = []
        self.undone: set[str] = set()

    def compose(self) -> ComposeResult:
        """Record list on the left, diff on the right."""
        with Vertical(id="history-body"):
            yield Label("History \u2014 changes to MEMORY.md and USER.md, newest first", classes="screen-title")
            with Horizontal(id="history-panes"):
                yield OptionList(id="history-list")
                with VerticalScroll(id="history-diff-scroll"):
                    yield DiffView("", id="history-diff")
        yield StatusBar(self.ctx)
        yield FittingFooter()

    def on_mount(self) -> None:
        """Read the journal; re-read whenever the stores change."""
        self.action_reload()
        self.watch(self.app, "memory_snapshot", lambda _s: self.action_reload(), init=False)
        self.query_one(OptionList).focus()

    def action_reload(self) -> None:
        """Read the journal in a thread."""
        self._load()

    @work(thread=True, exclusive=True, group="history", exit_on_error=False)
    def _load(self) -> None:
        contents = self.ctx.journal.read()
        records = [r for r in contents.records if r.kind in KIND_LABELS]
        records.reverse()
        self.post_message(self.Loaded(records, contents.damaged, self.ctx.journal.undone_ids()))

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        option_list = self.query_one(OptionList)
        previous = option_list.highlighted
        previous_id = self.records[previous].id if previous is not None and previous < len(self.records) else None
        self.records, self.undone = message.records, message.undone
        option_list.clear_options()
        option_list.add_options(Option(self._line(r), id=r.id) for r in self.records)
        if message.damaged:
            self.notify("\n".join(message.damaged), title="Journal", severity="warning", markup=False)
        if self.records:
            ids = [r.id for r in self.records]
            option_list.highlighted = ids.index(previous_id) if previous_id in ids else 0
        else:
            self.query_one(DiffView).update("No changes recorded yet for this home.")

    def _line(self, record: JournalRecord) -> str:
        same_day = time.localtime(record.ts)[:3] == time.localtime(self.ctx.clock())[:3]
        when = time.strftime("%H:%M:%S" if same_day else "%m-%d %H:%M", time.localtime(record.ts))
        undone = " \u00b7 undone" if record.id in self.undone else ""
        name = STORE_FILES.get(record.store, record.store)
        operation = "" if record.kind == "baseline" else f" {record.operation}"
        return f"{when} {KIND_LABELS.get(record.kind, record.kind)} \u00b7 {name}{operation}{undone}"

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        index = event.option_index
        if not 0 <= index < len(self.records):
            return
        record = self.records[index]
        now = self.ctx.clock()
        header = [
            f"{KIND_WORDS.get(record.kind, record.kind)} \u00b7 {STORE_FILES.get(record.store, record.store)} "
            f"\u00b7 {record.operation}",
            f"{time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(record.ts))} ({ago(now - record.ts)}) "
            f"\u00b7 record {record.id}" + (f" \u00b7 via {record.source}" if record.source else ""),
        ]
        if record.reason:
            header.append(f"reason: {record.reason}")
        if record.id in self.undone:
            header.append("\u21b6 this change was undone")
        if record.undoes:
            header.append(f"undoes record {record.undoes}")
        if record.kind == "baseline":
            header.append(f"{len(record.after)} entries as first seen:")
            self.query_one(DiffView).show_diff(header, record.after, record.after, context=True)
        else:
            self.query_one(DiffView).show_diff(header, record.before, record.after)

    def action_undo_selected(self) -> None:
        """Undo the highlighted curator change."""
        index = self.query_one(OptionList).highlighted
        if index is None or not 0 <= index < len(self.records):
            return
        record = self.records[index]
        if not record.is_curator_change or record.kind == "undo":
            self.notify("Only the curator's own changes can be undone; this one was "
                        f"{KIND_WORDS.get(record.kind, record.kind).lower()}.", severity="warning")
            return
        host(self).run_undo(record.id)

    def action_close(self) -> None:
        """Back to the main screen."""
        self.dismiss(None)
