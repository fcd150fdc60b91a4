"""Claiming pending records (flock, then atomic rename) so a record is never applied twice, and crash recovery.

A claim is live exactly while its owner holds an flock on it: the approver opens ``<id>.json``, locks it
(non-blocking), renames it to ``.<id>.json.claimed-<pid>-<start>-<token>`` and keeps the descriptor until it
is done. A dead owner's lock is gone with it, whatever process has its pid now, so recovery never mistakes an
unrelated live process (pid reuse) for the owner.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import secrets
import stat
from dataclasses import dataclass, field
from pathlib import Path

from curator.core.errors import OpError
from curator.core.files import check_regular, fsync_dir, inside, read_regular
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.pending.records import (
    CLAIM_MARK,
    MAX_RECORD_BYTES,
    PendingWrite,
    claim_glob,
    decode_record,
    parse_record,
    record_path,
)


class PendingRefusedError(OpError):
    """A pending-write action refused; ``reason`` says why (gone, already_claimed, malformed, ...)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


def _start_time(pid: int) -> str:
    """The process's start time in clock ticks since boot (``/proc/<pid>/stat`` field 22), or "0"."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            return fh.read().rsplit(b")", 1)[1].split()[19].decode()
    except (OSError, IndexError):
        return "0"


def check_queue_dir(home: HermesHome, action: str) -> Path:
    """The pending dir, refused when a link takes it outside the home (the curator would create or delete there)."""
    directory = home.pending_dir
    for part in (directory.parent, directory):
        if part.is_symlink() and not inside(part, home.path):
            raise PendingRefusedError(
                f"{part} is a symlink to {os.readlink(part)}, outside the Hermes home {home.path}; the curator will "
                f"not {action} files there. Replace the link with a directory.", "unsafe_path")
    return directory


@dataclass
class Claim:
    """A record taken out of the queue: renamed to a hidden claim name and locked by its owner."""

    original: Path
    path: Path
    fd: int | None = field(default=None, repr=False)

    def _close(self) -> None:
        if self.fd is not None:
            with contextlib.suppress(OSError):
                os.close(self.fd)
            self.fd = None

    def release(self) -> bool:
        """Put the record back under its own name (never over a record that reappeared); True on success."""
        try:
            try:
                os.link(self.path, self.original)
            except FileExistsError:
                return False
            except OSError:  # file systems without hard links: rename, after checking the name is free
                if self.original.exists():
                    return False
                os.rename(self.path, self.original)
                fsync_dir(self.original.parent)
                return True
            os.unlink(self.path)
            fsync_dir(self.original.parent)
            return True
        finally:
            self._close()

    def consume(self) -> None:
        """Delete the claimed record (the action it stood for is done)."""
        try:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)
            fsync_dir(self.path.parent)
        finally:
            self._close()


def claim(home: HermesHome, pending_id: str) -> Claim:
    """Lock ``<id>.json`` and rename it to its hidden claim name; exactly one caller wins.

    The claim name is hidden and does not end in ``.json``, so Hermes's listing (``*.json``) and its
    ``<id>.json`` lookups no longer see the record. Raises PendingRefusedError (``gone``,
    ``already_claimed``, ``unsafe_path`` or ``malformed`` for a FIFO/device/dir) when it is not there to take.
    """
    original = record_path(home, pending_id)
    check_queue_dir(home, "create or delete")
    try:
        check_regular(original)
        fd = os.open(original, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    except FileNotFoundError:
        raise _missing(original, pending_id) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise PendingRefusedError(f"{original} is a symlink; the curator will not apply or delete it.",
                                      "unsafe_path") from None
        what = exc.strerror or str(exc)
        raise PendingRefusedError(f"{original}: {what}; it is kept, not applied.", "malformed") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise PendingRefusedError(f"Pending write {pending_id} is being handled by another approver.",
                                  "already_claimed") from None
    owner = f"{os.getpid()}-{_start_time(os.getpid())}-{secrets.token_hex(3)}"
    target = original.with_name(f".{original.name}{CLAIM_MARK}{owner}")
    try:
        if not os.path.samestat(os.fstat(fd), os.stat(original)):
            raise FileNotFoundError(original)  # replaced between our open and our lock: take the new one later
        os.rename(original, target)
    except FileNotFoundError:
        os.close(fd)
        raise _missing(original, pending_id) from None
    except BaseException:
        os.close(fd)
        raise
    return Claim(original, target, fd)


def _missing(original: Path, pending_id: str) -> PendingRefusedError:
    if any(original.parent.glob(claim_glob(pending_id))):
        return PendingRefusedError(f"Pending write {pending_id} is being handled by another approver.",
                                   "already_claimed")
    return PendingRefusedError(f"Pending write {pending_id} is not in the queue (already approved or "
                               f"rejected, or never staged).", "gone")


def read_claimed(c: Claim) -> tuple[PendingWrite, bytes]:
    """The claimed record, parsed (``error`` set when malformed), and its bytes."""
    try:
        raw = read_regular(c.path, limit=MAX_RECORD_BYTES)
    except OSError as exc:
        return PendingWrite(id=c.original.stem, path=c.original, error=f"cannot be read ({exc.strerror})"), b""
    data, error = decode_record(raw, c.original)
    if error:
        return PendingWrite(id=c.original.stem, path=c.original, error=error), raw
    return parse_record(data, c.original), raw


def claim_is_live(path: Path) -> bool:
    """True while some process holds the claim's lock (its owner is still at work)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return True  # gone (settled meanwhile) or not ours to judge
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return True
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def _target_of(path: Path) -> str:
    try:
        data = json.loads(read_regular(path, limit=MAX_RECORD_BYTES))
        target = data["payload"].get("target", "memory")
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return "memory"
    return target if target in ("memory", "user") else "memory"


def _applied(journal: Journal, pending_id: str, since: float) -> bool:
    """A committed curator record of this pending id at or after ``since`` (the claim's rename)."""
    for record in journal.back():
        if record.ts < since:
            return False
        if record.kind == "curator" and record.settled and record.extra.get("pending_id") == pending_id:
            return True
    return False


def recover_claims(home: HermesHome, journal: Journal, stores: dict | None = None) -> list[str]:
    """Settle claims left by a dead curator: applied ones are deleted, the others put back in the queue.

    "Applied" is decided from the memory file (the target store is settled under its lock first), never from
    the journal lacking a record; the owner is dead when nobody holds the claim's lock.
    """
    directory = home.pending_dir
    try:
        claims = [p for p in directory.iterdir() if CLAIM_MARK in p.name and p.name.startswith(".")]
    except (FileNotFoundError, NotADirectoryError):
        return []
    settled: list[str] = []
    for path in claims:
        name, _, _owner = path.name.partition(CLAIM_MARK)
        if claim_is_live(path):
            continue
        try:
            check_queue_dir(home, "create or delete")
            renamed_at = os.stat(path).st_ctime
        except (OSError, PendingRefusedError):
            continue
        pending_id = name[1:-len(".json")] if name.endswith(".json") else name[1:]
        if stores is not None:
            store = stores.get(_target_of(path))
            if store is not None:
                with contextlib.suppress(Exception):
                    store.sync(source="recovery")
        c = Claim(directory / f"{pending_id}.json", path)
        if _applied(journal, pending_id, renamed_at - 120) or c.original.exists():
            c.consume()  # applied before the crash, or an edit already wrote the new record
        elif not c.release():
            continue
        settled.append(pending_id)
    return settled


