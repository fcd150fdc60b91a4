"""Hermes session store reader and search engine (UI-free): browse state.db, search it fast and well.

The names below are loaded on first use (PEP 562), so importing one light submodule (``errors``, ``model``,
``schema``) does not pay for the search engine: writing the demo home or parsing the command line stays fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from curator.core.lazy import lazy_face

_WHERE = {
    "SearchEngine": "engine", "resolve_db_path": "engine", "to_epoch": "engine",
    "SessionNotFoundError": "errors", "SessionStoreError": "errors", "StoreLockedError": "errors",
    "StoreMissingError": "errors",
    "ChangeToken": "model", "IndexProgress": "model", "Message": "model", "MessageWindow": "model",
    "SearchHit": "model", "SearchResult": "model", "SessionSummary": "model",
    "SessionStore": "store",
}

__all__ = sorted(_WHERE)

if TYPE_CHECKING:
    from curator.core.sessions.engine import SearchEngine, resolve_db_path, to_epoch
    from curator.core.sessions.errors import (
        SessionNotFoundError, SessionStoreError, StoreLockedError, StoreMissingError,
    )
    from curator.core.sessions.model import (
        ChangeToken, IndexProgress, Message, MessageWindow, SearchHit, SearchResult, SessionSummary,
    )
    from curator.core.sessions.store import SessionStore


__getattr__, __dir__ = lazy_face(__name__, _WHERE)
