"""Concurrent writers: the curator's write path against simulated Hermes agents on the same files."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from support.agent_sim import SimOp, agent_add, join_entries, read_entries, stage_pending, write_atomic
from conftest import make_home
from support.reliability_checks import TESTS, Link, agent_links, chain_problems, journal_links, lost_adds, spawn_python
from support.reliability_runs import SEED_ENTRIES, concurrency_run, run_all

from curator.core.workspace import open_workspace
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.memory.format import read_store_file
from curator.core.memory.ops import Op
from curator.core.pending import approve
from curator.core.memory.store import MemoryStore

AGENTS = 3
CURATORS = 2
OPS = 60


@pytest.mark.parametrize("store,limit", [("memory", 3000), ("user", 1375)])
def test_curator_and_agents_lose_nothing(tmp_path: Path, store: str, limit: int) -> None:
    """N agents and the curator add/replace/remove in parallel; every acknowledged write is accounted for:
    the writes form one chain (no lost update), acknowledged adds survive unless later removed, the file is
    tool-shaped, and the journal chains too, with every curator ack matching its record."""
    figures = concurrency_run(tmp_path, store, agents=AGENTS, curators=CURATORS, ops=OPS, limit=limit)
    print("concurrency figures:", figures)
    # the adversary really interleaved with the curator: outside changes were seen and journaled
    assert figures["outside_changes_journaled"] > 0
    assert figures["acknowledged"] >= (AGENTS + CURATORS) * OPS // 2


def test_concurrent_approvers_apply_each_pending_write_at_most_once(tmp_path: Path) -> None:
    """Three approvers race over one queue while agents keep writing and staging: no record is applied twice,
    a refused one stays in the queue, no claim is left behind, and every write still forms one chain."""
    home = make_home(tmp_path / "hermes", memory=SEED_ENTRIES, config="memory:\n  memory_char_limit: 20000\n")
    path = home / "memories" / "MEMORY.md"
    for i in range(6):
        agent_add(path, f"pinned target {i}: prefers tabs", 20000)
    ids = [stage_pending(home, [SimOp("add", f"staged note {i}: prefers dark mode")], created_at=1000.0 + i)
           for i in range(24)]
    removes = [stage_pending(home, [SimOp("remove", old_text=f"target {i}", matched_entry=f"pinned target {i}: prefers tabs")])
               for i in range(6)]
    ids += removes
    ids += [stage_pending(home, [SimOp("add", f"batch {i} a"), SimOp("add", f"batch {i} b")]) for i in range(4)]
    id_file = tmp_path / "ids.txt"
    id_file.write_text("\n".join(ids), encoding="utf-8")
    logs = [tmp_path / f"approver{i}.jsonl" for i in range(3)]
    procs = [spawn_python(TESTS / "curator_worker.py", "approver", "--home", str(home), "--ids", str(id_file),
                          "--seed", str(i), "--log", str(log)) for i, log in enumerate(logs)]
    agent_logs = [tmp_path / f"agent{i}.jsonl" for i in range(2)]
    procs += [spawn_python(TESTS / "agent_sim.py", "run", "--file", str(path), "--ops", "40", "--seed", str(50 + i),
                           "--tag", f"agent{i}", "--limit", "20000", "--log", str(log), "--home", str(home),
                           "--stage-every", "4")  # every 4th op is staged for approval instead of written
              for i, log in enumerate(agent_logs)]
    run_all(procs)
    staged_meanwhile = {json.loads(line)["id"] for log in agent_logs for line in log.read_text().splitlines()
                        if json.loads(line)["kind"] == "staged"}
    assert len(staged_meanwhile) == 20

    results = [json.loads(line) for log in logs for line in log.read_text().splitlines()]
    applied = [r["id"] for r in results if r["status"] == "applied"]
    assert len(applied) == len(set(applied)), "a pending write was applied twice"
    journal = Journal.for_home(home).read()
    pending_records = [r.extra["pending_id"] for r in journal.records if r.kind == "curator" and r.extra.get("pending_id")]
    assert len(pending_records) == len(set(pending_records))
    # each id: applied by at most one approver and then gone; otherwise refused for a real reason and kept
    leftovers = sorted(p.name for p in (home / "pending" / "memory").iterdir())
    assert not [n for n in leftovers if ".claimed-" in n], "a claim file was left behind"
    kept, elsewhere = set(), set()
    for pid in ids:
        mine = [r for r in results if r["id"] == pid]
        assert len(mine) == 3
        statuses = {r["status"] for r in mine}
        if "applied" in statuses:
            continue
        if "applied_elsewhere" in statuses:  # an agent removed the pinned target itself: the record is taken out
            elsewhere.add(pid)
            continue
        assert any(r["reason"] not in ("gone", "already_claimed") for r in mine), mine
        kept.add(pid)
    # only a remove can find its effect already there (no agent writes "staged note" or "batch" entries)
    assert elsewhere <= set(removes), elsewhere
    assert {n[:-5] for n in leftovers if n.endswith(".json")} == kept | staged_meanwhile
    assert len(applied) >= 24
    # then the records the agents staged meanwhile are approved too: each applied once or refused and kept
    report = approve(open_workspace(HermesHome(home)), sorted(staged_meanwhile), source="late-approver")
    late_kept = {r.id for r in report.results if r.status == "refused"}
    assert all(r.reason not in ("gone", "already_claimed") for r in report.results if r.status == "refused")
    leftovers = {p.name[:-5] for p in (home / "pending" / "memory").iterdir()}
    assert leftovers == kept | late_kept, "a refused record vanished or an applied one stayed"
    journal = Journal.for_home(home).read()
    pending_records = [r.extra["pending_id"] for r in journal.records if r.kind == "curator" and r.extra.get("pending_id")]
    assert len(pending_records) == len(set(pending_records)), "a pending write was applied twice"
    final = read_store_file(path, 20000)
    assert final.tool_shaped
    for i, pid in enumerate(removes):
        if pid in elsewhere:
            assert f"pinned target {i}: prefers tabs" not in final.entries
    links = [link for log in agent_logs for link in agent_links(log)] + journal_links(journal.records, "memory")
    assert chain_problems(_initial(), links, final.entries) == []
    assert lost_adds(links, final.entries) == []


def _initial() -> list[str]:
    return SEED_ENTRIES + [f"pinned target {i}: prefers tabs" for i in range(6)]


def test_checks_catch_a_writer_that_ignores_the_lock(tmp_path: Path) -> None:
    """The checks above have teeth: a write from a stale copy (no lock, no re-read) is reported as lost."""
    home = make_home(tmp_path / "hermes", memory=SEED_ENTRIES)
    path = home / "memories" / "MEMORY.md"
    stale = read_entries(path)
    open_workspace(HermesHome(home)).store("memory").apply([Op("add", content="curator note")])
    bad_after = stale + ["agent note from a stale copy"]
    write_atomic(path, join_entries(bad_after).encode("utf-8"))
    links = journal_links(Journal.for_home(home).records(), "memory")
    links.append(Link(time.time(), "stale-writer", tuple(stale), tuple(bad_after), ("agent note from a stale copy",)))
    final = read_entries(path)
    assert chain_problems(SEED_ENTRIES, links, final)
    assert any("curator note" in problem for problem in lost_adds(links, final))
