"""Hermes's write protocol (flock on ``<file>.lock``, temp + fsync + os.replace) and regular-file-only reads."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat
import tempfile
import threading
import time
from contextvars import ContextVar
from pathlib import Path
from typing import Callable, Iterator

from curator.core.errors import CuratorError
from curator.core.faults import fault


class LockTimeoutError(CuratorError):
    """The lock on a memory file could not be taken in time (another writer holds it)."""

    reason = "locked"


class LockWaitCancelledError(CuratorError):
    """The caller gave up waiting for a lock another writer held, before anything was written."""

    reason = "cancelled"


class LockWait:
    """How one caller waits for a memory file's lock: told once that it waits (``on_wait(lock)``, from the
    waiting thread) and able to give up (``cancel()``, from any thread) until the lock is taken."""

    def __init__(self, on_wait: Callable[[Path], None] | None = None) -> None:
        self.on_wait = on_wait
        self.waiting_on: Path | None = None
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        """Give up: a lock not taken yet is never taken (the write raises LockWaitCancelledError)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancelled.is_set()


_LOCK_WAIT: ContextVar[LockWait | None] = ContextVar("curator_lock_wait", default=None)


@contextlib.contextmanager
def waiting_for_locks(wait: LockWait) -> Iterator[LockWait]:
    """Within the block (this thread), every memory-file lock reports its waiting to ``wait`` and obeys its cancel."""
    token = _LOCK_WAIT.set(wait)
    try:
        yield wait
    finally:
        _LOCK_WAIT.reset(token)


class NotRegularFileError(OSError):
    """A FIFO, device, socket or directory where a regular file is expected (never opened blocking)."""


class FileTooLargeError(OSError):
    """A file larger than the curator will read for this purpose."""


class UnsafePathError(CuratorError):
    """A link that would make the curator create, lock or delete a file outside the home."""

    reason = "unsafe_path"
    exit_code = 2


KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
         (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory"))


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    for test, name in KINDS:
        if test(mode):
            return name
    return "not a regular file"


def check_regular(path: Path, what: str = "") -> os.stat_result:
    """stat ``path`` (following links); raise NotRegularFileError unless it is a regular file."""
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFileError(errno.EINVAL, f"{what + ' ' if what else ''}is {kind_of(st.st_mode)}, "
                                  f"not a regular file", str(path))
    return st


def read_regular(path: Path, *, what: str = "", limit: int | None = None) -> bytes:
    """The bytes of a regular file: stat first, open non-blocking, fstat again, read at most ``limit`` bytes.

    A FIFO or device never blocks the caller (raises NotRegularFileError); a file over ``limit`` raises
    FileTooLargeError. FileNotFoundError passes through.
    """
    check_regular(path, what)
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # swapped between the stat and the open
            raise NotRegularFileError(errno.EINVAL, f"is {kind_of(st.st_mode)}, not a regular file", str(path))
        if limit is not None and st.st_size > limit:
            raise FileTooLargeError(errno.EFBIG, f"is {st.st_size:,} bytes, larger than the {limit:,} the curator "
                                    f"reads", str(path))
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if limit is not None and total > limit:
                raise FileTooLargeError(errno.EFBIG, f"is larger than the {limit:,} bytes the curator reads",
                                        str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


def lock_path_for(path: Path) -> Path:
    """The separate lock file Hermes uses: ``MEMORY.md.lock`` beside ``MEMORY.md``."""
    return path.with_name(path.name + ".lock")


def _open_lock(lock: Path) -> int:
    try:
        return os.open(lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafePathError(
                f"{lock} is a symlink (to {os.readlink(lock)}); the curator will not follow a lock link to "
                f"create or lock a file elsewhere. Remove the link (Hermes re-creates the lock file).") from None
        raise


@contextlib.contextmanager
def exclusive_lock(path: Path, timeout: float | None = 30.0) -> Iterator[None]:
    """Hold an exclusive flock on ``<path>.lock`` (created 0600 if missing, never through a link) for the block."""
    lock = lock_path_for(path)
    lock.parent.mkdir(parents=True, exist_ok=True)
    fd = _open_lock(lock)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFileError(errno.EINVAL, f"is {kind_of(st.st_mode)}, not a lock file", str(lock))
        wait = _LOCK_WAIT.get()
        if timeout is None and wait is None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        else:
            deadline = time.monotonic() + timeout if timeout is not None else float("inf")
            while True:
                if wait is not None and wait.cancelled:
                    raise LockWaitCancelledError(f"Gave up waiting for {lock} (another writer, most likely Hermes, "
                                                 f"held it); nothing was changed.")
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise LockTimeoutError(f"{lock}: another writer has held the lock for {timeout:.0f} s") from None
                    if wait is not None and wait.waiting_on is None:
                        wait.waiting_on = lock
                        if wait.on_wait is not None:
                            wait.on_wait(lock)
                    time.sleep(0.01)
                    continue
                if wait is not None and wait.cancelled:  # a cancel that came before the lock always wins
                    raise LockWaitCancelledError(f"Gave up waiting for {lock} (another writer, most likely "
                                                 f"Hermes, held it); nothing was changed.")
                break
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def write_target(path: Path) -> Path:
    """Where a write to ``path`` lands: the file itself, or the target of a symlinked file (dotfiles repos).

    A dangling link is refused: following it would create a file wherever it points.
    """
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    if not target.exists():
        raise UnsafePathError(f"{path} is a symlink to {os.readlink(path)}, which does not exist; the curator "
                              f"will not create a file there. Fix or remove the link.")
    check_regular(target, path.name)
    return target


def atomic_write_bytes(path: Path, data: bytes, *, prefix: str | None = None, mode: int | None = None,
                       exclusive: bool = False, mode_from: Path | None = None) -> None:
    """Write via a temp file beside the target, fsync, then os.replace; the temp keeps the mode and owner of
    the file it replaces (or of ``mode_from``; ``mode`` forces one), so a private file never becomes readable
    by others. With ``exclusive`` the final name must not exist yet (FileExistsError otherwise): the temp file
    is hard-linked into place instead of replacing.

    A symlinked ``path`` is written through: its target is replaced and the link stays a link.
    """
    target = write_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    owner = None
    try:
        src = os.stat(mode_from or target)
        owner = (src.st_uid, src.st_gid)
        mode = stat.S_IMODE(src.st_mode) if mode is None else mode
    except FileNotFoundError:
        mode = 0o644 if mode is None else mode
    fd, tmp = tempfile.mkstemp(prefix=prefix or temp_prefix(target), suffix=".tmp", dir=target.parent)
    try:
        os.fchmod(fd, mode)
        if owner is not None and os.geteuid() == 0:
            with contextlib.suppress(OSError):
                os.fchown(fd, *owner)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        fault("before-replace")
        if exclusive:
            os.link(tmp, target)
            os.unlink(tmp)
        else:
            os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dir(target.parent)


def temp_prefix(target: Path) -> str:
    """The curator's temp-file prefix for one file (its own, so a cleanup never touches Hermes's ``.mem_*``)."""
    return f".curator-{target.name}."


def remove_stale_temps(path: Path) -> int:
    """Delete temp files a killed curator left beside ``path``'s target; only call holding ``path``'s lock
    (then no curator writer of this file is alive to own one). Returns how many were removed."""
    try:
        target = write_target(path)
        names = [p for p in target.parent.glob(temp_prefix(target) + "*.tmp")]
    except (OSError, CuratorError):
        return 0
    removed = 0
    for stale in names:
        with contextlib.suppress(OSError):
            stale.unlink()
            removed += 1
    return removed


def fsync_dir(directory: Path) -> None:
    """fsync a directory so renames and unlinks in it are durable."""
    with contextlib.suppress(OSError):
        dfd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def inside(path: Path, root: Path) -> bool:
    """True when ``path`` (links resolved) is ``root`` (links resolved) or below it."""
    real, base = os.path.realpath(path), os.path.realpath(root)
    return real == base or real.startswith(base.rstrip(os.sep) + os.sep)
