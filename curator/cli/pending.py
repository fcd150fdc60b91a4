"""CLI verbs over the pending-write queue: pending list, show, approve, reject, edit, restore."""

from __future__ import annotations

from curator.core.humanize import age_short, clip
import argparse
import time
from typing import TYPE_CHECKING, Any

from curator.cli.inputs import BOTH, declare, text_arg
from curator.cli.context import EXIT_OK, EXIT_REFUSED, EXIT_USAGE, CliContext, CliError

# The pending machinery (previews, scanner, replay) loads when a pending command runs, not for every command line.
if TYPE_CHECKING:
    from curator.core import pending as P

_VANISHED = ("gone", "already_claimed")
"""Reasons that mean someone else took the record first; with --all they do not count as refusals."""


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``pending`` and its verbs to the parser."""
    from curator.cli.main import add_json_flag as _add_json_flag

    def add_json_flag(p: argparse.ArgumentParser) -> None:
        # A verb's unset --json must not override `pending --json VERB` (argparse copies sub-defaults up).
        _add_json_flag(p)
        for action in p._actions:
            if action.dest == "json_cmd" and p is not parent:
                action.default = argparse.SUPPRESS

    parent = sub.add_parser("pending", help="review staged writes (memory.write_approval); bare: list")
    verbs = parent.add_subparsers(dest="pending_cmd", metavar="VERB", parser_class=type(parent))
    add_json_flag(parent)
    parent.set_defaults(run=cmd_list)
    declare(parent, reads=BOTH)

    p = verbs.add_parser("list", help="the queue, oldest first, with badges")
    add_json_flag(p)
    p.set_defaults(run=cmd_list)
    declare(p, reads=BOTH)

    p = verbs.add_parser("show", help="one write: operations, before/after diff, gauge, findings")
    p.add_argument("id", help="the staged write's id (from `pending list`)")
    add_json_flag(p)
    p.set_defaults(run=cmd_show)
    declare(p, reads=BOTH)

    for name, helptext, handler in (("approve", "replay writes through the write path", cmd_approve),
                                    ("reject", "drop writes (journalled; undo with restore)", cmd_reject)):
        p = verbs.add_parser(name, help=helptext)
        p.add_argument("ids", nargs="*", metavar="ID", help="staged write ids (from `pending list`)")
        p.add_argument("--all", action="store_true", help="every readable write in the queue")
        if name == "approve":
            p.add_argument("--content", help="approve one add/replace with this text instead ('-' reads stdin)")
            p.add_argument("--op", type=int, metavar="N", help="with --content on a batch: the operation to edit, "
                           "numbered from 1 as `pending show` lists them")
        add_json_flag(p)
        p.set_defaults(run=handler)
        declare(p, reads=BOTH if name == "approve" else (), writes=True)

    p = verbs.add_parser("edit", help="change the text of a pending add/replace (kept in the queue)")
    p.add_argument("id", help="the staged write's id (from `pending list`)")
    p.add_argument("--content", required=True, help="the new text ('-' reads stdin)")
    p.add_argument("--op", type=int, metavar="N", help="for a batch: the operation to edit, numbered from 1 as "
                   "`pending show` lists them")
    add_json_flag(p)
    p.set_defaults(run=cmd_edit)
    declare(p, reads=BOTH, writes=True)

    p = verbs.add_parser("restore", help="put a rejected write back in the queue")
    p.add_argument("id", help="the staged write's id (from `pending list`)")
    add_json_flag(p)
    p.set_defaults(run=cmd_restore)
    declare(p, writes=True)


def _checked_ids(ids: list[str]) -> list[str]:
    from curator.core import pending as P

    for pid in ids:
        try:
            P.check_id(pid)
        except P.PendingIdError as exc:
            raise CliError(exc.message, EXIT_USAGE, reason=exc.reason, details={"id": pid}) from None
    return ids


def _recover(ctx: CliContext) -> list[str]:
    from curator.core import pending as P

    settled = P.recover_claims(ctx.home, ctx.workspace.journal, ctx.workspace.stores)
    for pid in settled:
        ctx.warn(f"settled the claim on pending write {pid} left by an interrupted curator")
    return settled


def cmd_list(args: argparse.Namespace, ctx: CliContext) -> int:
    """``pending list``."""
    from curator.core import pending as P

    recovered = _recover(ctx)
    now = time.time()
    states = ctx.workspace.read_states()
    items = P.review_queue(ctx.workspace, states)
    lines = [f"{len(items)} pending write{'s' if len(items) != 1 else ''} in {ctx.home.pending_dir}"
             + (" (oldest first)" if items else "")]
    for item in items:
        w = item.write
        if w.malformed:
            ctx.warn(f"{w.path}: malformed ({w.error}); listed, never applied or deleted")
            lines.append(f"  {w.id:<8}  {'?':>4}  \u2717 MALFORMED  {w.path.name}: {w.error}")
            continue
        badges = "  ".join(b.label for b in item.badges if b.severity != "info")
        lines.append(f"  {w.id:<8}  {age_short(w.age(now)):>4}  {w.origin_label:<6} {w.action:<7} {w.target:<6} "
                     f"{clip(w.summary, 60)}" + (f"   {badges}" if badges else ""))
    gauges = P.store_gauges(ctx.workspace.stores)
    lines.append("  ".join(f"{name}: {g['gauge']}" for name, g in gauges.items()))
    ctx.emit({"count": len(items), "writes": [i.to_json(now) for i in items], "stores": gauges,
              "recovered": recovered}, "\n".join(lines))
    # Bad input was met (named on stderr above): the listing is complete, but scripts must notice.
    return EXIT_USAGE if any(i.write.malformed for i in items) else EXIT_OK


def _find_or_fail(ctx: CliContext, pending_id: str) -> P.PendingWrite:
    from curator.core import pending as P

    _checked_ids([pending_id])
    write = P.find(ctx.home, pending_id)
    if write is None:
        raise CliError(f"No pending write {pending_id} in {ctx.home.pending_dir}.", EXIT_REFUSED, reason="gone")
    return write


def preview_text(pv: P.Preview) -> str:
    """Human-readable preview: operations, the store before/after, gauge, findings and badges."""
    w = pv.write
    lines = [f"Pending write {w.id} {w.origin_label} {w.action} -> {w.target}, staged {age_short(w.age())} ago".replace("  ", " ")]
    if w.malformed:
        lines.append(f"\u2717 MALFORMED: {w.error}  ({w.path}; kept, never applied)")
        return "\n".join(lines)
    lines.append(f"summary: {clip(w.summary, 100)}")
    lines.append("operations:")
    for o in pv.ops:
        aim = f" {o.op.old_text!r}" if o.op.old_text else ""
        pin = f" (pinned to {clip(o.op.matched_entry, 50)!r})" if o.op.matched_entry else ""
        text = f" -> {clip(o.op.content, 60)!r}" if o.op.action != "remove" else ""
        status = o.note if o.ok else f"\u2717 {o.reason}: {o.message}"
        lines.append(f"  [{o.index + 1}] {o.op.action}{aim}{pin}{text}   {status}")
    lines.append(f"{w.target} before -> after:")
    marks = {"same": " ", "added": "+", "removed": "-"}
    for r in pv.rows:
        if r.kind == "replaced":
            lines.append(f"  ~- {clip(r.old_text or '', 100)}")
            lines.append(f"  ~+ {clip(r.text, 100)}")
        else:
            lines.append(f"  {marks[r.kind]}  {clip(r.text, 100)}")
    lines.append(f"gauge: {pv.gauge_before} -> {pv.gauge_after}")
    prompt = pv.prompt_gauges()
    if prompt != (pv.gauge_before, pv.gauge_after):   # an entry Hermes blocks shows as its placeholder in the prompt
        lines[-1] += f" on disk; the prompt header (blocked entries as [BLOCKED: ...]) reads {prompt[0]} -> {prompt[1]}"
    for f in pv.findings:
        lines.append(f"finding in op {f.op_index + 1}: {f.id} ({f.reason})" + (f" at {f.excerpt!r}" if f.excerpt else ""))
    if pv.scanner_note:
        from curator.core.scanner.review import model_problem

        lines.append(f"judgement: rules only: {model_problem(pv.scanner_note)}")
    for f in pv.judgement:
        what = "hygiene" if f.kind == "hygiene" else f"judgement ({f.category}, {f.confidence:.0%}, never blocks)"
        lines.append(f"{what} in op {f.op_index + 1}: {f.id} ({f.reason})" + (f" at {clip(f.excerpt, 60)!r}" if f.excerpt else ""))
    for b in pv.badges:
        lines.append(f"{b.label}: {b.message}" + (f" [{clip(b.entry, 60)!r}]" if b.entry and b.kind != "stale" else ""))
    for note in pv.notes:
        lines.append(f"note: {note}")
    lines.append("would apply now: yes" if pv.would_apply else f"would apply now: no ({pv.refusal[0]})")
    return "\n".join(lines)


def cmd_show(args: argparse.Namespace, ctx: CliContext) -> int:
    """``pending show ID``."""
    from curator.core import pending as P

    write = _find_or_fail(ctx, args.id)
    pv = P.preview(write, ctx.workspace.read_states())
    if write.malformed:
        ctx.warn(f"{write.path}: malformed ({write.error}); it is never applied or deleted")
    ctx.emit(pv.to_json(), preview_text(pv))
    return EXIT_USAGE if write.malformed else EXIT_OK


def _targets(args: argparse.Namespace, ctx: CliContext) -> tuple[list[str], list[dict[str, Any]]]:
    from curator.core import pending as P

    if args.all and args.ids:
        raise CliError("Give ids or --all, not both.", EXIT_USAGE, reason="usage")
    if not args.all and not args.ids:
        raise CliError("Name the pending writes (IDs) or pass --all.", EXIT_USAGE, reason="usage")
    if not args.all:
        return _checked_ids(list(args.ids)), []
    ids, skipped = [], []
    for w in P.load_queue(ctx.home):
        if w.malformed:
            ctx.warn(f"{w.path}: malformed ({w.error}); skipped, kept")
            skipped.append({"id": w.id, "path": str(w.path), "error": w.error})
        else:
            ids.append(w.id)
    return ids, skipped


def _exit_code(args: argparse.Namespace, report: P.ActionReport, skipped: list[dict[str, Any]]) -> int:
    """2 when malformed files were skipped (bad input, named on stderr), else 1 when any id was refused."""
    if skipped:
        return EXIT_USAGE
    refused = [r for r in report.refused if not (args.all and r.reason in _VANISHED)]
    return EXIT_REFUSED if refused else EXIT_OK


def _results_text(verb: str, report: P.ActionReport) -> list[str]:
    lines = []
    for r in report.results:
        if r.ok:
            detail = f"  {r.target}: {r.gauge}" if r.gauge else ""
            notes = f" ({'; '.join(r.notes)})" if r.notes else ""
            lines.append(f"{r.id}  {r.status}{notes}{detail}")
        else:
            lines.append(f"{r.id}  refused ({r.reason}): {r.message}")
    done = sum(1 for r in report.results if r.ok)
    lines.append(f"{verb}: {done} of {len(report.results)}")
    return lines


def cmd_approve(args: argparse.Namespace, ctx: CliContext) -> int:
    """``pending approve ID...|--all``."""
    from curator.core import pending as P

    if args.content is not None and (args.all or len(args.ids) != 1):
        raise CliError("--content approves exactly one write: give one ID.", EXIT_USAGE, reason="usage")
    if not args.all:
        _targets(args, ctx)  # named ids are checked before any file is touched
    recovered = _recover(ctx)
    ids, skipped = _targets(args, ctx)
    content = text_arg(args.content) if args.content is not None else None
    report = P.approve(ctx.workspace, ids, edited_content=content, op_index=_op_index(args, ctx), source="cli")
    lines = _results_text("approved", report)
    lines.append("  ".join(f"{name}: {g['gauge']}" for name, g in report.stores.items()))
    ctx.emit({"ok": not report.refused, "results": [r.to_json() for r in report.results], "stores": report.stores,
              "skipped": skipped, "recovered": recovered}, "\n".join(lines))
    return _exit_code(args, report, skipped)


def cmd_reject(args: argparse.Namespace, ctx: CliContext) -> int:
    """``pending reject ID...|--all``."""
    from curator.core import pending as P

    if not args.all:
        _targets(args, ctx)  # named ids are checked before any file is touched
    recovered = _recover(ctx)
    ids, skipped = _targets(args, ctx)
    report = P.reject(ctx.workspace, ids, source="cli")
    lines = _results_text("rejected", report)
    lines.append("undo a reject with: hermes-curator undo (or pending restore ID)")
    ctx.emit({"ok": not report.refused, "results": [r.to_json() for r in report.results], "skipped": skipped,
              "recovered": recovered}, "\n".join(lines))
    return _exit_code(args, report, skipped)


def cmd_edit(args: argparse.Namespace, ctx: CliContext) -> int:
    """``pending edit ID --content TEXT``."""
    from curator.core import pending as P

    _checked_ids([args.id])
    write = P.edit(ctx.home, args.id, text_arg(args.content), op_index=_op_index(args, ctx))
    pv = P.preview(write, ctx.workspace.read_states())
    ctx.emit({"ok": True, "write": write.to_json(), "preview": pv.to_json()},
             f"edited {write.id}\n" + preview_text(pv))
    return EXIT_OK


def _op_index(args: argparse.Namespace, ctx: CliContext) -> int | None:
    """``--op N`` (from 1, as listed) as a 0-based position; the old 0-based ``--op 0`` still means the first."""
    if args.op is None:
        return None
    if args.op < 0:
        raise CliError(f"--op {args.op}: operations are numbered from 1.", EXIT_USAGE, reason="usage")
    if args.op == 0:
        ctx.warn("--op counts from 1 now (as `pending show` lists operations); --op 0 is read as --op 1")
        return 0
    return args.op - 1


def cmd_restore(args: argparse.Namespace, ctx: CliContext) -> int:
    """``pending restore ID``."""
    from curator.core import pending as P

    _checked_ids([args.id])
    write = P.restore(ctx.workspace, args.id, source="cli")
    ctx.emit({"ok": True, "write": write.to_json()}, f"restored {write.id} to {write.path}")
    return EXIT_OK
