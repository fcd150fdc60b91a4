"""Files real Hermes writes or accepts (duplicates from its replace, CRLF) are accepted and written its way."""

from __future__ import annotations

from pathlib import Path

import pytest

from .support import DELIMITER, new_home, read_store, write_store

pytestmark = pytest.mark.interop


def test_duplicate_entries_left_by_hermes_replace(hermes19, curator, tmp_path: Path) -> None:
    """Hermes's replace can leave two equal entries; the curator writes over that file and undo restores it."""
    home = new_home(tmp_path / "home", memory=["Uses Postgres 16.", "Runs on Fridays.", "Docs in the wiki."])
    result = hermes19.one(home, {"op": "write", "action": "replace", "old_text": "Fridays",
                                 "content": "Uses Postgres 16."})
    assert result["success"]
    hermes_bytes = read_store(home)
    assert hermes_bytes == DELIMITER.join(["Uses Postgres 16.", "Uses Postgres 16.", "Docs in the wiki."])
    assert hermes19.one(home, {"op": "drift"})["memory"] is None  # Hermes's own guard accepts it
    run = curator(home, "add", "memory", "Deploys need a green CI run.", "--json")
    assert run.code == 0, run.stderr
    assert read_store(home) == DELIMITER.join(["Uses Postgres 16.", "Docs in the wiki.",
                                               "Deploys need a green CI run."])
    assert curator(home, "undo", "--json").code == 0
    assert read_store(home) == hermes_bytes


def test_crlf_file_hermes_reads(hermes, curator, tmp_path: Path) -> None:
    """A CRLF file Hermes reads without complaint: the curator reads the same entries, writes LF, undo restores."""
    home = new_home(tmp_path / "home")
    crlf = "Uses Postgres 16.\r\n§\r\nRuns on Fridays.\r\nSecond line."
    write_store(home, "MEMORY.md", crlf)
    entries = hermes.one(home, {"op": "prompt"})["memory"]["entries"]
    assert entries == ["Uses Postgres 16.", "Runs on Fridays.\nSecond line."]
    assert [e["text"] for e in curator(home, "show", "memory", "--json").json["entries"]] == entries
    run = curator(home, "add", "memory", "Deploys need a green CI run.", "--json")
    assert run.code == 0, run.stderr
    assert read_store(home) == DELIMITER.join([*entries, "Deploys need a green CI run."])
    assert curator(home, "undo", "--json").code == 0
    assert read_store(home) == crlf


def test_over_limit_add_quotes_hermes_numbers(hermes, curator, tmp_path: Path) -> None:
    """An add over the limit is refused with Hermes's own numbers (the entry counted without the delimiter)."""
    entries = [f"Entry {i:02d} " + "x" * 90 for i in range(21)]
    home = new_home(tmp_path / "home", memory=entries)
    new = "y" * 120
    hermes_error = hermes.one(home, {"op": "write", "action": "add", "content": new})["error"]
    run = curator(home, "add", "memory", new, "--json")
    assert run.code == 1
    message = run.json["error"]["message"]
    assert hermes_error.split(" would exceed")[0] in message


def test_over_limit_replace_quotes_hermes_numbers(hermes19, curator, tmp_path: Path) -> None:
    """A replace over the limit says where memory would end up, as Hermes does."""
    entries = [f"Entry {i:02d} " + "x" * 90 for i in range(21)]
    home = new_home(tmp_path / "home", memory=entries)
    new = "z" * 300
    hermes_error = hermes19.one(home, {"op": "write", "action": "replace", "old_text": "Entry 01",
                                       "content": new})["error"]
    run = curator(home, "replace", "memory", "Entry 01", new, "--json")
    assert run.code == 1
    assert hermes_error.split(". Shorten")[0] in run.json["error"]["message"]


def test_batch_emptying_a_store_message_is_true(hermes19, curator, tmp_path: Path) -> None:
    """0.19 approves a batch that empties a store; the curator's answer must not claim Hermes refuses it."""
    home = new_home(tmp_path / "home", memory=["Only fact.", "Second fact."],
                    config="memory:\n  write_approval: true\n")
    staged = hermes19.one(home, {"op": "tool", "target": "memory", "operations": [
        {"action": "remove", "old_text": "Only fact."}, {"action": "remove", "old_text": "Second fact."}]})
    twin = tmp_path / "twin"
    import shutil
    shutil.copytree(home, twin)
    assert "Approved 1" in hermes19.one(twin, {"op": "approve", "id": staged["pending_id"]})["text"]
    assert read_store(twin) == ""
    run = curator(home, "pending", "approve", staged["pending_id"], "--json")
    text = run.stdout + run.stderr
    assert "Hermes refuses to empty" not in text
    if run.code != 0:
        assert "Hermes 0.19 would apply it" in text
