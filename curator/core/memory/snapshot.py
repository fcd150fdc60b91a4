"""A read of both stores with per-entry scanner findings: what the memory panes display."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from curator.core.journal.log import JournalRecord
from curator.core.memory.store import StoreState
from curator.core.workspace import Workspace
from curator.core.scanner.entries import review_text


@dataclass(frozen=True)
class StoreSnapshot:
    """One store as read, plus the scanner findings of each entry (same order as the entries)."""

    state: StoreState
    findings: tuple[tuple[Any, ...], ...] = ()

    @property
    def entries(self) -> list[str]:
        """The store's entries."""
        return self.state.entries

    def findings_for(self, index: int) -> tuple[Any, ...]:
        """Findings of entry ``index`` (empty when out of range)."""
        return self.findings[index] if 0 <= index < len(self.findings) else ()

    @property
    def flagged(self) -> int:
        """How many entries the scanner flags (hygiene notes alone don't count)."""
        return sum(1 for found in self.findings if any(f.kind != "hygiene" for f in found))


@dataclass(frozen=True)
class MemorySnapshot:
    """Both stores at one moment; ``generation`` orders reads so a stale one is never shown."""

    stores: dict[str, StoreSnapshot]
    generation: int = 0
    external: tuple[JournalRecord, ...] = field(default_factory=tuple)
    """External changes journalled by this read (made by the agent or another program)."""
    scanner_note: str | None = None
    """Why the entries were judged by the rules alone (the scanner's model is missing or damaged), else None."""


def read_store(ctx: Workspace, name: str, *, scan: bool = True) -> StoreSnapshot:
    """Read one store and (unless ``scan`` is off) review each entry (rules, learned layer, hygiene)."""
    state = ctx.stores[name].read()
    findings = tuple(review_text(e) for e in state.entries) if scan else ()
    return StoreSnapshot(state, findings)


def load_snapshot(ctx: Workspace, generation: int = 0, *, observe: bool = True, scan: bool = True) -> MemorySnapshot:
    """Read both stores; with ``observe``, journal any change made outside the curator since last seen.

    ``scan=False`` skips the scanner (whose rules take ~0.15 s to compile): the app's very first read uses it
    so the first paint is not held up; the read started right after that paint brings the findings.
    """
    stores: dict[str, StoreSnapshot] = {}
    external: list[JournalRecord] = []
    for name, store in ctx.stores.items():
        snap = read_store(ctx, name, scan=scan)
        stores[name] = snap
        if observe and snap.state.file.decodable:
            record = store.observe(snap.state, source="tui")
            if record is not None and record.kind == "external":
                external.append(record)
    note = None
    if scan:
        from curator.core.scanner.review import model_status

        note = model_status()[1]
    return MemorySnapshot(stores, generation, tuple(external), note)
