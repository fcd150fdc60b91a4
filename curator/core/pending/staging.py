"""Creating and editing pending records in Hermes's shape: stage (newer, pinned shape), edit, summaries."""

from __future__ import annotations

import copy
import hashlib
import json
import secrets
import time
from typing import Any, Mapping, Sequence

from curator.core.errors import BadInputError
from curator.core.humanize import plural
from curator.core.home.resolve import HermesHome
from curator.core.memory.format import DEFAULT_LIMITS, STORE_NAMES, read_store_file
from curator.core.memory.ops import Op, apply_ops, check_entry_text, locate
from curator.core.pending.actions import edited_ops
from curator.core.pending.claims import PendingRefusedError, claim, read_claimed
from curator.core.pending.records import (
    RECORD_ACTIONS,
    PendingWrite,
    read_record,
    record_bytes,
    record_path,
    write_record_file,
)


def summary_for(payload: Mapping[str, Any]) -> str:
    """A one-line summary in Hermes's words, e.g. ``add to memory: <first 120 chars>``."""
    label = "user profile" if payload.get("target") == "user" else "memory"
    action = payload.get("action")
    if action == "batch":
        ops = payload.get("operations") or []
        lines = []
        for op in ops:
            act = op.get("action", "?")
            text = op.get("content") or op.get("new_text") or ""
            lines.append(f"- remove: {op.get('old_text') or ''}" if act == "remove" else
                         f"- replace: {op.get('old_text') or ''} -> {text}" if act == "replace" else f"- {act}: {text}")
        return f"apply {plural(len(ops), 'operation')} to {label}: {chr(10).join(lines)[:120]}".strip()
    content, old = payload.get("content") or "", payload.get("old_text") or payload.get("matched_entry") or ""
    if action == "add":
        return f"add to {label}: {content[:120]}".strip()
    if action == "replace":
        return f"replace in {label}: {f'old: {old}{chr(10)}new: {content}'[:120]}".strip()
    return f"remove from {label}: {old[:120]}".strip()


def _payload_digest(payload: Mapping[str, Any]) -> str:
    canonical = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def edit(home: HermesHome, pending_id: str, content: str, *, op_index: int | None = None) -> PendingWrite:
    """Rewrite the text of a pending add/replace in place (same id, atomic); returns the updated write."""
    c = claim(home, pending_id)
    try:
        write, _raw = read_claimed(c)
        if write.malformed:
            raise PendingRefusedError(f"{c.original.name} is malformed ({write.error}); not editing it.", "malformed")
        ops = edited_ops(write, content, op_index)
        record = copy.deepcopy(write.record or {})
        payload = record["payload"]
        index = 0 if op_index is None else op_index
        item = payload if not write.is_batch else payload["operations"][index]
        key = "new_text" if "new_text" in item and "content" not in item else "content"
        item[key] = ops[index].content
        record["summary"] = summary_for(payload)
        if "payload_sha256" in record:
            record["payload_sha256"] = _payload_digest(payload)
        write_record_file(c.original, record_bytes(record), exclusive=True)
    except BaseException:
        c.release()
        raise
    c.consume()
    return read_record(c.original)


def _pin(entries: list[str], op: dict[str, Any]) -> None:
    if op["action"] in ("replace", "remove") and not op.get("matched_entry"):
        op["matched_entry"] = entries[locate(entries, op.get("old_text") or "")]


def stage(home: HermesHome, action: str, target: str, content: str | None = None, old_text: str | None = None,
          matched_entry: str | None = None, origin: str = "foreground", summary: str | None = None, *,
          operations: Sequence[Mapping[str, Any]] | None = None) -> PendingWrite:
    """Write a new pending record in Hermes's newer shape (replace/remove pinned to ``matched_entry``).

    A replace/remove without ``matched_entry`` is pinned to the entry ``old_text`` locates now
    (raises NoMatchError/AmbiguousMatchError if it locates none or several). ``action="batch"``
    takes ``operations`` (dicts with action, content, old_text, matched_entry).
    """
    if action not in RECORD_ACTIONS:
        raise BadInputError(f"Unknown action {action!r} (expected add, replace, remove or batch).")
    if target not in STORE_NAMES:
        raise BadInputError(f"Unknown store {target!r}: use 'memory' or 'user'.")
    entries = list(read_store_file(home.store_path(target), DEFAULT_LIMITS[target]).entries)
    if action == "batch":
        ops = [dict(op) for op in operations or []]
        if not ops:
            raise BadInputError("A batch needs at least one operation.")
        working = list(entries)
        for op in ops:
            _pin(working, op)
            working = apply_ops(working, [Op.from_json(op)], 10**12, store=target).entries
        payload: dict[str, Any] = {"action": "batch", "target": target, "operations": ops}
    else:
        payload = {"action": action, "target": target, "content": content, "old_text": old_text}
        if action in ("add", "replace"):
            payload["content"] = check_entry_text(content or "")
        if action != "add":
            payload["matched_entry"] = matched_entry
            _pin(entries, payload)
    while True:
        pid = secrets.token_hex(4)
        record = {"id": pid, "subsystem": "memory", "action": action,
                  "summary": (summary if summary is not None else summary_for(payload)).strip(),
                  "origin": origin or "foreground", "created_at": time.time(), "payload": payload}
        try:
            write_record_file(record_path(home, pid), record_bytes(record), exclusive=True)
        except FileExistsError:
            continue
        return read_record(record_path(home, pid))
