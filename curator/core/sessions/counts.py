"""A small read-only probe for the status line: how many sessions and messages state.db holds."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any


def session_counts(db_path: Path) -> dict[str, Any]:
    """``{"present", "sessions", "messages"}`` from state.db opened read-only; ``error`` when unreadable."""
    import os
    import stat

    from curator.core.files import kind_of

    try:
        mode = os.stat(db_path).st_mode
    except FileNotFoundError:
        return {"present": False, "sessions": 0, "messages": 0}
    except OSError as exc:
        return {"present": True, "sessions": 0, "messages": 0, "error": f"{db_path}: cannot be read ({exc.strerror})"}
    if not stat.S_ISREG(mode):  # SQLite would block forever opening a FIFO
        return {"present": True, "sessions": 0, "messages": 0,
                "error": f"{db_path}: is {kind_of(mode)}, not a regular file (an SQLite database)"}
    try:
        con = sqlite3.connect(db_path.resolve().as_uri() + "?mode=ro", uri=True, timeout=1.5)
        try:
            sessions = con.execute("SELECT COUNT(*) FROM sessions").fetchone()[0]
            messages = con.execute("SELECT COUNT(*) FROM messages").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error as exc:
        return {"present": True, "sessions": 0, "messages": 0,
                "error": f"{db_path}: cannot be read as a Hermes session store ({exc})"}
    return {"present": True, "sessions": int(sessions), "messages": int(messages)}
