"""Hermes's write protocol: BSD flock on ``<file>.lock``, then temp file + fsync + os.replace."""

from __future__ import annotations

import contextlib
import fcntl
import os
import tempfile
import time
from pathlib import Path
from typing import Iterator

from curator.core.errors import CuratorError


class LockTimeoutError(CuratorError):
    """The lock on a memory file could not be taken in time (another writer holds it)."""

    reason = "locked"


def lock_path_for(path: Path) -> Path:
    """The separate lock file Hermes uses: ``MEMORY.md.lock`` beside ``MEMORY.md``."""
    return path.with_name(path.name + ".lock")


@contextlib.contextmanager
def exclusive_lock(path: Path, timeout: float | None = 30.0) -> Iterator[None]:
    """Hold an exclusive flock on ``<path>.lock`` (created 0600 if missing) for the block."""
    lock = lock_path_for(path)
    lock.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if timeout is None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        else:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise LockTimeoutError(f"{lock}: another writer has held the lock for {timeout:.0f} s") from None
                    time.sleep(0.01)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes, *, prefix: str = ".mem_", mode: int | None = None,
                       exclusive: bool = False) -> None:
    """Write via a temp file in the same directory, flush, fsync, then ``os.replace`` over ``path``.

    ``mode`` defaults to the replaced file's (0644 for a new one). With ``exclusive`` the final name must not
    exist yet (FileExistsError otherwise): the temp file is hard-linked into place instead of replacing.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if mode is None:
        try:
            mode = path.stat().st_mode & 0o777
        except FileNotFoundError:
            mode = 0o644
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        if exclusive:
            os.link(tmp, path)
            os.unlink(tmp)
        else:
            os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def fsync_dir(directory: Path) -> None:
    """fsync a directory so renames and unlinks in it are durable."""
    with contextlib.suppress(OSError):
        dfd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
