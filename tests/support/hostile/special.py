"""Round-two hostile inputs: special files where a regular file is expected, deep JSON, YAML bombs, NaN."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

PENDING_ID = "abcdef12"
GOOD_ID = "12345678"


@dataclass(frozen=True)
class Case:
    """One damaged file; ``target`` commands must refuse it naming ``names``; every command must finish."""

    id: str
    build: Callable[[Path], None]
    names: str
    words: tuple[str, ...]
    target: tuple[tuple[str, ...], ...]


def _fifo(rel: str) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        path = home / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            path.unlink()
        os.mkfifo(path)
    return build


def _device(rel: str) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        path = home / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            path.unlink()
        os.symlink("/dev/zero", path)
    return build


def _dir(rel: str) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        path = home / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            path.unlink()
        path.mkdir()
    return build


def good_record(pid: str = GOOD_ID) -> dict:
    return {"id": pid, "subsystem": "memory", "action": "add", "summary": "add: likes tea", "origin": "foreground",
            "created_at": 1_784_000_000.0, "payload": {"action": "add", "target": "memory", "content": "likes tea"}}


def _pending_raw(raw: bytes) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        d = home / "pending" / "memory"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"{PENDING_ID}.json").write_bytes(raw)
        (d / f"{GOOD_ID}.json").write_bytes(json.dumps(good_record(), indent=2).encode())
    return build


def _created(value: str) -> bytes:
    rec = good_record(PENDING_ID)
    return json.dumps(rec).replace("1784000000.0", value).encode()


def _config(text: str) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        (home / "config.yaml").write_text(text, encoding="utf-8")
    return build


def alias_bomb(levels: int = 30) -> str:
    lines = ["memory:", "  a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        lines.append(f"  a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    lines.append("  memory_char_limit: 3000")
    return "\n".join(lines) + "\n"


MEM = (("status",), ("show", "memory"), ("add", "memory", "new note"), ("normalise", "memory"))
PEND = (("pending", "show", PENDING_ID), ("pending", "approve", PENDING_ID), ("pending", "reject", PENDING_ID))
CONF = (("status",), ("add", "memory", "new note"), ("undo",))
DB = (("search", "postgres"), ("sessions",))

CASES = [
    Case("memory-fifo", _fifo("memories/MEMORY.md"), "MEMORY.md", ("fifo", "not a regular file"), MEM),
    Case("memory-device", _device("memories/MEMORY.md"), "MEMORY.md", ("device", "not a regular file"), MEM),
    Case("memory-dir", _dir("memories/MEMORY.md"), "MEMORY.md", ("directory", "not a regular file"), MEM),
    Case("config-fifo", _fifo("config.yaml"), "config.yaml", ("fifo", "not a regular file"), CONF),
    Case("config-device", _device("config.yaml"), "config.yaml", ("device", "not a regular file"), CONF),
    Case("config-alias_bomb", _config(alias_bomb()), "config.yaml", ("alias",), CONF),
    Case("config-deep", _config("memory: " + "[" * 5000 + "]" * 5000 + "\n"), "config.yaml", ("deep", "nest"),
         CONF),
    Case("config-huge_int", _config("memory:\n  memory_char_limit: " + "9" * 5000 + "\n"), "config.yaml",
         ("digits", "not a positive whole number", "too large"), CONF),
    Case("config-huge", _config("memory:\n  memory_char_limit: 2200\n#" + "x" * (3 << 20) + "\n"), "config.yaml",
         ("too large", "larger than"), CONF),
    Case("statedb-fifo", _fifo("state.db"), "state.db", ("fifo", "not a regular file"), DB),
    Case("statedb-dir", _dir("state.db"), "state.db", ("directory", "not a regular file"), DB),
    Case("pending-fifo", _fifo(f"pending/memory/{PENDING_ID}.json"), f"{PENDING_ID}.json",
         ("fifo", "not a regular file"), PEND),
    Case("pending-deep", _pending_raw(b"[" * 100_000 + b"]" * 100_000), f"{PENDING_ID}.json", ("deep", "nest"), PEND),
    Case("pending-neg_infinity", _pending_raw(_created("-Infinity")), f"{PENDING_ID}.json", ("created_at",), PEND),
    Case("pending-nan", _pending_raw(_created("NaN")), f"{PENDING_ID}.json", ("created_at",), PEND),
    Case("pending-infinity", _pending_raw(_created("Infinity")), f"{PENDING_ID}.json", ("created_at",), PEND),
]

EVERY_COMMAND = (("status",), ("show", "memory"), ("show", "user"), ("history",), ("profiles",), ("pending", "list"),
                 ("pending", "show", PENDING_ID), ("pending", "approve", "--all"), ("pending", "reject", GOOD_ID),
                 ("pending", "restore", GOOD_ID), ("consolidate", "memory"), ("scan",), ("add", "user", "another fact"),
                 ("replace", "memory", "alpha", "alpha note, revised"), ("remove", "memory", "beta"),
                 ("normalise", "memory"), ("undo",), ("search", "postgres"), ("sessions",),
                 ("session", "20260722_204335_d62c16"))
"""Run on every case: they must finish within the timeout, print no traceback, emit valid JSON with --json."""
