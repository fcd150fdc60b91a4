"""Concurrent writers: two real Hermes processes and the curator CLI, 500+ mixed ops on one file, none lost."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest

from .support import DELIMITER, PROJECT, curator_cmd, new_home, read_store

pytestmark = pytest.mark.interop

#: (ops per Hermes writer, curator ops): 504 on the target release, a shorter run on the oldest one.
SIZES = {"0.19.0": (220, 64), "0.13.0": (100, 24)}


def _curator_loop(home: Path, seed: int, count: int) -> tuple[list[str], int]:
    """The curator's share: add/replace/remove of its own entries, one CLI call each; returns (own, ops)."""
    rng = random.Random(seed)
    mine: list[str] = []
    done = 0
    for i in range(count):
        if not mine or rng.random() < 0.6:
            text = f"cur-{i:04d} fact {rng.randint(0, 99)}"
            cmd, after = ("add", "memory", text), [*mine, text]
        elif rng.random() < 0.6:
            old = rng.choice(mine)
            new = old.split(" fact")[0] + f" fact revised {i}"
            cmd = ("replace", "memory", old.split(" fact")[0] + " fact", new)
            after = [new if e == old else e for e in mine]
        else:
            old = rng.choice(mine)
            cmd, after = ("remove", "memory", old.split(" fact")[0] + " fact"), [e for e in mine if e != old]
        proc = subprocess.run(curator_cmd(home, *cmd, "--json"), capture_output=True, text=True, cwd=PROJECT)
        assert proc.returncode == 0, f"{cmd}: {proc.stderr}"
        mine, done = after, done + 1
    return mine, done


def test_500_mixed_concurrent_ops_none_lost(hermes, tmp_path: Path) -> None:
    """Every op any writer got a success for is in the final file, nothing else is (0.19: 504 ops)."""
    home = new_home(tmp_path / "home", memory=["Shared seed entry."],
                    config="memory:\n  memory_char_limit: 200000\n")
    per_writer, ours = SIZES[hermes.release]
    writers = [hermes.popen(home, "hermes_writer.py", f"h{n}", str(n), str(per_writer)) for n in range(2)]
    own, curator_ops = _curator_loop(home, 99, ours)
    expected = ["Shared seed entry.", *own]
    hermes_ops = 0
    for proc in writers:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        lines = [json.loads(line) for line in out.splitlines()]
        assert all(line["ok"] for line in lines[:-1]), [line for line in lines if not line.get("ok", True)][:3]
        hermes_ops += len(lines) - 1
        expected += lines[-1]["final"]
    assert hermes_ops + curator_ops >= (500 if hermes.release == "0.19.0" else 200)
    final = read_store(home).split(DELIMITER)
    assert sorted(final) == sorted(expected), (
        f"lost {sorted(set(expected) - set(final))[:5]}, unexpected {sorted(set(final) - set(expected))[:5]}")
