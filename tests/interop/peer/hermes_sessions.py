"""Builds and searches a state.db with the installed Hermes's own SessionDB, or appends to one in a loop."""

# ``python hermes_sessions.py < request.json`` runs ops ``build`` (sessions and messages written through
# ``SessionDB.create_session`` / ``append_message`` / ``set_session_title``), ``search``
# (``SessionDB.search_messages``, Hermes's hidden sources excluded unless asked) and ``schema``.
# ``python hermes_sessions.py --write-loop DB SESSION COUNT`` appends COUNT messages, printing each
# acknowledged message id and its marker word on stdout as one JSON line.

from __future__ import annotations

import contextlib
import io
import json
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

RELEASE = metadata.version("hermes-agent")


def _db(path: str):
    from hermes_state import SessionDB
    return SessionDB(Path(path))


def _hidden() -> list[str]:
    """The release's hidden sources (read from its module's source where importing it needs more libraries)."""
    try:
        from tools import session_search_tool
        return list(session_search_tool._HIDDEN_SESSION_SOURCES)
    except ImportError:  # 0.13's module imports httpx at the top
        import ast
        import importlib.util
        spec = importlib.util.find_spec("tools.session_search_tool")
        tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "_HIDDEN_SESSION_SOURCES"
                                                    for t in node.targets):
                return list(ast.literal_eval(node.value))
        raise


def op_build(req: dict[str, Any]) -> dict[str, Any]:
    """Write the given sessions (id, source, title, messages [{role, content, tool_name}])."""
    db = _db(req["db"])
    ids: dict[str, list[int]] = {}
    for session in req["sessions"]:
        sid = db.create_session(session["id"], session.get("source", "cli"), model=session.get("model"))
        if session.get("title"):
            db.set_session_title(sid, session["title"])
        ids[sid] = [db.append_message(sid, m["role"], m.get("content"), tool_name=m.get("tool_name"))
                    for m in session.get("messages", [])]
        if session.get("end_reason"):
            db.end_session(sid, session["end_reason"])
    db.close()
    return {"message_ids": ids}


def op_search(req: dict[str, Any]) -> dict[str, Any]:
    """Hermes's own full-text search (its sanitiser, its ranking); hidden sources excluded by default."""
    db = _db(req["db"])
    exclude = None if req.get("all_sources") else _hidden()
    rows = db.search_messages(req["query"], exclude_sources=exclude, limit=req.get("limit", 50))
    db.close()
    return {"hits": [{"id": r.get("id"), "session_id": r.get("session_id"), "source": r.get("source"),
                      "snippet": r.get("snippet")} for r in rows]}


def op_schema(req: dict[str, Any]) -> dict[str, Any]:
    """The schema version this release writes and the hidden sources of its search."""
    import hermes_state
    return {"schema_version": hermes_state.SCHEMA_VERSION, "hidden_sources": _hidden()}


OPS = {"build": op_build, "search": op_search, "schema": op_schema}


def write_loop(db_path: str, session_id: str, count: int) -> int:
    """Append `count` user messages to one session, acknowledging each (id + marker) as it lands."""
    db = _db(db_path)
    db.create_session(session_id, "cli")
    for i in range(count):
        marker = f"livemark{i:04d}"
        mid = db.append_message(session_id, "user", f"live message {marker} about the rollout")
        print(json.dumps({"id": mid, "marker": marker}), flush=True)
    db.close()
    return 0


def main() -> int:
    """Either the writer loop or one JSON request on stdin."""
    if len(sys.argv) == 5 and sys.argv[1] == "--write-loop":
        return write_loop(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    request = json.loads(sys.stdin.read() or "{}")
    results = []
    for op in request.get("ops", []):
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                results.append(OPS[op["op"]](op))
        except Exception as exc:  # reported to the test, which decides
            results.append({"exception": f"{type(exc).__name__}: {exc}"})
    json.dump({"release": RELEASE, "results": results}, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
