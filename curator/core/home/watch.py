"""Watch a home's config.yaml, memories and pending directories with watchfiles (directories, so renames show)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import AsyncIterator

from curator.core.home.resolve import HermesHome
from curator.core.memory.format import STORE_FILES

DEBOUNCE_MS = 150
"""Group bursts of events for at most this long (watchfiles' default is 1,600 ms)."""
STEP_MS = 30
"""Deliver a group once nothing new arrived for this long."""


@dataclass(frozen=True)
class HomeChanges:
    """What kind of files changed in one debounced batch."""

    memories: bool = False
    pending: bool = False
    layout: bool = False
    """A watched directory appeared or vanished: the set of watched paths must be recomputed."""
    config: bool = False
    """``config.yaml`` was written, replaced or removed: its settings must be read again."""


class HomeWatcher:
    """Yields :class:`HomeChanges` for config.yaml, MEMORY.md/USER.md and pending ``*.json`` until :meth:`stop`."""

    def __init__(self, home: HermesHome, *, debounce_ms: int = DEBOUNCE_MS, step_ms: int = STEP_MS) -> None:
        self.home = home
        self.debounce_ms = debounce_ms
        self.step_ms = step_ms
        self._stop = threading.Event()
        self._memory_names = set(STORE_FILES.values())

    def stop(self) -> None:
        """Stop watching (safe from any thread; the watch thread notices within one step)."""
        self._stop.set()

    @property
    def stopped(self) -> bool:
        """True once :meth:`stop` was called."""
        return self._stop.is_set()

    def targets(self) -> list[Path]:
        """Existing directories to watch: each wanted dir, or its nearest existing ancestor inside the home."""
        out: list[Path] = [self.home.path] if self.home.path.is_dir() else []
        for wanted in (self.home.memories_dir, self.home.pending_dir):
            path = wanted
            while not path.is_dir() and path != self.home.path and path.parent != path:
                path = path.parent
            if path.is_dir() and path not in out:
                out.append(path)
        return out

    def classify(self, changed: set[tuple[object, str]]) -> HomeChanges:
        """Sort raw watchfiles changes into memory / pending / layout changes."""
        memories = pending = layout = config = False
        wanted_dirs = {self.home.memories_dir, self.home.pending_dir, self.home.pending_dir.parent}
        for _kind, raw in changed:
            path = Path(raw)
            if path.parent == self.home.memories_dir and path.name in self._memory_names:
                memories = True
            elif path.parent == self.home.pending_dir and path.suffix == ".json":
                pending = True
            elif path == self.home.config_path:
                config = True
            elif path in wanted_dirs:
                layout = True
        return HomeChanges(memories, pending, layout, config)

    async def changes(self) -> AsyncIterator[HomeChanges]:
        """Async iterator of change batches; restarts itself when a watched directory appears."""
        from watchfiles import awatch

        while not self._stop.is_set():
            targets = self.targets()
            if not targets:
                return
            restart = False
            async for batch in awatch(*targets, watch_filter=None, debounce=self.debounce_ms, step=self.step_ms,
                                      stop_event=self._stop, rust_timeout=1000, recursive=False):
                found = self.classify(batch)
                if found.memories or found.pending or found.config:
                    yield found
                if found.layout:
                    # A directory appeared (or went): files inside may have been written already.
                    yield HomeChanges(True, True, True, found.config)
                    restart = True
                    break
            if not restart:
                return
