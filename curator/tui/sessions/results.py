"""ResultList: search hits (snippet with matched words highlighted) or recent sessions, markup-safe."""

from __future__ import annotations

import re

from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from curator.core.sessions.model import SearchHit, SearchResult, SessionSummary
from curator.core.humanize import local_minute

MATCH_STYLE = "bold underline $text-accent"
"""Matched words: bold and underlined as well as coloured, so colour is never the only cue."""
MUTED = "$text-muted"
COMPACTED_MARK = "\u29c9 compacted"
NEARBY_MARK = "\u2248 found via a nearby turn (the words are not in this message)"
"""A hit the index found through the turns around it: the snippet has none of the query's words."""
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


def results_title(query: str, got: SearchResult | list[SessionSummary], filtered: str | None) -> str:
    """The result list's title: how many hits (``first 30 of 57`` when capped), a correction for no hits,
    the recent sessions' count; ``filtered`` names the active filters."""
    if isinstance(got, SearchResult):
        count = len(got.hits)
        shown = f"first {count} of {got.total:,}" if got.total is not None and got.total > count else f"{count}"
        title = f"{shown} {plural_word(max(count, got.total or 0), 'result')} for \u201c{query}\u201d"
        if not got.hits and got.suggestion:
            title += f" \u00b7 did you mean \u201c{got.suggestion}\u201d?"
    else:
        title = f"Recent sessions ({len(got)})" if got else "No sessions match the filters"
    return title + (f" \u00b7 filtered: {filtered}" if filtered else "")


def plural_word(count: int, word: str) -> str:
    """``word`` or ``words`` for ``count``."""
    return word if count == 1 else word + "s"


def hit_prompt(hit: SearchHit, labels: dict[str, str] | None = None) -> Content:
    """Three lines: session title, role/source/date (and compacted, lineage, a match only in a nearby turn),
    the snippet."""
    meta = [hit.role or "?", hit.source or "?", when(hit.timestamp)]
    if not hit.match_terms and ">>>" not in hit.snippet:
        meta.append(NEARBY_MARK)
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

    @staticmethod
    def terms_of(item: Item) -> tuple[str, ...]:
        """The words an item's conversation highlights (a session listed without a query has none)."""
        return item.match_terms if isinstance(item, SearchHit) else ()

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
