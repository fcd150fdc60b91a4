"""The CLI: `archive`, `archive restore N`, `show --json`'s origin and usage, consolidate's entries unused for long."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from curator.cli.main import main
from curator.core.demo.home import write_demo_home
from curator.core.memory.format import parse

from conftest import make_home, run_cli


def _archive(home: Path, *lines: dict | str) -> Path:
    path = home / "memories" / "ARCHIVE.jsonl"
    path.write_text("".join((json.dumps(x) if isinstance(x, dict) else x) + "\n" for x in lines), "utf-8")
    return path


@pytest.fixture
def archived(home: Path) -> Path:
    _archive(home, {"entry": "Old note A.", "target": "memory", "action": "add_overflow", "ts": 100.0},
             {"entry": "Likes tea.", "target": "user", "action": "add_overflow", "ts": 300.0},
             {"entry": "Old note B.", "target": "memory", "action": "consolidate", "ts": 200.0})
    return home


def test_archive_lists_per_store_newest_first(archived: Path) -> None:
    r = run_cli("archive", "--json", home=archived)
    assert r.code == 0, r.stderr
    got = r.json
    assert got["schema_version"] == 1 and got["exists"] is True
    assert [(e["index"], e["store"], e["entry"], e["action"], e["at"]) for e in got["entries"]] == [
        (1, "memory", "Old note B.", "consolidate", 200.0), (2, "memory", "Old note A.", "add_overflow", 100.0),
        (3, "user", "Likes tea.", "add_overflow", 300.0)]
    text = run_cli("archive", home=archived)
    assert "[1]" in text.stdout and "consolidate" in text.stdout and "USER.md (user), newest first:" in text.stdout


def test_archive_restore_then_undo(archived: Path) -> None:
    r = run_cli("archive", "restore", "3", "--json", home=archived)
    assert r.code == 0, r.stderr
    assert r.json["ok"] and r.json["archived"]["entry"] == "Likes tea." and r.json["journal_id"]
    assert parse((archived / "memories" / "USER.md").read_text("utf-8"))[-1] == "Likes tea."
    listed = run_cli("archive", "--json", home=archived).json["entries"]
    assert [e["in_store"] for e in listed] == [False, False, True]
    assert run_cli("undo", home=archived).code == 0
    assert "Likes tea." not in parse((archived / "memories" / "USER.md").read_text("utf-8"))


def test_archive_restore_unknown_number_is_a_usage_error(archived: Path) -> None:
    r = run_cli("archive", "restore", "7", home=archived)
    assert r.code == 2 and "No archived entry 7" in r.stderr and "entries 1 to 3" in r.stderr


def test_archive_restore_over_the_limit_is_refused(tmp_path: Path) -> None:
    home = make_home(tmp_path / "h", memory=["x" * 2000])
    _archive(home, {"entry": "y" * 300, "target": "memory", "action": "add_overflow"})
    before = (home / "memories" / "MEMORY.md").read_bytes()
    r = run_cli("archive", "restore", "1", "--json", home=home)
    assert r.code == 1 and r.json["error"]["reason"] == "over_limit"
    assert (home / "memories" / "MEMORY.md").read_bytes() == before


def test_missing_archive_is_an_empty_listing_with_a_note(home: Path) -> None:
    r = run_cli("archive", "--json", home=home)
    assert r.code == 0 and r.json["entries"] == [] and r.json["exists"] is False and "No archive" in r.json["note"]


def test_damaged_archive_names_file_and_line(home: Path) -> None:
    path = _archive(home, {"entry": "ok", "target": "memory", "action": "x"}, "{broken")
    for args in (("archive",), ("archive", "restore", "1")):
        r = run_cli(*args, home=home)
        assert r.code == 2 and f"{path}: line 2:" in r.stderr
    assert "ok" not in parse((home / "memories" / "MEMORY.md").read_text("utf-8"))


def test_show_json_has_origin_and_usage_per_entry(tmp_path: Path) -> None:
    home = tmp_path / "demo"
    assert run_cli("demo", str(home)).code == 0
    got = run_cli("show", "memory", "--json", home=home).json
    assert got["usage_method"]
    entries = got["entries"]
    for entry in entries:
        assert set(entry["origin"]) >= {"via", "session_id", "message_id", "at", "history"}
        assert set(entry["usage"]) >= {"sessions", "last_seen"}
    redis = next(e for e in entries if e["text"].startswith("Redis runs on port 6380"))
    assert redis["origin"]["via"] == "agent" and redis["origin"]["session_id"].endswith("_000002")
    assert redis["origin"]["history"][-1]["message_id"] == redis["origin"]["message_id"]
    assert redis["usage"]["sessions"] >= 1 and redis["usage"]["last_seen"] > redis["origin"]["at"]
    flagged = next(e for e in entries if e["text"].startswith("You are now the release manager"))
    assert flagged["origin"] == {"via": "unknown", "session_id": None, "message_id": None, "at": None,
                                 "history": [], "note": flagged["origin"]["note"]}
    text = run_cli("show", "memory", home=home).stdout
    assert "origin: added by the agent in Redis port clash" in text and "usage: came up in" in text


def test_show_with_a_damaged_state_db_still_lists_and_exits_2(home: Path) -> None:
    (home / "state.db").write_bytes(b"not a database at all" * 100)
    r = run_cli("show", "memory", "--json", home=home)
    assert r.code == 2 and "state.db" in r.stderr
    assert [e["origin"]["via"] for e in r.json["entries"]] == ["unknown"] * 3
    assert all(e["usage"] is None for e in r.json["entries"])


def test_consolidate_json_offers_entries_unused_for_long_and_evict_takes_them(tmp_path: Path) -> None:
    home = write_demo_home(tmp_path / "demo")

    def cli(*args: str) -> tuple[int, dict]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code = main(["--home", str(home), *args, "--json"])
        return code, json.loads(out.getvalue())

    code, listing = cli("consolidate", "memory")
    assert code == 0
    stale = {st["entry"] for st in listing["stale"]}
    assert stale <= {e["entry"] for e in listing["evictions"]}   # the view's candidates: stale ones and more
    unused = [e for e in listing["evictions"] if e["entry"] not in stale and e["kind"] == "stale"]
    assert unused and all("not mentioned in any of the " in e["reason"] and " days ago (" in e["reason"]
                          for e in unused)
    path = home / "memories" / "MEMORY.md"
    text = parse(path.read_text("utf-8"))[unused[0]["entry"]]
    assert unused[0]["entry_number"] == unused[0]["entry"] + 1   # --evict counts from 1, as people do
    code, done = cli("consolidate", "memory", "--evict", str(unused[0]["entry_number"]))
    assert code == 0 and done["removed"] == [text] and text not in parse(path.read_text("utf-8"))
