"""CLI verbs over the memory stores: status, show, add, replace, remove, normalise, history, undo."""

from __future__ import annotations

from curator.core.humanize import clip
import argparse
from typing import Any

from curator.cli.inputs import BOTH, declare, one_store, text_arg
from curator.cli.context import EXIT_OK, EXIT_USAGE, CliContext, CliError
from curator.core.home.config import MemoryConfig
from curator.core.errors import CuratorError, HermesWillBlockError
from curator.core.home.resolve import list_profiles
from curator.core.memory.store import MemoryStore
from curator.core.memory.format import STORE_NAMES
from curator.core.memory.ops import Op
from curator.core.memory.store import StoreState, WriteResult


def register(sub: argparse._SubParsersAction) -> None:
    """Add the memory commands to the parser."""
    from curator.cli.main import add_json_flag

    p = sub.add_parser("status", help="stores, gauges, pending count and sessions at a glance")
    add_json_flag(p)
    p.set_defaults(run=cmd_status)
    declare(p, reads=BOTH)

    p = sub.add_parser("show", help="list a store's entries with their findings")
    p.add_argument("store", choices=STORE_NAMES, help="memory (MEMORY.md) or user (USER.md)")
    add_json_flag(p)
    p.set_defaults(run=cmd_show)
    declare(p, reads=one_store)

    p = sub.add_parser("add", help="add an entry (Hermes semantics)")
    p.add_argument("store", choices=STORE_NAMES, help="memory (MEMORY.md) or user (USER.md)")
    p.add_argument("text", help="entry text ('-' reads stdin)")
    p.add_argument("--reason", default="", help="why (kept in the journal)")
    _force_flag(p)
    add_json_flag(p)
    p.set_defaults(run=cmd_add)
    declare(p, reads=one_store, writes=True)

    p = sub.add_parser("replace", help="replace the entry matching OLD_TEXT with NEW_TEXT")
    p.add_argument("store", choices=STORE_NAMES, help="memory (MEMORY.md) or user (USER.md)")
    p.add_argument("old_text", help="the entry to change: its exact text, or a part only it contains")
    p.add_argument("new_text", help="new entry text ('-' reads stdin)")
    p.add_argument("--reason", default="")
    _force_flag(p)
    add_json_flag(p)
    p.set_defaults(run=cmd_replace)
    declare(p, reads=one_store, writes=True)

    p = sub.add_parser("remove", help="remove the entry matching OLD_TEXT")
    p.add_argument("store", choices=STORE_NAMES, help="memory (MEMORY.md) or user (USER.md)")
    p.add_argument("old_text", help="the entry to change: its exact text, or a part only it contains")
    p.add_argument("--reason", default="")
    add_json_flag(p)
    p.set_defaults(run=cmd_remove)
    declare(p, reads=one_store, writes=True)

    p = sub.add_parser("normalise", aliases=["normalize"], help="rewrite a hand-edited file in Hermes's shape "
                       "(keeps a .bak.<ts> backup)")
    p.add_argument("store", choices=STORE_NAMES, help="memory (MEMORY.md) or user (USER.md)")
    add_json_flag(p)
    p.set_defaults(run=cmd_normalise)
    declare(p, writes=True)  # it is the fix for a hand-edited shape; it refuses a binary file itself

    p = sub.add_parser("history", help="curator changes and detected outside changes, newest first")
    p.add_argument("store", nargs="?", choices=STORE_NAMES, help="only this store (default: both)")
    p.add_argument("--limit", type=int, default=50)
    add_json_flag(p)
    p.set_defaults(run=cmd_history)
    declare(p, reads=one_store)

    p = sub.add_parser("undo", help="revert the newest curator change (or record ID)")
    p.add_argument("id", nargs="?", help="a journal record id from `history` (default: the newest change)")
    p.add_argument("--store", choices=STORE_NAMES, help="newest change of this store only")
    add_json_flag(p)
    p.set_defaults(run=cmd_undo)
    declare(p, reads=BOTH, writes=True)

    p = sub.add_parser("profiles", help="list the profiles of the Hermes root")
    add_json_flag(p)
    p.set_defaults(run=cmd_profiles)


# ---------------------------------------------------------------- helpers

def _config(ctx: CliContext) -> MemoryConfig:
    config = ctx.workspace.config
    for warning in (*config.warnings, *config.notes):
        ctx.warn(warning)
    return config


def _judgement_json(text: str) -> list[dict[str, Any]]:
    """The curator's judgement of ``text`` beyond what Hermes blocks (the model's findings, hygiene notes)."""
    return _reviewed(text)[1]


def _reviewed(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """One scanner pass over ``text``: what Hermes blocks (the rule findings) and the curator's judgement."""
    from curator.core.scanner.entries import blocks
    from curator.core.scanner.review import review

    found = review(text).findings
    return [f.to_json() for f in found if blocks(f)], [f.to_json() for f in found if not blocks(f)]


def _scanner_json() -> dict[str, Any]:
    """``{"scanner": "rules+model"|"rules", "scanner_note": why the model did not run, or None}``."""
    from curator.core.scanner.review import model_status, scanner_name

    return {"scanner": scanner_name(), "scanner_note": model_status()[1]}


def _scanner_line(note: str) -> str:
    """``rules only: scanner model /x is missing`` from the scanner's note."""
    from curator.core.scanner.review import model_problem

    return "rules only: " + model_problem(note)


def _judgement_line(found: list[dict[str, Any]]) -> str:
    """``judgement: learned_deception (deception, 69%), hygiene_... (never blocks)``, or ''."""
    if not found:
        return ""
    parts = [f["id"] + (f" ({f['category']}, {f['confidence']:.0%})" if f["kind"] == "threat" else "")
             for f in found]
    return "judgement: " + ", ".join(parts) + " (never blocks)"


def store_summary(state: StoreState) -> dict[str, Any]:
    """The per-store block of ``status --json``: ``findings`` counts the entries Hermes blocks; ``flagged`` and
    ``hygiene`` number those the curator's judgement reads as an attack or notes as not belonging in memory."""
    reviewed = [_reviewed(e) for e in state.entries]
    findings = sum(1 for blocked, _ in reviewed if blocked)
    judged = [{f["kind"] for f in found} for _, found in reviewed]
    return {
        "path": str(state.path), "exists": state.file.exists, "enabled": state.enabled,
        "entries": len(state.entries), "chars": state.chars, "limit": state.limit, "percent": state.percent,
        "gauge": state.gauge, "prompt_chars": state.prompt.chars, "blocked": list(state.prompt.blocked),
        "gauge_note": state.gauge_note, "tokens": state.tokens, "findings": findings,
        "flagged": [i + 1 for i, kinds in enumerate(judged) if "threat" in kinds],
        "hygiene": [i + 1 for i, kinds in enumerate(judged) if "hygiene" in kinds],
        "over_limit": state.over_limit, "tool_shaped": state.file.tool_shaped,
        "problems": [{"kind": p.kind, "message": p.message, "blocking": p.blocking} for p in state.problems],
    }


def _judged_line(name: str, summary: dict[str, Any]) -> str:
    """``judgement: #3 reads as an attack; #8 has hygiene notes (hermes-curator show memory)``, or ''."""
    def numbers(key: str) -> str:
        return ", ".join(f"#{n}" for n in summary[key])

    parts = ([f"{numbers('flagged')} {'reads' if len(summary['flagged']) == 1 else 'read'} as an attack"]
             if summary["flagged"] else []) + \
            ([f"{numbers('hygiene')} {'has' if len(summary['hygiene']) == 1 else 'have'} hygiene notes"]
             if summary["hygiene"] else [])
    return f"judgement: {'; '.join(parts)} (hermes-curator show {name})" if parts else ""


def _shape_warnings(ctx: CliContext, state: StoreState) -> bool:
    bad = False
    for p in state.problems:
        ctx.warn(f"{state.path}: {p.message}" + ("" if p.blocking else ""))
        bad = bad or p.blocking
    return bad


def _force_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--force", "--yes", dest="force", action="store_true",
                   help="keep text that only Hermes 0.19 blocks (it shows [BLOCKED] to the agent instead)")


def _write(ctx: CliContext, store: MemoryStore, ops: list[Op], reason: str, force: bool = False) -> int:
    try:
        result = store.apply(ops, reason=reason, source="cli", allow_parity=force)
    except HermesWillBlockError as exc:
        message = (f"{store.path}: {exc.message} Nothing was written. The curator's own rules find it harmless; "
                   f"pass --force (or --yes) to add it anyway.")
        details = {"store": store.name, "findings": [f.to_json() for f in exc.findings], "gauge": store.read().gauge}
        raise CliError(message, exc.exit_code, reason=exc.reason, details=details) from None
    except CuratorError as exc:
        details: dict[str, Any] = {"store": store.name}
        findings = getattr(exc, "findings", None)
        if findings:
            details["findings"] = [f.to_json() for f in findings]
        state = store.read()
        details["gauge"] = state.gauge
        message = exc.message if str(store.path) in exc.message else f"{store.path}: {exc.message}"
        raise CliError(message, exc.exit_code, reason=exc.reason, details=details) from None
    judged = [f for op in ops if op.content for f in _judgement_json(op.content)]
    if judged:
        ctx.warn(f"{store.path}: written; the curator's {_judgement_line(judged)}")
    ctx.emit({"ok": True, **result.to_json(), "judgement": judged}, _result_text(result))
    return EXIT_OK


def _result_text(result: WriteResult) -> str:
    what = "; ".join(result.notes) or ("changed" if result.changed else "no change")
    journal = f" [journal {result.journal_id}]" if result.journal_id else ""
    return f"{result.store}: {what}{journal}\n{gauge_change_text(result)}"


def gauge_change_text(result: WriteResult) -> str:
    """The store's size on disk before -> after, and what the prompt header will read when that differs."""
    gauges = f"{result.gauge_before} -> {result.gauge_after}"
    if result.prompt_gauge != result.gauge_after:   # an entry Hermes blocks shows as its placeholder in the prompt
        gauges += f" on disk; the prompt header (blocked entries as [BLOCKED: ...]) will read {result.prompt_gauge}"
    return gauges


# ---------------------------------------------------------------- commands

def cmd_status(args: argparse.Namespace, ctx: CliContext) -> int:
    """``status``: stores, pending, sessions."""
    config = _config(ctx)
    stores = ctx.workspace.stores
    states = {name: s.read() for name, s in stores.items()}
    bad = bool(config.warnings)
    for state in states.values():
        bad = _shape_warnings(ctx, state) or bad
    from curator.core.pending.records import pending_count
    from curator.core.sessions.counts import session_counts

    pending = pending_count(ctx.home)
    sessions = session_counts(ctx.home.state_db_path)
    if sessions.get("error"):
        ctx.warn(sessions["error"])
        bad = True
    version = ctx.workspace.version
    summaries = {name: store_summary(st) for name, st in states.items()}
    payload = {
        "home": str(ctx.home.path), "root": str(ctx.home.root), "profile": ctx.home.profile,
        "hermes": version.to_json() if version else None, "write_approval": config.write_approval,
        "stores": summaries, **_scanner_json(),
        "pending": pending, "sessions": sessions, "warnings": [*config.warnings, *config.notes],
    }
    lines = [f"Hermes home {ctx.home.path} (profile {ctx.home.profile})"
             + (f"   {version.label} ({'; '.join(version.evidence)})" if version else ""),
             f"write_approval: {'on' if config.write_approval else 'off'}   pending writes: {pending}"]
    for name, st in states.items():
        flag = "  OVER LIMIT" if st.over_limit else ""
        shape = "" if st.file.tool_shaped else "  (not in Hermes's shape: read-only until normalised)"
        lines.append(f"{st.path.name:<10} {st.gauge}  {len(st.entries)} entries  ~{st.tokens} tokens{flag}{shape}")
        if st.gauge_note:
            lines.append(f"           {st.gauge_note}")
        if judged := _judged_line(name, summaries[name]):
            lines.append(f"           {judged}")
    if payload["scanner_note"]:
        lines.append(f"scanner    {_scanner_line(payload['scanner_note'])}")
    if sessions.get("present"):
        lines.append(f"state.db   {sessions['sessions']} sessions, {sessions['messages']} messages")
    else:
        lines.append("state.db   " + ("unreadable" if sessions.get("error") else "not present"))
    ctx.emit(payload, "\n".join(lines))
    return EXIT_USAGE if bad else EXIT_OK


def cmd_show(args: argparse.Namespace, ctx: CliContext) -> int:
    """``show memory|user``."""
    config = _config(ctx)
    state = ctx.workspace.store(args.store).read()
    bad = _shape_warnings(ctx, state) or bool(config.warnings)
    from curator.core import provenance as pv

    report, problem = pv.workspace_provenance(ctx.workspace, {args.store: state.entries})
    if problem:
        ctx.warn(problem)
        bad = True
    items = report[args.store]
    facts = pv.session_facts(ctx.home.state_db_path, [item.origin for item in items]) if not problem else \
        pv.SessionFacts.empty()
    entries = []
    scanner = _scanner_json()
    lines = [f"{state.path}  {state.gauge}"] + ([f"scanner: {_scanner_line(scanner['scanner_note'])}"] if scanner["scanner_note"] else [])
    for i, (text, item) in enumerate(zip(state.entries, items)):
        findings, judged = _reviewed(text)
        usage = item.usage.to_json() if item.usage is not None else None
        entries.append({"number": i + 1, "text": text, "chars": len(text), "findings": findings,
                        "judgement": judged, "origin": item.origin.to_json(), "usage": usage})
        mark = "  ⚠ " + ", ".join(f["id"] for f in findings) if findings else ""
        lines.append(f"#{i + 1} ({len(text)} chars){mark}\n    " + text.replace("\n", "\n    "))
        if judged:
            lines.append(f"    {_judgement_line(judged)}")
        lines.append(f"    origin: {pv.origin_text(item.origin, facts)}\n    usage: {pv.usage_text(item.usage)}")
    payload = {"store": args.store, "path": str(state.path), "entries": entries, "chars": state.chars,
               "limit": state.limit, "percent": state.percent, "gauge": state.gauge, "tokens": state.tokens,
               "tool_shaped": state.file.tool_shaped, "usage_method": pv.METHOD, **scanner,
               "problems": [{"kind": p.kind, "message": p.message, "blocking": p.blocking} for p in state.problems]}
    ctx.emit(payload, "\n".join(lines))
    return EXIT_USAGE if bad else EXIT_OK


def cmd_add(args: argparse.Namespace, ctx: CliContext) -> int:
    """``add STORE TEXT``."""
    _config(ctx)
    store = ctx.workspace.store(args.store)
    return _write(ctx, store, [Op("add", content=text_arg(args.text))], args.reason, args.force)


def cmd_replace(args: argparse.Namespace, ctx: CliContext) -> int:
    """``replace STORE OLD NEW``."""
    _config(ctx)
    store = ctx.workspace.store(args.store)
    op = Op("replace", content=text_arg(args.new_text), old_text=args.old_text)
    return _write(ctx, store, [op], args.reason, args.force)


def cmd_remove(args: argparse.Namespace, ctx: CliContext) -> int:
    """``remove STORE OLD``."""
    _config(ctx)
    store = ctx.workspace.store(args.store)
    return _write(ctx, store, [Op("remove", old_text=args.old_text)], args.reason)


def cmd_normalise(args: argparse.Namespace, ctx: CliContext) -> int:
    """``normalise STORE``: canonical rewrite with a backup."""
    _config(ctx)
    store = ctx.workspace.store(args.store)
    try:
        result = store.normalise(source="cli")
    except CuratorError as exc:
        raise CliError(exc.message, exc.exit_code, reason=exc.reason) from None
    text = (f"{store.path}: normalised ({'; '.join(result.notes)}); backup at {result.backup}" if result.changed
            else f"{store.path}: already in Hermes's shape, nothing to do")
    ctx.emit({"ok": True, **result.to_json()}, text)
    return EXIT_OK


def record_json(record) -> dict[str, Any]:
    """A journal record for ``history --json``."""
    return {**record.to_json(), "added": record.added, "removed": record.removed,
            "by": "curator" if record.is_curator_change else ("outside" if record.kind == "external" else record.kind)}


def _recent(journal, store: str | None, limit: int) -> tuple[list, set[str], list[str]]:
    """The newest ``limit`` records (no baselines), the undone ids among them, and the damage seen: read
    backwards, the whole active segment and older segments only as far as the limit needs."""
    records, undone = [], set()
    passed_checkpoint = False
    for r in journal.back():
        if r.kind == "checkpoint":
            passed_checkpoint = True
            continue
        if r.kind == "undo" and r.undoes and r.settled:
            undone.add(r.undoes)
        if len(records) < limit and store in (None, r.store) and r.kind != "baseline":
            records.append(r)
        elif len(records) >= limit and passed_checkpoint:
            break
    return records, undone, list(journal.damaged)


def cmd_history(args: argparse.Namespace, ctx: CliContext) -> int:
    """``history [STORE]``: newest first; observes outside changes first so they show as such."""
    _config(ctx)
    journal, stores = ctx.workspace.journal, ctx.workspace.stores
    for name, store in stores.items():
        if args.store in (None, name) and store.read().file.exists:
            from curator.core.files import LockTimeoutError

            try:
                store.sync(source="cli", timeout=2.0)  # settles interrupted writes, then notes outside changes
            except LockTimeoutError:
                store.observe(source="cli")
    records, undone, damaged = _recent(journal, args.store, max(args.limit, 0))
    for note in damaged:
        ctx.warn(note)
    lines = []
    for r in records:
        who = {"curator": "curator", "undo": "curator undo", "external": "OUTSIDE CHANGE"}.get(r.kind, r.kind)
        mark = "  (undone)" if r.id in undone else ""
        lines.append(f"{r.id}  {r.to_json()['time']}  {r.store:<6} {who}: {r.operation}{mark}  {r.reason}")
        lines += [f"    - {clip(e, 90)}" for e in r.removed] + [f"    + {clip(e, 90)}" for e in r.added]
    items = [{**record_json(r), "undone": r.id in undone} for r in records]
    ctx.emit({"records": items, "journal": str(journal.path), "damaged": damaged},
             "\n".join(lines) or "No changes recorded yet.")
    return EXIT_OK


def cmd_undo(args: argparse.Namespace, ctx: CliContext) -> int:
    """``undo [ID]``: the app's ``u`` (:func:`perform_undo`)."""
    from curator.core.memory.actions import perform_undo

    _config(ctx)
    outcome = perform_undo(ctx.workspace, args.id, args.store, source="cli")
    if outcome.error is not None:
        exc = outcome.error
        if isinstance(exc, CuratorError):
            raise CliError(exc.message, exc.exit_code, reason=exc.reason) from None
        raise exc
    result = outcome.result
    if result is None:   # rejects put back in the queue
        ids = list(outcome.requeued)
        ctx.emit({"ok": True, "undone": list(outcome.undone), "restored": ids},
                 f"Put the rejected write{'s' if len(ids) != 1 else ''} {', '.join(ids)} back in the pending queue.")
        return EXIT_OK
    record = ctx.workspace.journal.find(outcome.undone[0])
    what = f" ({record.operation} on {record.store})" if record is not None else ""
    ctx.emit({"ok": True, "undone": outcome.undone[0], **result.to_json(), "requeued": list(outcome.requeued)},
             "\n".join([f"Undid {outcome.undone[0]}{what}.", gauge_change_text(result), *outcome.undo_notes]))
    return EXIT_OK


def cmd_profiles(args: argparse.Namespace, ctx: CliContext) -> int:
    """``profiles``."""
    profiles = list_profiles(ctx.home.root)
    ctx.emit({"root": str(ctx.home.root), "selected": ctx.home.profile,
              "profiles": [{"name": p.name, "path": str(p.path), "active": p.active} for p in profiles]},
             "\n".join(f"{'*' if p.name == ctx.home.profile else ' '} {p.name:<16} {p.path}"
                       f"{'  (sticky)' if p.active else ''}" for p in profiles))
    return EXIT_OK


