"""The MEMORY.md / USER.md file format: parse, serialise, measure and check tool shape like Hermes."""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, field
from pathlib import Path

DELIMITER = "\n\u00a7\n"
"""Entries are joined by LF, section sign, LF and nothing else."""

BOM = "\ufeff"

STORE_NAMES = ("memory", "user")
STORE_FILES = {"memory": "MEMORY.md", "user": "USER.md"}
STORE_TITLES = {"memory": "MEMORY (your personal notes)", "user": "USER PROFILE (who the user is)"}
DEFAULT_LIMITS = {"memory": 2200, "user": 1375}


def other_store(store: str) -> str:
    """The other store of a home: ``user`` for ``memory`` and back."""
    return "user" if store == "memory" else "memory"


def parse(text: str) -> list[str]:
    """Split text into entries the way Hermes does: full delimiter, strip, drop empty, dedup keep first."""
    if text.startswith(BOM):
        text = text[1:]
    text = text.replace("\r\n", "\n")
    seen: set[str] = set()
    entries: list[str] = []
    for piece in text.split(DELIMITER):
        entry = piece.strip()
        if entry and entry not in seen:
            seen.add(entry)
            entries.append(entry)
    return entries


def serialise(entries: list[str] | tuple[str, ...]) -> str:
    """The canonical file text: entries joined by the delimiter, no trailing newline."""
    return DELIMITER.join(entries)


def size_of(entries: list[str] | tuple[str, ...]) -> int:
    """Characters (code points) Hermes counts: the joined text, delimiters included."""
    if not entries:
        return 0
    return sum(len(e) for e in entries) + len(DELIMITER) * (len(entries) - 1)


def percent_of(chars: int, limit: int) -> int:
    """Percent as Hermes's gauge computes it: ``int(chars / limit * 100)`` in floating point, capped at 100,
    and 0 for a limit of 0 or less (the float rounding matters: 638/2,200 is 28%, not 29%)."""
    if limit <= 0:
        return 0
    return min(100, int((chars / limit) * 100))


def format_gauge(chars: int, limit: int) -> str:
    """Hermes's gauge text, e.g. ``67% — 1,474/2,200 chars``."""
    return f"{percent_of(chars, limit)}% \u2014 {chars:,}/{limit:,} chars"


def approx_tokens(chars: int) -> int:
    """A rough token estimate (about four characters a token)."""
    return math.ceil(chars / 4)


def content_sha(text: str) -> str:
    """Short hash of a store's canonical text (for the journal and drift checks)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class ShapeProblem:
    """One way a memory file differs from what Hermes's tool writes."""

    kind: str
    message: str
    blocking: bool = True
    """Blocking problems make Hermes's drift guard refuse writes; the curator refuses too."""


@dataclass(frozen=True)
class StoreFile:
    """A memory file as read from disk, with what (if anything) is wrong with its shape."""

    path: Path
    exists: bool
    raw: bytes
    entries: tuple[str, ...]
    problems: tuple[ShapeProblem, ...] = field(default_factory=tuple)
    decodable: bool = True

    @property
    def tool_shaped(self) -> bool:
        """True when the file is exactly what Hermes's tool would write (benign notes allowed)."""
        return not any(p.blocking for p in self.problems)

    @property
    def writable(self) -> bool:
        """Curator writes are allowed only on tool-shaped, decodable files."""
        return self.tool_shaped and self.decodable

    @property
    def text(self) -> str:
        """The canonical text of the parsed entries."""
        return serialise(list(self.entries))

    @property
    def chars(self) -> int:
        """Hermes's size of the parsed entries."""
        return size_of(self.entries)


def decode(raw: bytes) -> tuple[str, str | None]:
    """Decode file bytes as UTF-8; returns (text, error) with U+FFFD replacements when undecodable."""
    try:
        return raw.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        return raw.decode("utf-8", errors="replace"), (
            f"bytes at offset {exc.start} are not valid UTF-8 ({exc.reason})"
        )


def diagnose(raw: bytes, limit: int) -> tuple[tuple[str, ...], tuple[ShapeProblem, ...], bool]:
    """Parse raw bytes and list every shape problem: (entries, problems, decodable)."""
    text, decode_error = decode(raw)
    problems: list[ShapeProblem] = []
    if decode_error:
        problems.append(ShapeProblem("undecodable", decode_error))
    if "\x00" in text:
        problems.append(ShapeProblem("binary", f"contains NUL bytes ({text.count(chr(0))}): looks like a binary file"))
    body = text
    if body.startswith(BOM):
        problems.append(ShapeProblem("bom", "starts with a UTF-8 byte-order mark"))
        body = body[1:]
    if "\r" in body:
        # Hermes reads through universal newlines (CRLF and a lone CR become LF) and writes LF: it accepts this.
        problems.append(ShapeProblem("crlf", "uses CRLF (or CR) line endings; Hermes reads them as LF, and a "
                                     "curator write saves LF", blocking=False))
        body = body.replace("\r\n", "\n").replace("\r", "\n")
    entries = parse(body)
    stripped = body.strip()
    canonical = serialise(entries)
    if stripped != body and body and canonical == stripped:
        problems.append(ShapeProblem(
            "outer_whitespace", "has whitespace or a newline before the first or after the last entry "
            "(Hermes accepts this; a curator write drops it)", blocking=False))
    if canonical != stripped:
        problems.extend(_explain_drift(stripped, entries))
    for i, entry in enumerate(entries):
        if len(entry) > limit:
            problems.append(ShapeProblem(
                "entry_over_limit", f"entry {i} is {len(entry):,} chars, longer than the whole limit ({limit:,})"))
    return tuple(entries), tuple(problems), decode_error is None


def _explain_drift(stripped: str, entries: list[str]) -> list[ShapeProblem]:
    pieces = stripped.split(DELIMITER)
    out: list[ShapeProblem] = []
    if any(p != p.strip() for p in pieces):
        out.append(ShapeProblem("spacing", "has blank lines or spaces around a \u00a7 delimiter"))
    if any(not p.strip() for p in pieces):
        out.append(ShapeProblem("empty_entry", "has empty entries (consecutive \u00a7 delimiters)"))
    non_empty = [p.strip() for p in pieces if p.strip()]
    if len(non_empty) != len(set(non_empty)):
        # Hermes's own replace can leave two equal entries, and its drift guard (which does not de-duplicate)
        # accepts the file; only duplicates on top of other drift make it refuse.
        out.append(ShapeProblem("duplicate", "has duplicate entries (Hermes drops the later copies on load; a "
                                "curator write saves each once)", blocking=bool(out)))
    if not out:
        out.append(ShapeProblem("drift", "does not round-trip: joining its entries does not give back the file"))
    return out


def byte_cap(limit: int) -> int:
    """The most bytes the curator reads of a store with this limit: far more than Hermes ever writes."""
    return max(256 << 10, limit * 64)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def read_store_file(path: Path, limit: int) -> StoreFile:
    """Read and diagnose one memory file; a missing or 0-byte file is an empty, tool-shaped store."""
    from curator.core.files import FileTooLargeError, read_regular

    cap = byte_cap(limit)
    try:
        raw = read_regular(path, limit=cap)
    except FileNotFoundError:
        return StoreFile(path=path, exists=False, raw=b"", entries=())
    except FileTooLargeError:
        size = _size(path)
        return StoreFile(path=path, exists=True, raw=b"", entries=(), decodable=False, problems=(
            ShapeProblem("unreadable", f"is {size:,} bytes, far over its limit ({limit:,} chars): not a file Hermes "
                                       f"wrote, and more than the {cap:,} bytes the curator reads"),))
    except OSError as exc:  # a FIFO or device, a directory, no permission, an I/O error: never a crash or a hang
        return StoreFile(path=path, exists=True, raw=b"", entries=(), decodable=False, problems=(
            ShapeProblem("unreadable", f"cannot be read ({exc.strerror or exc})"),))
    entries, problems, decodable = diagnose(raw, limit)
    return StoreFile(path=path, exists=True, raw=raw, entries=entries, problems=problems, decodable=decodable)
