"""StatusLine: the Sessions view's last line: store size, index state, where results came from, warnings."""

from __future__ import annotations

from textual.widgets import Label

from curator.core.sessions.backend import StoreFacts
from curator.core.sessions.model import SearchResult

VIA = {"index": "curator index", "hermes_fts": "Hermes's FTS", "like": "substring scan"}
"""How each search path is named to the user."""


class StatusLine(Label):
    """One line of facts, joined by middle dots; warnings carry a \u26a0 (never colour alone)."""

    def __init__(self, text: str = "", *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(text, id=id, markup=False)

    def show(self, facts: StoreFacts | None, index_note: str, result: SearchResult | None,
             filter_error: str | None) -> None:
        """Show the store's size, the index note, the results' source (for a query) and any warning."""
        parts: list[str] = []
        if facts is not None:
            parts.append(f"{facts.messages:,} messages in {facts.sessions:,} sessions")
        parts.append(index_note)
        if result is not None:
            via = VIA.get(result.used, result.used)
            count = len(result.hits)
            shown = f"first {count} of {result.total:,} results" if result.total and result.total > count else \
                f"{count} result{'s' if count != 1 else ''}"
            parts.append(f"{shown} via {via}")
            if result.degraded_reason:
                parts.append(f"\u26a0 {result.degraded_reason}")
            elif result.fts_stale:
                parts.append("\u26a0 Hermes marked its search index stale")
        if filter_error:
            parts.append(f"\u26a0 {filter_error}")
        self.update(" \u00b7 ".join(parts))
