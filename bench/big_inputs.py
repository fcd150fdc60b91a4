"""Big-input timings (issue 17, point 6 and 11): wall and CPU time, peak RSS of one CLI command per case.

    .venv/bin/python bench/big_inputs.py                 # every case
    .venv/bin/python bench/big_inputs.py --only journal  # comma list of case names
    .venv/bin/python bench/big_inputs.py --cap 60        # seconds before a case is stopped (reported as >cap)

Cases: random10mb (status on 10 MB of random bytes as MEMORY.md), batch10k (pending list with one 10k-op
batch), lockeddb (status while a writer holds state.db EXCLUSIVE), similar2000 (consolidate 2,000 similar
entries), journal (add, undo and history with a 200k-record journal), tui100k (first paint with 100k entries).
Everything runs in a temporary directory with the curator's state and cache dirs there too.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DELIM = "\n\u00a7\n"


def home(base: Path, name: str, entries: list[str] | None = None) -> Path:
    h = base / name
    (h / "memories").mkdir(parents=True)
    (h / "memories" / "MEMORY.md").write_bytes(DELIM.join(entries or ["alpha note", "beta note"]).encode())
    return h


def run(h: Path, env: dict, cap: float, *args: str) -> str:
    """Wall seconds and peak RSS of ``python -m curator --home h ARGS``."""
    started = time.monotonic()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    before, cpu0 = usage.ru_maxrss, usage.ru_utime + usage.ru_stime
    try:
        proc = subprocess.run([sys.executable, "-m", "curator", "--home", str(h), *args], env=env, cwd=ROOT,
                              capture_output=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return f">{cap:.0f} s (stopped)"
    took = time.monotonic() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    rss, cpu = usage.ru_maxrss, usage.ru_utime + usage.ru_stime - cpu0
    peak = f", peak RSS {rss / 1024:.0f} MB" if rss > before else ""
    return f"{took:.2f} s wall, {cpu:.2f} s CPU (exit {proc.returncode}{peak})"


def random10mb(base: Path, env: dict, cap: float) -> list[str]:
    h = home(base, "random")
    (h / "memories" / "MEMORY.md").write_bytes(random.Random(7).randbytes(10 << 20))
    return [f"status: {run(h, env, cap, 'status')}"]


def batch10k(base: Path, env: dict, cap: float) -> list[str]:
    h = home(base, "batch")
    d = h / "pending" / "memory"
    d.mkdir(parents=True)
    ops = [{"action": "add", "content": f"note {i}"} for i in range(10_000)]
    (d / "abcdef12.json").write_text(json.dumps({
        "id": "abcdef12", "subsystem": "memory", "action": "batch", "summary": "10k", "origin": "foreground",
        "created_at": 1.0, "payload": {"action": "batch", "target": "memory", "operations": ops}}))
    return [f"pending list: {run(h, env, cap, 'pending', 'list')}"]


def lockeddb(base: Path, env: dict, cap: float) -> list[str]:
    h = home(base, "locked")
    con = sqlite3.connect(h / "state.db", isolation_level=None)
    con.execute("CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT, started_at REAL)")
    con.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, session_id TEXT, role TEXT, content TEXT, "
                "timestamp REAL)")
    con.execute("BEGIN EXCLUSIVE")
    con.execute("INSERT INTO sessions VALUES ('x', 'cli', 1.0)")
    try:
        return [f"status: {run(h, env, cap, 'status')}"]
    finally:
        con.execute("ROLLBACK")
        con.close()


def similar2000(base: Path, env: dict, cap: float) -> list[str]:
    notes = [f"user prefers green tea number {i} with a little honey in the morning" for i in range(2000)]
    h = home(base, "similar", notes)
    return [f"consolidate memory: {run(h, env, cap, 'consolidate', 'memory')}"]


def journal(base: Path, env: dict, cap: float) -> list[str]:
    h = home(base, "journal")
    subprocess.run([sys.executable, "-m", "curator", "--home", str(h), "add", "memory", "first"], env=env, cwd=ROOT,
                   capture_output=True, check=True)
    [path] = (Path(env["HERMES_CURATOR_STATE_DIR"]) / "journal").glob("*.jsonl")
    entries = ["alpha note", "beta note", "first"]
    line = {"ts": 1.0, "time": "1970-01-01T00:00:01Z", "kind": "external", "store": "user", "operation": "edit",
            "reason": "changed outside the curator", "before": ["x" * 300] * 4, "after": ["y" * 300] * 4,
            "source": "bench"}
    with open(path, "ab") as fh:
        for i in range(200_000):
            fh.write((json.dumps({**line, "id": f"{i:08x}"}) + "\n").encode())
    with open(path, "ab") as fh:  # the store's own last state, as a real journal would have it
        fh.write((json.dumps({**line, "id": "feedf00d", "store": "memory", "before": entries[:2],
                              "after": entries}) + "\n").encode())
    size = path.stat().st_size
    out = [f"journal of {size / 1e6:.0f} MB"]
    out.append(f"add: {run(h, env, cap, 'add', 'memory', 'second')}")
    out.append(f"undo: {run(h, env, cap, 'undo')}")
    out.append(f"history: {run(h, env, cap, 'history')}")
    return out


TUI = r'''
import asyncio, sys, time
from pathlib import Path
from curator.core.home.resolve import HermesHome
from curator.tui.app import build_app

async def main():
    started = time.monotonic()
    app = build_app(HermesHome(Path(sys.argv[1])), watch=False)
    async with app.run_test(size=(140, 40)) as pilot:
        await pilot.pause()
        print(f"{time.monotonic() - started:.2f}")
        await pilot.press("q")

asyncio.run(main())
'''


def tui100k(base: Path, env: dict, cap: float) -> list[str]:
    h = home(base, "tui", [f"entry number {i} about something" for i in range(100_000)])
    try:
        proc = subprocess.run([sys.executable, "-c", TUI, str(h)], env=env, cwd=ROOT, capture_output=True, text=True,
                              timeout=cap)
    except subprocess.TimeoutExpired:
        return [f"first paint: >{cap:.0f} s (stopped)"]
    return [f"first paint: {proc.stdout.strip() or proc.stderr.strip()[-200:]} s"]


CASES = {"random10mb": random10mb, "batch10k": batch10k, "lockeddb": lockeddb, "similar2000": similar2000,
         "journal": journal, "tui100k": tui100k}


def main(argv: list[str] | None = None) -> int:
    """Run the chosen cases and print their timings."""
    p = argparse.ArgumentParser(prog="big_inputs", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--only", default=",".join(CASES))
    p.add_argument("--cap", type=float, default=120.0)
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="curator-big-") as tmp:
        base = Path(tmp)
        env = {**os.environ, "HERMES_CURATOR_STATE_DIR": str(base / "_state"),
               "HERMES_CURATOR_CACHE_DIR": str(base / "_cache"), "HERMES_HOME": str(base / "_none")}
        for name in [n.strip() for n in args.only.split(",") if n.strip()]:
            for line in CASES[name](base, env, args.cap):
                print(f"{name:<12} {line}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
