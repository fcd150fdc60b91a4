"""Bench helper: LoCoMo conversations as Hermes-shaped stores, and their questions with evidence ids."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from curator.core.sessions.schema import MessageRow, StoreShape, create_store

_EVIDENCE_RE = re.compile(r"D:?(\d+):0*(\d+)")
_DATE_FORMATS = ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y")


def data_dir() -> Path:
    """The LoCoMo dev split, read from ../shared next to the project (never copied into it)."""
    here = Path(__file__).resolve().parent.parent
    return (here / ".." / "shared" / "data" / "locomo-dev").resolve()


@dataclass(frozen=True)
class Question:
    """One benchmark question and the dia_ids of its evidence turns."""

    text: str
    evidence: frozenset[str]
    category: int


@dataclass(frozen=True)
class Conversation:
    """One LoCoMo conversation: speakers, sessions (date, turns) and questions."""

    name: str
    speaker_a: str
    speaker_b: str
    sessions: tuple[tuple[float, tuple[dict, ...]], ...]
    questions: tuple[Question, ...]


def parse_date(text: str) -> float:
    """LoCoMo's "1:56 pm on 8 May, 2023" as epoch seconds (UTC)."""
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt).replace(tzinfo=timezone.utc).timestamp()
        except ValueError:
            continue
    raise ValueError(f"unrecognised LoCoMo date: {text!r}")


def load_conversation(path: Path) -> Conversation:
    """Read one conversation file; drops category-5 and evidence-less questions (README conventions)."""
    raw = json.loads(path.read_text("utf-8"))
    sessions = []
    n = 1
    while f"session_{n}" in raw:
        turns = raw[f"session_{n}"]
        if turns:
            sessions.append((parse_date(raw[f"session_{n}_date_time"]), tuple(turns)))
        n += 1
    questions = []
    for qa in raw["qa"]:
        if qa.get("category") == 5:
            continue
        ids = set()
        for ev in qa.get("evidence") or []:
            ids.update(f"D{a}:{b}" for a, b in _EVIDENCE_RE.findall(str(ev)))
        if ids:
            questions.append(Question(qa["question"], frozenset(ids), int(qa.get("category", 0))))
    return Conversation(path.stem, raw["speaker_a"], raw["speaker_b"], tuple(sessions), tuple(questions))


def load_all() -> list[Conversation]:
    """Every conversation of the dev split, by file name."""
    return [load_conversation(p) for p in sorted(data_dir().glob("*.json"))]


def build_store(conv: Conversation, path: Path, shape: StoreShape | str = StoreShape.CURRENT,
                source: str = "cli") -> dict[int, str]:
    """Write one Hermes-shaped store for a conversation; returns ``{message_id: dia_id}``."""
    writer = create_store(path, shape)
    mapping: dict[int, str] = {}
    try:
        for s_index, (start, turns) in enumerate(conv.sessions, 1):
            sid = f"{datetime.fromtimestamp(start, timezone.utc):%Y%m%d_%H%M%S}_{conv.name}{s_index:04d}"
            writer.add_session(sid, source=source, started_at=start)
            rows = []
            for t_index, turn in enumerate(turns):
                role = "user" if turn["speaker"] == conv.speaker_a else "assistant"
                rows.append(MessageRow(sid, role, turn["text"], start + 30.0 * t_index))
            first = writer.connection.execute("SELECT COALESCE(max(id), 0) FROM messages").fetchone()[0] + 1
            writer.add_messages(rows)
            for offset, turn in enumerate(turns):
                mapping[first + offset] = turn["dia_id"]
    finally:
        writer.close()
    return mapping
