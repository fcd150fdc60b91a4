"""The Workspace: one open Hermes home (home, config, stores, journal, clock), built once, passed down."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Iterable

from curator.core.home.config import MemoryConfig, load_config
from curator.core.home.hermes_version import HermesVersion, infer_version
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.memory.store import MemoryStore, StoreState, open_stores

Clock = Callable[[], float]
"""Returns the current time as epoch seconds (tests pass a frozen one)."""


@dataclass
class Workspace:
    """Everything an action needs about the open home; the CLI and the app each build one and pass it down.

    Only :meth:`refresh_config` changes it (the app calls it when config.yaml changes); its stores follow.
    """

    home: HermesHome
    config: MemoryConfig
    stores: dict[str, MemoryStore]
    journal: Journal
    clock: Clock
    demo: bool = False
    version: HermesVersion | None = None
    """Which Hermes wrote the home (state.db schema, pending records); its rules are the stores' rules."""

    def store(self, name: str) -> MemoryStore:
        """The store ``memory`` or ``user``."""
        return self.stores[name]

    def read_states(self) -> dict[str, StoreState]:
        """A snapshot of both stores (read once, then shared by every preview of a listing)."""
        return {name: store.read() for name, store in self.stores.items()}

    def refresh_config(self) -> bool:
        """Read config.yaml again; when it says something new, the stores use it from now on. True if it changed."""
        config = load_config(self.home.config_path)
        if config == self.config:
            return False
        self.config = config
        for store in self.stores.values():
            store.config = config
        return True

    def input_problems(self, stores: Iterable[str] = ()) -> list[str]:
        """What makes this home bad input, each naming its file: config.yaml's problems, then every blocking
        shape problem of the named stores (a file Hermes could not read, or one not in the shape it writes)."""
        problems = list(self.config.warnings)
        for name in stores:
            state = self.stores[name].read()
            found = [f"{state.path}: {p.message}" for p in state.problems if p.blocking]
            if found and state.normalise_blocker is None:
                found[-1] += f" (run `hermes-curator normalise {name}` to fix it; a backup is kept)"
            problems += found
        return problems

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
    version = infer_version(home.path)
    stores = open_stores(home, config=config, journal=journal, rules=version.generation)
    return Workspace(home=home, config=config, stores=stores, journal=journal, clock=clock or time.time, demo=demo,
                     version=version)
