"""Pending-write records on disk: ids, parsing and validation, listing, Hermes-style atomic JSON writes."""

from __future__ import annotations

import json
import math
import re
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from curator.core.errors import BadInputError
from curator.core.home.resolve import HermesHome
from curator.core.files import atomic_write_bytes
from curator.core.memory.format import STORE_NAMES
from curator.core.memory.ops import Op

ID_PATTERN = re.compile(r"^[0-9a-f]{8,64}$")
"""Hermes ids are 8 lowercase hex (``uuid4().hex[:8]``); some builds use the full 32; never a path."""

SINGLE_ACTIONS = ("add", "replace", "remove")
RECORD_ACTIONS = (*SINGLE_ACTIONS, "batch")
ORIGIN_LABELS = {"background_review": "[auto]", "foreground": ""}
CLAIM_MARK = ".claimed-"
MAX_RECORD_BYTES = 8 << 20
"""A staged record larger than this is not read (a 10k-operation batch is about 0.5 MB)."""


class PendingIdError(BadInputError):
    """An id that is not a pending-write id (not lowercase hex, or an attempt to name another path)."""

    reason = "bad_id"


@dataclass(frozen=True)
class PendingWrite:
    """One staged write from ``<home>/pending/memory/<id>.json``; ``error`` is set when it is malformed."""

    id: str
    path: Path
    subsystem: str = "memory"
    action: str = ""
    summary: str = ""
    origin: str = "foreground"
    created_at: float = 0.0
    payload: dict[str, Any] = field(default_factory=dict)
    target: str = "memory"
    ops: tuple[Op, ...] = ()
    error: str | None = None
    record: dict[str, Any] | None = None
    """The whole decoded JSON object (None when the file is not a readable JSON object)."""

    @property
    def malformed(self) -> bool:
        """True when the file cannot be reviewed or applied (see ``error``)."""
        return self.error is not None

    @property
    def is_batch(self) -> bool:
        """True for a batch record (several operations applied all-or-nothing)."""
        return self.action == "batch"

    @property
    def origin_label(self) -> str:
        """``[auto]`` for a background-review write, as Hermes shows it; empty otherwise."""
        return ORIGIN_LABELS.get(self.origin, f"[{self.origin}]" if self.origin else "")

    @property
    def pinned(self) -> bool:
        """True when every replace/remove names the exact entry it aims at (newer Hermes shape)."""
        return all(op.matched_entry is not None for op in self.ops if op.action != "add")

    def age(self, now: float | None = None) -> float:
        """Seconds since the write was staged."""
        return max(0.0, (time.time() if now is None else now) - self.created_at)

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI (the record's fields plus its ops and error)."""
        return {
            "id": self.id, "path": str(self.path), "subsystem": self.subsystem, "action": self.action,
            "target": self.target, "summary": self.summary, "origin": self.origin,
            "origin_label": self.origin_label, "created_at": self.created_at, "payload": self.payload,
            "ops": [op.to_json() for op in self.ops], "pinned": self.pinned if not self.malformed else None,
            "error": self.error,
        }


def check_id(pending_id: str) -> str:
    """Return the id if it is a valid pending id; raise PendingIdError (naming the problem) otherwise."""
    if not isinstance(pending_id, str) or not ID_PATTERN.match(pending_id):
        shown = pending_id if isinstance(pending_id, str) else type(pending_id).__name__
        if isinstance(pending_id, str) and ("/" in pending_id or "\\" in pending_id or ".." in pending_id):
            raise PendingIdError(f"{shown!r} is not a pending-write id: ids are lowercase hex and never a path.")
        raise PendingIdError(f"{shown!r} is not a pending-write id: expected 8 lowercase hex digits, e.g. 3f9a0c1e.")
    return pending_id


def record_path(home: HermesHome, pending_id: str) -> Path:
    """``<pending_dir>/<id>.json`` for a checked id (never a path outside the pending dir)."""
    path = home.pending_dir / f"{check_id(pending_id)}.json"
    if path.parent != home.pending_dir:  # belt and braces: the pattern already forbids separators
        raise PendingIdError(f"{pending_id!r} would name a file outside {home.pending_dir}.")
    return path


def claim_glob(pending_id: str) -> str:
    """Glob of claim files for one id: ``.<id>.json.claimed-*`` (hidden, and not ending in .json)."""
    return f".{pending_id}.json{CLAIM_MARK}*"


def _text_or_none(value: Any, name: str, problems: list[str]) -> str | None:
    if value is None or isinstance(value, str):
        return value
    problems.append(f"{name} is a {type(value).__name__}, not text")
    return None


def _parse_op(data: Any, where: str, problems: list[str]) -> Op | None:
    if not isinstance(data, dict):
        problems.append(f"{where} is a {type(data).__name__}, not an object")
        return None
    action = data.get("action")
    if action not in SINGLE_ACTIONS:
        problems.append(f"{where}: unknown action {action!r} (expected add, replace or remove)")
        return None
    content_key = "content" if "content" in data or "new_text" not in data else "new_text"
    content = _text_or_none(data.get(content_key), f"{where}.{content_key}", problems)
    old_text = _text_or_none(data.get("old_text"), f"{where}.old_text", problems)
    matched = _text_or_none(data.get("matched_entry"), f"{where}.matched_entry", problems)
    if action in ("add", "replace") and not (content or "").strip():
        problems.append(f"{where}: {action} has no content")
    if action in ("replace", "remove") and not (old_text or "").strip() and not (matched or "").strip():
        problems.append(f"{where}: {action} names no entry (old_text and matched_entry are both empty)")
    return Op(action=action, content=content or "", old_text=old_text or "",
              matched_entry=matched if (matched or "").strip() else None)


def parse_record(data: Any, path: Path) -> PendingWrite:
    """Validate a decoded record against its file name; problems go to ``error``, never raise."""
    stem = path.name[: -len(".json")] if path.name.endswith(".json") else path.name
    problems: list[str] = []
    if not ID_PATTERN.match(stem):
        problems.append(f"file name {path.name!r} is not <id>.json with a lowercase hex id")
    if not isinstance(data, dict):
        return PendingWrite(id=stem, path=path, error=f"top level is a {type(data).__name__}, not an object")
    rid = data.get("id")
    if not isinstance(rid, str):
        problems.append("missing id" if rid is None else f"id is a {type(rid).__name__}, not text")
    elif rid != stem:
        problems.append(f"id {rid!r} does not match the file name {path.name!r}")
    subsystem = data.get("subsystem", "memory")
    if subsystem != "memory":
        problems.append(f"subsystem is {subsystem!r}, not 'memory'")
    created = data.get("created_at")
    if isinstance(created, bool) or not isinstance(created, (int, float)) or not math.isfinite(created):
        problems.append("missing created_at" if created is None else f"created_at is {created!r}, not epoch seconds")
        created = 0.0
    summary = data.get("summary", "")
    if not isinstance(summary, str):
        problems.append(f"summary is a {type(summary).__name__}, not text")
        summary = ""
    origin = data.get("origin", "foreground")
    if not isinstance(origin, str):
        problems.append(f"origin is a {type(origin).__name__}, not text")
        origin = ""
    state = data.get("state", "pending")
    if state != "pending":
        problems.append(f"state is {state!r}: Hermes is applying it (or did not finish)")
    payload = data.get("payload")
    ops: list[Op] = []
    action = target = ""
    if not isinstance(payload, dict):
        problems.append("missing payload" if payload is None else f"payload is a {type(payload).__name__}, not an object")
        payload = {}
    else:
        action = payload.get("action")
        target = payload.get("target", "memory")
        if target not in STORE_NAMES:
            problems.append(f"payload.target is {target!r} (expected 'memory' or 'user')")
        if action == "batch":
            operations = payload.get("operations")
            if not isinstance(operations, list) or not operations:
                problems.append("batch has no operations list")
            else:
                for i, item in enumerate(operations):
                    op = _parse_op(item, f"operations[{i}]", problems)
                    if op is not None:
                        ops.append(op)
        elif action in SINGLE_ACTIONS:
            op = _parse_op(payload, "payload", problems)
            if op is not None:
                ops.append(op)
        else:
            problems.append(f"unknown action {action!r} (expected add, replace, remove or batch)")
        top_action = data.get("action", action)
        if top_action != action:
            problems.append(f"action {top_action!r} differs from payload.action {action!r}")
    return PendingWrite(
        id=stem,
        path=path, subsystem=str(subsystem), action=str(action or ""), summary=summary, origin=origin,
        created_at=float(created), payload=payload, target=str(target or "memory"), ops=tuple(ops),
        error="; ".join(problems) if problems else None, record=data,
    )


def decode_record(raw: bytes, path: Path) -> tuple[Any, str | None]:
    """Decode JSON bytes like Hermes (UTF-8, BOM tolerated); returns (data, error)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return None, f"not valid UTF-8 (byte offset {exc.start})"
    if not text.strip():
        return None, "empty file"
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
    except RecursionError:
        return None, "nested too deeply to read (JSON arrays or objects thousands of levels deep)"


def read_record(path: Path) -> PendingWrite:
    """Read and validate one record file; an unreadable file gives a PendingWrite with ``error`` set.

    Raises FileNotFoundError when the file is not there (approved or rejected meanwhile).
    """
    stem = path.name[: -len(".json")] if path.name.endswith(".json") else path.name
    from curator.core.files import read_regular

    try:
        raw = read_regular(path, limit=MAX_RECORD_BYTES)
    except FileNotFoundError:
        raise  # the caller decides: gone is not malformed
    except OSError as exc:  # a FIFO or device (never opened blocking), too large, no permission
        return PendingWrite(id=stem, path=path, error=f"cannot be read ({exc.strerror})")
    data, error = decode_record(raw, path)
    if error:
        return PendingWrite(id=stem, path=path, error=error)
    return parse_record(data, path)


def load_queue(home: HermesHome) -> list[PendingWrite]:
    """Every ``*.json`` in the pending dir, oldest first by created_at; malformed ones carry ``error``."""
    directory = home.pending_dir
    try:
        paths = sorted(p for p in directory.iterdir() if p.name.endswith(".json") and not p.name.startswith("."))
    except (FileNotFoundError, NotADirectoryError):
        return []
    writes: list[PendingWrite] = []
    for path in paths:
        try:
            # stat (not is_file, which says False for a file that just vanished): another approver may claim
            # or remove a record between the listing and this line, and that is "gone", not "malformed".
            mode = path.stat().st_mode
            if not stat.S_ISREG(mode):
                from curator.core.files import kind_of

                writes.append(PendingWrite(id=path.stem, path=path, error=f"is {kind_of(mode)}, not a regular file"))
                continue
            writes.append(read_record(path))
        except FileNotFoundError:
            continue  # approved or rejected by someone else while we listed
    writes.sort(key=lambda w: (w.created_at, w.id))
    return writes


def pending_count(home: HermesHome) -> int:
    """Cheap count of ``*.json`` files in the pending dir (what Hermes would list)."""
    try:
        return sum(1 for p in home.pending_dir.iterdir() if p.name.endswith(".json") and not p.name.startswith("."))
    except (FileNotFoundError, NotADirectoryError):
        return 0


def find(home: HermesHome, pending_id: str) -> PendingWrite | None:
    """The write with this id, or None when it does not exist; raises PendingIdError for a bad id."""
    path = record_path(home, pending_id)
    try:
        return read_record(path)
    except FileNotFoundError:
        return None


def record_bytes(record: Mapping[str, Any]) -> bytes:
    """A record as Hermes writes it: pretty-printed (indent 2) UTF-8 JSON, non-ASCII kept as is."""
    return json.dumps(record, ensure_ascii=False, indent=2).encode("utf-8")


def write_record_file(path: Path, data: bytes, *, exclusive: bool = False) -> None:
    """Atomic write in the pending dir (hidden temp, fsync, replace; 0600 as Hermes writes them).

    With ``exclusive`` the final name must not exist yet (FileExistsError otherwise), so a record
    that reappeared meanwhile is never overwritten.
    """
    atomic_write_bytes(path, data, prefix=f".{path.stem}.", mode=0o600, exclusive=exclusive)
