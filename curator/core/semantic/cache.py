"""Embedding cache: vectors by model id and text hash, in memory (bounded) and in the curator's cache dir."""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

#: Vectors kept in memory per process, and rows kept on disk (oldest dropped first).
MEMORY_ROWS = 4096
DISK_ROWS = 50_000


def text_hash(text: str) -> str:
    """The cache key's text part."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class VectorCache:
    """Model + text-hash -> float32 vector. A damaged or unwritable cache file only means
    recomputing: every disk error is swallowed and the memory layer still works."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._mem: OrderedDict[tuple[str, str], bytes] = OrderedDict()
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        self._disk_ok = path is not None

    def _conn(self) -> sqlite3.Connection | None:
        if not self._disk_ok or self.path is None:
            return None
        if self._db is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(str(self.path), timeout=2.0, check_same_thread=False)
                db.execute("CREATE TABLE IF NOT EXISTS vectors (model TEXT NOT NULL, hash TEXT NOT NULL, "
                           "dim INTEGER NOT NULL, vec BLOB NOT NULL, PRIMARY KEY (model, hash))")
                self._db = db
            except (OSError, sqlite3.Error):
                self._disk_ok = False
                return None
        return self._db

    def get_many(self, model: str, hashes: list[str]) -> dict[str, bytes]:
        """The cached vectors (raw float32 bytes) among ``hashes``."""
        found: dict[str, bytes] = {}
        with self._lock:
            for h in hashes:
                blob = self._mem.get((model, h))
                if blob is not None:
                    self._mem.move_to_end((model, h))
                    found[h] = blob
            missing = [h for h in hashes if h not in found]
            db = self._conn() if missing else None
            if db is not None:
                try:
                    for start in range(0, len(missing), 500):
                        chunk = missing[start:start + 500]
                        marks = ",".join("?" * len(chunk))
                        for h, blob in db.execute(f"SELECT hash, vec FROM vectors WHERE model = ? AND hash IN ({marks})",
                                                  [model, *chunk]):
                            found[h] = bytes(blob)
                            self._remember(model, h, bytes(blob))
                except sqlite3.Error:
                    self._disk_ok = False
        return found

    def put_many(self, model: str, dim: int, items: dict[str, bytes]) -> None:
        """Store new vectors (memory always, disk when it can)."""
        if not items:
            return
        with self._lock:
            for h, blob in items.items():
                self._remember(model, h, blob)
            db = self._conn()
            if db is None:
                return
            try:
                with db:
                    db.executemany("INSERT OR REPLACE INTO vectors (model, hash, dim, vec) VALUES (?, ?, ?, ?)",
                                   [(model, h, dim, blob) for h, blob in items.items()])
                    (rows,) = db.execute("SELECT COUNT(*) FROM vectors").fetchone()
                    if rows > DISK_ROWS:
                        db.execute("DELETE FROM vectors WHERE rowid IN (SELECT rowid FROM vectors "
                                   "ORDER BY rowid LIMIT ?)", (rows - DISK_ROWS,))
            except sqlite3.Error:
                self._disk_ok = False

    def _remember(self, model: str, h: str, blob: bytes) -> None:
        self._mem[(model, h)] = blob
        self._mem.move_to_end((model, h))
        while len(self._mem) > MEMORY_ROWS:
            self._mem.popitem(last=False)

    def clear_memory(self) -> None:
        """Forget the in-process vectors (benchmarks of the cold path)."""
        with self._lock:
            self._mem.clear()


def decode(blob: bytes, dim: int) -> Any:
    """Raw float32 bytes -> a numpy vector."""
    import numpy as np

    vec = np.frombuffer(blob, dtype=np.float32)
    if vec.shape != (dim,):
        raise ValueError("cached vector has the wrong size")
    return vec
