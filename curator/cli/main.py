"""Entry point of `hermes-curator`: global options, command registry, error handling."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Sequence

from curator import __version__
from curator.cli.context import EXIT_USAGE, CliContext, CliError
from curator.cli.inputs import check_inputs

#: Modules that each expose ``register(subparsers)``; every parser they add sets ``run=handler``
#: where ``handler(args, ctx) -> int``. Add a module here to add commands.
COMMAND_MODULES: tuple[str, ...] = (
    "curator.cli.memory",
    "curator.cli.scanner",
    "curator.cli.pending",
    "curator.cli.consolidate",
    "curator.cli.sessions",
    "curator.cli.archive",
)


EXAMPLES = """examples:
  hermes-curator --demo                          try the app on a throw-away demo home
  hermes-curator status                          both memory files, gauges, pending writes, sessions
  hermes-curator show memory --json              MEMORY.md's entries, numbered from 1
  hermes-curator add memory "Uses Postgres 16."  add an entry the way Hermes's memory tool does
  hermes-curator pending list                    staged writes; then: pending approve ID / pending reject ID
  hermes-curator consolidate memory              redundant groups; then: consolidate memory --apply GROUP-ID
  hermes-curator search "deploy staging"         past sessions; then: session ID --around MESSAGE
  hermes-curator undo                            revert the newest curator change (or reject)
  hermes-curator COMMAND --help                  a command's own options

exit codes: 0 ok; 1 refused or failed (scan: something found); 2 usage error or bad input (named file)
"""


class UsageError(SystemExit):
    """A command line argparse cannot take (exit 2); ``main`` also reports it as JSON under ``--json``."""

    def __init__(self, message: str) -> None:
        super().__init__(EXIT_USAGE)
        self.message = message


class _Parser(argparse.ArgumentParser):
    """argparse that exits 2 with our error prefix (usage errors)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"hermes-curator: error: {message}\n")
        raise UsageError(message)


class _NotJustGlobals(Exception):
    """The command line is not one the globals-only parser can take."""


class _GlobalsOnlyParser(argparse.ArgumentParser):
    """Parses the global options alone; leaves every error to the full parser."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _NotJustGlobals(message)


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser: global options before the command, then the command's own."""
    parser = _Parser(
        prog="hermes-curator",
        description="Review, consolidate and search the Hermes Agent's memory. "
        "Without a command, opens the terminal app.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_global_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def _add_global_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="version", version=f"hermes-curator {__version__}")
    parser.add_argument("--home", metavar="PATH", help="Hermes home (default: $HERMES_HOME, else ~/.hermes)")
    parser.add_argument("--profile", metavar="NAME", help="Hermes profile (<root>/profiles/NAME; 'default' = root)")
    parser.add_argument("--demo", action="store_true", help="run the app on a fresh demo home in a temp dir "
                        "(removed when the app exits)")
    parser.add_argument("--keep-demo", action="store_true", help="with --demo: keep the demo home afterwards")
    parser.add_argument("--json", action="store_true", help="(also accepted after the command)")


def _app_arguments(argv: Sequence[str] | None) -> argparse.Namespace | None:
    """The parsed global options when the command line only opens the app, else None.

    Opening the app must not pay for importing every command module (their core modules, the session
    engine), so a command line of global options alone is parsed without the subcommands.
    """
    parser = _GlobalsOnlyParser(prog="hermes-curator", add_help=False)
    _add_global_options(parser)
    try:
        args, rest = parser.parse_known_args(argv)
    except _NotJustGlobals:
        return None  # the full parser reports the error with the full usage
    if rest:
        return None
    args.command = None
    return args


def add_json_flag(p: argparse.ArgumentParser) -> None:
    """Every command takes --json (one JSON object on stdout with schema_version 1)."""
    p.add_argument("--json", action="store_true", dest="json_cmd", help="print one JSON object")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI (or the TUI when no command is given); returns the exit code."""
    args = _app_arguments(argv)
    if args is None:
        try:
            args = build_parser().parse_args(argv)
        except UsageError as exc:
            words = list(sys.argv[1:] if argv is None else argv)
            if "--json" in words:
                CliContext(home=None, json=True).emit({"ok": False, "error": {"message": exc.message,
                                                                             "reason": "usage"}})
            return EXIT_USAGE
    want_json = bool(args.json or getattr(args, "json_cmd", False))
    ctx = CliContext(home=None, json=want_json)
    try:
        if args.command is None:
            from curator.cli.launch import launch_app

            return launch_app(args, ctx)
        from curator.core.home.resolve import resolve_home

        needs_home = getattr(args, "needs_home", True)
        condition = getattr(args, "needs_home_if", None)
        if condition is not None:
            needs_home = bool(condition(args))
        if needs_home:
            ctx.home = resolve_home(args.home, args.profile)
            if ctx.home.not_a_home_hint:
                ctx.warn(ctx.home.not_a_home_hint)
            check_inputs(args, ctx)
        code = int(args.run(args, ctx) or 0)
        return max(code, EXIT_USAGE) if ctx.input_problems else code
    except CliError as exc:
        _report(ctx, exc)
        return max(exc.code, EXIT_USAGE) if ctx.input_problems else exc.code
    except KeyboardInterrupt:
        sys.stderr.write("hermes-curator: interrupted\n")
        return 130
    except Exception as exc:  # noqa: BLE001 - last resort: a message, never a bare traceback
        from curator.core.errors import CuratorError

        if isinstance(exc, CuratorError):
            _report(ctx, CliError(exc.message, exc.exit_code, reason=exc.reason))
            return exc.exit_code
        if isinstance(exc, OSError):
            where = f"{exc.filename}: " if exc.filename else ""
            _report(ctx, CliError(f"{where}{exc.strerror or exc}", EXIT_USAGE, reason="os_error"))
            return EXIT_USAGE
        if os.environ.get("HERMES_CURATOR_DEBUG"):
            raise
        _report(ctx, CliError(f"internal error: {type(exc).__name__}: {exc} "
                              f"(set HERMES_CURATOR_DEBUG=1 for the traceback)", 1, reason="internal"))
        return 1


def _report(ctx: CliContext, exc: CliError) -> None:
    """Errors go to stderr; with --json stdout still gets exactly one object describing the error."""
    ctx.stderr.write(f"hermes-curator: {exc.message}\n")
    ctx.stderr.flush()
    if ctx.json:
        ctx.emit({"ok": False, "error": {"message": exc.message, "reason": exc.reason, **exc.details}})
