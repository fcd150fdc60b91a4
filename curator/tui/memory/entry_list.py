"""EntryList: one store's entries, wrapped, each with its char count and a findings marker.

A single OptionList (not a widget per entry) so a full store paints fast; updates keep the selected
entry selected and the scroll position where it was.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from curator.core.scanner.entries import finding_id
from curator.tui.common.component_style import foreground


class EntryList(OptionList):
    """Entries separated by rules; the meta line carries ``#n · chars`` and ``⚠ flagged: id`` (glyph + words)."""

    COMPONENT_CLASSES = {"entry-list--meta", "entry-list--flagged"}

    def __init__(self, entries: Sequence[str] = (), findings: Sequence[tuple[Any, ...]] = (), *,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes, markup=False)
        self.entries: list[str] = list(entries)
        self.findings: list[tuple[Any, ...]] = list(findings)

    def on_mount(self) -> None:
        """Fill the list, select the first entry, follow theme changes."""
        self.add_options(self._entry_options())
        if self.entries:
            self.highlighted = 0
        self.watch(self.app, "theme", self._restyle, init=False)

    async def _on_click(self, event: events.Click) -> None:
        """A click selects the entry; only a double click opens the editor (like enter)."""
        event.prevent_default()   # not OptionList's own click, which selects (= opens the editor) at once
        clicked = event.style.meta.get("option")
        if clicked is None or self._options[clicked].disabled:
            return
        self.highlighted = clicked
        if event.chain >= 2:
            self.action_select()

    @property
    def selected_text(self) -> str | None:
        """The highlighted entry's text."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self.entries):
            return None
        return self.entries[index]

    def _findings(self, index: int) -> tuple[Any, ...]:
        return self.findings[index] if index < len(self.findings) else ()

    def _prompt(self, index: int) -> Text:
        text = self.entries[index]
        found = self._findings(index)
        prompt = Text(text)
        meta = f"#{index + 1} \u00b7 {len(text):,} chars"
        prompt.append("\n" + meta, style=self._foreground("entry-list--meta"))
        threats = [f for f in found if f.kind != "hygiene"]
        notes = [f for f in found if f.kind == "hygiene"]
        if threats:
            ids = ", ".join(dict.fromkeys(finding_id(f) for f in threats))
            prompt.append(f" \u00b7 \u26a0 flagged: {ids}", style=self._foreground("entry-list--flagged"))
        if notes:
            cats = ", ".join(dict.fromkeys(f.category.replace("_", " ") for f in notes))
            prompt.append(f" \u00b7 note: {cats}", style=self._foreground("entry-list--meta"))
        return prompt

    def _foreground(self, component: str) -> Style:
        """The component's colour (alpha already blended) and text style, without its background."""
        return foreground(self, component)

    def _entry_options(self) -> list[Option | None]:
        out: list[Option | None] = []
        for i in range(len(self.entries)):
            if i:
                out.append(None)
            out.append(Option(self._prompt(i)))
        return out

    def _restyle(self, _theme: str) -> None:
        for i in range(len(self.entries)):
            self.replace_option_prompt_at_index(i, self._prompt(i))

    def show_entries(self, entries: Sequence[str], findings: Sequence[tuple[Any, ...]]) -> None:
        """Show new entries; the same entry stays highlighted where possible, the scroll stays put."""
        previous, old_index, old_scroll = self.selected_text, self.highlighted, self.scroll_y
        same_shape = len(entries) == len(self.entries)
        old = list(zip(self.entries, self.findings))
        self.entries, self.findings = list(entries), [tuple(f) for f in findings]
        if same_shape and self.option_count == len(self.entries):
            for i, pair in enumerate(zip(self.entries, self.findings)):
                if i >= len(old) or old[i] != pair:
                    self.replace_option_prompt_at_index(i, self._prompt(i))
        else:
            self.clear_options()
            self.add_options(self._entry_options())
            self.scroll_to(y=old_scroll, animate=False, immediate=True)
        self._restore_selection(previous, old_index)

    def _restore_selection(self, previous: str | None, old_index: int | None) -> None:
        if not self.entries:
            self.highlighted = None
            return
        if previous is not None and previous in self.entries:
            target = self.entries.index(previous)
        elif old_index is not None:
            target = min(old_index, len(self.entries) - 1)
        else:
            target = 0
        if self.highlighted != target:
            self.highlighted = target
        else:
            self.post_message(self.OptionHighlighted(self, self.options[target], target))
