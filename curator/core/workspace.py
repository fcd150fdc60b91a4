"""The Workspace: one open Hermes home (home, config, stores, journal, clock), built once, passed down."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from curator.core.home.config import MemoryConfig, load_config
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.memory.store import MemoryStore, StoreState, open_stores

Clock = Callable[[], float]
"""Returns the current time as epoch seconds (tests pass a frozen one)."""


@dataclass(frozen=True)
class Workspace:
    """Everything an action needs about the open home; the CLI and the app each build one and pass it down."""

    home: HermesHome
    config: MemoryConfig
    stores: dict[str, MemoryStore]
    journal: Journal
    clock: Clock
    demo: bool = False

    def store(self, name: str) -> MemoryStore:
        """The store ``memory`` or ``user``."""
        return self.stores[name]

    def read_states(self) -> dict[str, StoreState]:
        """A snapshot of both stores (read once, then shared by every preview of a listing)."""
        return {name: store.read() for name, store in self.stores.items()}

    def with_home(self, home: HermesHome) -> "Workspace":
        """A fresh workspace for another profile of the same root (its own config, stores and journal)."""
        return open_workspace(home, clock=self.clock, demo=self.demo)

    def reloaded(self) -> "Workspace":
        """The same home with its config.yaml read again (after the file changed)."""
        return open_workspace(self.home, clock=self.clock, demo=self.demo)


def open_workspace(home: HermesHome, *, config: MemoryConfig | None = None, clock: Clock | None = None,
                   demo: bool = False) -> Workspace:
    """Load config once and open both stores of ``home`` sharing one journal."""
    config = config if config is not None else load_config(home.config_path)
    journal = Journal.for_home(home.path)
    stores = open_stores(home, config=config, journal=journal)
    return Workspace(home=home, config=config, stores=stores, journal=journal, clock=clock or time.time, demo=demo)
