"""Kill test: writers going through the curator's path are SIGKILLed at random points, hundreds of times."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import make_home, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st
from support.reliability_runs import kill_campaign

from curator.core.workspace import open_workspace
from curator.core.home.resolve import HermesHome
from curator.core.memory.ops import Op
from curator.core.memory.store import MemoryStore

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
    store = open_workspace(HermesHome(home)).store("memory")
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
    store = open_workspace(HermesHome(home)).store("memory")
    store.apply([Op("add", content="two")])
    store.apply([Op("add", content="three")])
    path = store.journal.path
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) - cut])
    contents = store.journal.read()
    # the cut took the commit mark of "three": its intent stays, unsettled, until the next write decides from
    # the file (which has "three") that it landed
    assert len(contents.records) == 3 and len(contents.damaged) == 1
    assert contents.records[-1].after[-1] == "three" and not contents.records[-1].settled
    assert "torn last line" in contents.damaged[0] and str(path) in contents.damaged[0]
    store.apply([Op("add", content="four")])
    contents = store.journal.read()
    assert [r.operation for r in contents.records][-2:] == ["add", "add"]
    assert contents.records[-1].after[-1] == "four" and contents.records[-2].settled
    assert len(contents.damaged) == 1 and "unreadable line" in contents.damaged[0]


@settings(max_examples=80, deadline=None)
@given(lines=st.lists(st.one_of(st.tuples(st.sampled_from(["memory", "user"]),
                                          st.sampled_from(["curator", "external", "baseline", "pending_reject"]),
                                          st.lists(st.text("ab§\n é", max_size=6), max_size=3)),
                                st.binary(max_size=12)), max_size=12),
       block=st.integers(1, 64), torn_tail=st.binary(max_size=30))
def test_last_known_reads_backwards_like_a_full_read(tmp_path_factory, lines, block: int, torn_tail: bytes) -> None:
    """The journal's tail reader (used on every write) agrees with reading every record, damage included."""
    import json

    from curator.core.journal.log import Journal, JournalRecord, _lines_from_end

    path = tmp_path_factory.mktemp("j") / "journal.jsonl"
    raw = b""
    for n, item in enumerate(lines):
        if isinstance(item, bytes):
            raw += item.replace(b"\n", b" ") + b"\n"  # a damaged line
        else:
            store, kind, after = item
            record = JournalRecord(id=f"{n:08x}", ts=float(n), kind=kind, store=store, operation="x", after=tuple(after))
            raw += json.dumps(record.to_json(), ensure_ascii=False).encode("utf-8") + b"\n"
    path.write_bytes(raw + torn_tail.replace(b"\n", b" "))
    journal = Journal(path)
    assert list(_lines_from_end(path, block)) == list(reversed(path.read_bytes().split(b"\n")))
    for store in ("memory", "user"):
        full = [r for r in journal.read().records if r.store == store and r.kind in ("curator", "external", "baseline")]
        assert journal.last_known(store) == (full[-1].after if full else None)
