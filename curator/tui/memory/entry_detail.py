"""EntryDetail: facts about the selected entry (size, findings, origin, usage); EntryBrief: origin and usage, compact."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from curator.core.humanize import clip
from curator.core.provenance import EntryProvenance, SessionFacts, origin_brief, origin_parts, usage_text
from curator.core.scanner.entries import blocks, describe_judgement, matched_text


class EntryDetail(Static):
    """Shows position, size, findings, origin and usage of the highlighted entry; ``-flagged`` with findings."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", markup=False, id=id, classes=classes)

    def show_entry(self, text: str | None, number: int, total: int, findings: tuple[Any, ...],
                   provenance: EntryProvenance | None = None, facts: SessionFacts | None = None,
                   reading: str | None = None, *, compact: bool = False) -> None:
        """Describe one entry (or nothing selected): what Hermes blocks, what the curator judges
        suspicious (with category and the model's confidence), hygiene notes, and origin and usage
        once they have been read. ``compact`` (narrow layout) starts with one line naming every finding."""
        blocking = [f for f in findings if blocks(f)]
        judged = [f for f in findings if f.kind != "hygiene" and not blocks(f)]
        notes = [f for f in findings if f.kind == "hygiene"]
        self.set_class(bool(blocking or judged), "-flagged")
        if text is None:
            self.update("No entry selected." if total else "No entries yet \u2014 press a to add one.")
            return
        out = Text(f"Entry {number} of {total} \u00b7 {len(text):,} chars")
        if compact and (blocking or judged):
            out = Text(_summary(blocking, judged, text))
        if blocking:
            out.append("\n\u26a0 Scanner: Hermes shows this entry to the model as [BLOCKED] and would refuse "
                       "to write it:")
            for finding in blocking:
                out.append(f"\n  \u2022 {describe_judgement(finding, text)}")
        if judged:
            out.append("\n\u26a0 Curator's judgement (Hermes would accept it; review it before it stays):")
            for finding in judged:
                out.append(f"\n  \u2022 {describe_judgement(finding, text)}")
        if notes:
            out.append("\nHygiene (never blocks):")
            for finding in notes:
                out.append(f"\n  \u2022 {finding.reason}")
        if provenance is not None:
            out.append("\nOrigin: ")
            for piece, is_title in origin_parts(provenance.origin, facts or SessionFacts.empty()):
                out.append(piece, style="italic" if is_title else "")
            if any(c.session_id for c in provenance.origin.history):
                out.append(" \u2014 g opens it")
            out.append(f"\nUsage: {usage_text(provenance.usage)}")
        elif reading:
            out.append(f"\nOrigin and usage: {reading}")
        self.update(out)


def _summary(blocking: list[Any], judged: list[Any], text: str) -> str:
    """Every finding on one line (what the narrow layout shows first): id and the matched words."""
    def named(found: list[Any]) -> str:
        return ", ".join(f"{f.id} \u201c{clip(matched_text(f, text), 24)}\u201d" if matched_text(f, text).strip()
                         else f.id for f in found)
    parts = []
    if blocking:
        parts.append(f"Hermes blocks it: {named(blocking)}")
    if judged:
        parts.append(f"curator flags: {named(judged)}")
    return "\u26a0 " + "; ".join(parts)


class EntryBrief(Static):
    """Origin and usage of the highlighted entry in two short lines, shown instead of the detail on narrow
    terminals (the CSS shows it there once origins are known: ``-known``)."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", markup=False, id=id, classes=classes)

    def show_entry(self, provenance: EntryProvenance | None, facts: SessionFacts | None,
                   reading: str | None = None) -> None:
        """Describe one entry's origin and usage (nothing while unknown and not being read)."""
        self.set_class(provenance is not None or bool(reading), "-known")
        if provenance is None:
            self.update(f"Origin and usage: {reading}" if reading else "")
            return
        out = Text("Origin: ")
        for piece, is_title in origin_brief(provenance.origin, facts or SessionFacts.empty()):
            out.append(piece, style="italic" if is_title else "")
        if any(c.session_id for c in provenance.origin.history):
            out.append(" \u00b7 g opens it")
        out.append(f"\nUsage: {usage_text(provenance.usage)}")
        self.update(out)
