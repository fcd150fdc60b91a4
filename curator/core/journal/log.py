"""The curator's append-only, fsynced journal of memory changes (its own and the ones it observed)."""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from curator.core.paths import state_dir

#: Record kinds: a curator write, an undo (also a curator write), an observed change made by someone
#: else (the agent, an editor), the first state the curator saw, and a rejected pending write.
CURATOR_KINDS = ("curator", "undo")
KINDS = ("curator", "undo", "external", "baseline", "pending_reject", "pending_restore")


@dataclass(frozen=True)
class JournalRecord:
    """One journal line."""

    id: str
    ts: float
    kind: str
    store: str
    operation: str
    reason: str = ""
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    source: str = ""
    undoes: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The record as written to the journal file."""
        out: dict[str, Any] = {
            "id": self.id, "ts": round(self.ts, 6),
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.ts)),
            "kind": self.kind, "store": self.store, "operation": self.operation, "reason": self.reason,
            "before": list(self.before), "after": list(self.after), "source": self.source,
        }
        if self.undoes:
            out["undoes"] = self.undoes
        if self.extra:
            out["extra"] = self.extra
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "JournalRecord":
        """Parse one decoded line; raises KeyError/TypeError/ValueError on a damaged one."""
        return cls(
            id=str(data["id"]), ts=float(data["ts"]), kind=str(data["kind"]), store=str(data.get("store", "")),
            operation=str(data.get("operation", "")), reason=str(data.get("reason", "")),
            before=tuple(str(x) for x in data.get("before", [])), after=tuple(str(x) for x in data.get("after", [])),
            source=str(data.get("source", "")), undoes=data.get("undoes"), extra=dict(data.get("extra", {})),
        )

    @property
    def is_curator_change(self) -> bool:
        """A change the curator made (undoable)."""
        return self.kind in CURATOR_KINDS

    @property
    def added(self) -> list[str]:
        """Entries present after but not before."""
        before = set(self.before)
        return [e for e in self.after if e not in before]

    @property
    def removed(self) -> list[str]:
        """Entries present before but not after."""
        after = set(self.after)
        return [e for e in self.before if e not in after]


@dataclass(frozen=True)
class JournalContents:
    """All readable records, oldest first, plus a note for every line that could not be read."""

    records: tuple[JournalRecord, ...]
    damaged: tuple[str, ...] = ()


def home_key(home_path: Path) -> str:
    """A stable key for one Hermes home (profile directory) in the curator's state dir."""
    return hashlib.sha256(str(Path(os.path.abspath(home_path))).encode("utf-8")).hexdigest()[:16]


class Journal:
    """The journal of one Hermes home, stored under the curator's state dir."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def for_home(cls, home_path: Path, base: Path | None = None) -> "Journal":
        """The journal for a home directory (``<state_dir>/journal/<key>.jsonl``)."""
        root = (base or state_dir()) / "journal"
        return cls(root / f"{home_key(home_path)}.jsonl")

    def append(self, *, kind: str, store: str, operation: str, reason: str = "", before: Iterable[str] = (),
               after: Iterable[str] = (), source: str = "", undoes: str | None = None,
               extra: dict[str, Any] | None = None) -> JournalRecord:
        """Append one record durably (single write with O_APPEND, then fsync)."""
        record = JournalRecord(
            id=secrets.token_hex(4), ts=time.time(), kind=kind, store=store, operation=operation, reason=reason,
            before=tuple(before), after=tuple(after), source=source, undoes=undoes, extra=dict(extra or {}),
        )
        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = (json.dumps(record.to_json(), ensure_ascii=False) + "\n").encode("utf-8")
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            # A torn last line from an earlier crash must not swallow this record.
            if os.fstat(fd).st_size > 0 and not self._ends_with_newline():
                line = b"\n" + line
            os.write(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)
        return record

    def _ends_with_newline(self) -> bool:
        try:
            with open(self.path, "rb") as fh:
                fh.seek(-1, os.SEEK_END)
                return fh.read(1) == b"\n"
        except OSError:
            return True

    def read(self) -> JournalContents:
        """Every readable record; damaged lines (e.g. a torn last line after a crash) are reported."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return JournalContents(records=())
        records: list[JournalRecord] = []
        damaged: list[str] = []
        lines = raw.split(b"\n")
        for n, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                records.append(JournalRecord.from_json(json.loads(line.decode("utf-8"))))
            except (ValueError, KeyError, TypeError, UnicodeDecodeError):
                torn = n == len(lines) or (n == len(lines) - 1 and not lines[-1])
                what = "torn last line (an interrupted write)" if torn else "unreadable line"
                damaged.append(f"{self.path}: line {n}: {what}, skipped")
        return JournalContents(records=tuple(records), damaged=tuple(damaged))

    def records(self, store: str | None = None) -> list[JournalRecord]:
        """Readable records, oldest first, optionally for one store."""
        return [r for r in self.read().records if store is None or r.store == store]

    def last_known(self, store: str) -> tuple[str, ...] | None:
        """The entries the curator last saw or wrote for a store, or None if it never did.

        Reads the journal backwards from its end, so a write (which calls this under the lock) costs the
        same with a journal of ten records or of ten thousand; damaged lines are skipped as in :meth:`read`.
        """
        for line in self._lines_from_end():
            if not line.strip():
                continue
            try:
                record = JournalRecord.from_json(json.loads(line.decode("utf-8")))
            except (ValueError, KeyError, TypeError, UnicodeDecodeError):
                continue
            if record.store == store and record.kind in ("curator", "undo", "external", "baseline"):
                return record.after
        return None

    def _lines_from_end(self, block: int = 1 << 16) -> Iterator[bytes]:
        """The journal's lines, last first, read in blocks from the end of the file."""
        try:
            fh = open(self.path, "rb")
        except FileNotFoundError:
            return
        with fh:
            pos = fh.seek(0, os.SEEK_END)
            partial = b""
            while pos > 0:
                step = min(block, pos)
                pos -= step
                fh.seek(pos)
                lines = (fh.read(step) + partial).split(b"\n")
                partial = lines[0]
                yield from reversed(lines[1:])
            yield partial

    def find(self, record_id: str) -> JournalRecord | None:
        """The record with this id (or unique id prefix)."""
        matches = [r for r in self.records() if r.id == record_id or r.id.startswith(record_id)]
        exact = [r for r in matches if r.id == record_id]
        if exact:
            return exact[0]
        return matches[0] if len(matches) == 1 else None

    def undone_ids(self) -> set[str]:
        """Ids of curator changes already reverted by an undo record."""
        return {r.undoes for r in self.records() if r.kind == "undo" and r.undoes}
