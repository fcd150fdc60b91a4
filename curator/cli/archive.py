"""CLI verbs over Hermes's memory archive: ``archive`` lists evicted entries, ``archive restore N`` puts one back."""

from __future__ import annotations

import argparse
from typing import Any

from curator.cli.context import EXIT_OK, EXIT_USAGE, CliContext, CliError


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``archive`` (with its ``restore`` subcommand) to the parser."""
    from curator.cli.main import add_json_flag

    p = sub.add_parser("archive", help="entries Hermes evicted to memories/ARCHIVE.jsonl (per store, newest "
                                       "first); `archive restore N` puts entry N back")
    add_json_flag(p)
    p.set_defaults(run=cmd_archive)
    actions = p.add_subparsers(dest="archive_action", metavar="ACTION")
    r = actions.add_parser("restore", help="add archived entry N back to its store (limit, scanner, journal; "
                                           "undo with `hermes-curator undo`)")
    r.add_argument("number", type=int, metavar="N", help="the entry's number as `archive` lists it (1-based)")
    add_json_flag(r)
    r.set_defaults(run=cmd_restore)


def _read(ctx: CliContext):  # type: ignore[no-untyped-def]
    from curator.core.archive import ArchiveError, read_archive

    try:
        return read_archive(ctx.home.path)
    except ArchiveError as exc:
        raise CliError(exc.message, exc.exit_code, reason=exc.reason) from None


def cmd_archive(args: argparse.Namespace, ctx: CliContext) -> int:
    """``archive``: every archived entry, per store, newest first, with when and why."""
    from curator.core.humanize import clip, local_day

    archive = _read(ctx)
    current = {name: set(state.entries) for name, state in ctx.workspace.read_states().items()}
    entries: list[dict[str, Any]] = []
    lines = [str(archive.path)]
    if archive.note:
        lines.append(archive.note)
    store = None
    for item in archive.entries:
        back = item.entry in current.get(item.store, set())
        entries.append({**item.to_json(), "in_store": back})
        if item.store != store:
            store = item.store
            lines.append(f"{'MEMORY.md' if store == 'memory' else 'USER.md'} ({store}), newest first:")
        mark = "  (in the store now)" if back else ""
        lines.append(f"  [{item.index}] {local_day(item.at, 'no date')}  {item.action}  {clip(item.entry, 70)}{mark}")
    payload = {"path": str(archive.path), "exists": archive.exists, "entries": entries}
    if archive.note:
        payload["note"] = archive.note
    ctx.emit(payload, "\n".join(lines))
    return EXIT_OK


def cmd_restore(args: argparse.Namespace, ctx: CliContext) -> int:
    """``archive restore N``: add entry N back through the write path (refused like any add)."""
    from curator.core.archive import ArchiveError, restore

    archive = _read(ctx)
    try:
        item = archive.get(args.number)
    except ArchiveError as exc:
        raise CliError(exc.message, EXIT_USAGE, reason="no_such_entry") from None
    outcome = restore(ctx.workspace, item, source="cli")
    if not outcome.ok:
        error = outcome.error
        code = getattr(error, "exit_code", EXIT_USAGE)
        details: dict[str, Any] = {"store": item.store, "index": item.index}
        if outcome.findings:
            details["findings"] = [f.to_json() for f in outcome.findings]
        raise CliError(outcome.message, code, reason=outcome.refusal or "error", details=details)
    result = outcome.result
    text = (f"{item.store}: restored archived entry {item.index}" if result.changed else
            f"{item.store}: archived entry {item.index} is already in the store; nothing changed")
    if result.journal_id:
        text += f" [journal {result.journal_id}; undo with `hermes-curator undo`]"
    from curator.cli.memory import gauge_change_text

    ctx.emit({"ok": True, "archived": item.to_json(), **result.to_json()}, f"{text}\n{gauge_change_text(result)}")
    return EXIT_OK
