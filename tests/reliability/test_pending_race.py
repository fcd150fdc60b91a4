"""Concurrency of pending approvals: two curators at once, and Hermes's own approve-all racing the curator."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT, make_home
from curator.core.workspace import open_workspace
from curator.core import pending as P
from curator.core.pending import actions as pending_actions
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.memory.format import parse, serialise

SEED = [f"Seed fact number {i}" for i in range(5)]

# A stand-in for Hermes's own `/memory approve all` (older builds): list *.json, re-check each
# record exists, replay it under the same flock protocol, then delete the file. It does not claim.
HERMES_APPROVER = r'''
import fcntl, json, os, sys, tempfile
from pathlib import Path

DELIM = "\n\u00a7\n"


def _entries(path):
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    out = []
    for piece in raw.split(DELIM):
        piece = piece.strip()
        if piece and piece not in out:
            out.append(piece)
    return out


def _apply(home, payload):
    name = "USER.md" if payload.get("target") == "user" else "MEMORY.md"
    path = home / "memories" / name
    with open(path.with_name(name + ".lock"), "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        entries = _entries(path)
        if payload.get("action") != "add":
            return False
        text = (payload.get("content") or "").strip()
        if text not in entries:
            entries.append(text)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".mem_", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(DELIM.join(entries))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        return True


def hermes_approve_all(home):
    home = Path(home)
    d = home / "pending" / "memory"
    records = []
    for p in d.glob("*.json"):
        try:
            records.append(json.loads(p.read_text(encoding="utf-8-sig")))
        except Exception:
            pass
    records.sort(key=lambda r: r.get("created_at", 0))
    applied = []
    for rec in records:
        path = d / f"{rec['id']}.json"
        if not path.exists():
            continue
        try:
            rec = json.loads(path.read_text(encoding="utf-8-sig"))
        except (OSError, ValueError):
            continue
        if _apply(home, rec.get("payload", {})):
            applied.append(rec["id"])
            if path.exists():
                try:
                    path.unlink()
                except FileNotFoundError:
                    pass
    return applied


if __name__ == "__main__":
    print(json.dumps(hermes_approve_all(sys.argv[1])))
'''


def hermes_approve_all(home: Path) -> list[str]:
    """Run the Hermes-style approver in this process; returns the ids it applied."""
    namespace: dict = {"__name__": "hermes_style"}
    exec(compile(HERMES_APPROVER, "hermes_style_approver", "exec"), namespace)
    return namespace["hermes_approve_all"](str(home))


def stage_queue(home: Path, n: int) -> dict[str, str]:
    """Stage n distinct adds (memory and user) plus pinned replaces of the seed entries; id -> expected text."""
    hh = HermesHome(home)
    expected: dict[str, str] = {}
    for i in range(n):
        if i < len(SEED):
            w = P.stage(hh, "replace", "memory", content=f"Seed fact number {i}, revised", old_text=SEED[i],
                        origin="background_review")
        else:
            target = "user" if i % 5 == 0 else "memory"
            w = P.stage(hh, "add", target, content=f"Staged fact {i:02d} about topic {i * 7 % 13}")
        expected[w.id] = w.ops[0].content
    return expected


def _cli(home: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "curator", "--home", str(home), *args], cwd=PROJECT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ))


def _all_entries(home: Path) -> list[str]:
    out: list[str] = []
    for name in ("MEMORY.md", "USER.md"):
        path = home / "memories" / name
        if path.exists():
            raw = path.read_bytes()
            entries = parse(raw.decode("utf-8"))
            assert raw == serialise(entries).encode("utf-8")
            out += entries
    return out


@pytest.mark.slow
def test_two_curators_approving_the_same_queue_apply_each_record_once(tmp_path: Path) -> None:
    """Two `pending approve --all` processes started together: every record applied by exactly one of them."""
    home = make_home(tmp_path / "hermes", memory=SEED, user=["Name: Sam."])
    expected = stage_queue(home, 30)
    procs = [_cli(home, "pending", "approve", "--all", "--json") for _ in range(2)]
    outs = [p.communicate(timeout=120) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0, out + err
    applied = [{r["id"] for r in json.loads(out)["results"] if r["status"] == "applied"} for out, _ in outs]
    refused = [[r for r in json.loads(out)["results"] if r["status"] == "refused"] for out, _ in outs]
    assert applied[0].isdisjoint(applied[1])
    assert applied[0] | applied[1] == set(expected)
    assert all(r["reason"] in ("gone", "already_claimed") for rs in refused for r in rs)
    assert os.listdir(home / "pending" / "memory") == []
    entries = _all_entries(home)
    for text in expected.values():
        assert entries.count(text) == 1, text
    assert not any(e in entries for e in SEED)
    per_id: dict[str, int] = {}
    for record in Journal.for_home(home).records():
        pid = record.extra.get("pending_id")
        if record.kind == "curator" and pid:
            per_id[pid] = per_id.get(pid, 0) + 1
    assert per_id == {pid: 1 for pid in expected}


def test_claimed_record_is_invisible_to_hermes_approve_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the curator holds a claim (under the store's lock, just before it writes), Hermes's listing does
    not see the record; Hermes approving afterwards applies the others; each record is applied once."""
    home = make_home(tmp_path / "hermes", memory=SEED)
    hh = HermesHome(home)
    ids = [P.stage(hh, "add", "memory", content=f"Fact {i}").id for i in range(4)]
    first = P.load_queue(hh)[0].id
    listed_while_claimed: list[list[str]] = []
    real_replay = pending_actions._replay

    def replay_watching_the_claim(store, write, ops, source, before_write=None, raw=None):
        def claim_then_look() -> None:
            assert f"{write.id}.json" in os.listdir(home / "pending" / "memory")  # not taken before it applies
            before_write()
            names = os.listdir(home / "pending" / "memory")
            assert f"{write.id}.json" not in names and any(n.startswith(f".{write.id}.json.claimed-") for n in names)
            listed_while_claimed.append(sorted(p.stem for p in (home / "pending" / "memory").glob("*.json")))
        return real_replay(store, write, ops, source, before_write=claim_then_look, raw=raw)

    monkeypatch.setattr(pending_actions, "_replay", replay_watching_the_claim)
    report = P.approve(open_workspace(hh), [first])
    assert [r.status for r in report.results] == ["applied"]
    assert listed_while_claimed == [sorted(i for i in ids if i != first)]
    assert sorted(hermes_approve_all(home)) == sorted(i for i in ids if i != first)
    entries = parse((home / "memories" / "MEMORY.md").read_text(encoding="utf-8"))
    assert entries == SEED + [f"Fact {ids.index(first)}"] + [f"Fact {i}" for i in range(4) if ids[i] != first]
    assert os.listdir(home / "pending" / "memory") == []


def test_records_hermes_applied_first_are_reported_gone(tmp_path: Path) -> None:
    """The curator listed the queue, Hermes approved it all, then the curator's approve finds nothing to claim."""
    home = make_home(tmp_path / "hermes", memory=SEED)
    hh = HermesHome(home)
    expected = stage_queue(home, 8)
    listed = [w.id for w in P.load_queue(hh)]
    hermes_ids = hermes_approve_all(home)
    assert sorted(hermes_ids) == sorted(i for i in listed if not expected[i].startswith("Seed"))
    report = P.approve(open_workspace(hh), listed)
    by_reason = {r.id: (r.status, r.reason) for r in report.results}
    for pid in hermes_ids:
        assert by_reason[pid] == ("refused", "gone")
    for pid in set(listed) - set(hermes_ids):  # the replaces this stand-in approver does not handle
        assert by_reason[pid] == ("applied", None)
    entries = _all_entries(home)
    assert all(entries.count(text) == 1 for text in expected.values())


@pytest.mark.slow
def test_hermes_and_curator_approving_concurrently(tmp_path: Path) -> None:
    """Hermes-style approve-all and `pending approve --all` at once: each add lands once, nothing is left over."""
    home = make_home(tmp_path / "hermes", memory=SEED)
    hh = HermesHome(home)
    expected = {P.stage(hh, "add", "memory", content=f"Concurrent fact {i:02d}").id: f"Concurrent fact {i:02d}"
                for i in range(30)}
    script = tmp_path / "hermes_style_approver.py"
    script.write_text(HERMES_APPROVER, encoding="utf-8")
    hermes = subprocess.Popen([sys.executable, str(script), str(home)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    curator = _cli(home, "pending", "approve", "--all", "--json")
    h_out, h_err = hermes.communicate(timeout=120)
    c_out, c_err = curator.communicate(timeout=120)
    assert hermes.returncode == 0, h_err
    assert curator.returncode == 0, c_out + c_err
    by_hermes = set(json.loads(h_out))
    by_curator = {r["id"] for r in json.loads(c_out)["results"] if r["status"] == "applied"}
    assert by_hermes | by_curator == set(expected)
    assert os.listdir(home / "pending" / "memory") == []
    entries = parse((home / "memories" / "MEMORY.md").read_text(encoding="utf-8"))
    assert entries[: len(SEED)] == SEED
    assert sorted(entries[len(SEED):]) == sorted(expected.values())


def test_a_record_that_does_not_apply_is_refused_where_it_lies(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Hermes 0.19 applied a remove and has yet to delete its record (it never claims): the curator's approve
    refuses the record without moving it, so Hermes's delete finds it at any moment of the curator's run."""
    home = make_home(tmp_path / "hermes", memory=SEED)
    hh = HermesHome(home)
    w = P.stage(hh, "remove", "memory", old_text=SEED[1])
    (home / "memories" / "MEMORY.md").write_bytes(serialise([e for e in SEED if e != SEED[1]]).encode("utf-8"))
    before = os.stat(w.path)
    real_replay = pending_actions._replay
    where_during: list[bool] = []

    def replay(store, write, ops, source, before_write=None, raw=None):
        where_during.append(w.path.exists())
        return real_replay(store, write, ops, source, before_write=before_write, raw=raw)

    monkeypatch.setattr(pending_actions, "_replay", replay)
    (result,) = P.approve(open_workspace(hh), [w.id]).results
    assert (result.status, result.reason) == ("refused", "stale") and where_during == [True]
    after = os.stat(w.path)
    assert (after.st_ino, after.st_ctime_ns) == (before.st_ino, before.st_ctime_ns)  # never renamed or linked
    assert sorted(os.listdir(hh.pending_dir)) == [w.path.name]
