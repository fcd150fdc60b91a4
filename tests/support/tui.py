"""Helpers for the TUI tests: fixture homes, Hermes-protocol writes from "outside", waiting on the app."""

from __future__ import annotations

import fcntl
import os
import tempfile
from pathlib import Path
from typing import Callable, Sequence

from curator.core.home.resolve import HermesHome
from curator.core.memory.format import serialise

FROZEN_NOW = 1_767_225_600.0
"""2026-01-01T00:00:00Z: the frozen clock of every TUI test."""


def frozen_clock() -> float:
    """A clock that never moves."""
    return FROZEN_NOW


def write_home(root: Path, memory: Sequence[str], user: Sequence[str], config: str | None = None) -> HermesHome:
    """A Hermes home with both stores in Hermes's canonical shape (and an optional config.yaml)."""
    (root / "memories").mkdir(parents=True, exist_ok=True)
    (root / "memories" / "MEMORY.md").write_bytes(serialise(list(memory)).encode("utf-8"))
    (root / "memories" / "USER.md").write_bytes(serialise(list(user)).encode("utf-8"))
    if config is not None:
        (root / "config.yaml").write_text(config, encoding="utf-8")
    return HermesHome(root)


def hermes_write(path: Path, entries: Sequence[str]) -> None:
    """Write a store the way the Hermes agent does: flock on <file>.lock, temp file, fsync, os.replace."""
    lock = path.with_name(path.name + ".lock")
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        tmp_fd, tmp_name = tempfile.mkstemp(prefix=".mem_", suffix=".tmp", dir=path.parent)
        with os.fdopen(tmp_fd, "wb") as fh:
            fh.write(serialise(list(entries)).encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
        fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def read_entries(path: Path) -> list[str]:
    """The entries on disk (canonical file assumed)."""
    raw = path.read_bytes().decode("utf-8")
    return raw.split("\n\u00a7\n") if raw else []


async def wait_until(pilot, predicate: Callable[[], bool], timeout: float = 15.0) -> bool:
    """Let the app run until ``predicate()`` holds (or give up after ``timeout`` seconds of app time)."""
    steps = int(timeout / 0.02)
    for _ in range(steps):
        if predicate():
            return True
        await pilot.pause(0.02)
    return predicate()


async def settle(pilot) -> None:
    """Wait for every worker except the file watcher, then for the screen to process messages."""
    app = pilot.app
    for _ in range(3):
        workers = [w for w in app.workers if w.group != "watch" and not w.is_finished]
        for worker in workers:
            await worker.wait()
        await pilot.pause()


def notifications(app) -> list[str]:
    """Texts of the notifications the app has shown (title and message)."""
    return [f"{n.title}: {n.message}" for n in app._notifications]


def screen_text(app, region=None) -> str:
    """The characters on the terminal right now (inside ``region`` when given): what a person can read."""
    update = app.screen._compositor.render_full_update()
    lines = ["".join(segment.text for segment in strip) for strip in update.strips]
    if region is not None:
        lines = [line[region.x:region.right] for line in lines[region.y:region.bottom]]
    return "\n".join(lines)
