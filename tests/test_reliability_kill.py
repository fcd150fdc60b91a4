"""Kill test: writers going through the curator's path are SIGKILLed at random points, hundreds of times."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import make_home, run_cli
from reliability_runs import kill_campaign

from curator.core.home import HermesHome
from curator.core.ops import Op
from curator.core.store import MemoryStore

KILLS = 200
SEED = 20260722


def test_sigkill_mid_write_leaves_old_or_new_content(tmp_path: Path) -> None:
    """>= 200 seeded kills; after each one the file is the old or the new bytes and the journal reads
    (torn last lines, from the kill or injected every 10th round, are reported, never fatal)."""
    def history_reports_damage(home: Path, torn: int) -> None:
        run = run_cli("history", "--json", home=home)
        assert run.code == 0 and "Traceback" not in run.stderr, run.stderr
        assert len(run.json["damaged"]) == torn

    figures = kill_campaign(tmp_path, KILLS, SEED, after_each_home=history_reports_damage)
    print("kill figures:", figures)
    assert figures["kills"] >= KILLS
    # the kills really hit writes in flight, and some of those had already replaced the file
    assert figures["mid_write"] >= KILLS // 10
    assert figures["landed_new"] >= 1


def test_journal_missing_only_its_last_newline_loses_nothing(tmp_path: Path) -> None:
    """A last line cut just before its newline is still a whole record; the next append starts a new line."""
    home = make_home(tmp_path / "h", memory=["one"])
    store = MemoryStore(HermesHome(home), "memory")
    store.apply([Op("add", content="two")])
    path = store.journal.path
    path.write_bytes(path.read_bytes()[:-1])
    assert len(store.journal.read().records) == 2 and store.journal.read().damaged == ()
    store.apply([Op("add", content="three")])
    contents = store.journal.read()
    assert [r.after[-1] for r in contents.records][-2:] == ["two", "three"] and contents.damaged == ()


@pytest.mark.parametrize("cut", [2, 7, 40])
def test_torn_journal_tail_is_reported_and_later_appends_survive(tmp_path: Path, cut: int) -> None:
    """A journal cut mid-line: read() keeps every whole record, reports the tear, and new records still land."""
    home = make_home(tmp_path / "h", memory=["one"])
    store = MemoryStore(HermesHome(home), "memory")
    store.apply([Op("add", content="two")])
    store.apply([Op("add", content="three")])
    path = store.journal.path
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) - cut])
    contents = store.journal.read()
    assert len(contents.records) == 2 and len(contents.damaged) == 1
    assert "torn last line" in contents.damaged[0] and str(path) in contents.damaged[0]
    store.apply([Op("add", content="four")])
    contents = store.journal.read()
    assert [r.operation for r in contents.records][-2:] == ["add", "add"]
    assert contents.records[-1].after[-1] == "four"
    assert len(contents.damaged) == 1 and "unreadable line" in contents.damaged[0]
