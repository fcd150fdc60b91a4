"""ResultList: search hits (snippet with matched words highlighted) or recent sessions, markup-safe."""

from __future__ import annotations

import re

from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from curator.core.sessions.model import SearchHit, SessionSummary
from curator.core.humanize import local_minute

MATCH_STYLE = "bold underline $text-accent"
"""Matched words: bold and underlined as well as coloured, so colour is never the only cue."""
MUTED = "$text-muted"
COMPACTED_MARK = "\u29c9 compacted"
SNIPPET_CHARS = 220
_MARK_RE = re.compile(r">>>(.*?)<<<", re.S)

Item = SearchHit | SessionSummary


def when(ts: float | None) -> str:
    """Local date and time of an epoch timestamp (``????`` when unknown)."""
    return local_minute(ts)


def snippet_content(snippet: str, limit: int = SNIPPET_CHARS) -> Content:
    """The engine's snippet with ``>>>word<<<`` marks turned into highlighted spans (text never parsed as markup)."""
    parts: list[tuple[str, str]] = []
    pos, used = 0, 0
    flat = " ".join(snippet.split())
    for m in _MARK_RE.finditer(flat):
        parts.append((flat[pos:m.start()], ""))
        parts.append((m.group(1), MATCH_STYLE))
        pos = m.end()
    parts.append((flat[pos:], ""))
    out: list[tuple[str, str]] = []
    for text, style in parts:
        if used >= limit:
            break
        if used + len(text) > limit:
            text = text[: limit - used].rstrip() + "\u2026"
        used += len(text)
        if text:
            out.append((text, style))
    return Content.assemble(*out) if out else Content("")


def lineage_note(session_id: str, lineage_root: str | None, labels: dict[str, str] | None = None) -> str:
    """``↳ continues “<root title>”`` when the session descends from another one, else empty."""
    if lineage_root and lineage_root != session_id:
        label = (labels or {}).get(lineage_root)
        return f"\u21b3 continues \u201c{label}\u201d" if label else f"\u21b3 continues {lineage_root}"
    return ""


def hit_prompt(hit: SearchHit, labels: dict[str, str] | None = None) -> Content:
    """Three lines: session title, role/source/date (and compacted, lineage), the snippet."""
    meta = [hit.role or "?", hit.source or "?", when(hit.timestamp)]
    if hit.compacted:
        meta.append(COMPACTED_MARK)
    note = lineage_note(hit.session_id, hit.lineage_root, labels)
    if note:
        meta.append(note)
    return Content.assemble((hit.session_title or hit.session_id, "bold"), "\n",
                            (" \u00b7 ".join(meta), MUTED), "\n", snippet_content(hit.snippet))


def session_prompt(summary: SessionSummary, labels: dict[str, str] | None = None) -> Content:
    """Two lines: title (or first user line), then source, message count, last activity and lineage."""
    count = f"{summary.message_count:,} message{'s' if summary.message_count != 1 else ''}"
    meta = [summary.source or "?", count, when(summary.last_activity_at)]
    note = lineage_note(summary.id, summary.lineage_root, labels)
    if note:
        meta.append(note)
    return Content.assemble((summary.title or summary.id, "bold"), "\n", (" \u00b7 ".join(meta), MUTED))


class ResultList(OptionList):
    """Hits of the current query, or the recent sessions when there is none; ``items`` mirrors the options."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="session-results")
        self.items: list[Item] = []
        """What each option shows, in order."""

    @staticmethod
    def key_of(item: Item) -> str:
        """A stable option id: ``m<message id>`` for a hit, ``s<session id>`` for a session."""
        return f"m{item.message_id}" if isinstance(item, SearchHit) else f"s{item.id}"

    def show(self, items: list[Item], keep: str | None = None, labels: dict[str, str] | None = None) -> None:
        """Replace the options; keep the highlight on ``keep`` (an option id) when it is still there.

        ``labels`` maps lineage-root session ids to their titles."""
        self.items = list(items)
        options: list[Option | None] = []
        for i in self.items:
            if options:
                options.append(None)   # a separator line between items
            options.append(Option(hit_prompt(i, labels) if isinstance(i, SearchHit) else session_prompt(i, labels),
                                  id=self.key_of(i)))
        self.set_options(options)
        keys = [self.key_of(i) for i in self.items]
        if self.items:
            self.highlighted = keys.index(keep) if keep in keys else 0

    @property
    def selected_item(self) -> Item | None:
        """The highlighted hit or session."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self.items):
            return None
        return self.items[index]

    @property
    def selected_key(self) -> str | None:
        """The highlighted option's id."""
        item = self.selected_item
        return self.key_of(item) if item is not None else None
