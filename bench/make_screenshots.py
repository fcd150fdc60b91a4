"""Write SVG screenshots of the app's main screens into screenshots/ (real app, fresh demo home).

Run: .venv/bin/python bench/make_screenshots.py  (the README embeds the files it writes)
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path
from typing import Awaitable, Callable

PROJECT = Path(__file__).resolve().parent.parent
OUT = PROJECT / "screenshots"
NOW = 1_767_225_600.0  # fixed clock so every run draws the same pictures

Step = Callable[[object], Awaitable[None]]


async def _shot(home, name: str, size: tuple[int, int], steps: Step | None = None) -> Path:
    from curator.tui.app import build_app

    app = build_app(home, clock=lambda: NOW, watch=False, demo=True)
    app.theme = "textual-dark"
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if steps is not None:
            await steps(pilot)
        for worker in [w for w in app.workers if w.group != "watch"]:
            await worker.wait()
        await pilot.pause()
        path = Path(app.save_screenshot(filename=f"{name}.svg", path=str(OUT)))
    print(f"wrote {path.relative_to(PROJECT)}")
    return path


async def _select_flagged(pilot) -> None:
    pane = pilot.app.screen.query_one("#pane-memory")
    flagged = next(i for i, f in enumerate(pane.snapshot.findings) if f)
    pane.select_entry(flagged)
    await pilot.pause()


async def _type_entry(pilot) -> None:
    await pilot.press("a", *"Staging DB snapshots run nightly at 02:00 UTC; restore with `make db-restore`.")


async def _over_limit(pilot) -> None:
    from textual.widgets import TextArea

    await pilot.press("a")
    pilot.app.screen.query_one(TextArea).load_text(
        "The billing service talks to Stripe through api/billing/client.py; retries use exponential backoff "
        "capped at 30 s, idempotency keys are the order id, webhooks are verified with STRIPE_WH_SECRET, and "
        "test mode keys live in 1Password under 'Atlas Eng / Stripe test'. Ask Dana before changing any of it.")
    await pilot.press("ctrl+s")
    await pilot.pause(0.3)


async def _history(pilot) -> None:
    await pilot.press("a", *"Redis runs in Docker as atlas-redis.", "ctrl+s")
    await pilot.pause(0.3)
    await pilot.press("h")
    await pilot.pause(0.3)


async def _palette(pilot) -> None:
    from textual.widgets import Input

    await pilot.press("ctrl+p")
    await pilot.pause()
    pilot.app.screen.query_one(Input).cursor_blink = False
    await pilot.press(*"entry")
    await pilot.pause(0.3)


async def _settle(pilot, seconds: float = 0.5) -> None:
    """Let thread workers (queue reads, analyses, searches) finish and the screen redraw."""
    for _ in range(int(seconds / 0.1)):
        await pilot.pause(0.1)
        busy = [w for w in pilot.app.workers if w.group != "watch" and w.is_running]
        if not busy:
            break
    await pilot.pause(0.2)


async def _pending(pilot) -> None:
    await pilot.press("2")
    await _settle(pilot, 3.0)
    await pilot.press("down")  # the background replace with its diff
    await _settle(pilot, 1.0)


async def _consolidation(pilot) -> None:
    await pilot.press("3")
    await _settle(pilot, 5.0)
    await pilot.press("space")
    await _settle(pilot, 1.0)


async def _sessions(pilot) -> None:
    await pilot.press("4")
    await _settle(pilot, 5.0)
    await pilot.press("/", *"redis port")   # / puts the cursor in the box (r is a key of the app: reload)
    await _settle(pilot, 5.0)
    await pilot.press("enter")
    await _settle(pilot, 3.0)


async def _entry_origin(pilot) -> None:
    pane = pilot.app.screen.query_one("#pane-memory")
    for _ in range(500):   # the origins are read in a worker after the first paint
        if pane.provenance:
            break
        await pilot.pause(0.02)
    redis = next(i for i, e in enumerate(pane.snapshot.entries) if e.startswith("Redis runs on port 6380"))
    pane.select_entry(redis)
    await pilot.pause()


async def _archive(pilot) -> None:
    await pilot.press("b")
    await _settle(pilot)


async def _keys(pilot, *keys: str) -> None:
    await pilot.press(*keys)


def _fix_journal_clock() -> None:
    """The journal stamps its records with the real time and a random id (claim recovery compares those times
    with the files'); here they come from the fixed clock, a few seconds apart, and a counter, so the History
    view draws the same picture on every run."""
    import itertools
    from types import SimpleNamespace

    from curator.core.journal import log

    ticks = itertools.count(1)
    log.time = SimpleNamespace(time=lambda: NOW + 5 * next(ticks))
    ids = itertools.count(1)
    log.secrets = SimpleNamespace(token_hex=lambda n: f"{next(ids):0{2 * n}x}")


async def main_async() -> None:
    """Make a demo home under a throwaway HOME and photograph each screen."""
    sys.path.insert(0, str(PROJECT))
    tmp = Path(tempfile.mkdtemp(prefix="curator-shots-"))
    os.environ["HOME"] = str(tmp)  # the status bar then shows ~/.hermes
    os.environ["HERMES_CURATOR_STATE_DIR"] = str(tmp / "state")
    os.environ["HERMES_CURATOR_CACHE_DIR"] = str(tmp / "cache")
    os.environ.pop("TEXTUAL_THEME", None)
    os.environ.pop("NO_COLOR", None)
    from curator.core.demo.home import write_demo_home
    from curator.core.home.resolve import HermesHome

    _fix_journal_clock()

    OUT.mkdir(exist_ok=True)
    shots: list[tuple[str, tuple[int, int], Step | None]] = [
        ("memory", (120, 36), None),
        ("memory-narrow", (80, 24), None),
        ("flagged-entry", (120, 36), _select_flagged),
        ("entry-origin", (120, 36), _entry_origin),
        ("archive", (120, 36), _archive),
        ("add-entry", (120, 36), _type_entry),
        ("over-limit-refusal", (120, 36), _over_limit),
        ("history", (120, 36), _history),
        ("help", (120, 36), lambda p: _keys(p, "question_mark")),
        ("palette", (120, 36), _palette),
        ("pending", (120, 36), _pending),
        ("consolidation", (120, 36), _consolidation),
        ("sessions", (120, 36), _sessions),
    ]
    for n, (name, size, steps) in enumerate(shots):
        root = write_demo_home(tmp / f"home-{n}" / ".hermes", now=NOW)
        os.environ["HOME"] = str(root.parent)
        await _shot(HermesHome(root), name, size, steps)


def main() -> None:
    """Entry point."""
    asyncio.run(main_async())


if __name__ == "__main__":
    main()
