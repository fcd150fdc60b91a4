"""PendingList and PendingItem: the queue oldest first, one item per staged write with its badges."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Label, ListItem, ListView

from curator.core.pending import ActionResult, QueueItem
from curator.core.humanize import age_short
from curator.core.pending.jobs import VERBS


@dataclass(frozen=True)
class PendingRow:
    """Everything one list item shows: the write and its preview, age, and what the user did to it."""

    item: QueueItem
    age: float
    marked: bool = False
    busy: str | None = None
    """The verb of a job running on this write (``approve``, ``reject``), if any."""
    refused: ActionResult | None = None
    """The last refusal of an action on this write in this session."""

    @property
    def id(self) -> str:
        """The write's id."""
        return self.item.write.id

    def head(self) -> str:
        """Mark, id, age, origin, action and target."""
        write = self.item.write
        mark = "[x]" if self.marked else "[ ]"
        if write.malformed:
            return f"{mark} {write.id}  {age_short(self.age) if write.created_at else '?'}  unreadable record"
        origin = f"{write.origin_label} " if write.origin_label else ""
        return f"{mark} {write.id}  {age_short(self.age)}  {origin}{write.action} \u2192 {write.target}"

    def summary(self) -> str:
        """The one-line summary (the error of a malformed record)."""
        write = self.item.write
        if write.malformed:
            return f"\u2717 {write.error}"
        return " ".join(write.summary.split()) or "(no summary)"

    def badges(self) -> str:
        """Badge labels (each a glyph and words), then progress or the last refusal."""
        parts = [b.label for b in self.item.badges]
        if self.busy:
            parts.insert(0, f"\u22ef {VERBS.get(self.busy, self.busy)}")
        elif self.refused is not None:
            parts.insert(0, f"\u2716 refused: {self.refused.reason}")
        return "  ".join(dict.fromkeys(parts))


class PendingItem(ListItem):
    """One staged write: a head line, the summary, and a badge line; classes mark state for the tcss."""

    def __init__(self, row: PendingRow) -> None:
        super().__init__(classes="pending-item")
        self.row = row

    def compose(self) -> ComposeResult:
        """Three labels, no markup (record text is data, never markup)."""
        yield Label(self.row.head(), markup=False, classes="pending-head")
        yield Label(self.row.summary(), markup=False, classes="pending-summary")
        yield Label(self.row.badges(), markup=False, classes="pending-badges")

    def on_mount(self) -> None:
        """Apply the state classes."""
        self._set_classes()

    def _set_classes(self) -> None:
        row = self.row
        severities = {b.severity for b in row.item.badges}
        self.set_class(row.marked, "-marked")
        self.set_class(row.busy is not None, "-busy")
        self.set_class(row.item.write.malformed, "-malformed")
        self.set_class("error" in severities, "-error")
        self.set_class("error" not in severities and "warn" in severities, "-warn")
        self.set_class(row.refused is not None, "-refused")
        self.query_one(".pending-badges", Label).set_class(not row.badges(), "-hidden")

    def set_row(self, row: PendingRow) -> None:
        """Show another row in this item (the list is updated in place)."""
        if row == self.row:
            return
        self.row = row
        if self.is_mounted:
            self.query_one(".pending-head", Label).update(row.head())
            self.query_one(".pending-summary", Label).update(row.summary())
            self.query_one(".pending-badges", Label).update(row.badges())
            self._set_classes()


class PendingList(ListView):
    """A ListView of :class:`PendingItem`, updated in place so the selection follows the same write."""

    BINDINGS = [
        Binding("home", "first", "First", show=False, tooltip="The oldest staged write", id="pending-first"),
        Binding("end", "last", "Last", show=False, tooltip="The newest staged write", id="pending-last"),
        Binding("pageup", "page(-1)", "Page up", show=False, tooltip="A page of writes up", id="pending-page-up"),
        Binding("pagedown", "page(1)", "Page down", show=False, tooltip="A page of writes down",
                id="pending-page-down"),
    ]

    def __init__(self, rows: Sequence[PendingRow] = (), *, id: str | None = None) -> None:
        super().__init__(*(PendingItem(r) for r in rows), id=id, classes="pending-list")
        self._update_lock = asyncio.Lock()
        self.rows: list[PendingRow] = list(rows)

    def action_first(self) -> None:
        """Highlight the first write."""
        if self.rows:
            self.index = 0

    def action_last(self) -> None:
        """Highlight the last write."""
        if self.rows:
            self.index = len(self.rows) - 1

    def action_page(self, direction: int) -> None:
        """Move the highlight by the number of writes one screen of the list shows."""
        if not self.rows:
            return
        shown = [item.region.height for item in self.query(PendingItem) if item.region.height] or [3]
        step = max(1, self.scrollable_content_region.height // max(1, max(shown)))
        self.index = max(0, min(len(self.rows) - 1, (self.index or 0) + direction * step))

    @property
    def ids(self) -> list[str]:
        """Ids in display order."""
        return [r.id for r in self.rows]

    @property
    def selected_row(self) -> PendingRow | None:
        """The highlighted row."""
        index = self.index
        if index is None or not 0 <= index < len(self.rows):
            return None
        return self.rows[index]

    def select_id(self, pending_id: str) -> bool:
        """Highlight the write with this id; False when it is not listed."""
        if pending_id not in self.ids:
            return False
        self.index = self.ids.index(pending_id)
        return True

    async def show_rows(self, rows: Sequence[PendingRow], prefer: str | None = None) -> None:
        """Show new rows reusing items; keep the selected write selected (else the one now in its place)."""
        async with self._update_lock:
            previous = self.selected_row.id if self.selected_row is not None else None
            old_index = self.index
            items = [child for child in self.children if isinstance(child, PendingItem)]
            for item, row in zip(items, rows):
                item.set_row(row)
            if len(rows) > len(items):
                await self.extend(PendingItem(r) for r in rows[len(items):])
            elif len(rows) < len(items):
                await self.remove_items(range(len(rows), len(items)))
            self.rows = list(rows)
            ids = self.ids
            if not ids:
                self.index = None
                return
            if prefer is not None and prefer in ids:
                target = ids.index(prefer)
            elif previous is not None and previous in ids:
                target = ids.index(previous)
            elif old_index is not None:
                target = min(old_index, len(ids) - 1)
            else:
                target = 0
            if self.index != target:
                self.index = target
            elif (child := self.highlighted_child) is not None:
                child.highlighted = True

    def update_row(self, row: PendingRow) -> None:
        """Redraw one row (marks, progress, refusal) without touching the others."""
        if row.id not in self.ids:
            return
        i = self.ids.index(row.id)
        self.rows[i] = row
        items = [child for child in self.children if isinstance(child, PendingItem)]
        if i < len(items):
            items[i].set_row(row)
