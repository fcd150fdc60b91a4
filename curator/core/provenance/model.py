"""Domain types of provenance: memory tool calls read from state.db, changes, origins and usage."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

#: How an entry got to be what it is now.
Via = Literal["agent", "pending", "curator", "outside", "unknown"]
#: What the tool row said about a memory call: written, refused, staged for approval, a no-op
#: duplicate add, or no readable result (the call may or may not have landed).
Outcome = Literal["ok", "failed", "staged", "duplicate", "unknown"]


@dataclass(frozen=True)
class CallOp:
    """One operation of a memory tool call (a single call has one, a batch several)."""

    action: str
    content: str = ""
    old_text: str = ""


@dataclass(frozen=True)
class MemoryCall:
    """One ``memory`` tool call found in an assistant row, with what its tool row said."""

    session_id: str
    message_id: int
    at: float | None
    target: str
    ops: tuple[CallOp, ...]
    outcome: Outcome
    call_id: str = ""
    pending_id: str = ""
    error: str = ""
    batch: bool = False
    result_id: int | None = None

    @property
    def wrote(self) -> bool:
        """True when the call may have changed the file (written, or no result to say otherwise)."""
        return self.outcome in ("ok", "unknown")


@dataclass(frozen=True)
class Change:
    """One step in an entry's history: who produced which text, when, and from what."""

    via: str
    action: str
    text: str
    at: float | None
    session_id: str = ""
    message_id: int | None = None
    pending_id: str = ""
    journal_id: str = ""
    prior: tuple[str, ...] = ()
    old_text: str = ""
    confirmed: bool = True
    note: str = ""
    seq: int = 0

    def to_json(self) -> dict[str, Any]:
        """The step as ``show --json`` prints it inside ``origin.history``."""
        out: dict[str, Any] = {"via": self.via, "action": self.action, "at": self.at,
                               "session_id": self.session_id or None, "message_id": self.message_id}
        if self.pending_id:
            out["pending_id"] = self.pending_id
        if self.journal_id:
            out["journal_id"] = self.journal_id
        if not self.confirmed:
            out["confirmed"] = False
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True)
class Origin:
    """Where one current entry came from: the change that made it what it is, and the steps before."""

    via: str
    history: tuple[Change, ...] = ()
    note: str = ""

    @property
    def last(self) -> Change | None:
        """The change that produced the current text (None when unknown)."""
        return self.history[-1] if self.history else None

    @property
    def first(self) -> Change | None:
        """The oldest known step (the original add when it is known)."""
        return self.history[0] if self.history else None

    @property
    def at(self) -> float | None:
        """When the current text was written (None when unknown)."""
        last = self.last
        return last.at if last else None

    @property
    def session_id(self) -> str | None:
        """The session of the change behind the current text (None when there is none)."""
        last = self.last
        return (last.session_id or None) if last else None

    @property
    def message_id(self) -> int | None:
        """The assistant message holding the memory call behind the current text."""
        last = self.last
        return last.message_id if last else None

    def to_json(self) -> dict[str, Any]:
        """``{"via", "session_id", "message_id", "at", "history": [...]}`` for ``show --json``."""
        out: dict[str, Any] = {"via": self.via, "session_id": self.session_id, "message_id": self.message_id,
                               "at": self.at, "history": [c.to_json() for c in self.history]}
        if self.note:
            out["note"] = self.note
        return out


UNKNOWN_ORIGIN = Origin("unknown", (), "no memory call, journal record or staged write produced this text")


@dataclass(frozen=True)
class Usage:
    """In how many later sessions an entry's subject came up, and when last.

    ``later`` is how many sessions there were in that span at all; ``span_start`` is the oldest message
    the store holds (so "never mentioned" can be told apart from "nothing happened since").
    """

    sessions: int
    last_seen: float | None
    terms: tuple[str, ...] = ()
    since: float | None = None
    session_ids: tuple[str, ...] = field(default=(), compare=False)
    later: int = 0
    span_start: float | None = None

    def to_json(self) -> dict[str, Any]:
        """``{"sessions", "last_seen"}`` plus the terms, the start of the counted span and the sessions in it."""
        return {"sessions": self.sessions, "last_seen": self.last_seen, "terms": list(self.terms),
                "since": self.since, "sessions_since": self.later}


@dataclass(frozen=True)
class EntryProvenance:
    """Origin and usage of one entry of one store."""

    store: str
    index: int
    entry: str
    origin: Origin
    usage: Usage | None = None
