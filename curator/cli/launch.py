"""Open the terminal app when `hermes-curator` runs without a command (`--demo` for a fresh demo home)."""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

from curator.cli.context import EXIT_USAGE, CliContext
from curator.core.errors import HomeNotFoundError
from curator.core.home.resolve import HermesHome, resolve_home


DEMO_PREFIX = "hermes-curator-demo-"
"""Name prefix of the temp dir ``--demo`` writes (and removes on exit unless ``--keep-demo``)."""


def make_demo_home() -> HermesHome:
    """Write a fresh demo home in a new temp dir; the curator's own state for it goes beside it."""
    from curator.core.demo.home import write_demo_home

    base = Path(tempfile.mkdtemp(prefix=DEMO_PREFIX))
    root = write_demo_home(base / "hermes-home")
    # Keep the demo's journal out of the user's real state dir (and out of the Hermes home itself).
    os.environ.setdefault("HERMES_CURATOR_STATE_DIR", str(base / "curator-state"))
    os.environ.setdefault("HERMES_CURATOR_CACHE_DIR", str(base / "curator-cache"))
    return HermesHome(Path(root))


def _offer_demo(ctx: CliContext) -> bool:
    """Ask on a terminal whether to run on a demo home instead; False when not interactive."""
    if not (sys.stdin.isatty() and ctx.stderr.isatty()):
        return False
    ctx.stderr.write("Open the app on a fresh demo home instead? [y/N] ")
    ctx.stderr.flush()
    try:
        answer = sys.stdin.readline()
    except (EOFError, KeyboardInterrupt):
        return False
    return answer.strip().lower() in ("y", "yes")


def launch_app(args: argparse.Namespace, ctx: CliContext) -> int:
    """Resolve the home (or make a demo one), run the app, return its exit code."""
    demo = bool(getattr(args, "demo", False))
    if demo:
        home = make_demo_home()
    else:
        try:
            home = resolve_home(args.home, args.profile)
        except HomeNotFoundError as exc:
            ctx.stderr.write(f"hermes-curator: {exc.message}\n")
            ctx.stderr.flush()
            if not _offer_demo(ctx):
                ctx.stderr.write("Run `hermes-curator --demo` to try the app on a demo home.\n")
                return EXIT_USAGE
            home, demo = make_demo_home(), True
    # Startup creates a few hundred thousand objects that live as long as the app (Textual's modules, styles,
    # widgets); cyclic garbage collection passes over them would only slow the first paint (by ~10%). The app
    # turns the collector back on right after that paint.
    gc.disable()
    try:
        from curator.tui.app import build_app

        app = build_app(home, demo=demo, gc_paused=True)
    except BaseException:
        gc.enable()
        raise
    try:
        app.run()
    finally:
        if demo:
            _finish_demo(home, keep=bool(getattr(args, "keep_demo", False)), ctx=ctx)
    return int(app.return_code or 0)


def _finish_demo(home: HermesHome, *, keep: bool, ctx: CliContext) -> None:
    """Remove the demo's temp dir (home, journal, cache) unless ``--keep-demo`` asked to keep it."""
    import shutil

    base = home.root.parent
    if keep:
        ctx.stderr.write(f"The demo home is kept at {home.root} (--keep-demo; delete {base} when you are done).\n")
        return
    if base.name.startswith(DEMO_PREFIX) and Path(tempfile.gettempdir()).resolve() in base.resolve().parents:
        shutil.rmtree(base, ignore_errors=True)
