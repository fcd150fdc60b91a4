"""Kill test: writers going through the curator's path are SIGKILLed at random points, hundreds of times."""

from __future__ import annotations

import hashlib
import os
import random
import signal
from pathlib import Path

import pytest
from conftest import make_home, run_cli
from reliability_checks import Zygote, file_sha, settle_round

from curator.core.home import HermesHome
from curator.core.journal import Journal
from curator.core.memory import read_store_file, serialise
from curator.core.ops import Op
from curator.core.store import MemoryStore

KILLS = 200
ROUNDS_PER_HOME = 25
SEED = 20260722
TEAR_EVERY = 10
"""Every this many rounds the journal's last line is cut in half, as a power loss could leave it."""


def _home_for(epoch: int, tmp_path: Path, rng: random.Random) -> tuple[Path, str, int, int]:
    store = "memory" if epoch % 2 == 0 else "user"
    limit = rng.choice([2200, 4000, 6000]) if store == "memory" else 1375
    entries = [f"seed {epoch}-{i}: prefers tabs over spaces" for i in range(rng.randint(0, 5))]
    home = make_home(tmp_path / f"home{epoch}", **{store: entries},
                     config=f"memory:\n  memory_char_limit: {limit}\n" if store == "memory" else None)
    return home, store, limit, rng.choice([60, 400, 1200])


def _tear_last_line(journal: Path, rng: random.Random) -> bool:
    raw = journal.read_bytes()
    body = raw[:-1] if raw.endswith(b"\n") else raw
    start = body.rfind(b"\n") + 1
    if len(body) - start < 4:
        return False
    with open(journal, "r+b") as fh:
        fh.truncate(start + rng.randint(1, len(body) - start - 1))
    return True


def test_sigkill_mid_write_leaves_old_or_new_content(tmp_path: Path) -> None:
    """>= 200 seeded kills; after each one the file is the old or the new bytes and the journal reads."""
    rng = random.Random(SEED)
    zygote = Zygote()
    figures = {"kills": 0, "mid_write": 0, "landed_new": 0, "journal_lag": 0, "writes_confirmed": 0,
               "torn_injected": 0, "torn_by_kill": 0, "orphan_tmp": 0}
    try:
        for epoch in range((KILLS + ROUNDS_PER_HOME - 1) // ROUNDS_PER_HOME):
            home, store, limit, max_chars = _home_for(epoch, tmp_path, rng)
            path = HermesHome(home).store_path(store)
            journal = Journal.for_home(home)
            torn = 0
            behind = False  # the journal may trail the file after a tear or a kill just after the replace
            for n in range(ROUNDS_PER_HOME):
                base = file_sha(path)
                request = {"home": str(home), "store": store, "seed": rng.randrange(1 << 30), "max_chars": max_chars}
                pid, status, lines = zygote.kill_round(request, rng.uniform(0.0, 0.03))
                assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, (
                    f"child {pid} did not die by SIGKILL (status {status}); lines: {lines}")
                rnd = settle_round(pid, status, lines, base, file_sha(path))
                figures["kills"] += 1
                figures["writes_confirmed"] += rnd.writes_done
                allowed = {rnd.base} | ({rnd.pending} if rnd.pending else set())
                assert rnd.on_disk in allowed, f"round {epoch}/{n}: file is neither the old nor the new content"
                figures["mid_write"] += rnd.killed_mid_write
                figures["landed_new"] += rnd.landed_new

                state = read_store_file(path, limit)
                assert state.tool_shaped and state.decodable, state.problems
                if state.exists:
                    assert state.raw == serialise(list(state.entries)).encode("utf-8")
                names = {p.name for p in path.parent.iterdir()}
                orphans = {x for x in names if x.startswith(".mem_") and x.endswith(".tmp")}
                assert names - orphans <= {path.name, path.name + ".lock", "MEMORY.md", "USER.md"}, names

                contents = journal.read()  # never raises, whatever the kill left
                # a kill inside the journal's write(2) can leave a torn last line: it is reported, never fatal
                assert torn <= len(contents.damaged) <= torn + 1, contents.damaged
                if len(contents.damaged) > torn:
                    assert "torn last line" in contents.damaged[-1], contents.damaged
                    torn += 1
                    figures["torn_by_kill"] += 1
                assert all("torn last line" in d or "unreadable line" in d for d in contents.damaged)
                last = journal.last_known(store)
                known = hashlib.sha256(serialise(list(last)).encode("utf-8")).hexdigest() if last is not None else None
                if known is not None and known != rnd.on_disk:
                    # only a kill between the file's replace and the journal append (or a torn journal) leaves
                    # the journal behind; the next curator write journals the difference as an outside change
                    assert rnd.landed_new or behind, f"round {epoch}/{n}: journal and file disagree unexplained"
                    figures["journal_lag"] += rnd.landed_new
                    behind = True
                else:
                    behind = False

                if n % TEAR_EVERY == TEAR_EVERY - 1 and journal.path.exists() and _tear_last_line(journal.path, rng):
                    torn += 1
                    behind = True
                    figures["torn_injected"] += 1
                    contents = journal.read()
                    assert "torn last line" in contents.damaged[-1]
            figures["orphan_tmp"] += len(list(path.parent.glob(".mem_*.tmp")))
            # the store still takes writes after all that, and history reports the damage instead of crashing
            final = MemoryStore(HermesHome(home), store)
            entries = final.read().entries
            op = Op("remove", old_text=entries[0]) if entries else Op("add", content=f"after the kills {epoch}")
            assert final.apply([op]).changed
            run = run_cli("history", "--json", home=home)
            assert run.code == 0, run.stderr
            assert len(run.json["damaged"]) == torn
            assert "Traceback" not in run.stderr
    finally:
        zygote.close()
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
