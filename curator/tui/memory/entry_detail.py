"""EntryDetail: facts about the selected entry, including each scanner finding with its reason."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from curator.core.scanner.entries import blocks, describe_judgement


class EntryDetail(Static):
    """Shows position, size and findings of the highlighted entry; ``-flagged`` when it has findings."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", markup=False, id=id, classes=classes)

    def show_entry(self, text: str | None, number: int, total: int, findings: tuple[Any, ...]) -> None:
        """Describe one entry (or nothing selected): what Hermes blocks, what the curator judges
        suspicious (with the model's confidence), and hygiene notes."""
        blocking = [f for f in findings if blocks(f)]
        judged = [f for f in findings if f.kind != "hygiene" and not blocks(f)]
        notes = [f for f in findings if f.kind == "hygiene"]
        self.set_class(bool(blocking or judged), "-flagged")
        if text is None:
            self.update("No entry selected." if total else "No entries yet \u2014 press a to add one.")
            return
        lines = [f"Entry {number} of {total} \u00b7 {len(text):,} chars"]
        if blocking:
            lines.append("\u26a0 Scanner: Hermes shows this entry to the model as [BLOCKED] and would refuse "
                         "to write it:")
            lines.extend(f"  \u2022 {describe_judgement(f, text)}" for f in blocking)
        if judged:
            lines.append("\u26a0 Curator's judgement (Hermes would accept it; review it before it stays):")
            lines.extend(f"  \u2022 {describe_judgement(f, text)}" for f in judged)
        if notes:
            lines.append("Hygiene (never blocks):")
            lines.extend(f"  \u2022 {f.reason}" for f in notes)
        self.update("\n".join(lines))
