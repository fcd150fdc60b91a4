"""Strict offline guard: while a model loads or embeds, any attempt to open a network socket fails."""

from __future__ import annotations

import contextlib
import os
import socket
import threading
from typing import Any, Iterator

from curator.core.semantic.errors import NetworkDuringLoadError

#: Variables that make hub-style libraries stay offline (the bundled models read none of them; set for safety).
OFFLINE_ENV = {"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
               "HF_HUB_DISABLE_TELEMETRY": "1", "DO_NOT_TRACK": "1"}

_lock = threading.RLock()
_depth = 0
_saved: dict[str, Any] = {}


def _refuse(*_args: Any, **_kwargs: Any) -> Any:
    raise NetworkDuringLoadError(
        "An embedding model tried to open a network connection; the curator only uses models whose "
        "weights ship inside their package and never downloads at run time.")


@contextlib.contextmanager
def no_network() -> Iterator[None]:
    """Refuse socket connections and name lookups in this process for the duration (re-entrant)."""
    global _depth
    with _lock:
        if _depth == 0:
            for key, value in OFFLINE_ENV.items():
                os.environ.setdefault(key, value)
            _saved.update(connect=socket.socket.connect, connect_ex=socket.socket.connect_ex,
                          create_connection=socket.create_connection, getaddrinfo=socket.getaddrinfo)
            socket.socket.connect = _refuse  # type: ignore[method-assign]
            socket.socket.connect_ex = _refuse  # type: ignore[method-assign]
            socket.create_connection = _refuse  # type: ignore[assignment]
            socket.getaddrinfo = _refuse  # type: ignore[assignment]
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0:
                socket.socket.connect = _saved["connect"]  # type: ignore[method-assign]
                socket.socket.connect_ex = _saved["connect_ex"]  # type: ignore[method-assign]
                socket.create_connection = _saved["create_connection"]  # type: ignore[assignment]
                socket.getaddrinfo = _saved["getaddrinfo"]  # type: ignore[assignment]
