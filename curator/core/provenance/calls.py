"""Find the agent's ``memory`` tool calls in state.db (read-only) and what their tool rows answered."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any, Iterable, Iterator

from curator.core.provenance.model import CallOp, MemoryCall, Outcome
from curator.core.sessions.access import StoreLayout, open_readonly, read_layout, retrying

TOOL_NAME = "memory"


def parse_tool_calls(raw: Any) -> list[tuple[str, str, dict[str, Any] | None]]:
    """``[(call_id, name, arguments)]`` from a stored ``tool_calls`` value, whatever its shape.

    Hermes stores either ``{"name", "arguments"}`` items (from SDK objects) or the OpenAI message
    shape ``{"id", "type": "function", "function": {"name", "arguments"}}``; ``arguments`` is a JSON
    string or already an object. ``arguments`` is None when it cannot be decoded into an object.
    """
    if raw is None or raw == "":
        return []
    data = raw
    if isinstance(raw, (bytes, str)):
        try:
            data = json.loads(raw)
        except ValueError:
            return []
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        return []
    out: list[tuple[str, str, dict[str, Any] | None]] = []
    for item in data:
        if not isinstance(item, dict):
            continue
        fn = item.get("function") if isinstance(item.get("function"), dict) else item
        name = fn.get("name")
        if not isinstance(name, str):
            continue
        args: Any = fn.get("arguments", fn.get("input"))
        if isinstance(args, (str, bytes)):
            try:
                args = json.loads(args) if args else {}
            except ValueError:
                args = None
        call_id = item.get("id") or item.get("call_id") or ""
        out.append((str(call_id), name, args if isinstance(args, dict) or args is None else None))
    return out


def call_ops(args: dict[str, Any] | None) -> tuple[str, tuple[CallOp, ...], bool, str]:
    """``(target, ops, batch, problem)`` of one memory call's arguments, as Hermes's tool reads them."""
    if args is None:
        return "memory", (), False, "arguments are not a JSON object"
    target = args.get("target") if isinstance(args.get("target"), str) else "memory"
    operations = args.get("operations")
    if operations:
        if not isinstance(operations, list):
            return target, (), True, "operations is not a list"
        ops = []
        for op in operations:
            op = op if isinstance(op, dict) else {}
            content = op.get("content") if op.get("content") is not None else op.get("new_text")
            ops.append(CallOp(str(op.get("action") or ""), _text(content), _text(op.get("old_text"))))
        return target, tuple(ops), True, ""
    content = args.get("content") if args.get("content") is not None else args.get("new_text")
    op = CallOp(str(args.get("action") or ""), _text(content), _text(args.get("old_text")))
    return target, (op,), False, ""


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def read_outcome(content: Any) -> tuple[Outcome, str, str]:
    """``(outcome, pending_id, error)`` from a memory tool row's content (the tool's JSON answer)."""
    if isinstance(content, bytes):
        content = content.decode("utf-8", "replace")
    if not isinstance(content, str) or not content.strip():
        return "unknown", "", ""
    try:
        data = json.loads(content)
    except ValueError:
        return "unknown", "", ""
    if not isinstance(data, dict):
        return "unknown", "", ""
    if data.get("staged"):
        return "staged", str(data.get("pending_id") or ""), ""
    error = data.get("error")
    if data.get("success") is False or (error and data.get("success") is not True):
        return "failed", "", str(error or "")
    if data.get("success") is True:
        if "already exists" in str(data.get("message", "")):
            return "duplicate", "", ""
        return "ok", "", ""
    return "unknown", "", ""


def read_calls(db_path: Path | str) -> list[MemoryCall]:
    """Every memory tool call in the store, oldest first (all rows, whatever their visibility)."""
    path = Path(db_path)
    conn = open_readonly(path)
    try:
        layout = read_layout(conn, path)
        return retrying(path, lambda: list(_read(conn, layout)))
    finally:
        conn.close()


def _read(conn: sqlite3.Connection, layout: StoreLayout) -> Iterator[MemoryCall]:
    cols = layout.message_columns
    if "tool_calls" not in cols:
        return
    call_id_col = "m.tool_call_id" if "tool_call_id" in cols else "NULL"
    tool_name_col = "m.tool_name" if "tool_name" in cols else "NULL"
    # The LIKE is a cheap pre-filter (one pass over the column); the JSON decides.
    rows = conn.execute(
        f"SELECT m.id, m.session_id, m.timestamp, m.tool_calls FROM messages m WHERE m.role = 'assistant' "
        f"AND m.tool_calls LIKE '%memory%' ORDER BY m.id").fetchall()
    if not rows:
        return
    results = _tool_rows(conn, [r[1] for r in rows], call_id_col, tool_name_col)
    for mid, sid, ts, raw in rows:
        calls = [(cid, args) for cid, name, args in parse_tool_calls(raw) if name == TOOL_NAME]
        if not calls:
            continue
        yield from _pair(int(mid), sid, ts, calls, _turn_after(results.get(sid, ()), int(mid)))


Row = tuple  # (id, role, tool content, tool_call_id, tool_name)


def _tool_rows(conn: sqlite3.Connection, session_ids: Iterable[str], call_id_col: str,
               tool_name_col: str) -> dict[str, list[Row]]:
    """Assistant and tool rows of the sessions holding memory calls, in order:
    ``{session: [(id, role, tool content, call_id, tool_name)]}`` (content only for tool rows)."""
    ids = list(dict.fromkeys(session_ids))
    out: dict[str, list[Row]] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        sql = (f"SELECT m.id, m.session_id, m.role, CASE WHEN m.role = 'tool' THEN m.content END, {call_id_col}, "
               f"{tool_name_col} FROM messages m WHERE m.role IN ('tool', 'assistant') "
               f"AND m.session_id IN ({', '.join('?' for _ in chunk)}) ORDER BY m.id")
        for rid, sid, role, content, cid, tname in conn.execute(sql, chunk):
            out.setdefault(sid, []).append((int(rid), role, content or "", cid, tname))
    return out


def _turn_after(rows: Iterable[Row], mid: int) -> list[tuple[int, str, "str | None", "str | None"]]:
    """The tool rows after assistant row *mid* up to the next assistant row (the answers to its calls)."""
    out = []
    for rid, role, content, cid, tname in rows:
        if rid <= mid:
            continue
        if role == "assistant":
            break
        out.append((rid, content, cid, tname))
    return out


def _pair(mid: int, sid: str, ts: float | None, calls: list[tuple[str, dict[str, Any] | None]],
          turn: list[tuple[int, str, str | None, str | None]]) -> Iterator[MemoryCall]:
    """Match each call to its tool row: by ``tool_call_id`` when stored, else the turn's memory rows in order."""
    by_id = {row[2]: row for row in turn if row[2]}
    own_ids = {cid for cid, _ in calls if cid}
    used: set[int] = set()
    for cid, args in calls:
        target, ops, batch, problem = call_ops(args)
        row = by_id.get(cid) if cid else None
        if row is None:
            row = next((r for r in turn if r[0] not in used and r[3] in (None, "", TOOL_NAME)
                        and not (r[2] and r[2] in own_ids and r[2] != cid)), None)
        if row is not None:
            used.add(row[0])
            outcome, pending_id, error = read_outcome(row[1])
        else:
            outcome, pending_id, error = "unknown", "", ""
        if problem:
            outcome, error = "failed", problem
        yield MemoryCall(session_id=sid, message_id=mid, at=float(ts) if ts is not None else None, target=target,
                         ops=ops, outcome=outcome, call_id=cid, pending_id=pending_id, error=error, batch=batch,
                         result_id=row[0] if row is not None else None)
