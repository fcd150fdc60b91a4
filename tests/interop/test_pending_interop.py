"""Staged writes: records real Hermes stages, approved by Hermes, by the curator, and by both at once."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from .support import DELIMITER, PROJECT, curator_cmd, new_home, read_store, run_curator, stamp_state_db

pytestmark = pytest.mark.interop

GATE_ON = "memory:\n  write_approval: true\n"
RACES = 5  # the race window is taken apart deterministically: test_records_hermes_applied_but_not_yet_deleted_...
SEED = ["Deploy with make deploy from the release branch.", "Staging DB is pg16 on port 5433.",
        "Sam prefers short answers.", "CI runs on the self-hosted runner.", "Docs live in the wiki."]


def _stage(peer, home: Path, writes: list[dict]) -> list[str]:
    """Stage `writes` through Hermes's own memory tool (gate on, background review); return their ids."""
    results = peer.run(home, *({"op": "tool", "target": "memory", **w} for w in writes))
    assert all(r.get("staged") for r in results), results
    return [r["pending_id"] for r in results]


def _queue(home: Path) -> set[str]:
    folder = home / "pending" / "memory"
    return {p.stem for p in folder.glob("*.json")} if folder.exists() else set()


WRITES = [
    {"action": "add", "content": "Release train leaves on Thursdays."},
    {"action": "replace", "old_text": "pg16 on port 5433", "content": "Staging DB is pg16 on port 5434 since May."},
    {"action": "remove", "old_text": "self-hosted runner"},
    {"operations": [{"action": "add", "content": "Oncall rota is in PagerDuty."},
                    {"action": "remove", "old_text": "Docs live in the wiki."}]},
    {"action": "replace", "old_text": "no such entry", "content": "Never applies."},
    {"action": "add", "content": "Sam prefers short answers."},
]


def test_approve_results_byte_identical(hermes19, curator, tmp_path: Path) -> None:
    """The same Hermes-staged queue approved by Hermes and by the curator leaves identical files and queues."""
    base = new_home(tmp_path / "base", memory=SEED, config=GATE_ON)
    stamp_state_db(hermes19, base)
    _stage(hermes19, base, WRITES)
    by_hermes, by_curator = tmp_path / "by-hermes", tmp_path / "by-curator"
    shutil.copytree(base, by_hermes)
    shutil.copytree(base, by_curator)
    text = hermes19.one(by_hermes, {"op": "approve", "id": "all"})["text"]
    assert "Approved 5 memory write(s)." in text
    run = curator(by_curator, "pending", "approve", "--all", "--json")
    assert run.code in (0, 1), run.stderr
    assert read_store(by_curator) == read_store(by_hermes)
    assert _queue(by_curator) == _queue(by_hermes) and len(_queue(by_hermes)) == 1


def test_curator_edited_record_is_approved_by_hermes(hermes19, curator, tmp_path: Path) -> None:
    """A record the curator edited (kept in the queue) is still one Hermes reads and applies as edited."""
    home = new_home(tmp_path / "home", memory=SEED, config=GATE_ON)
    (pid,) = _stage(hermes19, home, [{"action": "add", "content": "Release train leaves on Thursdays."}])
    assert curator(home, "pending", "edit", pid, "--content", "Release train leaves Thursdays at 10:00.").code == 0
    text = hermes19.one(home, {"op": "approve", "id": pid})["text"]
    assert "Approved 1 memory write(s)." in text
    assert read_store(home) == DELIMITER.join([*SEED, "Release train leaves Thursdays at 10:00."])


def test_curator_rejects_and_restores_hermes_reads_the_queue(hermes19, curator, tmp_path: Path) -> None:
    """Reject then restore through the curator: Hermes lists the record again and approves it."""
    home = new_home(tmp_path / "home", memory=SEED, config=GATE_ON)
    (pid,) = _stage(hermes19, home, [{"action": "remove", "old_text": "Docs live in the wiki."}])
    assert curator(home, "pending", "reject", pid).code == 0
    assert pid not in [r["id"] for r in hermes19.one(home, {"op": "list_pending"})["records"]]
    assert curator(home, "pending", "restore", pid).code == 0
    assert pid in [r["id"] for r in hermes19.one(home, {"op": "list_pending"})["records"]]
    assert "Approved 1" in hermes19.one(home, {"op": "approve", "id": pid})["text"]
    assert read_store(home) == DELIMITER.join(SEED[:-1])


def test_an_approval_undone_by_the_curator_is_a_record_hermes_lists_and_approves(hermes19, curator,
                                                                                tmp_path: Path) -> None:
    """Approve through the curator, then undo: the store is as Hermes left it and the record Hermes staged is
    back, one Hermes lists and approves to the same file the curator's approval made."""
    home = new_home(tmp_path / "home", memory=SEED, config=GATE_ON)
    (pid,) = _stage(hermes19, home, [{"action": "add", "content": "Release train leaves on Thursdays."}])
    staged = (home / "pending" / "memory" / f"{pid}.json").read_bytes()
    before = read_store(home)
    assert curator(home, "pending", "approve", pid).code == 0
    approved = read_store(home)
    undo = curator(home, "undo", "--json")
    assert undo.code == 0 and undo.json["requeued"] == [pid], undo.stderr
    assert read_store(home) == before
    assert (home / "pending" / "memory" / f"{pid}.json").read_bytes() == staged
    assert pid in [r["id"] for r in hermes19.one(home, {"op": "list_pending"})["records"]]
    assert "Approved 1" in hermes19.one(home, {"op": "approve", "id": pid})["text"]
    assert read_store(home) == approved


def test_unpinned_multiple_match_refused_like_hermes(hermes19, curator, tmp_path: Path) -> None:
    """old_text equal to one entry and inside another: 0.19 refuses and keeps the record; so must we."""
    entries = ["Deploy", "Deploy docs live in the wiki."]
    home = new_home(tmp_path / "home", memory=entries, config=GATE_ON)
    stamp_state_db(hermes19, home)
    (pid,) = _stage(hermes19, home, [{"action": "remove", "old_text": "Deploy"}])
    twin = tmp_path / "twin"
    shutil.copytree(home, twin)
    text = hermes19.one(twin, {"op": "approve", "id": pid})["text"]
    assert "Multiple entries matched" in text and pid in _queue(twin)
    run = curator(home, "pending", "approve", pid, "--json")
    assert run.code == 1
    assert read_store(home) == DELIMITER.join(entries) and pid in _queue(home)


RACE_SEED = [f"Fact {i:02d}: the build uses cache shard {i}." for i in range(12)]
RACE_WRITES = ([{"action": "remove", "old_text": f"Fact {i:02d}:"} for i in range(0, 12, 2)]
               + [{"action": "replace", "old_text": f"Fact {i:02d}:", "content": f"Fact {i:02d}: shard {i} moved."}
                  for i in range(1, 12, 2)] + [{"action": "add", "content": f"New fact {i}."} for i in range(4)])
RACE_EXPECTED = ([f"Fact {i:02d}: shard {i} moved." for i in range(1, 12, 2)] + [f"New fact {i}." for i in range(4)])


def _as_expected(home: Path) -> bool:
    entries = read_store(home).split(DELIMITER)
    return sorted(entries) == sorted(RACE_EXPECTED) and len(set(entries)) == len(entries)


def test_records_hermes_applied_but_not_yet_deleted_stay_where_they_are(hermes19, tmp_path: Path) -> None:
    """The window of the race, taken apart: Hermes 0.19's approve loop has applied records (its `_apply_one`)
    and not yet deleted them (its `discard_pending`, the next step) when the curator approves the queue. The
    curator must not move those records (a record taken and put back would outlive Hermes's delete and stay
    queued although applied), applies the rest once, and Hermes's delete then finds each of its records."""
    home = new_home(tmp_path / "home", memory=RACE_SEED, config=GATE_ON)
    ids = _stage(hermes19, home, RACE_WRITES)
    by_hermes = ids[::2]  # removes, replaces and adds alike
    applied = hermes19.run(home, *({"op": "approve_steps", "id": pid, "steps": ["apply"]} for pid in by_hermes))
    assert all(r["applied"] for r in applied), applied
    folder = home / "pending" / "memory"
    stats = {pid: (folder / f"{pid}.json").stat() for pid in by_hermes}
    run = run_curator(home, "pending", "approve", "--all", "--json")
    results = {r["id"]: r for r in run.json["results"]}
    for pid in ids:
        if pid not in by_hermes:
            assert results[pid]["status"] == "applied", results[pid]
    moved = []
    for pid in by_hermes:  # still at its name (Hermes's delete will find it) unless the curator consumed it
        path = folder / f"{pid}.json"
        if path.exists() and (path.stat().st_ino, path.stat().st_ctime_ns) != (stats[pid].st_ino,
                                                                               stats[pid].st_ctime_ns):
            moved.append(pid)
    assert not moved, f"records moved and put back: {moved}"
    hermes19.run(home, *({"op": "approve_steps", "id": pid, "steps": ["discard"]} for pid in by_hermes))
    assert not _queue(home) and _as_expected(home)


def _race_once(peer, home: Path) -> set[str]:
    _stage(peer, home, RACE_WRITES)
    hermes = subprocess.Popen([str(peer.python), str(PROJECT / "tests" / "interop" / "peer" / "hermes_peer.py")],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=peer.environ(home))
    ours = subprocess.Popen(curator_cmd(home, "pending", "approve", "--all", "--json"), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=PROJECT)
    hermes.communicate(json.dumps({"ops": [{"op": "approve", "id": "all"}]}), timeout=120)
    ours.communicate(timeout=120)
    return _queue(home)


def test_concurrent_approval_with_non_claiming_hermes(hermes19, tmp_path: Path) -> None:
    """Races of `/memory approve all` against `pending approve --all`: every effect once, nothing re-queued."""
    failures = []
    for run in range(RACES):
        home = new_home(tmp_path / f"race{run}", memory=RACE_SEED, config=GATE_ON)
        left = _race_once(hermes19, home)
        if left or not _as_expected(home):
            failures.append(f"run {run}: re-queued {sorted(left)}, file as expected: {_as_expected(home)}")
    assert not failures, "\n".join(failures)
