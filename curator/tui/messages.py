"""Messages the app's widgets, screens and workers exchange."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from curator.core.memory.snapshot import MemorySnapshot
    from curator.core.memory.actions import WriteOutcome


class SnapshotLoaded(Message):
    """A thread worker finished reading both stores."""

    def __init__(self, snapshot: MemorySnapshot) -> None:
        super().__init__()
        self.snapshot = snapshot


class PendingCounted(Message):
    """A thread worker counted the staged writes."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.count = count


class WriteFinished(Message, bubble=False):
    """A write, undo or normalise finished (successfully or refused); posted to the app and whoever asked."""

    def __init__(self, outcome: WriteOutcome, tag: str = "", *, handled: bool = False) -> None:
        super().__init__()
        self.outcome = outcome
        self.tag = tag
        self.handled = handled
        """True when a requester explains refusals itself (the app then only notifies successes)."""


class ConsolidationRequested(Message):
    """The user asked to consolidate a store (e.g. after an over-limit refusal); the app routes it."""

    def __init__(self, store: str, reason: str = "") -> None:
        super().__init__()
        self.store = store
        self.reason = reason


class EntryFocusRequested(Message):
    """Move the selection to entry ``index`` of ``store`` (from the command palette)."""

    def __init__(self, store: str, index: int) -> None:
        super().__init__()
        self.store = store
        self.index = index
