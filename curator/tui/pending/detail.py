"""PendingDetail: the selected write in full: verdict, badges, operations, gauge before -> after, findings, diff."""

from __future__ import annotations

import time

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from curator.core.memory.format import STORE_FILES
from curator.core.pending import ActionResult, OpPreview, Preview, similarity
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.tui.pending.diff import PendingDiff
from curator.core.humanize import age_short, clip
from curator.core.pending.jobs import VERBS
from curator.tui.pending.queue_list import PendingRow

READING = "Reading the queue\u2026"
EMPTY = "\u2713 The queue is empty: nothing is waiting for approval."
ORIGIN_WORDS = {"background_review": "[auto] background review", "foreground": "foreground"}


def describe_op(p: OpPreview, *, brief: bool = False, refused: ActionResult | None = None) -> str:
    """One line for an operation: what it aims at, the new text, and what it would do now.

    ``brief`` leaves out a refusal's message (shown elsewhere, e.g. in the verdict of a single write).
    """
    op = p.op
    parts = [f"[{p.index + 1}] {op.action}"]
    if op.action != "add":
        if op.matched_entry is not None:
            parts.append(f"pinned to \u2018{clip(op.matched_entry, 50)}\u2019")
        else:
            parts.append(f"old_text \u2018{clip(op.old_text, 40)}\u2019 (unpinned)")
    if op.action != "remove":
        parts.append(f"\u2192 \u2018{clip(op.content, 60)}\u2019")
    if refused is not None:
        verdict = f"\u2717 not applied: approving was refused ({refused.reason})"
    elif p.ok:
        verdict = f"\u2713 {p.note}"
    else:
        verdict = f"\u2717 {p.reason}" + ("" if brief else f": {p.message}")
    return "  ".join(parts) + f"   {verdict}"


def gauge_change(preview: Preview) -> str:
    """The header gauge before \u2192 after the write, as the Memory view shows it: the prompt's size, with why
    it differs from the size on disk (which the limit checks) when the store holds an entry Hermes blocks."""
    before, after = preview.prompt_gauges()
    same = preview.chars_after == preview.chars_before and before == after
    change = f"{before} (unchanged)" if same else f"{before} \u2192 {after}"
    note = preview.prompt().short_note(preview.chars_after)
    return f"{change} ({note})" if note else change


def closest_entry(text: str, entries: tuple[str, ...]) -> tuple[str, float] | None:
    """The current entry most like ``text`` (for a stale write: what it probably became)."""
    scored = [(e, similarity(text, e)) for e in entries]
    best = max(scored, key=lambda pair: pair[1], default=None)
    return best if best is not None and best[1] >= 0.3 else None


def needs_room(row: PendingRow | None) -> bool:
    """True when the write does not fit its store (refused as over_limit, or carries the over-limit badge)."""
    if row is None or row.busy or row.item.write.malformed:
        return False
    if row.refused is not None and row.refused.reason == "over_limit":
        return True
    return any(b.kind == "over_limit" for b in row.item.badges)


class PendingDetail(VerticalScroll):
    """Shows one :class:`PendingRow`; every section is a Static updated in place (no remounting)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="pending-detail")
        self.row: PendingRow | None = None
        self._mounted = False
        self._loading = True

    def compose(self) -> ComposeResult:
        """Empty-queue note, then the sections of a write."""
        yield Static(READING, id="pending-empty", markup=False)
        with Vertical(id="pending-body"):
            yield Static("", id="pending-title", markup=False)
            yield Static("", id="pending-summary-full", markup=False)
            with Vertical(id="pending-verdict"):
                yield Static("", id="pending-verdict-text", markup=False)
                with Horizontal(id="pending-verdict-buttons"):
                    yield Button("Open consolidation (c)", id="pending-open-consolidation", compact=True)
            yield Static("", id="pending-badge-list", markup=False)
            yield Static("", id="pending-ops", markup=False)
            yield Static("", id="pending-gauges", markup=False)
            yield CapacityGauge(0, 1, prefix="after approving: ", id="pending-gauge-after")
            yield Static("", id="pending-findings", markup=False)
            yield PendingDiff(id="pending-diff")

    def on_mount(self) -> None:
        """Show the row given before mounting (or that the queue is being read)."""
        self._mounted = True
        self.show_row(self.row, loading=self._loading)

    @property
    def diff(self) -> PendingDiff:
        """The diff section."""
        return self.query_one(PendingDiff)

    def _set(self, widget_id: str, text: str) -> None:
        widget = self.query_one(f"#{widget_id}", Static)
        widget.update(text)
        widget.set_class(not text, "-hidden")

    def show_row(self, row: PendingRow | None, now: float | None = None, *, loading: bool = False) -> None:
        """Show a write (None: the queue is empty, or still being read when ``loading``)."""
        previous = self.row.id if self.row is not None else None
        self.row, self._loading = row, loading
        if not self._mounted:
            return
        empty = self.query_one("#pending-empty", Static)
        empty.update(READING if loading else EMPTY)
        empty.set_class(row is not None, "-hidden")
        self.query_one("#pending-body").set_class(row is None, "-hidden")
        if row is None:
            return
        now = time.time() if now is None else now
        write, preview = row.item.write, row.item.preview
        self._set("pending-title", self._title(row, now))
        self._set("pending-summary-full", "" if write.malformed else write.summary.strip())
        self._show_verdict(row)
        shown = row.refused.reason if row.refused is not None else (preview.refusal or (None,))[0]
        self._set("pending-badge-list", self._badges(preview, skip=shown))
        if write.malformed:
            for section in ("pending-ops", "pending-gauges", "pending-findings"):
                self._set(section, "")
            self.query_one("#pending-gauge-after").add_class("-hidden")
            self.diff.show_preview(None)
            self.diff.add_class("-hidden")
        else:
            self._set("pending-ops", self._ops(preview, row.refused))
            name = STORE_FILES.get(preview.target, preview.target)
            self._set("pending-gauges", f"{name}: {gauge_change(preview)}")
            gauge = self.query_one("#pending-gauge-after", CapacityGauge)
            gauge.remove_class("-hidden")
            gauge.set_numbers(preview.prompt().chars, preview.limit)
            self._set("pending-findings", self._findings(preview))
            self.diff.remove_class("-hidden")
            self.diff.show_preview(preview)
        if previous != row.id:
            self.scroll_home(animate=False)

    def _title(self, row: PendingRow, now: float) -> str:
        write = row.item.write
        if write.malformed:
            return f"{write.id} \u00b7 unreadable record \u00b7 {write.path}"
        store = STORE_FILES.get(write.target, write.target)
        staged = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(write.created_at))
        return (f"{write.id} \u00b7 {write.action} \u2192 {store} \u00b7 "
                f"{ORIGIN_WORDS.get(write.origin, write.origin)} \u00b7 staged {age_short(row.item.write.age(now))} "
                f"ago ({staged})")

    def _show_verdict(self, row: PendingRow) -> None:
        write, preview = row.item.write, row.item.preview
        box = self.query_one("#pending-verdict")
        reason: str | None = None
        if row.busy:
            text = f"\u22ef {VERBS.get(row.busy, row.busy).capitalize()} \u2026"
        elif write.malformed:
            text = (f"\u2717 Malformed record: {write.error}.\nThe curator never applies or deletes it; fix or remove "
                    f"{write.path.name} by hand (Hermes skips it too).")
            reason = "malformed"
        elif row.refused is not None:
            reason = row.refused.reason
            text = self._refusal_text(row.refused, preview)
        elif preview.refusal is not None:
            reason = preview.refusal[0]
            text = f"\u2716 Approving now would be refused ({reason}): {preview.refusal[1]}"
            text += self._advice(reason, preview)
        else:
            text = "\u2713 Would apply now: a approves, d rejects (u puts it back), e edits then approves."
        self._set("pending-verdict-text", text)
        box.set_class(reason is not None, "-refused")
        box.set_class(reason is None and not row.busy, "-ok")
        self.query_one("#pending-verdict-buttons").set_class(not needs_room(row), "-hidden")

    def _refusal_text(self, result: ActionResult, preview: Preview) -> str:
        text = f"\u2716 Approve refused ({result.reason}): {result.message}"
        if result.gauge:
            text += f"\n{STORE_FILES.get(result.target or '', result.target or '')} is at {result.gauge}."
        return text + "\nThe write is kept in the queue." + self._advice(result.reason or "", preview)

    @staticmethod
    def _advice(reason: str, preview: Preview) -> str:
        name = STORE_FILES.get(preview.target, preview.target)
        if reason == "over_limit":
            return (f"\nMake room in {name} first: open consolidation (c) to merge or drop entries, or shorten "
                    f"the text (e), or reject it (d).")
        if reason in ("stale", "no_match", "ambiguous"):
            return "\nThe entry it aims at is not (uniquely) in the store any more: reject it (d), or leave it queued (down moves on)."
        if reason == "scanner":
            return "\nHermes's scanner blocks this text: reword it (e), or reject it (d)."
        return ""

    @staticmethod
    def _badges(preview: Preview, skip: str | None = None) -> str:
        """Each badge with its explanation, except the one the verdict above already explains."""
        lines: list[str] = []
        for badge in preview.badges:
            line = f"{badge.label} \u2014 {badge.message}"
            if badge.kind == skip and preview.write.is_batch is False:
                line = badge.label
            if badge.kind in ("duplicate", "near_duplicate") and badge.entry:
                line += f"\n    existing entry: \u2018{clip(badge.entry, 90)}\u2019"
            if badge.kind == "stale" and badge.entry:
                line += f"\n    it was aimed at: \u2018{clip(badge.entry, 80)}\u2019"
                near = closest_entry(badge.entry, preview.before)
                if near is not None:
                    line += f"\n    closest entry now ({round(near[1] * 100)}% alike): \u2018{clip(near[0], 80)}\u2019"
            lines.append(line)
        return "\n".join(lines)

    @staticmethod
    def _ops(preview: Preview, refused: ActionResult | None = None) -> str:
        """The operation lines; after a refused approve none of them says it would apply (nothing did)."""
        if not preview.ops:
            return ""
        head = f"Operations ({len(preview.ops)}, applied all-or-nothing):" if preview.write.is_batch else "Operation:"
        brief = not preview.write.is_batch
        lines = [f"  {describe_op(p, brief=brief, refused=refused)}" for p in preview.ops]
        return "\n".join([head, *lines])

    @staticmethod
    def _findings(preview: Preview) -> str:
        if not preview.findings and not preview.judgement and not preview.scanner_note:
            return ""
        lines = ["\u26a0 Scanner findings (Hermes refuses to store this text):"] if preview.findings else []
        if preview.scanner_note:
            from curator.core.scanner.review import model_problem

            lines.append("\u26a0 The curator's judgement ran on its rules alone: "
                         f"{model_problem(preview.scanner_note)}.")
        for f in preview.findings:
            where = f"[op {f.op_index + 1}] " if preview.write.is_batch else ""
            quoted = f" \u201c{clip(f.excerpt, 50)}\u201d" if f.excerpt.strip() else ""
            harmless = " (looks harmless, but Hermes blocks it anyway)" if f.parity else ""
            lines.append(f"  \u2022 {where}{f.id}{quoted} \u2014 {f.reason}{harmless}")
        threats = [f for f in preview.judgement if f.kind != "hygiene"]
        notes = [f for f in preview.judgement if f.kind == "hygiene"]
        if threats:
            lines.append("\u26a0 Curator's judgement (its own reading, not a Hermes block; read before approving):")
        for f in threats:
            where = f"[op {f.op_index + 1}] " if preview.write.is_batch else ""
            quoted = f" \u201c{clip(f.excerpt, 50)}\u201d" if f.excerpt.strip() else ""
            lines.append(f"  \u2022 {where}{f.id} ({f.category}, {f.confidence:.0%} sure){quoted} \u2014 {f.reason}")
        if notes:
            lines.append("Hygiene (never blocks):")
        lines.extend(f"  \u2022 {f'[op {f.op_index + 1}] ' if preview.write.is_batch else ''}{f.reason}" for f in notes)
        return "\n".join(lines)
