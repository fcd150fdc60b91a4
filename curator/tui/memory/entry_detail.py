"""EntryDetail: facts about the selected entry, including each scanner finding with its reason."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from curator.core.scanner.entries import describe_finding


class EntryDetail(Static):
    """Shows position, size and findings of the highlighted entry; ``-flagged`` when it has findings."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", markup=False, id=id, classes=classes)

    def show_entry(self, text: str | None, number: int, total: int, findings: tuple[Any, ...]) -> None:
        """Describe one entry (or nothing selected)."""
        self.set_class(bool(findings), "-flagged")
        if text is None:
            self.update("No entry selected." if total else "No entries yet \u2014 press a to add one.")
            return
        lines = [f"Entry {number} of {total} \u00b7 {len(text):,} chars"]
        if findings:
            lines.append("\u26a0 Scanner: Hermes shows this entry to the model as [BLOCKED] and would refuse "
                         "to write it:")
            lines.extend(f"  \u2022 {describe_finding(f, text)}" for f in findings)
        self.update("\n".join(lines))
