"""PendingDiff: the target store before -> after a pending write, changed entries marked by glyph and words."""

from __future__ import annotations

from typing import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from curator.core.memory.format import STORE_FILES
from curator.core.pending import DiffRow, Preview

CONTEXT = 1
"""Unchanged entries shown on each side of a change when the diff is compact."""

MARKS = {"added": "+ added", "removed": "\u2212 removed", "before": "\u2212 before", "after": "+ after", "same": ""}
"""The glyph and word on each line, so a change never depends on colour alone."""


def visible_rows(rows: Sequence[DiffRow], full: bool, context: int = CONTEXT) -> list[DiffRow | int]:
    """Rows to draw: all of them when ``full``, else changes with ``context`` neighbours; an int is a gap size."""
    if full:
        return list(rows)
    changed = [i for i, r in enumerate(rows) if r.changed]
    keep = {j for i in changed for j in range(i - context, i + context + 1)}
    out: list[DiffRow | int] = []
    gap = 0
    for i, row in enumerate(rows):
        if i in keep:
            if gap:
                out.append(gap)
                gap = 0
            out.append(row)
        else:
            gap += 1
    if gap:
        out.append(gap)
    return out


class PendingDiff(Static):
    """Draws a :class:`~curator.core.pending.Preview` as an entry-level diff of its store."""

    COMPONENT_CLASSES = {"pending-diff--header", "pending-diff--same", "pending-diff--added",
                         "pending-diff--removed", "pending-diff--gap"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", id=id, classes=classes)
        self.full = False
        """Show every entry of the store instead of changes with context."""
        self._preview: Preview | None = None

    def show_preview(self, preview: Preview | None) -> None:
        """Draw a preview (None clears)."""
        self._preview = preview
        self._draw()

    def toggle_full(self) -> bool:
        """Switch between compact and full; returns the new ``full``."""
        self.full = not self.full
        self._draw()
        return self.full

    def _style(self, name: str):
        return self.get_component_rich_style(f"pending-diff--{name}")

    def _draw(self) -> None:
        preview = self._preview
        if preview is None or preview.write.malformed:
            self.update("")
            return
        name = STORE_FILES.get(preview.target, preview.target)
        batch = preview.write.is_batch
        header = Text(f"{name} before \u2192 after: {len(preview.before)} \u2192 {len(preview.after)} entries"
                      f"{'' if self.full else ' (f: every entry)'}", style=self._style("header"), no_wrap=True,
                      overflow="ellipsis")
        grid = Table.grid(padding=(0, 1), expand=True)
        grid.add_column(no_wrap=True)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(ratio=1)
        if not any(r.changed for r in preview.rows):
            why = (f"approving is refused ({preview.refusal[0]})" if preview.refusal
                   else "; ".join(p.note for p in preview.ops if p.note))
            grid.add_row("", "", Text(f"(no entry changes{': ' + why if why else ''})"), style=self._style("gap"))
        for row in visible_rows(preview.rows, self.full):
            if isinstance(row, int):
                grid.add_row("", "\u22ef", f"{row} unchanged entr{'y' if row == 1 else 'ies'}",
                             style=self._style("gap"))
                continue
            op = f"  (op {row.op_index + 1})" if batch and row.op_index is not None else ""
            before_no = str(row.before_index + 1) if row.before_index is not None else ""
            after_no = str(row.after_index + 1) if row.after_index is not None else ""
            if row.kind == "same":
                grid.add_row(MARKS["same"], before_no, Text(" ".join(row.text.split()), no_wrap=True,
                                                            overflow="ellipsis"), style=self._style("same"))
            elif row.kind == "added":
                grid.add_row(MARKS["added"], after_no, row.text + op, style=self._style("added"))
            elif row.kind == "removed":
                grid.add_row(MARKS["removed"], before_no, row.text + op, style=self._style("removed"))
            else:
                grid.add_row(MARKS["before"], before_no, (row.old_text or "") + op, style=self._style("removed"))
                grid.add_row(MARKS["after"], after_no, row.text, style=self._style("added"))
        self.update(Group(header, grid))
