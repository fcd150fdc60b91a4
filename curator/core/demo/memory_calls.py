"""The agent's memory tool calls in the demo sessions (so origins and usage show on first launch) and the archive."""

from __future__ import annotations

import json
from typing import Any

from curator.core.demo.memory import MEMORY_ENTRIES as M
from curator.core.demo.memory import USER_ENTRIES as U

#: Where the billing migration note started before the ticket was opened (replaced later in the session).
_STRIPE_FIRST = "Migrating the billing module to Stripe API v2024-06."


def _add(target: str, content: str) -> dict[str, Any]:
    return {"action": "add", "target": target, "content": content}


#: Per session title: ``(assistant turn index, arguments, answer kind, shape)``. The arguments ride on that
#: assistant row's ``tool_calls``; the tool row with the answer follows it. Answer kinds: ``ok``, ``failed``,
#: ``staged:<pending id>``. Shape ``openai`` (``{"id", "type", "function"}``) or ``plain`` (``{"name",
#: "arguments"}``). A list of arguments is several calls in one message.
CALLS: dict[str, list[tuple[int, Any, str, str]]] = {
    "Flaky checkout e2e test": [
        (1, {"target": "user", "operations": [{"action": "add", "content": U[0]}, {"action": "add", "content": U[1]},
                                              {"action": "add", "content": U[2]}]}, "ok", "plain"),
        (5, _add("memory", M[0]), "ok", "openai"),
        (7, _add("memory", M[4]), "ok", "openai")],
    "Lunch and dog walk": [(1, _add("user", U[6]), "ok", "openai"), (5, _add("memory", M[5]), "ok", "openai")],
    "Redis port clash": [(6, _add("memory", M[12]), "ok", "openai")],
    "Release planning": [(1, _add("memory", M[10]), "ok", "openai"), (3, _add("memory", M[22]), "ok", "openai")],
    "Stripe API upgrade": [
        (1, _add("memory", _STRIPE_FIRST), "ok", "openai"),
        (5, _add("user", U[4]), "ok", "openai"),
        (7, {"target": "memory", "operations": [
            {"action": "replace", "old_text": "Migrating the billing module", "content": M[7]},
            {"action": "add", "content": M[18]}]}, "ok", "openai")],
    "Feature flags not applied": [(1, _add("memory", M[8]), "ok", "openai")],
    "Search endpoint rewrite": [(1, _add("memory", M[14]), "ok", "openai")],
    "Onboarding Priya's intern": [
        (1, [_add("memory", M[1]), _add("user", U[5])], "ok", "openai"),
        (3, _add("memory", M[21]), "ok", "openai"),
        (5, _add("memory", M[17]), "ok", "openai")],
    "Portuguese practice": [(1, _add("user", U[8]), "ok", "openai")],
    "Sentry error in invoices": [
        (1, {"action": "replace", "target": "memory", "old_text": "currency default",
             "content": "Invoices made before the currency migration lack the key; default to EUR."}, "failed",
         "openai")],
    "Berlin trip": [(1, _add("user", U[11]), "ok", "openai")],
    "Type errors after mypy upgrade": [(4, _add("memory", M[6]), "ok", "openai")],
    "Editor setup": [(1, _add("user", U[3]), "ok", "plain")],
    "Invoice PDF layout": [(3, _add("memory", M[15]), "ok", "openai")],
    "Recipes": [(3, _add("user", "Allergic to peanuts; avoid suggesting recipes with peanuts."), "staged:3f9a1c02",
                 "openai")],
    "Log tracing": [(1, _add("memory", M[9]), "ok", "openai")],
    "Redis port again": [
        (3, {"action": "replace", "target": "memory", "old_text": "Redis runs on port 6380",
             "content": "Redis runs on port 6390 locally (not 6379) because two other projects use 6379 and 6380."},
         "staged:7b2e44d1", "openai")],
    "Sprint review pass": [(-1, _add("memory", M[2]), "ok", "openai")],
}


def answer(kind: str, args: dict[str, Any]) -> str:
    """The tool row's content for one call, shaped as Hermes's memory tool answers."""
    target = args.get("target", "memory")
    if kind == "failed":
        return json.dumps({"success": False, "error": f"No entry matched '{args.get('old_text', '')}'. Check "
                           "current_entries below and retry with the exact text of the entry you want to replace."})
    if kind.startswith("staged:"):
        return json.dumps({"success": True, "staged": True, "pending_id": kind.split(":", 1)[1],
                           "message": "Staged for approval (memory.write_approval is on). Not yet saved \u2014 "
                                      "review with /memory pending."})
    ops = args.get("operations")
    message = f"Applied {len(ops)} operation(s)." if ops else {"add": "Entry added.", "replace": "Entry replaced.",
                                                               "remove": "Entry removed."}[args["action"]]
    return json.dumps({"success": True, "done": True, "target": target, "message": message,
                       "note": "Write saved. This update is complete \u2014 do not repeat it."}, ensure_ascii=False)


def tool_calls(args_list: list[dict[str, Any]], shape: str, call_ids: list[str]) -> str:
    """The assistant row's ``tool_calls`` JSON for these calls."""
    items = []
    for args, call_id in zip(args_list, call_ids):
        encoded = json.dumps(args, ensure_ascii=False)
        if shape == "plain":
            items.append({"name": "memory", "arguments": encoded})
        else:
            items.append({"id": call_id, "call_id": call_id, "type": "function",
                          "function": {"name": "memory", "arguments": encoded}})
    return json.dumps(items, ensure_ascii=False)


def archive_lines(now: float) -> list[dict[str, Any]]:
    """A few entries newer Hermes moved to ``memories/ARCHIVE.jsonl`` when the stores were full."""
    day = 86400.0
    return [
        {"entry": "atlas-web needs Node 20 (see .nvmrc).", "target": "memory", "action": "add_overflow",
         "ts": now - 26 * day},
        {"entry": "Staging deploys are frozen during the SOC 2 audit, until 2026-09-30.", "target": "memory",
         "action": "add_overflow", "ts": now - 18 * day},
        {"entry": "Prefers dark themes in every editor.", "target": "user", "action": "add_overflow",
         "ts": now - 12 * day},
        {"entry": "The old CI runners use the 2024 AMI; rebuild them before upgrading Node.", "target": "memory",
         "action": "consolidate", "ts": now - 4 * day},
    ]
