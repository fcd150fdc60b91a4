"""CLI verbs that are not about one store: scan (and scan --batch) and demo."""

from __future__ import annotations

import argparse
import json
import sys

from curator.cli.inputs import BOTH, declare
from curator.core.humanize import plural
from curator.cli.context import EXIT_OK, EXIT_REFUSED, EXIT_USAGE, CliContext, CliError


def register(sub: argparse._SubParsersAction) -> None:
    """Add scan and demo."""
    from curator.cli.main import add_json_flag

    p = sub.add_parser("scan", help="scan TEXT ('-' = stdin), or every entry of both stores; "
                       "--batch reads JSON lines {id, text} on stdin")
    p.add_argument("text", nargs="?", help="the text to scan ('-' reads stdin; none: every entry of both stores)")
    p.add_argument("--batch", action="store_true", help="JSON lines in, one JSON object per line out")
    add_json_flag(p)
    p.set_defaults(run=cmd_scan, needs_home_if=lambda a: a.text is None and not a.batch)
    declare(p, reads=BOTH)

    p = sub.add_parser("demo", help="write a demo Hermes home at PATH")
    p.add_argument("path", help="a new (or empty) directory for the demo home")
    add_json_flag(p)
    p.set_defaults(run=cmd_demo, needs_home=False)


def cmd_scan(args: argparse.Namespace, ctx: CliContext) -> int:
    """``scan``: findings for a text, for JSON lines, or for every entry of both stores."""
    from curator.core.scanner.findings import scan

    if args.batch:
        return _scan_batch(ctx)
    if args.text is not None:
        text = sys.stdin.read() if args.text == "-" else args.text
        findings = scan(text)
        ctx.emit({"findings": [f.to_json() for f in findings]},
                 "\n".join(f"{f.id} [{f.span[0]}:{f.span[1]}] {f.reason}" for f in findings) or "No findings.")
        return _found(ctx, len(findings))
    if ctx.home is None:
        raise CliError("scan needs a Hermes home when no text is given", EXIT_USAGE)
    stores = {}
    lines = []
    for name, store in ctx.workspace.stores.items():
        items = []
        for i, entry in enumerate(store.read().entries):
            found = [f.to_json() for f in scan(entry)]
            items.append({"number": i + 1, "findings": found})
            for f in found:
                lines.append(f"{name} #{i + 1} {f['id']}: {f['reason']}")
        stores[name] = items
    total = sum(len(i["findings"]) for items in stores.values() for i in items)
    ctx.emit({"stores": stores, "findings": total}, "\n".join(lines) or "No findings.")
    return _found(ctx, total)


def _found(ctx: CliContext, count: int) -> int:
    """Exit 1 when something was found, like a linter (``scan "$t" && hermes-curator add memory "$t"``)."""
    if not count:
        return EXIT_OK
    ctx.stderr.write(f"hermes-curator: {plural(count, 'finding')} (exit 1)\n")
    ctx.stderr.flush()
    return EXIT_REFUSED


def _scan_batch(ctx: CliContext) -> int:
    from curator.core.scanner.findings import scan

    bad = 0
    for n, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            if not isinstance(item, dict) or not isinstance(item.get("text"), str):
                raise ValueError("expected an object with a string 'text'")
        except ValueError as exc:
            bad += 1
            ctx.warn(f"stdin line {n}: {exc}")
            ctx.emit_line({"id": None, "line": n, "error": str(exc)})
            continue
        findings = scan(item["text"])
        ctx.emit_line({"id": item.get("id"), "findings": [f.to_json() for f in findings]})
    return EXIT_USAGE if bad else EXIT_OK


def cmd_demo(args: argparse.Namespace, ctx: CliContext) -> int:
    """``demo PATH``."""
    from curator.core.demo.home import write_demo_home

    home = write_demo_home(args.path)
    ctx.emit({"ok": True, "home": str(home)}, f"Demo Hermes home written to {home}\n"
             f"Try: hermes-curator --home {home} status")
    return EXIT_OK

