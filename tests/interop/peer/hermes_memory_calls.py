"""Run in the real Hermes's venv: play a script of memory tool calls through Hermes's own SessionDB and memory tool.

Usage: ``python hermes_driver.py SCRIPT.json`` with ``HERMES_HOME`` set. The script is a JSON list of turns:
``{"session", "title", "source", "at", "user", "calls": [{"args", "shape", "drop_result", "gate"}]}``, or
``{"hermes_approve": "<pending id>"}`` (Hermes's own ``/memory approve``).
``shape`` is ``"openai"`` (``{"id", "type", "function": {"name", "arguments": "<json>"}}``) or ``"plain"``
(``{"name", "arguments"}``); ``gate`` true stages the write as Hermes's approval gate does; ``drop_result``
leaves the tool row out (a crash before it was written). Prints one JSON line per call: its message id
and the tool's answer. Nothing from the curator is imported here.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main(script_path: str) -> None:
    home = Path(os.environ["HERMES_HOME"])
    (home / "memories").mkdir(parents=True, exist_ok=True)
    import hermes_state
    import tools.write_approval as wa
    from tools.memory_tool import MemoryStore, memory_tool

    gate = {"on": False}
    wa.write_approval_enabled = lambda subsystem: gate["on"] and subsystem == "memory"
    db = hermes_state.SessionDB(home / "state.db")
    store = MemoryStore()
    known: set[str] = set()
    for turn in json.loads(Path(script_path).read_text("utf-8")):
        if "hermes_approve" in turn:   # Hermes's own `/memory approve <id>` (no agent turn, no curator)
            from hermes_cli.write_approval_commands import handle_pending_subcommand

            store.load_from_disk()
            reply = handle_pending_subcommand("memory", ["approve", turn["hermes_approve"]], memory_store=store)
            print(json.dumps({"approved": turn["hermes_approve"], "reply": reply}, ensure_ascii=False))
            continue
        sid = turn["session"]
        at = float(turn["at"])
        if sid not in known:
            db.create_session(sid, source=turn.get("source", "cli"))
            if turn.get("title"):
                db.set_session_title(sid, turn["title"])
            known.add(sid)
        if turn.get("user"):
            db.append_message(sid, "user", turn["user"], timestamp=at)
        calls = list(turn.get("calls", ()))
        groups = [calls] if turn.get("together") else [[c] for c in calls]
        n = 0
        for group in groups:
            items, rows = [], []
            for call in group:
                store.load_from_disk()
                gate["on"] = bool(call.get("gate"))
                args = call["args"]
                result = memory_tool(action=args.get("action"), target=args.get("target", "memory"),
                                     content=args.get("content"), old_text=args.get("old_text"),
                                     operations=args.get("operations"), store=store)
                call_id = f"call_{sid[-6:]}_{int(at)}_{n}"
                n += 1
                encoded = json.dumps(args, ensure_ascii=False)
                if call.get("shape", "openai") == "plain":
                    items.append({"name": "memory", "arguments": encoded})
                else:
                    items.append({"id": call_id, "call_id": call_id, "type": "function",
                                  "function": {"name": "memory", "arguments": encoded}})
                rows.append((call, call_id, result))
            mid = db.append_message(sid, "assistant", group[0].get("say", ""), tool_calls=items,
                                    timestamp=at + n)
            for k, (call, call_id, result) in enumerate(rows):
                if not call.get("drop_result"):
                    db.append_message(sid, "tool", result, tool_name="memory", tool_call_id=call_id,
                                      timestamp=at + n + 0.5 + k * 0.01)
                print(json.dumps({"message_id": mid, "result": json.loads(result)}, ensure_ascii=False))
        if turn.get("assistant"):
            db.append_message(sid, "assistant", turn["assistant"], timestamp=at + 20)
    db.close()


if __name__ == "__main__":
    main(sys.argv[1])
