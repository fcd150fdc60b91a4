"""Domain types of the session browser and search engine (small frozen dataclasses)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal


def epoch(value: Any) -> float:
    """A timestamp column as epoch seconds; text, NULL, NaN or infinity (a damaged row) read as 0."""
    try:
        number = float(value or 0.0)
    except (TypeError, ValueError):
        return 0.0
    return number if math.isfinite(number) else 0.0

#: Every source some Hermes release hides (the index keeps them apart; each store hides its own release's set).
HIDDEN_SOURCES: frozenset[str] = frozenset({"kanban", "subagent", "tool"})
#: Sources Hermes keeps searchable but ranks below interactive sessions.
DEMOTED_SOURCES: frozenset[str] = frozenset({"cron"})
#: Roles searched when no role filter is given (tool output and system text are opt-in).
DEFAULT_ROLES: tuple[str, ...] = ("user", "assistant")

SearchPath = Literal["index", "hermes_fts", "like"]


@dataclass(frozen=True)
class Message:
    """One stored message as the conversation pane shows it."""

    id: int
    session_id: str
    role: str
    content: str
    timestamp: float | None
    compacted: bool = False
    tool_name: str | None = None


@dataclass(frozen=True)
class MessageWindow:
    """A slice of one session around an anchor message (scroll-around-match)."""

    session_id: str
    anchor_id: int | None
    messages: tuple[Message, ...]
    more_before: bool
    more_after: bool

    @property
    def first_id(self) -> int | None:
        """Id of the oldest message in the slice (anchor for loading further back)."""
        return self.messages[0].id if self.messages else None

    @property
    def last_id(self) -> int | None:
        """Id of the newest message in the slice (anchor for loading further forward)."""
        return self.messages[-1].id if self.messages else None


@dataclass(frozen=True)
class SessionSummary:
    """One session in the recent-sessions list."""

    id: str
    title: str
    source: str
    started_at: float | None
    last_activity_at: float | None
    message_count: int
    parent_session_id: str | None = None
    lineage_root: str | None = None
    has_title: bool = False


@dataclass(frozen=True)
class SearchHit:
    """One matching message with what a result list needs to show it."""

    message_id: int
    session_id: str
    role: str
    timestamp: float | None
    snippet: str
    score: float
    session_title: str
    source: str
    compacted: bool = False
    lineage_root: str | None = None
    match_terms: tuple[str, ...] = ()


@dataclass(frozen=True)
class SearchResult:
    """Hits plus which path answered and why it was not the best one (if so)."""

    hits: tuple[SearchHit, ...]
    used: SearchPath
    degraded_reason: str | None = None
    fts_stale: bool = False
    total: int | None = None
    """How many messages match in all, when the hits were capped at the limit (None: the hits are all)."""
    suggestion: str | None = None
    """With no hits: the query with its unknown words corrected to close indexed ones (``deplyo`` -> ``deploy``)."""


@dataclass(frozen=True)
class ChangeToken:
    """Cheap fingerprint of the store's state; compare two to know whether anything was written."""

    data_version: int
    max_message_id: int
    wal_mtime_ns: int
    db_mtime_ns: int


@dataclass(frozen=True)
class IndexProgress:
    """Build progress of the curator's own index (done and total messages)."""

    done: int
    total: int
    ready: bool = False
