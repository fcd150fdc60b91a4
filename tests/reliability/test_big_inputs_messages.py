"""Points 10, 11 and 17 of issue 17: bounded work on big inputs, and messages that say what happened."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from support.hostile.run import DELIM, PROJECT, cli, entries, make_home, no_crash, put, tree_digest



# ---------------------------------------------------------------- big inputs (bounded by timeout + memory cap)

def test_consolidate_far_over_the_limit_is_bounded(tmp_path: Path) -> None:
    """Point 10: 2,000 similar entries (Hermes could never have written them): consolidate finishes inside
    the memory cap and says the file is far over its limit."""
    notes = [f"user prefers green tea number {i} with a little honey in the morning" for i in range(2000)]
    home = make_home(tmp_path / "h", memory=notes)
    before = tree_digest(home)
    run = cli(home, "consolidate", "memory", "--json", timeout=90)
    no_crash(run)
    assert "far over" in run.said.lower(), run.said[-800:]
    assert tree_digest(home) == before


def test_ten_megabytes_of_random_bytes_status_is_quick(tmp_path: Path) -> None:
    """Point 11: 10 MB of random bytes as MEMORY.md: status answers (non-zero, names the file) in bounds."""
    home = make_home(tmp_path / "h")
    (home / "memories" / "MEMORY.md").write_bytes(random.Random(7).randbytes(10 << 20))
    for argv in (("status",), ("show", "memory")):
        run = cli(home, *argv, timeout=30)
        no_crash(run)
        assert run.code != 0 and "MEMORY.md" in run.stderr, run.said[-500:]


def test_ten_thousand_op_batch_lists_quickly(tmp_path: Path) -> None:
    """Point 11: a 10k-operation batch record: `pending list` answers within the timeout."""
    home = make_home(tmp_path / "h")
    ops = [{"action": "add", "content": f"note {i}"} for i in range(10_000)]
    put(home, {"id": "abcdef12", "subsystem": "memory", "action": "batch", "summary": "10k", "origin": "foreground",
               "created_at": 1.0, "payload": {"action": "batch", "target": "memory", "operations": ops}})
    run = cli(home, "pending", "list", "--json", timeout=20)  # `show` runs the same preview
    no_crash(run)
    assert run.json["count"] == 1 and run.json["writes"][0]["error"] is None


def test_locked_state_db_is_refused_after_a_short_wait(tmp_path: Path) -> None:
    """Point 11: a state.db held EXCLUSIVE by a writer: status/search refuse within a short bound."""
    from support.hostile.run import write_state_db

    home = make_home(tmp_path / "h")
    write_state_db(home / "state.db")
    holder = sqlite3.connect(home / "state.db", isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO sessions (id, source, started_at) VALUES ('locked', 'cli', 1.0)")
    try:
        for argv in (("status",), ("search", "postgres")):
            run = cli(home, *argv, timeout=6)
            no_crash(run)
            assert run.code != 0 and "state.db" in run.stderr and "locked" in run.stderr.lower(), run.said
    finally:
        holder.execute("ROLLBACK")
        holder.close()


# ---------------------------------------------------------------- messages

@pytest.mark.parametrize("raw", [b"one\n\xc2\xa7\ntw\x00o", "x" * 2300], ids=["nul", "entry_over_limit"])
def test_normalise_advice_is_only_given_when_normalise_helps(tmp_path: Path, raw) -> None:
    """Point 17: when add says "run normalise", normalise fixes the file and the add then works; otherwise add
    says what to do instead and normalise does not claim the file is already in Hermes's shape. (A CR-only file is
    no case here: Hermes reads and writes it, so add accepts it and writes it canonically.)"""
    home = make_home(tmp_path / "h")
    mem = home / "memories" / "MEMORY.md"
    mem.write_bytes(raw if isinstance(raw, bytes) else raw.encode())
    add = cli(home, "add", "memory", "fresh note")
    assert add.code != 0
    norm = cli(home, "normalise", "memory")
    no_crash(norm)
    assert "already in hermes's shape" not in norm.said.lower(), norm.said
    if "normalise" in add.stderr.replace(str(tmp_path), ""):
        assert norm.code == 0, norm.said
        assert cli(home, "add", "memory", "fresh note").code == 0
    else:
        assert norm.code != 0


def test_normalise_record_blocking_undo_says_to_undo_by_id(tmp_path: Path) -> None:
    """Point 17: plain undo after a normalise names the way out: undo an earlier change by its id."""
    home = make_home(tmp_path / "h")
    added = cli(home, "add", "memory", "gamma note", "--json").json["journal_id"]
    mem = home / "memories" / "MEMORY.md"
    mem.write_bytes(mem.read_bytes().replace(b"\n", b"\r\n"))
    assert cli(home, "normalise", "memory").code == 0
    undo = cli(home, "undo")
    assert undo.code == 1
    assert "hermes-curator undo " in undo.stderr and added in undo.stderr, undo.stderr


def test_loser_of_concurrent_undos_says_already_undone(tmp_path: Path) -> None:
    """Point 17: two undos of the same change: one wins, the other says it was already undone."""
    home = make_home(tmp_path / "h")
    assert cli(home, "add", "memory", "gamma note").code == 0
    env = {**os.environ, "HERMES_CURATOR_FAULT": "before-lock:sleep=0.6"}
    env.pop("HERMES_CURATOR_DEBUG", None)
    procs = [subprocess.Popen([sys.executable, "-m", "curator", "--home", str(home), "undo"], env=env, cwd=PROJECT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=30) for p in procs]
    codes = sorted(p.returncode for p in procs)
    assert codes == [0, 1], outs
    loser = [o for p, o in zip(procs, outs) if p.returncode == 1][0]
    assert "already undone" in loser[1], loser
    assert entries(home) == ["alpha note", "beta note"]


def test_write_failure_names_the_file(tmp_path: Path) -> None:
    """Point 17: a full disk / file size limit is reported with the path that could not be written."""
    home = make_home(tmp_path / "h")
    run = cli(home, "add", "memory", "a note " * 50, fsize=64)
    no_crash(run)
    assert run.code == 1, run.said
    assert "nothing was changed" in run.stderr.lower() and ("/" in run.stderr.split(":", 2)[1]), run.stderr


def test_home_that_is_a_file_says_so(tmp_path: Path) -> None:
    """Point 17: --home naming a regular file: "is not a directory", not "does not exist"."""
    f = tmp_path / "notahome"
    f.write_text("x")
    run = cli(f, "status")
    assert run.code == 2 and "not a directory" in run.stderr, run.stderr


def test_malformed_config_message_has_one_colon(tmp_path: Path) -> None:
    """Point 17: "config.yaml: malformed YAML", never "config.yaml:: malformed"."""
    home = make_home(tmp_path / "h", config="memory: !!python/object:os.system x\n")
    run = cli(home, "status")
    assert "config.yaml" in run.stderr and "::" not in run.stderr, run.stderr


def test_first_search_on_a_big_store_answers_from_hermes_while_the_index_builds(tmp_path: Path) -> None:
    """Point 11: with more messages than the backlog bound, the first search does not wait for the index:
    Hermes's own search answers at once, the index builds in the background, and a later search uses it."""
    import time

    from support.hostile.run import write_state_db

    home = make_home(tmp_path / "h")
    write_state_db(home / "state.db", messages=40)
    env = {"HERMES_CURATOR_BIG_BACKLOG": "10"}
    first = cli(home, "search", "postgres", "--json", env=env)
    no_crash(first)
    assert first.json["used"] != "index" and first.json["hits"], first.said
    assert "background" in first.stderr, first.stderr
    for _ in range(100):
        later = cli(home, "search", "postgres", "--json", env=env)
        if later.json["used"] == "index":
            break
        time.sleep(0.3)
    assert later.json["used"] == "index", later.said
    waited = cli(tmp_path / "h", "search", "deploy", "--json", "--wait")
    assert waited.code == 0 and waited.json["used"] == "index"


def test_a_search_while_another_curator_builds_the_index_starts_no_second_build(tmp_path: Path) -> None:
    """Point 11: while one curator builds the index, a search on a big backlog says so and answers from
    Hermes (it starts no second builder); with --wait it waits for that build and then uses the index."""
    import threading

    from support.hostile.run import write_state_db
    from support.sessions import OtherBuilder

    home = make_home(tmp_path / "h")
    write_state_db(home / "state.db", messages=40)
    env = {"HERMES_CURATOR_BIG_BACKLOG": "10"}
    with OtherBuilder(home / "state.db") as other:
        run = cli(home, "search", "postgres", "--json", env=env)
        no_crash(run)
        assert run.json["used"] == "hermes_fts" and run.json["hits"], run.said
        assert "being built by another hermes-curator" in run.stderr, run.stderr
        small = cli(home, "search", "postgres", "--json")     # a backlog it would build at once: the same word
        assert small.json["used"] == "hermes_fts" and "being built by another hermes-curator" in small.stderr, \
            small.said
        threading.Timer(1.5, other.release).start()
        waited = cli(home, "search", "postgres", "--json", "--wait", env=env)
        assert other.released.is_set(), waited.said      # it returned only once the other build had ended
        assert waited.code == 0 and waited.json["used"] == "index", waited.said
        assert "waiting for another hermes-curator" in waited.stderr, waited.stderr
