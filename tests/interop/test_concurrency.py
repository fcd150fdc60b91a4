"""Concurrent writers: two real Hermes processes and the curator CLI, 500+ mixed ops on one file, none lost."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from curator.core.journal.log import Journal

from .support import DELIMITER, PROJECT, new_home, read_store

pytestmark = pytest.mark.interop

LOOP = Path(__file__).resolve().parent / "curator_cli_loop.py"

#: (ops each Hermes writer does at least, curator ops): 510+ on the target release, fewer on the oldest one.
SIZES = {"0.19.0": (180, 150), "0.13.0": (80, 60)}


def _curator_calls(seed: int, count: int) -> tuple[list[list[str]], list[str]]:
    """The curator's share: add/replace/remove of its own entries (one CLI call each) and what it then owns."""
    rng = random.Random(seed)
    mine: list[str] = []
    calls: list[list[str]] = []
    for i in range(count):
        if not mine or rng.random() < 0.6:
            text = f"cur-{i:04d} fact {rng.randint(0, 99)}"
            cmd, mine = ["add", "memory", text], [*mine, text]
        elif rng.random() < 0.6:
            old = rng.choice(mine)
            new = old.split(" fact")[0] + f" fact revised {i}"
            cmd = ["replace", "memory", old.split(" fact")[0] + " fact", new]
            mine = [new if e == old else e for e in mine]
        else:
            old = rng.choice(mine)
            cmd, mine = ["remove", "memory", old.split(" fact")[0] + " fact"], [e for e in mine if e != old]
        calls.append(cmd)
    return calls, mine


def test_500_mixed_concurrent_ops_none_lost(hermes, tmp_path: Path) -> None:
    """Two Hermes writer processes and a curator process running CLI calls, started together on one file
    (Hermes goes on writing until the curator is done): every op any writer got a success for is in the final
    file, nothing else is (0.19: 500+ ops), and the curator saw Hermes's writes land between its own."""
    home = new_home(tmp_path / "home", memory=["Shared seed entry."],
                    config="memory:\n  memory_char_limit: 200000\n")
    per_writer, ours = SIZES[hermes.release]
    calls, own = _curator_calls(99, ours)
    go, stop = tmp_path / "go", tmp_path / "stop"
    writers = [hermes.popen(home, "hermes_writer.py", f"h{n}", str(n), str(per_writer), str(go), str(stop))
               for n in range(2)]
    curator = subprocess.Popen([sys.executable, str(LOOP), str(go)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, cwd=PROJECT)
    warm = new_home(tmp_path / "warm", memory=["Warm-up entry."])
    curator.stdin.write(json.dumps({
        "warm": ["--home", str(warm), "add", "memory", "Loads the write path before the start.", "--json"],
        "calls": [["--home", str(home), *c, "--json"] for c in calls]}))
    curator.stdin.close()
    assert curator.stdout.readline().strip() == '"ready"', curator.stderr.read()
    go.touch()
    out, err = curator.stdout.read(), curator.stderr.read()
    curator.wait(timeout=300)
    stop.touch()
    replies = [json.loads(line) for line in out.splitlines()]
    assert curator.returncode == 0 and len(replies) == len(calls), err
    failed = [(c, r["stderr"] or r["stdout"]) for c, r in zip(calls, replies) if r["code"] != 0]
    assert not failed, failed[:3]
    expected = ["Shared seed entry.", *own]
    hermes_ops = 0
    for proc in writers:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        report = json.loads(out)
        assert report["failures"] == 0, report["refused"]
        hermes_ops += report["ops"]
        expected += report["final"]
    assert hermes_ops + len(calls) >= (500 if hermes.release == "0.19.0" else 200)
    interleaved = [r for r in Journal.for_home(home).records("memory") if r.kind == "external"]
    assert len(interleaved) >= len(calls) // 2, f"{len(interleaved)} of {len(calls)} curator writes followed Hermes's"
    final = read_store(home).split(DELIMITER)
    assert sorted(final) == sorted(expected), (
        f"lost {sorted(set(expected) - set(final))[:5]}, unexpected {sorted(set(final) - set(expected))[:5]}")
