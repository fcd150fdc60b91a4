"""Hermes session store reader and search engine (UI-free): browse state.db, search it fast and well."""

from __future__ import annotations

from curator.core.sessions.engine import SearchEngine, resolve_db_path, to_epoch
from curator.core.sessions.errors import (
    SessionNotFoundError, SessionStoreError, StoreLockedError, StoreMissingError,
)
from curator.core.sessions.model import (
    ChangeToken, IndexProgress, Message, MessageWindow, SearchHit, SearchResult, SessionSummary,
)
from curator.core.sessions.store import SessionStore

__all__ = [
    "ChangeToken", "IndexProgress", "Message", "MessageWindow", "SearchEngine", "SearchHit", "SearchResult",
    "SessionNotFoundError", "SessionStore", "SessionStoreError", "SessionSummary", "StoreLockedError",
    "StoreMissingError", "resolve_db_path", "to_epoch",
]
