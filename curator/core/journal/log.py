"""The curator's journal: verified, validated, rotated JSON lines; each write is an intent plus its commit."""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import secrets
import stat
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterable, Iterator

from curator.core.errors import CuratorError
from curator.core.journal.record import (  # noqa: F401  (re-exported: the journal's public face)
    CHECKPOINT,
    CURATOR_KINDS,
    KINDS,
    MARKS,
    MAX_LINE_BYTES,
    SEGMENT_BYTES,
    STATE_KINDS,
    JournalContents,
    JournalRecord,
    sha_bytes,
)
from curator.core.paths import state_dir


class JournalWriteError(CuratorError):
    """The journal could not be written (short write, full disk, permissions); nothing was changed."""

    reason = "journal_unwritable"


def home_key(home_path: Path) -> str:
    """A stable key for one Hermes home (profile directory) in the curator's state dir."""
    return hashlib.sha256(str(Path(os.path.abspath(home_path))).encode("utf-8")).hexdigest()[:16]


def _segment_limit() -> int:
    try:
        return max(1024, int(os.environ.get("HERMES_CURATOR_JOURNAL_SEGMENT_BYTES", "")))
    except ValueError:
        return SEGMENT_BYTES


class Journal:
    """The journal of one Hermes home: ``<key>.jsonl`` (active) plus rotated ``<key>.<n>.jsonl`` segments."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.damaged: list[str] = []
        """Damage met by the last backwards scan (``read()`` reports its own)."""

    @classmethod
    def for_home(cls, home_path: Path, base: Path | None = None) -> "Journal":
        """The journal for a home directory (``<state_dir>/journal/<key>.jsonl``)."""
        root = (base or state_dir()) / "journal"
        return cls(root / f"{home_key(home_path)}.jsonl")

    # ------------------------------------------------------------ writing

    def append(self, *, kind: str, store: str, operation: str, reason: str = "", before: Iterable[str] = (),
               after: Iterable[str] = (), source: str = "", undoes: str | None = None,
               extra: dict[str, Any] | None = None, phase: str = "", before_sha: str = "",
               after_sha: str = "", ref: str = "") -> JournalRecord:
        """Append one record durably; raises JournalWriteError (the journal is left as it was) on failure."""
        record = JournalRecord(
            id=secrets.token_hex(4), ts=time.time(), kind=kind, store=store, operation=operation, reason=reason,
            before=tuple(before), after=tuple(after), source=source, undoes=undoes, extra=dict(extra or {}),
            phase=phase, before_sha=before_sha, after_sha=after_sha, ref=ref,
        )
        self._append_line(record.to_json())
        return record

    def mark(self, intent: JournalRecord, kind: str, *, source: str = "", reason: str = "") -> JournalRecord:
        """Settle an intent: ``commit`` (the write is in the file) or ``abort`` (it is not)."""
        return self.append(kind=kind, store=intent.store, operation=intent.operation, ref=intent.id,
                           source=source, reason=reason)

    def _append_line(self, data: dict[str, Any]) -> None:
        line = (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._locked():
                if data.get("kind") != CHECKPOINT:
                    self._maybe_rotate(len(line))
                self._write_verified(line)
        except JournalWriteError:
            raise
        except OSError as exc:
            raise self._error(exc) from None

    def _error(self, exc: OSError | str) -> JournalWriteError:
        why = exc if isinstance(exc, str) else (exc.strerror or str(exc))
        return JournalWriteError(f"{self.path}: the journal could not be written ({why}); nothing was changed.")

    def _locked(self):
        import contextlib

        @contextlib.contextmanager
        def hold() -> Iterator[None]:
            fd = os.open(self.path.with_name(self.path.name + ".lock"),
                         os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield
            finally:
                os.close(fd)
        return hold()

    def _write_verified(self, line: bytes) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        try:
            start = os.fstat(fd).st_size
            if start > 0 and not self._ends_with_newline():
                line = b"\n" + line  # a torn last line from an earlier crash must not swallow this record
            view, written = memoryview(line), 0
            try:
                while written < len(line):
                    n = os.write(fd, view[written:])
                    if n <= 0:
                        raise OSError(errno.ENOSPC, "short write")
                    written += n
                os.fsync(fd)
            except OSError as exc:
                _truncate(fd, start)
                short = f"only {written} of {len(line)} bytes written: " if written else ""
                raise self._error(f"{short}{exc.strerror or exc}") from None
        finally:
            os.close(fd)

    def _ends_with_newline(self) -> bool:
        try:
            with open(self.path, "rb") as fh:
                fh.seek(-1, os.SEEK_END)
                return fh.read(1) == b"\n"
        except OSError:
            return True

    def _maybe_rotate(self, incoming: int) -> None:
        try:
            size = os.stat(self.path).st_size
        except FileNotFoundError:
            return
        if size == 0 or size + incoming <= _segment_limit():
            return
        self.rotate()

    def rotate(self) -> Path:
        """Move the active segment aside and start a new one with a checkpoint (caller holds the journal lock).

        The checkpoint carries each store's last known entries and every intent still unsettled, so readers
        working backwards never need the segments before it for the current state.
        """
        known: dict[str, list[str] | None] = {}
        open_intents: dict[str, dict[str, Any]] = {}
        marks: set[str] = set()
        for record in self._records_back(self._segments()[-1:], effective=False):
            if record.kind == CHECKPOINT:
                for store, after in record.extra.get("last_known", {}).items():
                    known.setdefault(store, after)
                for intent in record.extra.get("open", []):
                    if isinstance(intent, dict) and intent.get("id") not in marks:
                        open_intents.setdefault(str(intent.get("id")), intent)
                continue
            if record.kind in MARKS:
                marks.add(record.ref)
                continue
            if record.is_intent and record.id not in marks:
                open_intents.setdefault(record.id, record.to_json())
            if record.kind in STATE_KINDS and record.store not in known and (not record.is_intent or
                                                                             record.id in marks):
                known[record.store] = list(record.after)
                if {"memory", "user"} <= known.keys():
                    break  # older lines hold neither a newer state nor an open intent (each write settles first)
        seq = 1 + max((self._seq(p) for p in self._segments()[:-1]), default=0)
        target = self.path.with_name(f"{self.path.stem}.{seq:06d}.jsonl")
        os.rename(self.path, target)
        checkpoint = JournalRecord(id=secrets.token_hex(4), ts=time.time(), kind=CHECKPOINT, store="",
                                   operation="rotate", reason=f"continues {target.name}",
                                   extra={"last_known": known, "open": list(open_intents.values()), "segment": seq})
        self._write_verified((json.dumps(checkpoint.to_json(), ensure_ascii=False) + "\n").encode("utf-8"))
        _fsync_dir(self.path.parent)
        return target

    # ------------------------------------------------------------ reading

    def _seq(self, path: Path) -> int:
        middle = path.name[len(self.path.stem) + 1: -len(".jsonl")]
        return int(middle) if middle.isdigit() else 0

    def _segments(self) -> list[Path]:
        """Every segment, oldest first; the active one last."""
        try:
            rotated = [p for p in self.path.parent.glob(f"{self.path.stem}.*.jsonl") if self._seq(p) > 0]
        except OSError:
            rotated = []
        return sorted(rotated, key=self._seq) + [self.path]

    def _decode(self, line: bytes, where: str, torn: bool) -> JournalRecord | None:
        if not line.strip():
            return None
        try:
            if len(line) > MAX_LINE_BYTES:
                raise ValueError("longer than any record")
            return JournalRecord.from_json(json.loads(line.decode("utf-8")))
        except RecursionError:
            why = "nested too deeply"
        except (ValueError, UnicodeDecodeError) as exc:
            why = "not JSON" if isinstance(exc, (json.JSONDecodeError, UnicodeDecodeError)) else f"bad record: {exc}"
        what = "torn last line (an interrupted write)" if torn else f"unreadable line ({why})"
        self.damaged.append(f"{where}: {what}, skipped")
        return None

    def read(self) -> JournalContents:
        """Every record of every segment, oldest first: committed intents as plain records, aborted ones left
        out, unsettled ones with ``settled=False``; damaged lines (a torn last line, bad types) reported."""
        self.damaged = []
        raw_records: list[JournalRecord] = []
        for segment in self._segments():
            try:
                raw = _read_file(segment)
            except FileNotFoundError:
                continue
            lines = raw.split(b"\n")
            for n, line in enumerate(lines, start=1):
                torn = n == len(lines) or (n == len(lines) - 1 and not lines[-1])
                record = self._decode(line, f"{segment}: line {n}", torn and segment == self.path)
                if record is not None:
                    raw_records.append(record)
        settled = {r.ref: r.kind for r in raw_records if r.kind in MARKS}
        out: list[JournalRecord] = []
        seen: set[str] = set()
        for record in raw_records:
            if record.kind in MARKS or record.kind == CHECKPOINT or record.id in seen:
                continue
            seen.add(record.id)
            if record.is_intent:
                state = settled.get(record.id)
                if state == "abort":
                    continue
                if state is None:
                    record = replace(record, settled=False)
            out.append(record)
        return JournalContents(records=tuple(out), damaged=tuple(self.damaged))

    def records(self, store: str | None = None) -> list[JournalRecord]:
        """Readable records, oldest first, optionally for one store."""
        return [r for r in self.read().records if store is None or r.store == store]

    def back(self, *, stop_at_checkpoint: bool = False) -> Iterator[JournalRecord]:
        """Effective records newest first (as :meth:`read` sees them), reading segments from their ends.

        A checkpoint is yielded too (kind ``checkpoint``), then its open intents; with
        ``stop_at_checkpoint`` the scan ends there.
        """
        self.damaged = []
        yield from self._records_back(list(reversed(self._segments())), effective=True,
                                      stop_at_checkpoint=stop_at_checkpoint)

    def _records_back(self, segments: list[Path], *, effective: bool,
                      stop_at_checkpoint: bool = False) -> Iterator[JournalRecord]:
        settled: dict[str, str] = {}
        seen: set[str] = set()
        if not effective:
            segments = list(reversed(segments))
        for segment in segments:
            for n, line in enumerate(_lines_from_end(segment)):
                record = self._decode(line, f"{segment}: line -{n + 1}", torn=False)
                if record is None:
                    continue
                if not effective:
                    yield record
                    continue
                if record.kind in MARKS:
                    settled.setdefault(record.ref, record.kind)
                    continue
                if record.id in seen:
                    continue
                seen.add(record.id)
                if record.kind == CHECKPOINT:
                    yield record
                    for data in record.extra.get("open", []):
                        try:
                            intent = JournalRecord.from_json(data)
                        except ValueError:
                            continue
                        if intent.id not in seen and settled.get(intent.id) != "abort":
                            seen.add(intent.id)
                            yield intent if intent.id in settled else replace(intent, settled=False)
                    if stop_at_checkpoint:
                        return
                    continue
                if record.is_intent:
                    state = settled.get(record.id)
                    if state == "abort":
                        continue
                    if state is None:
                        record = replace(record, settled=False)
                yield record

    def last_known(self, store: str) -> tuple[str, ...] | None:
        """The entries the curator last saw or wrote for a store, or None if it never did.

        Reads backwards from the end and stops at the active segment's checkpoint, so it costs the same with
        ten records or two hundred thousand. Unsettled intents are not "known" (their write may not be there).
        """
        for record in self.back(stop_at_checkpoint=True):
            if record.kind == CHECKPOINT:
                known = record.extra.get("last_known", {}).get(store)
                return tuple(known) if isinstance(known, list) else None
            if record.store == store and record.kind in STATE_KINDS and record.settled:
                return record.after
        return None

    def open_intents(self, store: str) -> list[JournalRecord]:
        """Intents of ``store`` that are neither committed nor aborted, newest first."""
        out: list[JournalRecord] = []
        for record in self.back(stop_at_checkpoint=True):
            if record.kind == CHECKPOINT:
                continue
            if record.store != store or record.kind not in STATE_KINDS:
                continue
            if record.settled:
                break  # every write settles its store before it writes: nothing older is open
            out.append(record)
        return out

    def find(self, record_id: str) -> JournalRecord | None:
        """The record with this id (or unique id prefix), read backwards."""
        prefixed: list[JournalRecord] = []
        for record in self.back():
            if record.id == record_id:
                return record
            if record.id.startswith(record_id) and record.kind != CHECKPOINT:
                prefixed.append(record)
        return prefixed[0] if len(prefixed) == 1 else None

    def undone_ids(self) -> set[str]:
        """Ids of curator changes already reverted by an undo record."""
        return {r.undoes for r in self.back() if r.kind == "undo" and r.undoes and r.settled}


def _read_file(path: Path) -> bytes:
    from curator.core.files import read_regular

    return read_regular(path, what="journal")


def _lines_from_end(path: Path, block: int = 1 << 16) -> Iterator[bytes]:
    """A file's lines, last first, read in blocks from its end."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        return
    with os.fdopen(fd, "rb") as fh:
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


def _truncate(fd: int, size: int) -> None:
    try:
        os.ftruncate(fd, size)
        os.fsync(fd)
    except OSError:
        pass


def _fsync_dir(directory: Path) -> None:
    try:
        dfd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)
