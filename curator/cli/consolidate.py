"""CLI verb `consolidate`: list redundant groups, contradictions and stale entries; apply a suggestion."""

from __future__ import annotations

from curator.core.humanize import clip, plural
import argparse
import datetime as dt
from typing import TYPE_CHECKING, Any

from curator.cli.inputs import BOTH, declare, text_arg
from curator.cli.context import EXIT_OK, EXIT_REFUSED, EXIT_USAGE, CliContext, CliError
from curator.core.memory.format import STORE_NAMES, format_gauge, other_store, size_of
from curator.core.memory.store import WriteResult

if TYPE_CHECKING:
    from curator.core.consolidate.analysis import Analysis, EntryRef

# The analysis modules load when a consolidate command runs, not for every command line.


def register(sub: argparse._SubParsersAction) -> None:
    """Add the `consolidate` command to the parser."""
    from curator.cli.main import add_json_flag

    p = sub.add_parser("consolidate", help="find redundant, contradicting and stale entries; apply a merge")
    p.add_argument("store", choices=STORE_NAMES, help="memory (MEMORY.md) or user (USER.md)")
    p.add_argument("--apply", action="append", metavar="GROUP",
                   help="apply the group with this id (g1a2b3c4d, as listed; repeat for several; one batch per store)")
    p.add_argument("--evict", type=int, action="append", metavar="N", default=[],
                   help="also remove entry N (numbered from 1, as listed) of the store in the same batch (e.g. a "
                        "stale candidate)")
    p.add_argument("--merged-text", metavar="TEXT",
                   help="your edited merged text for the suggestion applied ('-' reads stdin; one --apply only)")
    p.add_argument("--yes", action="store_true",
                   help="confirm a plan that removes more than a quarter of a store's entries")
    p.add_argument("--today", metavar="YYYY-MM-DD", help="judge dates as of this day (default: today)")
    add_json_flag(p)
    p.set_defaults(run=cmd_consolidate)
    declare(p, reads=BOTH, writes=lambda a: bool(a.apply or a.evict))


def _today(value: str | None) -> dt.date:
    if not value:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise CliError(f"--today {value!r} is not a date (use YYYY-MM-DD).", EXIT_USAGE) from None


def _history(ctx: CliContext, entries: dict[str, list[str]]):  # type: ignore[no-untyped-def]
    """Origins and usage of both stores' entries (the newer side of a contradiction, entries unused for long)."""
    from curator.core.provenance import workspace_provenance

    report, problem = workspace_provenance(ctx.workspace, entries)
    if problem:
        ctx.warn(problem)
    return report


def _now(ctx: CliContext, today: str | None) -> float:
    """Judge "unused for long" as of ``--today`` (its end) when given, else now."""
    if not today:
        return ctx.workspace.clock()
    return dt.datetime.combine(_today(today), dt.time.max).timestamp()


def _label(ref: EntryRef, analysed: str) -> str:
    return f"#{ref.index + 1}" if ref.store == analysed else f"{ref.store}#{ref.index + 1}"


def analysis_text(analysis: Analysis, path: str, chars: int, limit: int, header: str | None = None) -> str:
    """Readable listing of an analysis: groups with their suggested batch, contradictions, stale. ``header``:
    the prompt-header gauge (``status``'s), said too when an entry Hermes blocks makes it differ."""
    from curator.core.consolidate.naming import kind_label, stable_group_id
    from curator.core.consolidate.plan import analysis_words

    s = analysis.store
    reclaim = analysis.reclaimable()
    gauge = format_gauge(chars, limit)
    if header and header != gauge:
        gauge += f" on disk; the prompt header (blocked entries as [BLOCKED: ...]) reads {header}"
    lines = [f"{path}  {gauge}",
             f"{plural(len(analysis.groups), 'group')}; applying all reclaims {reclaim:,} chars "
             f"-> {format_gauge(max(0, chars - reclaim), limit)}",
             f"{analysis_words(analysis.method)} [{analysis.method}]"]
    for g in analysis.groups:
        sug = g.suggestion
        lines.append("")
        lines.append(f"Group {stable_group_id(analysis, g)} (#{g.id})  {kind_label(g.kind)}  confidence "
                     f"{g.confidence:.2f}  reclaims {g.reclaim_chars:,} chars")
        lines.append(f"  why: {g.reason}")
        if g.review:
            lines.append("  found by meaning alone: a merge of both texts to review, not a deletion")
        if sug.keep is not None:
            lines.append(f"  keep   {_label(sug.keep, s):>9}  {clip(analysis.text_of(sug.keep), 100)}")
        for ref in sug.remove:
            lines.append(f"  remove {_label(ref, s):>9}  {clip(analysis.text_of(ref), 100)}")
        if sug.keep is not None and sug.merged_text != analysis.text_of(sug.keep):
            lines.append(f"  merged text: {sug.merged_text}")
    if analysis.contradictions:
        lines.append("")
        lines.append("Likely contradictions (resolve by hand):")
        for c in analysis.contradictions:
            a, b = c.entries
            lines.append(f"  {_label(a, s)} vs {_label(b, s)}: {c.reason}")
            lines.append(f"      {clip(analysis.text_of(a), 100)}")
            lines.append(f"      {clip(analysis.text_of(b), 100)}")
    if analysis.stale:
        lines.append("")
        lines.append("Stale or transient candidates:")
        for st in analysis.stale:
            lines.append(f"  {_label(st.entry, s)} {st.reason}: {clip(analysis.text_of(st.entry), 80)}")
    if analysis.groups:
        lines.append("")
        lines.append(f"Apply one: hermes-curator consolidate {s} --apply GROUP-ID [--merged-text TEXT]")
    if analysis.stale:
        lines.append("Evict a stale entry in the same batch: --evict N (its #number)")
    return "\n".join(lines)


def cmd_consolidate(args: argparse.Namespace, ctx: CliContext) -> int:
    """``consolidate memory|user [--apply N ...] [--merged-text TEXT] [--yes]``."""
    for warning in ctx.workspace.config.warnings:
        ctx.warn(warning)
    stores = ctx.workspace.stores
    name, other_name = args.store, other_store(args.store)
    state, other = stores[name].read(), stores[other_name].read()
    for st in (state, other):
        for problem in st.problems:
            ctx.warn(f"{st.path}: {problem.message}")
    from curator.core.consolidate.analysis import ConsolidationError
    from curator.core.consolidate.plan import prepare

    states = {name: state, other_name: other}
    try:
        prepared = prepare(stores, name, _today(args.today), states=states, now=_now(ctx, args.today),
                           history=_history(ctx, {n: st.entries for n, st in states.items()}))
    except ConsolidationError as exc:  # far over its limit: nothing compared
        raise CliError(exc.message, EXIT_REFUSED, reason=exc.reason) from None
    analysis = prepared.analysis
    if analysis.note:
        ctx.warn(f"consolidation: {analysis.note}")
    if not args.apply and not args.evict:
        if args.merged_text is not None or args.yes:
            raise CliError("--merged-text and --yes only make sense with --apply GROUP-ID or --evict N.", EXIT_USAGE)
        ctx.emit(_listing_json(prepared), analysis_text(analysis, str(state.path), state.chars, state.limit, state.gauge)
                 + _unused_text(prepared))
        return EXIT_OK
    return _apply(args, ctx, prepared)


def _listing_json(prepared) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """The analysis JSON with each group's stable ``group_id`` (what ``--apply`` takes) and the eviction
    candidates the Consolidate view offers (stale, unused for long, scanner-flagged: what ``--evict`` takes)."""
    from curator.core.consolidate.naming import stable_group_id

    analysis = prepared.analysis
    out = analysis.to_json()
    for item, group in zip(out["groups"], analysis.groups):
        item["group_id"] = stable_group_id(analysis, group)
    out["evictions"] = [{"entry": e.index, "entry_number": e.index + 1, "kind": e.kind, "reason": e.reason}
                        for e in prepared.evictions]
    return out


def _unused_text(prepared) -> str:  # type: ignore[no-untyped-def]
    """Listing lines for the eviction candidates the stale list does not name (unused for long, flagged)."""
    stale = {st.entry.index for st in prepared.analysis.stale if st.entry.store == prepared.store}
    rest = [e for e in prepared.evictions if e.index not in stale]
    if not rest:
        return ""
    lines = ["", "Also offered for eviction (--evict N):"]
    lines += [f"  #{e.index + 1} {e.reason}: {clip(prepared.analysis.entries[e.index], 80)}" for e in rest]
    return "\n".join(lines)


def _chosen(args: argparse.Namespace, ctx: CliContext, analysis) -> list[int]:  # type: ignore[no-untyped-def]
    """The analysis' group numbers for the ``--apply`` keys (stable ids; a bare number still works, with a warning)."""
    from curator.core.consolidate.analysis import ConsolidationError
    from curator.core.consolidate.naming import group_for, stable_group_id

    ids = []
    for key in dict.fromkeys(args.apply or []):
        try:
            group = group_for(analysis, key)
        except ConsolidationError as exc:
            raise CliError(exc.message, EXIT_REFUSED, reason="no_group") from None
        if key.strip().isdigit():
            ctx.warn(f"--apply {key}: group numbers shift after every apply; its stable id is "
                     f"{stable_group_id(analysis, group)}")
        ids.append(group.id)
    return ids


def _evict_index(number: int, ctx: CliContext) -> int:
    """``--evict N`` (from 1, as listed) as a position; the old 0-based ``--evict 0`` still means the first."""
    if number < 0:
        raise CliError(f"--evict {number}: entries are numbered from 1.", EXIT_USAGE, reason="usage")
    if number == 0:
        ctx.warn("--evict counts from 1 now (entries are listed as #1, #2 ...); --evict 0 is read as --evict 1")
        return 0
    return number - 1


def _apply(args: argparse.Namespace, ctx: CliContext, prepared) -> int:  # type: ignore[no-untyped-def]
    """Apply the chosen groups and evictions through the one core apply (fingerprint re-check, one batch a store)."""
    from curator.core.consolidate.analysis import ConsolidationError, dropped_share, needs_confirmation
    from curator.core.consolidate.apply import apply_plan
    from curator.core.consolidate.plan import Selection, build_plan

    if args.merged_text is not None and len(args.apply or []) != 1:
        raise CliError("--merged-text needs exactly one --apply GROUP.", EXIT_USAGE)
    ws = ctx.workspace
    name = args.store
    analysis = prepared.analysis
    ids = _chosen(args, ctx, analysis)
    evict = list(dict.fromkeys(_evict_index(n, ctx) for n in args.evict))
    merged: dict[int, str] = {}
    if args.merged_text is not None:
        merged[ids[0]] = text_arg(args.merged_text)
    selection = Selection(frozenset(ids), frozenset(evict), merged)
    try:
        for gid in ids:
            analysis.group(gid)
        plan = build_plan(prepared, selection)
    except ConsolidationError as exc:
        raise CliError(exc.message, EXIT_USAGE, reason=exc.reason) from None
    if needs_confirmation(analysis, plan) and not args.yes:
        share = dropped_share(analysis, plan)
        raise CliError(
            f"This plan removes {share:.0%} of a store's entries (more than a quarter); "
            f"run again with --yes to confirm.", EXIT_REFUSED, reason="needs_confirmation",
            details={"plan": {s: [op.to_json() for op in ops] for s, ops in plan.items()}})
    report = apply_plan(ws, prepared, selection, plan, source="cli")
    if report.reanalysed is not None:
        raise CliError(report.reanalysed.note, EXIT_REFUSED, reason="stale",
                       details={"changed": list(report.changed_files)})
    results: list[WriteResult] = [o.result for o in report.outcomes if o.ok and o.result is not None]
    failed = next((o for o in report.outcomes if not o.ok), None)
    if failed is not None:
        done = [r.to_json() for r in results]
        hint = (" The other store's batch was applied already; `hermes-curator undo` reverts it." if done else "")
        path = ws.stores[failed.request.store].path
        raise CliError(f"{path}: {failed.message}{hint}", getattr(failed.error, "exit_code", EXIT_REFUSED),
                       reason=failed.refusal, details={"applied": done}) from None
    from curator.core.consolidate.naming import stable_group_id

    from curator.cli.memory import gauge_change_text as gauges

    keys = [stable_group_id(analysis, analysis.group(g)) for g in ids]
    what = [f"group {k} ({analysis.group(g).kind})" for k, g in zip(keys, ids)]
    what += [f"eviction of entry #{i + 1}" for i in evict]
    kinds = ", ".join(what)
    removed = [e for r in results for e in r.before if e not in r.after]
    added = [e for r in results for e in r.after if e not in r.before]
    payload: dict[str, Any] = {"ok": True, "store": name, "applied": keys, "evicted_numbers": [i + 1 for i in evict],
                               "removed": removed, "added": added, "writes": [r.to_json() for r in results]}
    lines = [f"Applied {kinds}."]
    for r in results:
        journal = f" [journal {r.journal_id}]" if r.journal_id else ""
        lines.append(f"{r.store}: {'; '.join(r.notes)}{journal}")
        lines.append(f"  {gauges(r)}  ({size_of(list(r.before)) - size_of(list(r.after)):,} chars reclaimed)")
    ctx.emit(payload, "\n".join(lines))
    return EXIT_OK
