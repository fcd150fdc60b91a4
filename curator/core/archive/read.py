"""Read Hermes's ``memories/ARCHIVE.jsonl`` (evicted entries): per store, newest first, when and why."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from curator.core.errors import BadInputError

ARCHIVE_NAME = "ARCHIVE.jsonl"
STORES = ("memory", "user")
#: Field names newer Hermes builds (and hand-made archives) use for the eviction time.
_TIME_FIELDS = ("at", "ts", "timestamp", "archived_at", "evicted_at", "time", "created_at")


class ArchiveError(BadInputError):
    """ARCHIVE.jsonl cannot be used as it is (names the file, the line and the problem)."""

    reason = "bad_archive"


@dataclass(frozen=True)
class ArchivedEntry:
    """One archived entry as shown: 1-based index in the listing, store, text, why (action) and when."""

    index: int
    store: str
    entry: str
    action: str
    at: float | None
    line: int
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_json(self) -> dict[str, Any]:
        """``{"index", "store", "entry", "action", "at"}`` for ``archive --json``."""
        return {"index": self.index, "store": self.store, "entry": self.entry, "action": self.action, "at": self.at}


@dataclass(frozen=True)
class Archive:
    """The archive of one home: its path, whether it exists, and its entries in listing order."""

    path: Path
    exists: bool
    entries: tuple[ArchivedEntry, ...] = ()

    @property
    def note(self) -> str:
        """A sentence for an empty listing (no file yet, or a file with no entries)."""
        if not self.exists:
            return (f"No archive at {self.path}: Hermes writes one when it evicts entries (newer builds; "
                    "0.19.0 keeps none).")
        return "" if self.entries else f"{self.path} holds no archived entries."

    def for_store(self, store: str) -> list[ArchivedEntry]:
        """The entries of one store, newest first."""
        return [e for e in self.entries if e.store == store]

    def get(self, index: int) -> ArchivedEntry:
        """The entry shown with this 1-based index; raises ArchiveError when there is none."""
        for entry in self.entries:
            if entry.index == index:
                return entry
        count = len(self.entries)
        raise ArchiveError(f"No archived entry {index} in {self.path}: "
                           + (f"the listing has entries 1 to {count}." if count else "the archive is empty."))


def archive_path(home_path: Path) -> Path:
    """``<home>/memories/ARCHIVE.jsonl``."""
    return Path(home_path) / "memories" / ARCHIVE_NAME


def read_archive(home_path: Path) -> Archive:
    """Parse the home's archive; a missing or empty file is an empty archive, a damaged line an ArchiveError."""
    path = archive_path(home_path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Archive(path, False)
    except IsADirectoryError:
        raise ArchiveError(f"{path} is a directory, not the JSON-lines archive Hermes writes.") from None
    except OSError as exc:
        raise ArchiveError(f"{path} cannot be read: {exc.strerror or exc}.") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ArchiveError(f"{path}: line {line}: not UTF-8 text.") from None
    rows = [_row(path, n, line) for n, line in enumerate(text.split("\n"), start=1) if line.strip()]
    order = {s: i for i, s in enumerate(STORES)}
    rows.sort(key=lambda r: (order[r[0]], -(r[3] if r[3] is not None else float("-inf")), -r[4]))
    entries = tuple(ArchivedEntry(i, store, entry, action, at, line, extra)
                    for i, (store, entry, action, at, line, extra) in enumerate(rows, start=1))
    return Archive(path, True, entries)


def _row(path: Path, n: int, line: str) -> tuple[str, str, str, float | None, int, dict[str, Any]]:
    where = f"{path}: line {n}"
    try:
        data = json.loads(line)
    except ValueError as exc:
        raise ArchiveError(f"{where}: not a JSON object ({exc.msg} at column {exc.colno}).") from None
    if not isinstance(data, dict):
        raise ArchiveError(f"{where}: a JSON {type(data).__name__}, not an object with entry, target and action.")
    entry = data.get("entry")
    if not isinstance(entry, str) or not entry.strip():
        raise ArchiveError(f"{where}: no 'entry' text.")
    target = data.get("target", data.get("store"))
    if target not in STORES:
        raise ArchiveError(f"{where}: 'target' is {target!r}; Hermes writes 'memory' or 'user'.")
    action = data.get("action", data.get("reason", ""))
    if not isinstance(action, str):
        raise ArchiveError(f"{where}: 'action' is not text.")
    at, used = None, ""
    for name in _TIME_FIELDS:
        if data.get(name) not in (None, ""):
            at, used = _time(data[name], f"{where}: '{name}'"), name
            break
    extra = {k: v for k, v in data.items() if k not in ("entry", "target", "store", "action", used)}
    return target, entry.strip(), action or "archived", at, n, extra


def _time(value: Any, where: str) -> float:
    if isinstance(value, bool):
        raise ArchiveError(f"{where} is not a time.")
    if isinstance(value, (int, float)):
        return float(value) / 1000.0 if value > 1e11 else float(value)   # epoch milliseconds, as some builds write
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            pass
        try:
            dt = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise ArchiveError(f"{where} is {value!r}, not an ISO date-time or epoch seconds.") from None
        return (dt if dt.tzinfo else dt.astimezone()).timestamp()
    raise ArchiveError(f"{where} is not a time.")
