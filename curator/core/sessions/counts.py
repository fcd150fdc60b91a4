"""Small read-only probes for the status line: pending count and session-store counts."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

from curator.core.home.resolve import HermesHome

PENDING_NAME = re.compile(r"^[0-9a-f]{8}\.json$")


def count_pending(home: HermesHome) -> int:
    """How many staged writes wait in ``<home>/pending/memory`` (files Hermes would list)."""
    try:
        return sum(1 for p in home.pending_dir.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
    except (FileNotFoundError, NotADirectoryError):
        return 0


def session_counts(db_path: Path) -> dict[str, Any]:
    """``{"present", "sessions", "messages"}`` from state.db opened read-only; ``error`` when unreadable."""
    if not db_path.exists():
        return {"present": False, "sessions": 0, "messages": 0}
    try:
        con = sqlite3.connect(db_path.resolve().as_uri() + "?mode=ro", uri=True, timeout=5.0)
        try:
            sessions = con.execute("SELECT COUNT(*) FROM sessions").fetchone()[0]
            messages = con.execute("SELECT COUNT(*) FROM messages").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error as exc:
        return {"present": True, "sessions": 0, "messages": 0,
                "error": f"{db_path}: cannot be read as a Hermes session store ({exc})"}
    return {"present": True, "sessions": int(sessions), "messages": int(messages)}
