"""CLI verbs that are not about one store: scan (and scan --batch) and demo."""

from __future__ import annotations

import argparse
import json
import sys

from curator.cli.inputs import BOTH, declare, text_arg
from curator.core.humanize import plural
from curator.cli.context import EXIT_OK, EXIT_REFUSED, EXIT_USAGE, CliContext, CliError


def register(sub: argparse._SubParsersAction) -> None:
    """Add scan and demo."""
    from curator.cli.main import add_json_flag

    p = sub.add_parser("scan", help="scan TEXT ('-' = stdin), or every entry of both stores; "
                       "--batch reads JSON lines {id, text} on stdin")
    p.add_argument("text", nargs="?", help="the text to scan ('-' reads stdin; none: every entry of both stores)")
    p.add_argument("--batch", action="store_true", help="JSON lines in, one JSON object per line out")
    p.add_argument("--jobs", type=int, default=0, metavar="N",
                   help="--batch: scan in N processes, in blocks of 64 lines (output order kept); "
                   "default: one process for up to 256 lines, then one per CPU (at most 2)")
    p.add_argument("--rules-only", action="store_true",
                   help="skip the learned layer (rules, phrase lists and hygiene only; what Hermes blocks is unchanged)")
    add_json_flag(p)
    p.set_defaults(run=cmd_scan, needs_home_if=lambda a: a.text is None and not a.batch)
    declare(p, reads=BOTH)

    p = sub.add_parser("demo", help="write a demo Hermes home at PATH")
    p.add_argument("path", help="a new (or empty) directory for the demo home")
    add_json_flag(p)
    p.set_defaults(run=cmd_demo, needs_home=False)


def cmd_scan(args: argparse.Namespace, ctx: CliContext) -> int:
    """``scan``: the scanner's findings for a text, for JSON lines, or for every entry of both stores."""
    from curator.core.scanner.review import model_status, review

    use_model = not args.rules_only
    if use_model:
        model, note = model_status()
        if model is None:
            ctx.warn(note)
    if args.batch:
        if args.jobs < 0:
            raise CliError("--jobs must be at least 1 (or 0: chosen by the input's size)", EXIT_USAGE)
        return _scan_batch(ctx, use_model, args.jobs)
    if args.text is not None:
        text = text_arg(args.text)
        result = review(text, use_model=use_model)
        lines = [_line(f) for f in result.findings] or ["No findings."]
        ctx.emit(result.to_json(), "\n".join([f"scanner: {result.scanner}"] + lines))
        return _found(ctx, len(result.findings))
    if ctx.home is None:
        raise CliError("scan needs a Hermes home when no text is given", EXIT_USAGE)
    stores = {}
    lines = []
    scanner = "rules"
    for name, store in ctx.workspace.stores.items():
        items = []
        for i, entry in enumerate(store.read().entries):
            result = review(entry, use_model=use_model)
            scanner = result.scanner
            items.append({"number": i + 1, "flagged": result.flagged, "findings": [f.to_json() for f in result.findings]})
            lines.extend(f"{name} #{i + 1} {_line(f)}" for f in result.findings)
        stores[name] = items
    total = sum(len(i["findings"]) for items in stores.values() for i in items)
    ctx.emit({"scanner": scanner, "stores": stores, "findings": total},
             "\n".join([f"scanner: {scanner}"] + (lines or ["No findings."])))
    return _found(ctx, total)


def _found(ctx: CliContext, count: int) -> int:
    """Exit 1 when something was found, like a linter (``scan "$t" && hermes-curator add memory "$t"``)."""
    if not count:
        return EXIT_OK
    ctx.stderr.write(f"hermes-curator: {plural(count, 'finding')} (exit 1)\n")
    ctx.stderr.flush()
    return EXIT_REFUSED


def _line(f) -> str:
    """One finding for people: id, span, what kind, how sure, and why."""
    how = f"{f.kind}, {f.category}" + (f", {f.confidence:.0%}" if f.source == "model" else "")
    tag = " (parity: Hermes blocks it; harmless by our judgement)" if f.parity else ""
    return f"{f.id} [{f.span[0]}:{f.span[1]}] ({how}) {f.reason}{tag}"


WORKERS_FROM = 256
"""The input size (lines) from which workers start by default."""
BLOCK = 64
"""Lines per block handed to a worker: small, so that near the end of the input no worker sits idle
while another still has a long block ahead of it (a block costs the parent next to nothing)."""


def _batch_line(n: int, line: str, use_model: bool) -> tuple[str, str | None]:
    """The output line (JSON and newline) for one input line, and a warning when the line is bad.
    Made where the line is scanned: a worker hands the parent text to print, not objects to encode."""
    from curator.cli.context import json_line
    from curator.core.scanner.review import review

    try:
        item = json.loads(line)
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise ValueError("expected an object with a string 'text'")
    except (ValueError, RecursionError) as exc:  # a line nested thousands deep is that line's error
        why = "nested too deeply to read" if isinstance(exc, RecursionError) else str(exc)
        return json_line({"id": None, "line": n, "error": f"line {n}: {why}"}), f"stdin line {n}: {why}"
    result = review(item["text"], use_model=use_model)
    return json_line({"id": item.get("id"), "scanner": result.scanner, "flagged": result.flagged,
                      "findings": [f.to_json() for f in result.findings]}), None


def _batch_block(block: tuple[list[tuple[int, str]], bool]) -> list[tuple[str, str | None]]:
    lines, use_model = block
    return [_batch_line(n, line, use_model) for n, line in lines]


def _print_block(ctx: CliContext, block: list[tuple[str, str | None]]) -> int:
    """Print a block's lines with one write (a worker's block arrives whole, so nobody waits longer for
    a line), each bad line's warning after the lines before it; how many lines were bad."""
    bad = 0
    done = 0
    for i, (_, warning) in enumerate(block):
        if warning:
            bad += 1
            ctx.emit_text("".join(line for line, _ in block[done:i]))
            done = i
            ctx.warn(warning)
    ctx.emit_text("".join(line for line, _ in block[done:]))
    return bad


def _blocks(lines, use_model: bool, size: int = BLOCK):
    block: list[tuple[int, str]] = []
    for n, line in lines:
        if line.strip():
            block.append((n, line))
        if len(block) == size:
            yield block, use_model
            block = []
    if block:
        yield block, use_model


def _auto_jobs() -> int:
    import os

    return max(1, min(2, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1))


def _scan_batch(ctx: CliContext, use_model: bool, jobs: int) -> int:
    from itertools import chain, islice

    lines = enumerate(sys.stdin, start=1)
    head: list[tuple[int, str]] = []
    if jobs == 0:  # a short input is scanned here; a longer one is worth the workers' start-up
        head = list(islice(lines, WORKERS_FROM))
        jobs = _auto_jobs() if len(head) == WORKERS_FROM else 1
    lines = chain(head, lines)
    pool = None
    if jobs == 1:  # each line printed as soon as it is scanned (a caller may wait for it)
        blocks = ([_batch_line(n, line, use_model)] for n, line in lines if line.strip())
    else:
        import multiprocessing

        from curator.core.scanner.review import prepare

        prepare(use_model)  # loaded once here, shared by the forked workers
        import gc

        gc.freeze()  # what the workers share is never scanned by their collectors (nor copied by the scans)
        pool = multiprocessing.get_context("fork").Pool(jobs)
        blocks = pool.imap(_batch_block, _blocks(lines, use_model))
    bad = 0
    try:
        for block in blocks:
            bad += _print_block(ctx, block)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return EXIT_USAGE if bad else EXIT_OK


def cmd_demo(args: argparse.Namespace, ctx: CliContext) -> int:
    """``demo PATH``."""
    from curator.core.demo.home import write_demo_home

    home = write_demo_home(args.path)
    ctx.emit({"ok": True, "home": str(home)}, f"Demo Hermes home written to {home}\n"
             f"Try: hermes-curator --home {home} status")
    return EXIT_OK

