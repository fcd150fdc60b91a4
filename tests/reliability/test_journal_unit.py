"""Points 1-6 of issue 17: a write and its journal record are one recoverable unit; the journal is verified,
validated on read and bounded. Kills are deterministic (the ``HERMES_CURATOR_FAULT`` hook stops the process
with ``os._exit`` at one step of the write) so every window is hit on purpose, not by luck."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from support.hostile.run import FAULT_EXIT, cli, entries, make_home, no_crash, pending_names, put, single

TEA = ["tea: green", "tea: green tea preferred over black"]


def journal_files(state: Path) -> list[Path]:
    d = state / "journal"
    return sorted(p for p in d.iterdir() if p.suffix == ".jsonl") if d.is_dir() else []


@pytest.fixture
def state(tmp_path: Path) -> Path:
    return tmp_path / "_curator_state"


@pytest.mark.parametrize("fault", ["after-intent", "after-replace", "after-commit"])
def test_kill_inside_the_journal_step_of_approve_never_applies_twice(tmp_path: Path, fault: str) -> None:
    """Point 1: a remove is killed at each step of the write; recovery decides from the file, so the record
    is never re-queued once applied, and a second approve never takes the longer tea note written since
    (0.19 matches old_text by substring: a re-queued remove of 'tea: green' would delete it)."""
    home = make_home(tmp_path / "h", memory=TEA[:1])
    put(home, single("abcdef12", "remove", old_text="tea: green"))
    killed = cli(home, "pending", "approve", "abcdef12", env={"HERMES_CURATOR_FAULT": fault})
    assert killed.code == FAULT_EXIT, killed.said
    applied = fault != "after-intent"
    assert entries(home) == ([] if applied else TEA[:1])
    listing = cli(home, "pending", "list", "--json")
    no_crash(listing)
    assert listing.json["count"] == (0 if applied else 1), listing.said
    if not applied:
        assert cli(home, "pending", "approve", "abcdef12").code == 0
        assert entries(home) == []
    assert cli(home, "add", "memory", TEA[1]).code == 0
    again = cli(home, "pending", "approve", "--all", "--json")
    no_crash(again)
    assert entries(home) == TEA[1:], "applied twice"
    assert not [n for n in pending_names(home) if n.endswith(".tmp") or ".claimed-" in n]
    history = cli(home, "history", "--json")
    assert [r["by"] for r in history.json["records"]] == ["curator", "curator"], history.stdout


@pytest.mark.parametrize("fault", ["after-intent", "after-replace", "after-commit"])
def test_kill_inside_the_journal_step_of_add_undoes_the_right_change(tmp_path: Path, fault: str) -> None:
    """Point 1: after a kill in the window, `undo` reverts the killed write if it landed, else the one before;
    `history` never shows the curator's own write as an outside change."""
    home = make_home(tmp_path / "h")
    assert cli(home, "add", "memory", "first curator note").code == 0
    killed = cli(home, "add", "memory", "second curator note", env={"HERMES_CURATOR_FAULT": fault})
    assert killed.code == FAULT_EXIT, killed.said
    landed = fault != "after-intent"
    history = cli(home, "history", "--json")
    no_crash(history)
    assert "outside" not in [r["by"] for r in history.json["records"]], history.stdout
    undo = cli(home, "undo", "--json")
    assert undo.code == 0, undo.said
    expected = ["alpha note", "beta note", "first curator note"] if landed else ["alpha note", "beta note"]
    assert entries(home) == expected


def test_short_journal_write_refuses_and_changes_nothing(tmp_path: Path, state: Path) -> None:
    """Point 2: a journal append cut short (RLIMIT_FSIZE) is a failure naming the journal; the memory file
    is unchanged and `undo` still reverts the right change."""
    home = make_home(tmp_path / "h")
    assert cli(home, "add", "memory", "first curator note").code == 0
    [journal] = journal_files(state)
    size = journal.stat().st_size
    cut = cli(home, "add", "memory", "x" * 400, fsize=size + 60)
    no_crash(cut)
    assert cut.code != 0, cut.said
    assert "journal" in cut.stderr.lower() and str(journal.parent) in cut.stderr, cut.stderr
    assert entries(home) == ["alpha note", "beta note", "first curator note"]
    history = cli(home, "history", "--json")
    assert history.json["damaged"] == [], history.stdout
    assert cli(home, "undo").code == 0
    assert entries(home) == ["alpha note", "beta note"]


def test_unwritable_journal_refuses_before_the_memory_write(tmp_path: Path, state: Path) -> None:
    """Point 3: a journal that cannot be written (its path is a directory) stops the write before it
    happens, with a message naming the journal; history and undo keep working once it is fixed."""
    home = make_home(tmp_path / "h")
    assert cli(home, "add", "memory", "first curator note").code == 0
    [journal] = journal_files(state)
    moved = journal.with_name("saved")
    journal.rename(moved)
    journal.mkdir()
    run = cli(home, "add", "memory", "second note")
    no_crash(run)
    assert run.code == 1, run.said
    assert str(journal) in run.stderr and "nothing was changed" in run.stderr.lower(), run.stderr
    assert entries(home) == ["alpha note", "beta note", "first curator note"]
    journal.rmdir()
    moved.rename(journal)
    assert cli(home, "undo").code == 0
    assert entries(home) == ["alpha note", "beta note"]


@pytest.mark.parametrize("damage", [{"before": "abc"}, {"after": {"a": 1}}, {"ts": "soon"}, {"id": 7},
                                    {"extra": [1]}, {"kind": 3}, {"undoes": ["x"]}])
def test_type_confused_journal_record_is_reported_never_acted_on(tmp_path: Path, state: Path, damage: dict) -> None:
    """Point 4: a record with the wrong types is listed as damaged; undo never inserts "b", "c"."""
    home = make_home(tmp_path / "h")
    assert cli(home, "add", "memory", "gamma note").code == 0
    [journal] = journal_files(state)
    lines = journal.read_bytes().splitlines()
    last = json.loads(lines[-1])
    if last.get("kind") == "commit":  # the new journal: damage the intent, not its commit mark
        idx = max(i for i, l in enumerate(lines) if json.loads(l).get("kind") == "curator")
    else:
        idx = len(lines) - 1
    rec = json.loads(lines[idx])
    rec.update(damage)
    lines[idx] = json.dumps(rec).encode()
    journal.write_bytes(b"\n".join(lines) + b"\n")
    before = (home / "memories" / "MEMORY.md").read_bytes()
    history = cli(home, "history", "--json")
    no_crash(history)
    assert len(history.json["damaged"]) == 1 and "line" in history.json["damaged"][0], history.stdout
    undo = cli(home, "undo")
    no_crash(undo)
    assert undo.code == 1, undo.said
    assert (home / "memories" / "MEMORY.md").read_bytes() == before


def test_undo_respects_the_unreadable_config_guard(tmp_path: Path) -> None:
    """Point 5: with config.yaml unreadable, undo refuses like add does (the limits are unknown)."""
    home = make_home(tmp_path / "h")
    assert cli(home, "add", "memory", "gamma note").code == 0
    (home / "config.yaml").write_text("memory: [unclosed\n", encoding="utf-8")
    add = cli(home, "add", "memory", "delta note")
    undo = cli(home, "undo")
    no_crash(undo)
    assert add.code != 0 and undo.code == add.code, (add.said, undo.said)
    assert "config.yaml" in undo.stderr
    assert entries(home) == ["alpha note", "beta note", "gamma note"]


def test_journal_rotates_and_stays_usable(tmp_path: Path, state: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point 6: the active journal segment is bounded (rotated at HERMES_CURATOR_JOURNAL_SEGMENT_BYTES); undo
    and history keep working across segments, and a full read still sees every record. In-process (the CLI
    paths are the same core calls; the subprocess tests above cover the CLI)."""
    from curator.core.home.resolve import HermesHome
    from curator.core.journal.reverts import undo, undo_target
    from curator.core.memory.ops import Op
    from curator.core.workspace import open_workspace

    monkeypatch.setenv("HERMES_CURATOR_JOURNAL_SEGMENT_BYTES", "4096")
    home = make_home(tmp_path / "h")
    ws = open_workspace(HermesHome(home))
    store = ws.store("memory")
    for i in range(12):
        assert store.apply([Op("add", content=f"note number {i} " + "x" * 100)]).changed
    files = journal_files(state)
    assert len(files) >= 2, files
    assert ws.journal.path.stat().st_size <= 4096 + 4096, ws.journal.path.stat().st_size
    assert sum(1 for r in ws.journal.records() if r.kind == "curator") == 12
    history = cli(home, "history", "--json", "--limit", "100", env={"HERMES_CURATOR_JOURNAL_SEGMENT_BYTES": "4096"})
    assert sum(1 for r in history.json["records"] if r["by"] == "curator") == 12
    for _ in range(12):
        undo(store, undo_target(ws.journal, store="memory"))
    assert entries(home) == ["alpha note", "beta note"]
    assert "Nothing to undo" in cli(home, "undo", env={"HERMES_CURATOR_JOURNAL_SEGMENT_BYTES": "4096"}).stderr
