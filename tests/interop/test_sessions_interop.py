"""Session stores written by real Hermes's SessionDB: searched (also while it writes), never written by us."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from .support import curator_session, new_home

pytestmark = pytest.mark.interop

SOURCES = ["cli", "telegram", "cron", "subagent", "tool", "kanban"]


def _sessions() -> list[dict]:
    out = []
    for n, source in enumerate(SOURCES):
        out.append({"id": f"20260720_0{n}0000_{n:06x}", "source": source, "title": f"{source} chat",
                    "messages": [
                        {"role": "user", "content": f"marker{source} how do I make deploy to staging"},
                        {"role": "assistant", "content": f"Run make, then the deploy script ({source})."},
                        {"role": "user", "content": f"rollback plan for the {source} rollout please"},
                        {"role": "assistant", "content": "Rolling restart first, then restart the workers."},
                    ]})
    return out


def _build(peer, home: Path) -> Path:
    db = home / "state.db"
    peer.one(None, {"op": "build", "db": str(db), "sessions": _sessions()}, script="hermes_sessions.py")
    return db


def _digest(db: Path) -> str:
    """The database's bytes plus its WAL's (a reader may create an empty -wal and the -shm index)."""
    wal = db.with_name(db.name + "-wal")
    data = db.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    return hashlib.sha256(data).hexdigest()


def test_hermes_store_listed_searched_never_written(hermes, curator, tmp_path: Path) -> None:
    """`sessions`, `search` and `session` read a SessionDB-built store; its bytes are unchanged afterwards."""
    home = new_home(tmp_path / "home", memory=["Fact."])
    db = _build(hermes, home)
    before = _digest(db)
    listed = curator(home, "sessions", "--all-sources", "--json")
    assert listed.code == 0, listed.stderr
    assert {s["source"] for s in listed.json["sessions"]} == set(SOURCES)
    hit = curator(home, "search", "markertelegram", "--json")
    assert hit.code == 0 and {h["source"] for h in hit.json["hits"]} == {"telegram"}
    assert curator(home, "session", hit.json["hits"][0]["session_id"], "--json").code == 0
    assert _digest(db) == before


def test_hidden_sources_follow_the_release(hermes, curator, tmp_path: Path) -> None:
    """A word in every source: the curator hides exactly the sources that release's own search hides."""
    home = new_home(tmp_path / "home", memory=["Fact."])
    db = _build(hermes, home)
    want = hermes.one(None, {"op": "search", "db": str(db), "query": "rollout"}, script="hermes_sessions.py")
    got = curator(home, "search", "rollout", "--limit", "50", "--json").json
    assert {h["source"] for h in got["hits"]} == {h["source"] for h in want["hits"]}


@pytest.mark.parametrize("query", ["roll*", '"make deploy"', "rollback OR restart", '"deploy script" OR marker*'])
def test_fts5_syntax_matches_what_hermes_matches(hermes19, curator, tmp_path: Path, query: str) -> None:
    """Prefix, quoted phrase and explicit OR select the same messages as Hermes's FTS5 search."""
    home = new_home(tmp_path / "home", memory=["Fact."])
    db = _build(hermes19, home)
    want = hermes19.one(None, {"op": "search", "db": str(db), "query": query, "all_sources": True},
                        script="hermes_sessions.py")
    got = curator(home, "search", query, "--all-sources", "--role", "all", "--limit", "100", "--json").json
    assert {h["message_id"] for h in got["hits"]} == {h["id"] for h in want["hits"]}, got["used"]


def test_search_while_hermes_writes(hermes, tmp_path: Path) -> None:
    """While a real Hermes appends messages, every search (one curator process answering them in turn, as the
    app does) succeeds and finds every message acknowledged before it."""
    home = new_home(tmp_path / "home", memory=["Fact."])
    db = _build(hermes, home)
    with curator_session() as curator:
        _search_while_writing(hermes, curator, home, db)


def _search_while_writing(hermes, curator, home: Path, db: Path) -> None:
    writer = hermes.popen(None, "hermes_sessions.py", "--write-loop", str(db), "20260720_235959_ffffff", "150")
    acked: list[str] = []
    searches = 0
    assert writer.stdout is not None
    for line in writer.stdout:
        acked.append(json.loads(line)["marker"])
        if len(acked) % 25 == 0:
            marker = acked[-1]
            run = curator(home, "search", marker, "--json")
            assert run.code == 0, run.stderr
            assert any(marker in h["snippet"] for h in run.json["hits"]), (marker, run.json)
            searches += 1
    assert writer.wait(timeout=120) == 0, writer.stderr.read() if writer.stderr else ""
    assert searches == 6 and len(acked) == 150
