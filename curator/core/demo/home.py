"""Write a realistic demo Hermes home: near-full memory, a user profile, pending writes, a state.db."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from curator.core.demo.memory import CONFIG_YAML, MEMORY_ENTRIES, USER_ENTRIES, pending_records
from curator.core.demo.sessions import SESSIONS, generated_sessions
from curator.core.errors import BadInputError
from curator.core.files import atomic_write_bytes
from curator.core.memory.format import serialise

ROLES = {"u": "user", "a": "assistant", "t": "tool"}


def write_demo_home(path: Path | str, *, now: float | None = None, with_sessions: bool = True) -> Path:
    """Create a demo Hermes home at ``path`` (must be missing or an empty directory); returns it."""
    home = Path(path)
    if home.exists() and (not home.is_dir() or any(home.iterdir())):
        raise BadInputError(f"{home} already exists and is not an empty directory; choose a new path for the demo.")
    now = time.time() if now is None else now
    (home / "memories").mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(home / "memories" / "MEMORY.md", serialise(MEMORY_ENTRIES).encode("utf-8"))
    atomic_write_bytes(home / "memories" / "USER.md", serialise(USER_ENTRIES).encode("utf-8"))
    (home / "config.yaml").write_text(CONFIG_YAML, encoding="utf-8")
    pending = home / "pending" / "memory"
    pending.mkdir(parents=True, exist_ok=True)
    for record in pending_records(now):
        body = {"id": record["id"], "subsystem": "memory", "action": record["action"],
                "summary": record["summary"], "origin": record["origin"], "created_at": record["created_at"],
                "payload": record["payload"]}
        atomic_write_bytes(pending / f"{record['id']}.json",
                           json.dumps(body, indent=2, ensure_ascii=False).encode("utf-8"))
    from curator.core.demo.memory_calls import archive_lines

    archive = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in archive_lines(now))
    atomic_write_bytes(home / "memories" / "ARCHIVE.jsonl", archive.encode("utf-8"))
    if with_sessions:
        write_demo_sessions(home / "state.db", now=now)
    return home


def write_demo_sessions(db_path: Path, *, now: float) -> None:
    """Fill a Hermes-shaped state.db with the demo conversations (spread over the last 40 days), the agent's
    memory tool calls riding on some assistant turns, each followed by its tool row."""
    from curator.core.demo.memory_calls import CALLS, answer, tool_calls
    from curator.core.sessions.schema import MessageRow, create_store

    sessions = SESSIONS + generated_sessions()
    writer = create_store(db_path)
    try:
        ids: list[str] = []
        span = 40 * 24 * 3600.0
        for n, (source, title, parent, turns) in enumerate(sessions):
            start = now - span + n * (span / len(sessions))
            sid = time.strftime("%Y%m%d_%H%M%S", time.gmtime(start)) + f"_{n:06x}"
            ids.append(sid)
            writer.add_session(sid, source=source, title=title, started_at=start,
                               parent_session_id=ids[parent] if parent is not None else None,
                               end_reason="user_exit" if source == "cli" else None)
            calls = {(i if i >= 0 else len(turns) + i): (args, kind, shape)
                     for i, args, kind, shape in CALLS.get(title or "", ())}
            rows = []
            for i, (role, text) in enumerate(turns):
                compacted = title == "Sprint review pass" and 3 <= i <= 8
                rewound = title == "Flaky checkout e2e test" and i == 4
                call = calls.get(i)
                group = ([call[0]] if isinstance(call[0], dict) else list(call[0])) if call else []
                call_ids = [f"call_{n:02d}{i:02d}{k}" for k in range(len(group))]
                rows.append(MessageRow(sid, ROLES[role], text, start + 30.0 * i,
                                       tool_name="terminal" if role == "t" else None,
                                       tool_calls=tool_calls(group, call[2], call_ids) if call else None,
                                       active=not (compacted or rewound), compacted=compacted))
                for k, (args, call_id) in enumerate(zip(group, call_ids)):
                    rows.append(MessageRow(sid, "tool", answer(call[1], args), start + 30.0 * i + 1 + k,
                                           tool_name="memory", tool_call_id=call_id, compacted=compacted,
                                           active=not (compacted or rewound)))
            writer.add_messages(rows)
    finally:
        writer.close()


def demo_home_in_tempdir() -> Path:
    """A fresh demo home in a new temp directory (used by ``hermes-curator --demo``)."""
    import tempfile

    base = Path(tempfile.mkdtemp(prefix="hermes-curator-demo-"))
    os.chmod(base, 0o700)
    return write_demo_home(base / "hermes")
