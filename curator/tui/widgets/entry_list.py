"""EntryList: the entries of one store; updates in place so selection and scroll survive reloads."""

from __future__ import annotations

import asyncio
from typing import Any, Sequence

from textual.widgets import ListView

from curator.tui.widgets.entry_item import EntryItem


class EntryList(ListView):
    """A ListView of :class:`EntryItem` that keeps the selected entry selected across updates."""

    def __init__(self, *items: EntryItem, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(*items, id=id, classes=classes)
        self._update_lock = asyncio.Lock()
        self.entries: list[str] = [item.text for item in items]

    @property
    def selected_text(self) -> str | None:
        """The highlighted entry's text."""
        index = self.index
        if index is None or not 0 <= index < len(self.entries):
            return None
        return self.entries[index]

    async def show_entries(self, entries: Sequence[str], findings: Sequence[tuple[Any, ...]]) -> None:
        """Replace the shown entries, reusing items; the same entry stays highlighted where possible."""
        async with self._update_lock:
            previous = self.selected_text
            old_index = self.index
            items = [child for child in self.children if isinstance(child, EntryItem)]
            for i, text in enumerate(entries):
                found = findings[i] if i < len(findings) else ()
                if i < len(items):
                    items[i].set_entry(text, i + 1, found)
            if len(entries) > len(items):
                await self.extend(EntryItem(text, i + 1, findings[i] if i < len(findings) else ())
                                  for i, text in enumerate(entries) if i >= len(items))
            elif len(entries) < len(items):
                await self.remove_items(range(len(entries), len(items)))
            self.entries = list(entries)
            self._restore_selection(previous, old_index)

    def _restore_selection(self, previous: str | None, old_index: int | None) -> None:
        if not self.entries:
            self.index = None
            return
        if previous is not None and previous in self.entries:
            target = self.entries.index(previous)
        elif old_index is not None:
            target = min(old_index, len(self.entries) - 1)
        else:
            target = 0
        if self.index != target:
            self.index = target
        elif (child := self.highlighted_child) is not None:
            child.highlighted = True
