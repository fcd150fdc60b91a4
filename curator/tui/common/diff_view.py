"""DiffView: an entry-level diff with a glyph on every line (+ added, − removed), coloured by tcss."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.widgets import Static

from curator.core.journal.changes import entry_diff


class DiffView(Static):
    """Shows a header and the entries removed and added between two versions of a store."""

    COMPONENT_CLASSES = {"diff-view--added", "diff-view--removed", "diff-view--header"}

    def show_diff(self, header: Sequence[str], before: Sequence[str], after: Sequence[str], *,
                  context: bool = False) -> None:
        """Render the header lines, then one block per changed entry (and unchanged ones with ``context``)."""
        text = Text()
        header_style = self.get_component_rich_style("diff-view--header")
        for line in header:
            text.append(line + "\n", style=header_style)
        lines = entry_diff(before, after, context=context)
        if not lines:
            text.append("\n(no entries changed)\n")
        for line in lines:
            if line.tag == " ":
                style, glyph = None, "\u00b7 "
            elif line.tag == "+":
                style, glyph = self.get_component_rich_style("diff-view--added"), "+ added   "
            else:
                style, glyph = self.get_component_rich_style("diff-view--removed"), "\u2212 removed "
            body = line.text.replace("\n", "\n" + " " * len(glyph))
            text.append("\n" + glyph + body + "\n", style=style or "")
        self.update(text)
