"""The app's writes that may wait for a store lock: each says that it waits, and all give up when the app quits."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Iterator

from curator.core.files import LockWait, waiting_for_locks
from curator.tui.messages import LockWaiting

if TYPE_CHECKING:
    from textual.message_pump import MessagePump


class LockWaits:
    """One :class:`LockWait` per write: a write that has to wait (Hermes holds ``<file>.lock``) posts
    ``LockWaiting`` to whoever asked (or to the app), and quitting cancels every wait not yet past the lock."""

    def __init__(self, app: MessagePump) -> None:
        self.app = app
        self._open: set[LockWait] = set()

    def start(self, reply_to: MessagePump | None) -> LockWait:
        """A new wait for one write; ``reply_to`` (or the app) hears when it starts waiting."""
        wait = LockWait()
        target = reply_to if reply_to is not None else self.app
        wait.on_wait = lambda lock: target.post_message(LockWaiting(lock, wait))  # thread-safe
        self._open.add(wait)
        return wait

    @contextlib.contextmanager
    def within(self, wait: LockWait) -> Iterator[None]:
        """Run the write (in its worker thread) under ``wait``."""
        try:
            with waiting_for_locks(wait):
                yield
        finally:
            self._open.discard(wait)

    def cancel_all(self) -> None:
        """Give up every wait (the app is quitting: it never waits for Hermes to release a lock)."""
        for wait in list(self._open):
            wait.cancel()
