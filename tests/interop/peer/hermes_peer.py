"""Drives the installed Hermes's own memory, scanner, approval, config and profile code (JSON in, JSON out)."""

# Run with a Hermes venv's python: ``python hermes_peer.py < request.json``. The request is
# ``{"ops": [{"op": ..., ...}, ...]}`` (an op may name its own ``"home"``); the reply is
# ``{"release": ..., "results": [...]}`` with one result per op. Every answer comes from Hermes's code;
# this file only calls it and reports.

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from importlib import metadata
from pathlib import Path
from typing import Any, Callable

RELEASE = metadata.version("hermes-agent")


def _memory_module():
    from tools import memory_tool
    return memory_tool


def _agent_memory_config() -> dict[str, Any]:
    """The ``memory:`` section exactly as the agent reads it (load_config, defaults merged)."""
    from hermes_cli.config import load_config
    cfg = load_config() or {}
    section = cfg.get("memory", {})
    return section if isinstance(section, dict) else {}


def _agent_store(limits: list[int] | None = None):
    """A MemoryStore built the way the agent builds one at session start (raw config values)."""
    mt = _memory_module()
    if limits is not None:
        return mt.MemoryStore(memory_char_limit=limits[0], user_char_limit=limits[1])
    mem = _agent_memory_config()
    return mt.MemoryStore(memory_char_limit=mem.get("memory_char_limit", 2200),
                          user_char_limit=mem.get("user_char_limit", 1375))


def _approve_store():
    """The store /memory approve replays against (0.19: load_on_disk_store; older: the agent's)."""
    mt = _memory_module()
    if hasattr(mt, "load_on_disk_store"):
        return mt.load_on_disk_store()
    store = _agent_store()
    store.load_from_disk()
    return store


def _header(block: str | None) -> str | None:
    if not block:
        return None
    lines = block.split("\n")
    return lines[1] if len(lines) > 1 else None


def op_prompt(req: dict[str, Any]) -> dict[str, Any]:
    """The frozen prompt blocks the agent would show (headers, gauge text, block bodies)."""
    store = _agent_store(req.get("limits"))
    error = None
    try:
        store.load_from_disk()
    except Exception as exc:  # the agent swallows this and runs without memory in the prompt
        error = f"{type(exc).__name__}: {exc}"
    out: dict[str, Any] = {"error": error, "limits": [store.memory_char_limit, store.user_char_limit]}
    for target in ("memory", "user"):
        block = store.format_for_system_prompt(target)
        body = block.split("\n", 3)[3] if block and block.count("\n") >= 3 else None
        out[target] = {"block": block, "header": _header(block), "body": body,
                       "entries": list(store._entries_for(target))}
    return out


def op_write(req: dict[str, Any]) -> dict[str, Any]:
    """One memory-tool write straight on the store (add/replace/remove/batch), no approval gate."""
    store = _approve_store() if req.get("limits") is None else _agent_store(req["limits"])
    if req.get("limits") is not None:
        store.load_from_disk()
    action, target = req["action"], req.get("target", "memory")
    if action == "add":
        return store.add(target, req["content"])
    if action == "replace":
        return store.replace(target, req["old_text"], req["content"])
    if action == "remove":
        return store.remove(target, req["old_text"])
    if action == "batch":
        if not hasattr(store, "apply_batch"):
            return {"unsupported": f"hermes-agent {RELEASE} has no batch writes"}
        return store.apply_batch(target, req["operations"])
    raise ValueError(f"unknown action {action!r}")


def op_tool(req: dict[str, Any]) -> dict[str, Any]:
    """The memory tool as the model calls it, gate included; origin background_review stages."""
    mt = _memory_module()
    store = _approve_store()
    token = None
    origin = req.get("origin", "background_review")
    with contextlib.suppress(ImportError):
        from tools import skill_provenance
        token = skill_provenance.set_current_write_origin(origin)
    try:
        kwargs = {k: req.get(k) for k in ("action", "target", "content", "old_text", "operations")}
        return json.loads(mt.memory_tool(store=store, **kwargs))
    finally:
        if token is not None:
            skill_provenance.reset_current_write_origin(token)


def op_scan(req: dict[str, Any]) -> dict[str, Any]:
    """For each text: the strict-scope finding ids, whether a write is refused, whether load blocks it."""
    mt = _memory_module()
    results = []
    try:
        from tools.threat_patterns import scan_for_threats
    except ImportError:
        scan_for_threats = None
    for text in req["texts"]:
        refusal = mt._scan_memory_content(text)
        if scan_for_threats is not None:
            ids = scan_for_threats(text, scope="strict")
            blocks_at_load = bool(ids) and bool(text) and not text.startswith("[BLOCKED:")
        else:  # older releases: one write-time check, nothing blocked at load
            ids, blocks_at_load = _ids_from_refusal(refusal), False
        results.append({"ids": ids, "write_refused": refusal is not None, "refusal": refusal,
                        "blocks_at_load": blocks_at_load})
    return {"results": results}


def _ids_from_refusal(refusal: str | None) -> list[str]:
    """The finding id an older release names in its refusal message."""
    if refusal is None:
        return []
    if "invisible unicode character" in refusal:
        return ["invisible_unicode_" + refusal.split("character ")[1].split(" ")[0]]
    return [refusal.split("'")[1]]


def op_approve(req: dict[str, Any]) -> dict[str, Any]:
    """``/memory approve <id|all>`` (or reject) through Hermes's shared slash handler."""
    try:
        from hermes_cli.write_approval_commands import handle_pending_subcommand
    except ImportError:
        return {"unsupported": f"hermes-agent {RELEASE} has no write approval"}
    verb = req.get("verb", "approve")
    text = handle_pending_subcommand("memory", [verb, req.get("id", "all")], memory_store=_approve_store())
    return {"text": text}


def op_approve_steps(req: dict[str, Any]) -> dict[str, Any]:
    """The two halves of Hermes's ``/memory approve`` loop for one record, taken apart so a test can put
    another approver between them: ``apply`` (its ``_apply_one`` on the record as listed) and ``discard``
    (its ``discard_pending``, which it calls right after a successful apply)."""
    try:
        from hermes_cli import write_approval_commands as wac
        from tools import write_approval as wa
    except ImportError:
        return {"unsupported": f"hermes-agent {RELEASE} has no write approval"}
    out: dict[str, Any] = {}
    if "apply" in req.get("steps", ("apply", "discard")):
        rec = req.get("record") or wa.get_pending("memory", req["id"])
        ok, msg = wac._apply_one("memory", rec, _approve_store())
        out["applied"], out["error"] = ok, msg
    if "discard" in req.get("steps", ("apply", "discard")):
        out["discarded"] = wa.discard_pending("memory", req["id"])
    return out


def op_list_pending(req: dict[str, Any]) -> dict[str, Any]:
    """Hermes's own pending list (ids oldest first)."""
    try:
        from tools import write_approval as wa
    except ImportError:
        return {"unsupported": f"hermes-agent {RELEASE} has no write approval"}
    return {"records": wa.list_pending("memory")}


def op_config(req: dict[str, Any]) -> dict[str, Any]:
    """How this release reads ``config.yaml``'s memory section: agent view, approve view, gate."""
    mem = _agent_memory_config()
    out: dict[str, Any] = {
        "agent": {"memory_enabled": bool(mem.get("memory_enabled", False)),
                  "user_profile_enabled": bool(mem.get("user_profile_enabled", False)),
                  "memory_char_limit": repr(mem.get("memory_char_limit", 2200)),
                  "user_char_limit": repr(mem.get("user_char_limit", 1375))},
    }
    try:
        store = _approve_store()
        out["approve_limits"] = [store.memory_char_limit, store.user_char_limit]
    except Exception as exc:  # older releases have no approve path; their agent store may not load
        out["approve_limits"] = f"{type(exc).__name__}: {exc}"
    try:
        from tools import write_approval as wa
        out["write_approval"] = wa.write_approval_enabled("memory")
    except ImportError:
        out["write_approval"] = None
    return out


def op_profiles(req: dict[str, Any]) -> dict[str, Any]:
    """Profile names, the sticky profile, validation and what ``hermes [-p NAME]`` resolves to."""
    from hermes_cli import profiles
    out: dict[str, Any] = {"listed": [p.name for p in profiles.list_profiles()],
                           "active": profiles.get_active_profile()}
    valid = {}
    for name in req.get("names", []):
        try:
            profiles.validate_profile_name(name)
            valid[name] = True
        except ValueError:
            valid[name] = False
    out["valid"] = valid
    out["launch"] = _launch(req.get("argv_profile"))
    return out


def _launch(profile: str | None) -> dict[str, Any]:
    """What Hermes's CLI entry point does with HERMES_HOME and ``-p``: the home it picks or its error."""
    saved_argv, saved_home = sys.argv, os.environ.get("HERMES_HOME")
    sys.argv = ["hermes", *(["-p", profile] if profile else []), "chat"]
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            if "hermes_cli.main" in sys.modules:
                sys.modules["hermes_cli.main"]._apply_profile_override()
            else:  # importing the entry point runs the override itself, with this argv
                import hermes_cli.main  # noqa: F401
        return {"home": os.environ.get("HERMES_HOME"), "exit": None, "stderr": err.getvalue()}
    except SystemExit as exc:
        return {"home": None, "exit": exc.code, "stderr": err.getvalue()}
    finally:
        sys.argv = saved_argv
        if saved_home is None:
            os.environ.pop("HERMES_HOME", None)
        else:
            os.environ["HERMES_HOME"] = saved_home


def op_drift(req: dict[str, Any]) -> dict[str, Any]:
    """Hermes's drift guard on both files (None = a replace/remove would go ahead)."""
    store = _approve_store()
    if not hasattr(store, "_detect_external_drift"):
        return {"unsupported": f"hermes-agent {RELEASE} has no drift guard"}
    return {target: store._detect_external_drift(target) for target in ("memory", "user")}


def op_info(req: dict[str, Any]) -> dict[str, Any]:
    """Release facts: state.db schema version, hidden session sources, what features exist."""
    import hermes_state
    out: dict[str, Any] = {"release": RELEASE, "schema_version": hermes_state.SCHEMA_VERSION}
    try:
        from tools import session_search_tool
        out["hidden_sources"] = list(session_search_tool._HIDDEN_SESSION_SOURCES)
    except ImportError:
        out["hidden_sources"] = None
    mt = _memory_module()
    out["has_batch"] = hasattr(mt.MemoryStore, "apply_batch")
    out["has_drift_guard"] = hasattr(mt.MemoryStore, "_detect_external_drift")
    try:
        import tools.write_approval  # noqa: F401
        out["has_write_approval"] = True
    except ImportError:
        out["has_write_approval"] = False
    return out


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "prompt": op_prompt, "write": op_write, "tool": op_tool, "scan": op_scan,
    "approve": op_approve, "approve_steps": op_approve_steps, "list_pending": op_list_pending, "config": op_config,
    "profiles": op_profiles, "info": op_info, "drift": op_drift,
}


def _one(op: dict[str, Any]) -> Any:
    if op.get("home"):  # Hermes resolves HERMES_HOME on every call, so one process can visit many homes
        os.environ["HERMES_HOME"] = op["home"]
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            return OPS[op["op"]](op)
    except Exception as exc:  # reported to the test, which decides
        return {"exception": f"{type(exc).__name__}: {exc}"}


def main() -> int:
    """Read the request from stdin, run each op, print one JSON reply; with ``--serve``, one op per line in
    and one result per line out, until stdin closes (a test interleaves Hermes's ops with the curator's)."""
    if sys.argv[1:] == ["--serve"]:
        for line in sys.stdin:
            if line.strip():
                print(json.dumps(_one(json.loads(line)), ensure_ascii=False), flush=True)
        return 0
    request = json.loads(sys.stdin.read() or "{}")
    results = [_one(op) for op in request.get("ops", [])]
    json.dump({"release": RELEASE, "results": results}, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
