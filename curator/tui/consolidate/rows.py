"""The consolidation view's two lists: entries with their group/stale/conflict marks, and tickable suggestions.

Each is one OptionList (not a widget per row) so a full store paints fast; colours come from component
classes in ``consolidate.tcss`` and every colour goes with a glyph and a word.
"""

from __future__ import annotations

from typing import Iterable

from rich.style import Style
from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from curator.tui.common.component_style import foreground
from curator.core.consolidate.plan import Mark, SuggestionKey

TICKED = "[x]"
UNTICKED = "[ ]"
MARK_WIDTH = 11
"""Cells of the marks column (``⚠ flagged`` plus a space); numbers and texts line up after it."""

MARK_COMPONENTS = {"-c0", "-c1", "-c2", "-c3", "-stale", "-flagged", "-contra"}


class _StyledList(OptionList):
    """An OptionList whose prompts are styled from component classes (rebuilt when the theme changes)."""

    def on_mount(self) -> None:
        """Follow theme changes."""
        self.watch(self.app, "theme", lambda _theme: self.restyle(), init=False)

    def restyle(self) -> None:
        """Rebuild every prompt (subclasses know how)."""

    def _style(self, component: str) -> Style:
        """The component's colour and text style, without its background (the highlight shows through)."""
        return foreground(self, component)

    def _mark_style(self, prefix: str, css: str) -> Style:
        """The colour of a mark class (``-c0`` .. ``-contra``) as component ``<prefix>--c0`` ..."""
        return self._style(f"{prefix}-{css}") if css in MARK_COMPONENTS else Style()


class ConsolidationEntries(_StyledList):
    """The analysed store's entries, one line each (plus a line per mark reason), marked and ticked."""

    COMPONENT_CLASSES = {f"centry--{c.lstrip('-')}" for c in MARK_COMPONENTS} | {
        "centry--number", "centry--reason", "centry--ticked", "centry--dropping", "centry--current"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)
        self.entries: list[str] = []
        self.marks: dict[int, list[Mark]] = {}
        self.current: SuggestionKey | None = None
        self.ticked: set[SuggestionKey] = set()
        self.dropping: set[int] = set()

    def keys_of(self, index: int) -> set[SuggestionKey]:
        """The suggestions entry ``index`` takes part in."""
        return {m.key for m in self.marks.get(index, []) if m.key is not None}

    def first_row_of(self, key: SuggestionKey | None) -> int | None:
        """The first entry that takes part in ``key``."""
        return next((i for i in range(len(self.entries)) if key in self.keys_of(i)), None) if key else None

    def tick_of(self, index: int) -> str:
        """``✗`` (a ticked suggestion removes it), ``✓`` (a ticked suggestion uses it) or a space."""
        if index in self.dropping:
            return "\u2717"
        return "\u2713" if self.keys_of(index) & self.ticked else " "

    def prompt(self, index: int) -> Text:
        """Tick, marks, number and one line of text; then one line per mark that has a reason."""
        marks = self.marks.get(index, [])
        current = self.current is not None and self.current in self.keys_of(index)
        line = Text(no_wrap=True, overflow="ellipsis", end="")
        tick = self.tick_of(index)
        line.append(f"{tick} ", style=self._style("centry--dropping" if tick == "\u2717" else "centry--ticked"))
        used = 0
        for n, mark in enumerate(marks):
            label = f"{mark.glyph} {mark.role}" if n == 0 else mark.glyph  # later marks: words on their line
            line.append(label + " ", style=self._mark_style("centry", mark.css) + Style(bold=True))
            used += len(label) + 1
        line.append(" " * max(0, MARK_WIDTH - used))
        line.append(f"#{index + 1:<3} ", style=self._style("centry--number"))
        text_style = self._style("centry--dropping") if index in self.dropping else Style(bold=current)
        line.append(" ".join(self.entries[index].split()), style=text_style)
        for mark in marks:
            if mark.reason:
                line.append("\n")
                line.append(f"      {mark.glyph} {mark.role}: {mark.reason}",
                            style=self._style("centry--reason") + self._mark_style("centry", mark.css))
        if current:
            line.stylize(Style(bgcolor=self.get_component_rich_style("centry--current").bgcolor))
        return line

    def show(self, entries: Iterable[str], marks: dict[int, list[Mark]]) -> None:
        """Show a new analysis' entries and marks."""
        self.entries = list(entries)
        self.marks = marks
        self.set_options(Option(self.prompt(i)) for i in range(len(self.entries)))

    def show_state(self, current: SuggestionKey | None, ticked: set[SuggestionKey], dropping: set[int]) -> None:
        """Reflect the highlighted suggestion and the ticks; only changed rows are rebuilt."""
        before = {i: (self.current in self.keys_of(i), self.tick_of(i), i in self.dropping)
                  for i in range(len(self.entries))}
        self.current, self.ticked, self.dropping = current, set(ticked), set(dropping)
        for i in range(min(len(self.entries), self.option_count)):
            if before[i] != (current in self.keys_of(i), self.tick_of(i), i in dropping):
                self.replace_option_prompt_at_index(i, self.prompt(i))

    def restyle(self) -> None:
        """Rebuild every row with the theme's colours."""
        for i in range(min(len(self.entries), self.option_count)):
            self.replace_option_prompt_at_index(i, self.prompt(i))


class SuggestionList(_StyledList):
    """Tick box, glyph and a one-line summary per suggestion (groups first, then drops)."""

    COMPONENT_CLASSES = {f"suggestion--{c.lstrip('-')}" for c in MARK_COMPONENTS} | {"suggestion--ticked"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)
        self.rows: list[tuple[SuggestionKey, str, str, str]] = []
        self.ticked: set[SuggestionKey] = set()

    @property
    def keys(self) -> list[SuggestionKey]:
        """The suggestions in display order."""
        return [row[0] for row in self.rows]

    @property
    def current(self) -> SuggestionKey | None:
        """The highlighted suggestion."""
        index = self.highlighted
        return self.rows[index][0] if index is not None and 0 <= index < len(self.rows) else None

    def prompt(self, index: int) -> Text:
        """``[x] ① contained: keep #1, drop #17 · −53``."""
        key, glyph, css, summary = self.rows[index]
        ticked = key in self.ticked
        line = Text(no_wrap=True, overflow="ellipsis", end="")
        line.append(f"{TICKED if ticked else UNTICKED} ", style=self._style("suggestion--ticked") if ticked else "")
        line.append(f"{glyph} ", style=self._mark_style("suggestion", css) + Style(bold=True))
        line.append(summary)
        return line

    def show(self, rows: list[tuple[SuggestionKey, str, str, str]], ticked: set[SuggestionKey]) -> None:
        """Show new suggestions."""
        self.rows, self.ticked = rows, set(ticked)
        self.set_options(Option(self.prompt(i), id=f"suggestion-{key[0]}-{key[1]}")
                         for i, (key, *_rest) in enumerate(rows))

    def show_ticked(self, ticked: set[SuggestionKey]) -> None:
        """Tick or untick boxes (only changed rows are rebuilt)."""
        before, self.ticked = self.ticked, set(ticked)
        for i, (key, *_rest) in enumerate(self.rows):
            if (key in before) != (key in self.ticked):
                self.replace_option_prompt_at_index(i, self.prompt(i))

    def restyle(self) -> None:
        """Rebuild every row with the theme's colours."""
        for i in range(len(self.rows)):
            self.replace_option_prompt_at_index(i, self.prompt(i))
