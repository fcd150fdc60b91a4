"""ProvenanceLink: reads where the entries came from and how much they are still used, off the UI thread."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Mapping, Sequence

from textual import work
from textual.message import Message
from textual.widget import Widget

from curator.core.provenance import EntryProvenance, SessionFacts
from curator.core.workspace import Workspace

PROGRESS_EVERY = 0.5
"""Seconds between progress reports while a big session store is scanned for usage."""


class ProvenanceLink(Widget):
    """A widget with nothing to draw: for each new read of the stores it computes the entries' origins (the
    agent's memory calls in state.db, the journal) and usage in a thread worker, and reports by message.

    Nothing is computed for a home without a session store (Hermes creates one with its first session; the
    CLI's ``show`` still reads the journal's curator changes there); a newer read replaces an older one.
    """

    DEFAULT_CSS = "ProvenanceLink { display: none; }"

    @dataclass
    class Read(Message):
        """Origins and usage of both stores (by entry text), the session titles they name, and a problem."""

        report: dict[str, dict[str, EntryProvenance]]
        facts: SessionFacts
        problem: str | None = None

    @dataclass
    class Progressed(Message):
        """Usage is being computed on a big store: ``done`` of ``total`` messages read."""

        done: int
        total: int

    def __init__(self, ctx: Workspace) -> None:
        super().__init__()
        self.ctx = ctx

    def worth_reading(self) -> bool:
        """True when the home has a session store to read the agent's memory calls from."""
        return self.ctx.home.state_db_path.exists()

    def read(self, entries: Mapping[str, Sequence[str]]) -> None:
        """Compute provenance of these entries; :class:`Read` follows (nothing when not worth reading)."""
        if self.worth_reading():
            self._read({name: tuple(items) for name, items in entries.items()})

    @work(thread=True, exclusive=True, group="memory-provenance", exit_on_error=False, name="provenance reader")
    def _read(self, entries: dict[str, tuple[str, ...]]) -> None:
        from curator.core import provenance as pv

        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if total > 50_000 and (now - last[0] >= PROGRESS_EVERY or done >= total):
                last[0] = now
                self.post_message(self.Progressed(done, total))

        try:
            report, problem = pv.workspace_provenance(self.ctx, entries, progress=progress)
            facts = pv.SessionFacts.empty() if problem else pv.session_facts(
                self.ctx.home.state_db_path, [item.origin for items in report.values() for item in items])
        except Exception as exc:  # noqa: BLE001 - surfaced as a problem line, never swallowed
            self.post_message(self.Read({}, pv.SessionFacts.empty(), f"Origins could not be read: {exc}"))
            return
        by_text = {name: {item.entry: item for item in items} for name, items in report.items()}
        self.post_message(self.Read(by_text, facts, problem))
