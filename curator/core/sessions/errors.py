"""Errors raised by the session store reader and the search engine."""

from __future__ import annotations

from pathlib import Path

from curator.core.errors import CuratorError


class SessionStoreError(CuratorError):
    """A state.db the curator cannot read: damaged, not a database, locked, not Hermes-shaped."""

    exit_code = 2
    reason = "store_unreadable"

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


class StoreMissingError(SessionStoreError):
    """There is no state.db at the expected path (Hermes has not recorded any session yet)."""

    exit_code = 1
    reason = "store_missing"


class StoreLockedError(SessionStoreError):
    """A writer held the store's lock for longer than the busy timeout."""

    reason = "store_locked"


class SessionNotFoundError(CuratorError):
    """A session id (or message id within it) that is not in the store."""

    exit_code = 1
    reason = "not_found"
