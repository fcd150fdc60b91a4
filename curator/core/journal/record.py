"""One journal line: its schema, checked strictly on read (a type-confused line is damage, never acted on)."""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass, field
from typing import Any

#: Record kinds: a curator write, an undo (also a curator write), an observed change made by someone
#: else (the agent, an editor), the first state the curator saw, and a rejected / restored pending write.
CURATOR_KINDS = ("curator", "undo")
KINDS = ("curator", "undo", "external", "baseline", "pending_reject", "pending_restore")
MARKS = ("commit", "abort")
"""Lines that settle an intent: ``{"kind": "commit", "ref": <intent id>}`` (the write landed) or abort."""
CHECKPOINT = "checkpoint"
"""First line of a rotated-in segment: what the segments before it leave known (see :meth:`Journal.rotate`)."""
STATE_KINDS = ("curator", "undo", "external", "baseline")
"""Kinds whose ``after`` is the store's content at that point."""
SEGMENT_BYTES = 4 << 20
"""The active segment rotates once it would grow past this (``HERMES_CURATOR_JOURNAL_SEGMENT_BYTES``)."""
MAX_LINE_BYTES = 8 << 20
"""A longer line is damage, not a record (a record holds at most two copies of a store)."""


def sha_bytes(data: bytes) -> str:
    """The digest a record keeps of a store file's exact bytes."""
    return hashlib.sha256(data).hexdigest()


def _problem(data: Any) -> str | None:
    """Why a decoded line is not a usable record (None when it is one)."""
    if not isinstance(data, dict):
        return f"a {type(data).__name__}, not an object"
    kind = data.get("kind")
    if kind not in KINDS and kind not in MARKS and kind != CHECKPOINT:
        return f"unknown kind {kind!r}"
    checks = (("id", str), ("store", str), ("operation", str), ("reason", str), ("source", str), ("phase", str),
              ("before_sha", str), ("after_sha", str), ("ref", str), ("extra", dict))
    for key, typ in checks:
        if key in data and not isinstance(data[key], typ):
            return f"{key} is a {type(data[key]).__name__}, not {'an object' if typ is dict else 'text'}"
    if not isinstance(data.get("id"), str) or not data["id"]:
        return "missing id"
    ts = data.get("ts")
    if isinstance(ts, bool) or not isinstance(ts, (int, float)) or not math.isfinite(ts):
        return f"ts is {ts!r}, not epoch seconds"
    for key in ("before", "after"):
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            return f"{key} is not a list of entries"
    if data.get("undoes") is not None and not isinstance(data["undoes"], str):
        return f"undoes is a {type(data['undoes']).__name__}, not a record id"
    if kind in MARKS and not data.get("ref"):
        return f"a {kind} line without the id it settles"
    return None


@dataclass(frozen=True)
class JournalRecord:
    """One journal line (a mark or checkpoint has no entries of its own)."""

    id: str
    ts: float
    kind: str
    store: str
    operation: str
    reason: str = ""
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    source: str = ""
    undoes: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    phase: str = ""
    """``intent`` for a write recorded before it happened (settled by a commit/abort line); empty = done."""
    before_sha: str = ""
    after_sha: str = ""
    ref: str = ""
    settled: bool = True
    """False for an intent with neither commit nor abort yet (its writer is running, or was killed)."""

    def to_json(self) -> dict[str, Any]:
        """The record as written to the journal file."""
        out: dict[str, Any] = {
            "id": self.id, "ts": round(self.ts, 6),
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.ts)),
            "kind": self.kind, "store": self.store, "operation": self.operation, "reason": self.reason,
            "before": list(self.before), "after": list(self.after), "source": self.source,
        }
        for key in ("undoes", "phase", "before_sha", "after_sha", "ref"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        if self.extra:
            out["extra"] = self.extra
        return out

    @classmethod
    def from_json(cls, data: Any) -> "JournalRecord":
        """Parse one decoded line; raises ValueError (saying what is wrong) on a damaged or type-confused one."""
        problem = _problem(data)
        if problem:
            raise ValueError(problem)
        return cls(
            id=data["id"], ts=float(data["ts"]), kind=data["kind"], store=data.get("store", ""),
            operation=data.get("operation", ""), reason=data.get("reason", ""),
            before=tuple(data.get("before", [])), after=tuple(data.get("after", [])),
            source=data.get("source", ""), undoes=data.get("undoes"), extra=dict(data.get("extra", {})),
            phase=data.get("phase", ""), before_sha=data.get("before_sha", ""),
            after_sha=data.get("after_sha", ""), ref=data.get("ref", ""),
        )

    @property
    def is_curator_change(self) -> bool:
        """A change the curator made (undoable)."""
        return self.kind in CURATOR_KINDS

    @property
    def is_intent(self) -> bool:
        """A write recorded before it happened."""
        return self.phase == "intent"

    @property
    def added(self) -> list[str]:
        """Entries present after but not before."""
        before = set(self.before)
        return [e for e in self.after if e not in before]

    @property
    def removed(self) -> list[str]:
        """Entries present before but not after."""
        after = set(self.after)
        return [e for e in self.before if e not in after]


@dataclass(frozen=True)
class JournalContents:
    """All readable records, oldest first, plus a note for every line that could not be read."""

    records: tuple[JournalRecord, ...]
    damaged: tuple[str, ...] = ()
