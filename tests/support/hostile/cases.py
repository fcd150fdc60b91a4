"""The hostile-input corpus: each case damages one file of an otherwise healthy Hermes home."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from curator.core.memory.format import serialise
from curator.core.sessions.schema import MessageRow, StoreShape, create_store

PENDING_ID = "abcdef12"
"""The id of the damaged pending record in every pending case."""

GOOD_MEMORY = ["Project lives in ~/code/app.", "Run tests with `make test`.", "Uses Postgres 16."]
GOOD_USER = ["Name: Sam.", "Prefers short answers."]


@dataclass(frozen=True)
class HostileCase:
    """One damaged file: how to make it, which commands must refuse it, and what their message must say."""

    category: str
    name: str
    build: Callable[[Path], None]
    names: str
    """A file name every error message must mention."""
    problem: tuple[str, ...]
    """Words of which at least one must appear in the message (lower case)."""

    @property
    def id(self) -> str:
        """pytest id."""
        return f"{self.category}-{self.name}"


def healthy_home(root: Path, *, state_db: bool = False) -> Path:
    """A healthy home: both stores canonical, a plain config.yaml, optionally a small state.db."""
    (root / "memories").mkdir(parents=True, exist_ok=True)
    (root / "memories" / "MEMORY.md").write_bytes(serialise(GOOD_MEMORY).encode("utf-8"))
    (root / "memories" / "USER.md").write_bytes(serialise(GOOD_USER).encode("utf-8"))
    (root / "config.yaml").write_text("memory:\n  memory_char_limit: 2200\n", encoding="utf-8")
    if state_db:
        write_state_db(root / "state.db")
    return root


def write_state_db(path: Path, shape: StoreShape | str = StoreShape.CURRENT, messages: int = 30, *,
                   wal: bool = False) -> None:
    """A small Hermes-shaped session store (journal mode DELETE unless ``wal``: one self-contained file)."""
    writer = create_store(path, shape, wal=wal)
    sid = "20260722_204335_d62c16"
    try:
        writer.add_session(sid, source="cli", title="Deploy notes")
        writer.add_messages(MessageRow(sid, "user" if i % 2 == 0 else "assistant",
                                       f"message {i} about the postgres deploy on fridays", 1_784_000_000.0 + i)
                            for i in range(messages))
    finally:
        writer.close()


# ---------------------------------------------------------------- memory files

def _memory(data: bytes) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        (home / "memories" / "MEMORY.md").write_bytes(data)
    return build


def _memory_dir(home: Path) -> None:
    path = home / "memories" / "MEMORY.md"
    path.unlink()
    path.mkdir()
    (path / "note.txt").write_text("not a memory file", encoding="utf-8")


TEN_MB = 10 * 1024 * 1024
MEMORY_CASES = [
    HostileCase("memory", "binary", _memory(bytes(range(256)) * 64), "MEMORY.md", ("binary", "nul", "utf-8")),
    HostileCase("memory", "ten_mb_one_entry", _memory((b"a line of hand-written notes\n" * (TEN_MB // 29 + 1))[:TEN_MB]),
                "MEMORY.md", ("longer than the whole limit", "limit")),
    HostileCase("memory", "ten_mb_many_entries",
                _memory(serialise([f"note {i}: " + "x" * 90 for i in range(TEN_MB // 104)]).encode("utf-8")),
                "MEMORY.md", ("limit", "over")),
    HostileCase("memory", "giant_entry", _memory(("word " * 12_000).strip().encode("utf-8")), "MEMORY.md",
                ("longer than the whole limit",)),
    HostileCase("memory", "nul_bytes", _memory("note one\n\u00a7\nnote\x00two".encode("utf-8")), "MEMORY.md",
                ("nul",)),
    HostileCase("memory", "invalid_utf8", _memory(b"note one\n\xc2\xa7\nbad \xff\xfe bytes"), "MEMORY.md",
                ("utf-8",)),
    HostileCase("memory", "bom_crlf", _memory("\ufeffnote one\r\n\u00a7\r\nnote two".encode("utf-8")), "MEMORY.md",
                ("byte-order mark", "crlf")),
    HostileCase("memory", "only_delimiters", _memory(("\n\u00a7\n" * 50).strip().encode("utf-8")), "MEMORY.md",
                ("empty entries", "round-trip", "\u00a7")),
    HostileCase("memory", "directory", _memory_dir, "MEMORY.md", ("directory",)),
]

MEMORY_COMMANDS = (("status",), ("show", "memory"), ("add", "memory", "a brand new note"),
                   ("replace", "memory", "note", "a replacement note"), ("remove", "memory", "note"))


# ---------------------------------------------------------------- pending records

def _good_record() -> dict:
    return {"id": PENDING_ID, "subsystem": "memory", "action": "add", "summary": "add to memory: likes tea",
            "origin": "background_review", "created_at": 1_784_000_000.0,
            "payload": {"action": "add", "target": "memory", "content": "Likes tea.", "old_text": None}}


def _pending(data: bytes | Callable[[dict], dict], name: str = f"{PENDING_ID}.json") -> Callable[[Path], None]:
    def build(home: Path) -> None:
        directory = home / "pending" / "memory"
        directory.mkdir(parents=True, exist_ok=True)
        raw = data if isinstance(data, bytes) else json.dumps(data(_good_record()), indent=2).encode("utf-8")
        (directory / name).write_bytes(raw)
    return build


def _with(**changes) -> Callable[[dict], dict]:
    def edit(record: dict) -> dict:
        for key, value in changes.items():
            if key.startswith("payload_"):
                record["payload"][key[len("payload_"):]] = value
            else:
                record[key] = value
        return record
    return edit


def _drop(*keys: str) -> Callable[[dict], dict]:
    def edit(record: dict) -> dict:
        for key in keys:
            record.pop(key, None)
        return record
    return edit


def _pending_dir_entry(home: Path) -> None:
    (home / "pending" / "memory" / f"{PENDING_ID}.json").mkdir(parents=True)


_GOOD = json.dumps(_good_record(), indent=2).encode("utf-8")
PENDING_CASES = [
    HostileCase("pending", "truncated", _pending(_GOOD[: len(_GOOD) // 2]), f"{PENDING_ID}.json", ("json",)),
    HostileCase("pending", "empty_file", _pending(b""), f"{PENDING_ID}.json", ("empty",)),
    HostileCase("pending", "not_utf8", _pending(b'{"id": "\xff\xfe"}'), f"{PENDING_ID}.json", ("utf-8",)),
    HostileCase("pending", "top_level_list", _pending(b"[1, 2, 3]"), f"{PENDING_ID}.json", ("not an object",)),
    HostileCase("pending", "wrong_types", _pending(_with(created_at="yesterday", payload_content=42)),
                f"{PENDING_ID}.json", ("created_at", "not text")),
    HostileCase("pending", "payload_not_object", _pending(_with(payload=["add", "x"])), f"{PENDING_ID}.json",
                ("payload",)),
    HostileCase("pending", "missing_fields", _pending(_drop("payload", "created_at")), f"{PENDING_ID}.json",
                ("missing",)),
    HostileCase("pending", "unknown_action", _pending(_with(action="explode", payload_action="explode")),
                f"{PENDING_ID}.json", ("unknown action",)),
    HostileCase("pending", "traversal_id_inside", _pending(_with(id="../../x")), f"{PENDING_ID}.json",
                ("does not match", "id")),
    HostileCase("pending", "unknown_target", _pending(_with(payload_target="../../etc/passwd")),
                f"{PENDING_ID}.json", ("target",)),
    HostileCase("pending", "directory", _pending_dir_entry, f"{PENDING_ID}.json",
                ("not a regular file", "is a directory")),
]

PENDING_COMMANDS = (("pending", "approve", PENDING_ID), ("pending", "reject", PENDING_ID))
"""Commands aimed at the damaged record: they must refuse it."""
PENDING_LISTING_COMMANDS = (("pending", "list"), ("pending", "approve", "--all"))
"""Commands over the whole queue: like Hermes they skip an unreadable record with a warning (exit 0 by the
pending CLI's design), but the warning must name the file and the problem."""

TRAVERSAL_IDS = ("../../x", "../../../etc/passwd", "..", "/etc/passwd", "abcdef12/../../x", "ABCDEF12", "abc")


# ---------------------------------------------------------------- config.yaml

def _config(data: bytes) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        (home / "config.yaml").write_bytes(data)
    return build


CONFIG_CASES = [
    HostileCase("config", "not_a_mapping", _config(b"- memory\n- user\n"), "config.yaml", ("not a mapping",)),
    HostileCase("config", "memory_not_a_mapping", _config(b"memory: 5\n"), "config.yaml", ("not a mapping",)),
    HostileCase("config", "tabs", _config(b"memory:\n\tmemory_char_limit: 100\n"), "config.yaml",
                ("malformed yaml", "tab")),
    HostileCase("config", "not_utf8", _config(b"memory:\n  provider: \xff\xfe\n"), "config.yaml", ("utf-8",)),
    HostileCase("config", "binary", _config(bytes(range(256))), "config.yaml", ("utf-8", "yaml")),
]

NOTED_CONFIG_CASES = [
    HostileCase("config", "wrong_types", _config(b"memory:\n  memory_char_limit: lots\n  write_approval: maybe\n"),
                "config.yaml", ("not a number", "not a word hermes knows")),
    HostileCase("config", "negative_limit", _config(b"memory:\n  memory_char_limit: -5\n"), "config.yaml",
                ("takes this literally",)),
]
"""Values Hermes reads in its own way (issue 12 point 4): not bad input; every command says how Hermes reads
them, naming config.yaml, and writes go ahead under that reading."""

CONFIG_COMMANDS = (("status",), ("show", "memory"), ("add", "memory", "a brand new note"))


# ---------------------------------------------------------------- state.db

def _db(build_db: Callable[[Path], None]) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        build_db(home / "state.db")
    return build


def _not_a_database(path: Path) -> None:
    path.write_bytes(b"this is not an SQLite database, it is a note\n" * 100)


def _truncated(path: Path) -> None:
    write_state_db(path, messages=400)
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 3])


def _missing_fts(path: Path) -> None:
    write_state_db(path)
    conn = sqlite3.connect(path)
    virtual = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'")]
    for trig in [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='trigger'")]:
        conn.execute(f'DROP TRIGGER "{trig}"')
    for name in virtual:  # dropping an FTS5 table drops its shadow tables too
        conn.execute(f'DROP TABLE IF EXISTS "{name}"')
    conn.commit()
    conn.close()


def unknown_tokenizer(path: Path) -> None:
    """A current store whose messages_fts names a tokenizer this SQLite cannot load."""
    write_state_db(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'unicode61', 'hermes_cjk_v9') WHERE name = 'messages_fts'")
    conn.commit()
    conn.close()


def _v2(path: Path) -> None:
    write_state_db(path, StoreShape.V2)


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _no_tables(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (x TEXT)")
    conn.commit()
    conn.close()


STATE_DB_CASES = [
    HostileCase("statedb", "not_a_database", _db(_not_a_database), "state.db",
                ("not a database", "not an sqlite database")),
    HostileCase("statedb", "truncated", _db(_truncated), "state.db", ("damaged", "malformed", "not an sqlite")),
    HostileCase("statedb", "empty_file", _db(_empty), "state.db", ("not a hermes session store", "no such table")),
    HostileCase("statedb", "other_tables", _db(_no_tables), "state.db", ("not a hermes session store", "no such table")),
]
"""Damaged stores: every session command must refuse them. (Missing FTS tables, the v2 schema and an
FTS table with an unknown tokenizer are shapes the curator reads; see ``READABLE_STATE_DBS``.)"""

READABLE_STATE_DBS = {"missing_fts": _missing_fts, "v2": _v2, "unknown_tokenizer": unknown_tokenizer}
"""Odd but valid stores: commands must work (or degrade with a message) without changing a byte."""

STATE_DB_COMMANDS = (("status",), ("search", "postgres deploy"), ("sessions",), ("session", "20260722_204335_d62c16"))

ALL_CASES = MEMORY_CASES + PENDING_CASES + CONFIG_CASES + STATE_DB_CASES
