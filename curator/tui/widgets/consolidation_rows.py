"""Rows of the consolidation view: an entry with its group/stale/conflict marks, and a tickable suggestion."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Label, ListItem

from curator.tui.widgets.consolidation_model import Mark, SuggestionKey

TICKED = "[x]"
UNTICKED = "[ ]"


class MarkLabel(Label):
    """One glyph plus its role word (``① drop``), coloured by the mark's class."""

    def __init__(self, mark: Mark) -> None:
        super().__init__(f"{mark.glyph} {mark.role}", markup=False, classes=f"mark {mark.css}")
        self.mark = mark


class EntryRow(Vertical):
    """One entry of the analysed store: tick, marks, number, text (one line), and the reasons of its marks.

    Classes: ``-current`` (belongs to the highlighted suggestion), ``-ticked`` (a ticked suggestion uses it),
    ``-dropping`` (a ticked suggestion removes it), ``-marked`` (has any mark)."""

    def __init__(self, index: int, text: str, marks: list[Mark]) -> None:
        super().__init__(id=f"centry-{index}", classes="centry")
        self.index = index
        self.text = text
        self.marks = marks

    def compose(self) -> ComposeResult:
        """The main line and, for marks with a reason, one muted line each."""
        with Horizontal(classes="centry-line"):
            yield Label(" ", classes="centry-tick")
            with Horizontal(classes="centry-marks"):
                for mark in self.marks:
                    yield MarkLabel(mark)
            yield Label(f"#{self.index + 1}", classes="centry-number")
            yield Label(" ".join(self.text.split()), markup=False, classes="centry-text")
        for mark in self.marks:
            if mark.reason:
                yield Label(f"{mark.glyph} {mark.reason}", markup=False, classes=f"centry-reason {mark.css}")

    def on_mount(self) -> None:
        """Mark rows that belong to something."""
        self.set_class(bool(self.marks), "-marked")

    def keys(self) -> set[SuggestionKey]:
        """The suggestions this entry takes part in."""
        return {m.key for m in self.marks if m.key is not None}

    def show_state(self, current: SuggestionKey | None, ticked: set[SuggestionKey], dropping: bool) -> None:
        """Reflect the highlighted suggestion and the ticks (the tick column says it in words too)."""
        keys = self.keys()
        is_ticked = bool(keys & ticked)
        self.set_class(current is not None and current in keys, "-current")
        self.set_class(is_ticked, "-ticked")
        self.set_class(dropping, "-dropping")
        tick = "\u2717" if dropping else ("\u2713" if is_ticked else " ")
        self.query_one(".centry-tick", Label).update(tick)


class SuggestionItem(ListItem):
    """A suggestion in the right-hand list: tick box, glyph, and a one-line summary."""

    def __init__(self, key: SuggestionKey, glyph: str, css: str, summary: str) -> None:
        kind, value = key
        super().__init__(id=f"suggestion-{kind}-{value}", classes="suggestion")
        self.key = key
        self.glyph = glyph
        self.css = css
        self.summary = summary

    def compose(self) -> ComposeResult:
        """Tick, glyph and summary on one line."""
        with Horizontal(classes="suggestion-line"):
            yield Label(UNTICKED, classes="suggestion-tick")
            yield Label(self.glyph, markup=False, classes=f"suggestion-glyph {self.css}")
            yield Label(self.summary, markup=False, classes="suggestion-summary")

    def show_ticked(self, ticked: bool) -> None:
        """Tick or untick the box."""
        self.set_class(ticked, "-ticked")
        self.query_one(".suggestion-tick", Label).update(TICKED if ticked else UNTICKED)
