"""The domain objects the app runs on (home, config, stores, journal, clock), built once per profile."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from curator.core.home.config import MemoryConfig, load_config
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.memory.store import MemoryStore, open_stores

Clock = Callable[[], float]
"""Returns the current time as epoch seconds (tests pass a frozen one)."""


@dataclass(frozen=True)
class TuiContext:
    """Everything a view needs about the open home; views receive it from their factory."""

    home: HermesHome
    config: MemoryConfig
    stores: dict[str, MemoryStore]
    journal: Journal
    clock: Clock
    demo: bool = False

    def with_home(self, home: HermesHome) -> "TuiContext":
        """A fresh context for another profile of the same root (its own config, stores and journal)."""
        return make_context(home, clock=self.clock, demo=self.demo)


def make_context(home: HermesHome, *, config: MemoryConfig | None = None, clock: Clock | None = None,
                 demo: bool = False) -> TuiContext:
    """Load config and open both stores of ``home`` sharing one journal."""
    config = config if config is not None else load_config(home.config_path)
    journal = Journal.for_home(home.path)
    stores = open_stores(home, config=config, journal=journal)
    return TuiContext(home=home, config=config, stores=stores, journal=journal, clock=clock or time.time, demo=demo)
