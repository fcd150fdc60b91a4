"""Messages that cross features (the app routes them); a widget's own messages are nested in that widget."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from pathlib import Path

    from curator.core.files import LockWait
    from curator.core.memory.actions import WriteOutcome


@dataclass
class WriteFinished(Message, bubble=False):
    """A write, undo or normalise finished (successfully or refused); posted to the app and whoever asked."""

    outcome: WriteOutcome
    tag: str = ""
    handled: bool = field(default=False, kw_only=True)
    """True when a requester explains refusals itself (the app then only notifies successes)."""
    announced: bool = field(default=False, kw_only=True)
    """True when the requester also announces the success itself (the app then only reloads: one toast)."""


@dataclass
class LockWaiting(Message, bubble=False):
    """A write is waiting for ``lock`` (another writer, most likely Hermes, holds it); ``wait.cancel()`` gives up."""

    lock: Path
    wait: LockWait


@dataclass
class ConsolidationRequested(Message):
    """The user asked to consolidate a store (e.g. after an over-limit refusal); the app routes it."""

    store: str
    reason: str = ""


@dataclass
class EntryFocusRequested(Message):
    """Move the selection to entry ``index`` of ``store`` (from the command palette)."""

    store: str
    index: int
