"""Helpers for the `pending` CLI tests: records in Hermes's shapes, a home with small limits, readers."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from conftest import make_home, run_cli
from curator.core.journal.log import Journal
from curator.core.memory.format import format_gauge, parse, serialise, size_of


MEMORY = ["User prefers dark mode in all editors", "Project uses pytest for tests", "Deploys happen on Tuesday",
          "Cache dir is /var/cache/app", "Cache size is 2 GB"]
USER = ["Name: Sam.", "Prefers short answers."]
CONFIG = "memory:\n  memory_char_limit: 400\n  user_char_limit: 300\n"
_NO_PIN = object()


def single(pid: str, action: str, content: str | None = None, old_text: str | None = None, *,
           matched: Any = _NO_PIN, target: str = "memory", t: float = 1000.0, origin: str = "foreground") -> dict:
    """A single-op record; without ``matched`` it has Hermes's older shape (no matched_entry key)."""
    payload: dict[str, Any] = {"action": action, "target": target, "content": content, "old_text": old_text}
    if matched is not _NO_PIN:
        payload["matched_entry"] = matched
    return {"id": pid, "subsystem": "memory", "action": action, "summary": f"{action} in {target}: {content or old_text}",
            "origin": origin, "created_at": t, "payload": payload}


def batch(pid: str, ops: list[dict], *, target: str = "memory", t: float = 1000.0) -> dict:
    """A batch record (each op may or may not carry matched_entry)."""
    return {"id": pid, "subsystem": "memory", "action": "batch", "summary": f"apply {len(ops)} op(s) to {target}",
            "origin": "background_review", "created_at": t,
            "payload": {"action": "batch", "target": target, "operations": ops}}


def put(home: Path, record: Any, name: str | None = None) -> Path:
    """Write a record the way Hermes does (pretty-printed UTF-8) and return its path."""
    d = home / "pending" / "memory"
    d.mkdir(parents=True, exist_ok=True)
    path = d / (name or f"{record['id']}.json")
    path.write_bytes(json.dumps(record, ensure_ascii=False, indent=2).encode("utf-8"))
    return path


def sha(path: Path) -> str:
    """Hash of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def memory_entries(home: Path, store: str = "MEMORY.md") -> list[str]:
    """Entries on disk, asserting the file is exactly in Hermes's canonical shape."""
    raw = (home / "memories" / store).read_bytes()
    entries = parse(raw.decode("utf-8"))
    assert raw == serialise(entries).encode("utf-8")
    return entries


def pending_names(home: Path) -> list[str]:
    """Every file name in the pending dir (claims and temp files included)."""
    d = home / "pending" / "memory"
    return sorted(p.name for p in d.iterdir()) if d.exists() else []


def journal_for(home: Path) -> Journal:
    """The curator journal of a home (the state dir comes from the test's environment)."""
    return Journal.for_home(home)


@pytest.fixture
def qhome(tmp_path: Path) -> Path:
    """A home with five memory entries, two user entries and small limits."""
    return make_home(tmp_path / "hermes", memory=MEMORY, user=USER, config=CONFIG)
