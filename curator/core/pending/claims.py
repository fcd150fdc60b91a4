"""Claiming pending records by atomic rename, so a record is never applied twice, and crash recovery."""

from __future__ import annotations

import contextlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from curator.core.errors import OpError
from curator.core.files import fsync_dir
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.pending.records import (
    CLAIM_MARK,
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


@dataclass(frozen=True)
class Claim:
    """A record taken out of the queue by renaming it to a hidden claim name in the same directory."""

    original: Path
    path: Path

    def release(self) -> bool:
        """Put the record back under its own name (never over a record that reappeared); True on success."""
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

    def consume(self) -> None:
        """Delete the claimed record (the action it stood for is done)."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)
        fsync_dir(self.path.parent)


def _missing(original: Path, pending_id: str) -> PendingRefusedError:
    if any(original.parent.glob(claim_glob(pending_id))):
        return PendingRefusedError(f"Pending write {pending_id} is being handled by another approver.",
                                   "already_claimed")
    return PendingRefusedError(f"Pending write {pending_id} is not in the queue (already approved or "
                               f"rejected, or never staged).", "gone")


def peek(home: HermesHome, pending_id: str) -> tuple[PendingWrite, bytes]:
    """Read ``<id>.json`` where it is, without taking it (the same refusals as :func:`claim` when it is not
    there). Approving peeks first and claims only once the replay is known to apply, under the store's
    lock: a record the curator cannot apply is never moved, so a Hermes that approves without claiming
    (0.19) and deletes the record after applying it always finds it."""
    original = record_path(home, pending_id)
    try:
        raw = original.read_bytes()
    except FileNotFoundError:
        raise _missing(original, pending_id) from None
    data, error = decode_record(raw, original)
    if error:
        return PendingWrite(id=pending_id, path=original, error=error), raw
    return parse_record(data, original), raw


def claim(home: HermesHome, pending_id: str) -> Claim:
    """Atomically rename ``<id>.json`` to ``.<id>.json.claimed-<pid>-<token>``; exactly one caller wins.

    The claim name is hidden and does not end in ``.json``, so Hermes's listing (``*.json``) and
    its ``<id>.json`` lookups no longer see the record. Raises PendingRefusedError (``gone`` or
    ``already_claimed``) when the record is not there to take.
    """
    original = record_path(home, pending_id)
    target = original.with_name(f".{original.name}{CLAIM_MARK}{os.getpid()}-{secrets.token_hex(3)}")
    try:
        os.rename(original, target)
    except FileNotFoundError:
        raise _missing(original, pending_id) from None
    return Claim(original, target)


def read_claimed(c: Claim) -> tuple[PendingWrite, bytes]:
    raw = c.path.read_bytes()
    data, error = decode_record(raw, c.original)
    if error:
        return PendingWrite(id=c.original.stem, path=c.original, error=error), raw
    return parse_record(data, c.original), raw


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def recover_claims(home: HermesHome, journal: Journal) -> list[str]:
    """Settle claims left by a crashed curator: applied ones are deleted, the others put back in the queue."""
    directory = home.pending_dir
    try:
        claims = [p for p in directory.iterdir() if CLAIM_MARK in p.name and p.name.startswith(".")]
    except (FileNotFoundError, NotADirectoryError):
        return []
    settled: list[str] = []
    applied: set[str] | None = None
    for path in claims:
        name, _, owner = path.name.partition(CLAIM_MARK)
        pid_text = owner.split("-", 1)[0]
        if not pid_text.isdigit() or _pid_alive(int(pid_text)):
            continue
        pending_id = name[1:-len(".json")] if name.endswith(".json") else name[1:]
        if applied is None:
            applied = {str(r.extra.get("pending_id")) for r in journal.records()
                       if r.kind == "curator" and r.extra.get("pending_id")}
        c = Claim(directory / f"{pending_id}.json", path)
        if pending_id in applied or c.original.exists():
            c.consume()  # applied before the crash, or an edit already wrote the new record
        elif not c.release():
            continue
        settled.append(pending_id)
    return settled
