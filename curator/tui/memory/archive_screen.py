"""ArchiveScreen: the entries Hermes evicted to ``memories/ARCHIVE.jsonl``, per store, newest first; restore one."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Label, OptionList, Static

from curator.tui.common.footer import FittingFooter
from textual.widgets.option_list import Option

from curator.core.archive import Archive, ArchiveError, read_archive, restore_request
from curator.core.humanize import clip, local_day, local_minute
from curator.core.memory.format import STORE_FILES
from curator.core.workspace import Workspace
from curator.tui.common.status_bar import StatusBar, display_path
from curator.tui.host import host
from curator.tui.messages import WriteFinished


class ArchiveScreen(Screen[None]):
    """Archived entries with when and why; ``a`` (or enter) restores the selected one through the normal write
    path (limit, scanner, journal), ``u`` undoes it like any curator change."""

    BINDINGS = [
        Binding("escape,b", "close", "Back", tooltip="Back to the main screen", id="archive-close"),
        Binding("a", "restore", "Restore", tooltip="Add the selected archived entry back to its store (refused "
                "over the limit or when the scanner flags it; u undoes it)", id="archive-restore"),
        Binding("r", "reload", "Reload", tooltip="Read ARCHIVE.jsonl and the stores again", id="archive-reload"),
    ]

    @dataclass
    class Loaded(Message):
        """ARCHIVE.jsonl was read (``error`` names the file and line when it could not be)."""

        archive: Archive | None
        current: dict[str, frozenset[str]]
        error: str | None = None

    def __init__(self, ctx: Workspace) -> None:
        super().__init__(classes="archive-screen")
        self.ctx = ctx
        self.archive: Archive | None = None
        self.current: dict[str, frozenset[str]] = {}

    def compose(self) -> ComposeResult:
        """Archived entries on the left, the selected one in full on the right."""
        with Vertical(id="archive-body"):
            yield Label("Archive \u2014 entries Hermes moved out of MEMORY.md and USER.md, per store, newest first",
                        classes="screen-title")
            with Horizontal(id="archive-panes"):
                yield OptionList(id="archive-list")
                with VerticalScroll(id="archive-detail-scroll"):
                    yield Static("", id="archive-detail", markup=False)
        yield StatusBar(self.ctx)
        yield FittingFooter()

    def on_mount(self) -> None:
        """Read the archive; again whenever the stores change (a restore, an undo, the agent)."""
        self.action_reload()
        self.watch(self.app, "memory_snapshot", lambda _s: self.action_reload(), init=False)
        self.query_one(OptionList).focus()

    def action_reload(self) -> None:
        """Read ARCHIVE.jsonl and the stores in a thread."""
        self._load()

    @work(thread=True, exclusive=True, group="archive", exit_on_error=False, name="archive reader")
    def _load(self) -> None:
        current = {name: frozenset(state.entries) for name, state in self.ctx.read_states().items()}
        try:
            self.post_message(self.Loaded(read_archive(self.ctx.home.path), current))
        except ArchiveError as exc:
            self.post_message(self.Loaded(None, current, exc.message))

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        option_list = self.query_one(OptionList)
        keep = option_list.highlighted
        self.archive, self.current = message.archive, message.current
        option_list.clear_options()
        detail = self.query_one("#archive-detail", Static)
        if message.error is not None or message.archive is None:
            detail.update(f"\u2716 {message.error}\n\nNothing can be restored until the file is fixed; the curator "
                          "never writes it (it is Hermes's).")
            return
        option_list.add_options(Option(self._line(e), id=str(e.index)) for e in message.archive.entries)
        if message.archive.entries:
            option_list.highlighted = min(keep or 0, len(message.archive.entries) - 1)
            self._describe(option_list.highlighted)
        else:
            detail.update(message.archive.note)

    def _line(self, item) -> str:  # type: ignore[no-untyped-def]
        back = " \u00b7 \u2713 in the store" if item.entry in self.current.get(item.store, ()) else ""
        return (f"{item.index:>2} {local_day(item.at, 'no date')} \u00b7 {STORE_FILES[item.store]} \u00b7 "
                f"{item.action}{back}\n   {clip(item.entry, 64)}")

    @on(OptionList.OptionHighlighted, "#archive-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._describe(event.option_index)

    def _describe(self, index: int | None) -> None:
        if self.archive is None or index is None or not 0 <= index < len(self.archive.entries):
            return
        item = self.archive.entries[index]
        back = item.entry in self.current.get(item.store, ())
        lines = [f"{STORE_FILES[item.store]} \u00b7 archived {local_minute(item.at, 'at an unknown time')} "
                 f"\u00b7 why: {item.action}", f"{display_path(self.archive.path)}, line {item.line}",
                 "\u2713 This text is in the store now." if back else "Press a to restore it (u undoes).", "",
                 item.entry]
        if item.extra:   # the line's other fields, as Hermes wrote them (the time is shown above)
            lines += ["", "Other fields of the line:", *(f"  {key}: {value}" for key, value in item.extra.items())]
        self.query_one("#archive-detail", Static).update("\n".join(lines))

    @on(OptionList.OptionSelected, "#archive-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_restore()

    def action_restore(self) -> None:
        """Restore the highlighted entry (the app writes it; a refusal is explained here)."""
        index = self.query_one(OptionList).highlighted
        if self.archive is None or index is None or not 0 <= index < len(self.archive.entries):
            self.notify("Nothing to restore: select an archived entry first.", severity="warning")
            return
        item = self.archive.entries[index]
        if item.entry in self.current.get(item.store, ()):
            self.notify(f"That text is already in {STORE_FILES[item.store]}.", title="Archive", markup=False)
            return
        host(self).run_write(restore_request(item, source="tui"), reply_to=self)

    def on_write_finished(self, message: WriteFinished) -> None:
        """Explain a refused restore (the app announces a successful one)."""
        if not message.outcome.ok and message.tag == "restore":
            self.notify(message.outcome.message, title="Not restored", severity="warning", markup=False)

    def action_close(self) -> None:
        """Back to the main screen."""
        self.dismiss(None)
