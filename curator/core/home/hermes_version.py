"""Which Hermes wrote a home, inferred from what is on disk, and the rules that release follows."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from curator.core.files import read_regular

#: Search hides these sources in 0.13-0.16 and in 0.17-0.19 (0.19: subagent and tool, not kanban).
_HIDDEN_OLD = frozenset({"tool"})
_HIDDEN_NEW = frozenset({"subagent", "tool"})
_HIDDEN_NEWER = frozenset({"kanban", "subagent", "tool"})   # newer builds' docs (hermes-compat §6)


@dataclass(frozen=True)
class Generation:
    """A span of published releases that behave alike for what the curator touches."""

    name: str
    """``0.13-0.14``, ``0.15-0.16``, ``0.17``, ``0.18``, ``0.19``, ``newer`` (than any published release)."""
    max_schema: int
    """The highest state.db schema_version this span writes."""
    blocks_at_load: bool
    """Flagged entries are shown to the model as a ``[BLOCKED: ...]`` placeholder (0.15 and later)."""
    older_placeholder: bool
    """The placeholder says ``use memory(action=read) to inspect and ...`` (0.15-0.17)."""
    hidden_sources: frozenset[str]
    """Session sources its search leaves out."""
    exact_match_first: bool
    """An unpinned staged replace/remove prefers an exact whole-entry match (newer builds only)."""
    has_approval: bool
    """It stages writes under ``memory.write_approval`` (0.17 and later)."""


GENERATIONS: tuple[Generation, ...] = (
    Generation("0.13-0.14", 12, False, False, _HIDDEN_OLD, False, False),
    Generation("0.15-0.16", 14, True, True, _HIDDEN_OLD, False, False),
    Generation("0.17", 16, True, True, _HIDDEN_NEW, False, True),
    Generation("0.18", 19, True, False, _HIDDEN_NEW, False, True),
    Generation("0.19", 22, True, False, _HIDDEN_NEW, False, True),
    Generation("newer", 10**9, True, False, _HIDDEN_NEWER, True, True),
)
_OLDEST_PUBLISHED_SCHEMA = 11
"""hermes-agent 0.13.0, the oldest release on the package index, writes schema 11."""
TARGET = GENERATIONS[4]
"""0.19.0, the published release the curator follows when nothing on disk tells."""


@dataclass(frozen=True)
class HermesVersion:
    """What the curator concluded about the Hermes behind a home, and why."""

    generation: Generation
    known: bool
    """False when nothing on disk tells; the curator then follows 0.19 and the rules safe under both."""
    evidence: tuple[str, ...]
    schema_version: int | None = None

    @property
    def label(self) -> str:
        """Short text for the status bar: ``Hermes 0.19`` or ``Hermes ? (0.19 rules)``."""
        return f"Hermes {self.generation.name}" if self.known else f"Hermes ? ({TARGET.name} rules)"

    def to_json(self) -> dict:
        """JSON-ready summary for ``status --json``."""
        return {"generation": self.generation.name, "known": self.known, "label": self.label,
                "schema_version": self.schema_version, "evidence": list(self.evidence)}


def _for_schema(version: int) -> Generation:
    for gen in GENERATIONS:
        if version <= gen.max_schema:
            return gen
    return GENERATIONS[-1]


def read_schema_version(db: Path) -> int | None:
    """state.db's schema_version, read-only; None when there is no readable store."""
    if not db.is_file():
        return None
    import sqlite3   # lazily: parsing a command line must not load it

    try:
        conn = sqlite3.connect(db.resolve().as_uri() + "?mode=ro", uri=True, timeout=1.0)
        try:
            row = conn.execute("SELECT version FROM schema_version LIMIT 1").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    try:
        return int(row[0]) if row else None
    except (TypeError, ValueError):
        return None


_RECORD_READ_LIMIT = 8 << 20


def _newer_signs(home: Path) -> list[str]:
    signs: list[str] = []
    pending = home / "pending" / "memory"
    if pending.is_dir():
        for child in sorted(pending.iterdir()):
            if child.is_dir():
                signs.append(f"pending/memory/{child.name}/ (claim folder; 0.19 has none)")
                break
        for path in sorted(pending.glob("*.json"))[:200]:
            if _has_matched_entry(path):
                signs.append(f"{path.name} has matched_entry (0.19 never writes it)")
                break
    if (home / "memories" / "ARCHIVE.jsonl").exists():
        signs.append("memories/ARCHIVE.jsonl (0.19 has no archive)")
    return signs


def _has_matched_entry(path: Path) -> bool:
    try:  # a FIFO or a record nested thousands deep is the queue's problem to report, not a sign
        raw = read_regular(path, what="pending record", limit=_RECORD_READ_LIMIT)
        payload = json.loads(raw.decode("utf-8-sig")).get("payload") or {}
    except (OSError, ValueError, AttributeError, RecursionError):
        return False
    if not isinstance(payload, dict):
        return False
    ops = payload.get("operations") if isinstance(payload.get("operations"), list) else [payload]
    return any(isinstance(op, dict) and "matched_entry" in op for op in ops)


def infer_version(home: Path) -> HermesVersion:
    """The generation that wrote `home`: newer-only signs first, then state.db's schema version."""
    schema = read_schema_version(home / "state.db")
    signs = _newer_signs(home)
    if signs or (schema is not None and schema > TARGET.max_schema):
        evidence = ([f"state.db schema {schema}"] if schema is not None else []) + signs
        return HermesVersion(GENERATIONS[-1], True, tuple(evidence), schema)
    if schema is not None and schema >= _OLDEST_PUBLISHED_SCHEMA:
        return HermesVersion(_for_schema(schema), True, (f"state.db schema {schema}",), schema)
    if schema is not None:   # older than any release on the index: nothing tells, follow 0.19
        return HermesVersion(TARGET, False, (f"state.db schema {schema} (older than any published release)",),
                             schema)
    return HermesVersion(TARGET, False, ("no state.db, no newer-only records",), None)
