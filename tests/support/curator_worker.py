"""Child processes that write through the curator's own path, for the reliability tests and bench/stress.py.

``writer``: a fixed number of random operations through ``MemoryStore.apply``, each acknowledged one
logged as a JSON line. ``zygote``: imports the curator once, then forks one writer child per request
(so the kill test can SIGKILL hundreds of writers without paying for a Python start each time); each
child announces the exact bytes it is about to write (``I`` line, sha256) and confirms them (``D``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Sequence

PROJECT = Path(__file__).resolve().parents[2]
for _p in (PROJECT, PROJECT / "tests"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from support.agent_sim import barrier  # noqa: E402  (test helper, not the write path)
from curator.core.workspace import open_workspace
from curator.core.errors import CuratorError  # noqa: E402
from curator.core.home.resolve import HermesHome  # noqa: E402
from curator.core.memory.format import serialise  # noqa: E402
from curator.core.memory.ops import Op, apply_ops  # noqa: E402
from curator.core.memory.store import MemoryStore  # noqa: E402
from curator.core.journal.reverts import plan_undo, undo, undo_target  # noqa: E402

WORDS = ("prefers", "uses", "project", "deploys", "on", "fridays", "postgres", "tabs", "dark", "mode", "meeting",
         "notes", "rust", "python", "kubernetes", "review", "weekly", "backup", "laptop", "editor", "vim")


def sha(data: bytes) -> str:
    """Hex sha256 of bytes (what the kill test compares)."""
    return hashlib.sha256(data).hexdigest()


def entry_text(rng: random.Random, tag: str, n: int, max_chars: int) -> str:
    """A benign, unique note of up to about ``max_chars`` characters."""
    target = rng.randint(10, max_chars)
    words: list[str] = []
    while sum(len(w) + 1 for w in words) < target:
        words.append(rng.choice(WORDS))
    return f"{tag}-{n}: " + " ".join(words)


def pick_ops(rng: random.Random, entries: list[str], tag: str, n: int, max_chars: int) -> list[Op]:
    """A random add / replace / remove / batch against a (possibly stale) view of the entries."""
    roll = rng.random()
    if entries and roll < 0.22:
        victim = rng.choice(entries)
        return [Op("remove", old_text=victim[: rng.randint(max(1, len(victim) // 2), len(victim))])]
    if entries and roll < 0.42:
        return [Op("replace", content=entry_text(rng, tag, n, max_chars), old_text=rng.choice(entries))]
    if entries and roll < 0.52:
        return [Op("add", content=entry_text(rng, tag, n, max_chars)), Op("remove", old_text=rng.choice(entries))]
    return [Op("add", content=entry_text(rng, tag, n, max_chars))]


def run_writer(home: Path, store_name: str, ops: int, seed: int, tag: str, log: Path, max_chars: int,
               barrier_dir: Path | None = None, parties: int = 1, pause_ms: float = 0.0) -> dict:
    """Concurrency-test writer: ``ops`` operations through the curator path, each ack logged."""
    rng = random.Random(seed)
    store = open_workspace(HermesHome(home)).store(store_name)
    counts = {"acked": 0, "changed": 0, "refused": 0}
    if barrier_dir is not None:
        barrier(barrier_dir, tag, parties)
    with open(log, "a", encoding="utf-8") as fh:
        for n in range(ops):
            if pause_ms:
                time.sleep(rng.uniform(0, pause_ms) / 1000)
            batch = pick_ops(rng, store.read().entries, tag, n, max_chars)
            try:
                result = store.apply(batch, reason=f"{tag} op {n}", source=tag, scan=rng.random() < 0.5)
            except CuratorError as exc:
                counts["refused"] += 1
                fh.write(json.dumps({"kind": "refused", "reason": exc.reason, "agent": tag}) + "\n")
                continue
            counts["acked"] += 1
            counts["changed"] += int(result.changed)
            fh.write(json.dumps({"kind": "write", "agent": tag, "journal_id": result.journal_id,
                                 "ops": [o.to_json() for o in batch], "before": list(result.before),
                                 "after": list(result.after), "changed": result.changed},
                                ensure_ascii=False) + "\n")
            fh.flush()
    return counts


def run_approver(home: Path, ids: list[str], seed: int, log: Path) -> dict:
    """Approve the given pending ids one at a time in a shuffled order, logging every result."""
    from curator.core.pending import approve

    rng = random.Random(seed)
    order = list(ids)
    rng.shuffle(order)
    counts: dict[str, int] = {}
    with open(log, "a", encoding="utf-8") as fh:
        for pid in order:
            for result in approve(open_workspace(HermesHome(home)), [pid], source=f"approver{seed}").results:
                counts[result.status] = counts.get(result.status, 0) + 1
                fh.write(json.dumps({"id": result.id, "status": result.status, "reason": result.reason,
                                     "journal_id": result.journal_id}) + "\n")
    return counts


def _say(line: str) -> None:
    os.write(1, (line + "\n").encode("utf-8"))  # one write(2) per line: never interleaved in the pipe


def kill_child(home: Path, store_name: str, seed: int, max_chars: int) -> None:
    """Write forever through the curator path, announcing each write's bytes before and after."""
    rng = random.Random(seed)
    store = open_workspace(HermesHome(home)).store(store_name)
    n = 0
    while True:
        n += 1
        entries = store.read().entries
        use_undo = rng.random() < 0.12
        try:
            if use_undo:
                record = undo_target(store.journal, store=store_name)
                expected = plan_undo(record, entries)
            else:
                ops = pick_ops(rng, entries, f"k{seed}", n, max_chars)
                expected = apply_ops(entries, ops, store.limit, store=store_name).entries
        except CuratorError:
            _say(f"R {n}")
            continue
        _say(f"I {n} {sha(serialise(expected).encode('utf-8'))}")
        try:
            if use_undo:
                result = undo(store, record, source="killtest")
            else:
                result = store.apply(ops, reason=f"kill test {seed}/{n}", source="killtest", scan=False)
        except CuratorError:
            _say(f"R {n}")
            continue
        _say(f"D {n} {sha(serialise(list(result.after)).encode('utf-8'))}")


def zygote() -> int:
    """Read ``{"home", "store", "seed", "max_chars"}`` lines; fork a kill child per line; report its pid/exit."""
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                kill_child(Path(req["home"]), req["store"], int(req["seed"]), int(req["max_chars"]))
            finally:
                os._exit(3)
        _say(f"P {pid}")
        _, status = os.waitpid(pid, 0)
        _say(f"X {pid} {status}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``curator_worker.py writer ...`` or ``curator_worker.py zygote``."""
    p = argparse.ArgumentParser(prog="curator_worker")
    sub = p.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("writer")
    w.add_argument("--home", type=Path, required=True)
    w.add_argument("--store", default="memory")
    w.add_argument("--ops", type=int, default=50)
    w.add_argument("--seed", type=int, default=0)
    w.add_argument("--tag", default="curator")
    w.add_argument("--log", type=Path, required=True)
    w.add_argument("--max-chars", type=int, default=120)
    w.add_argument("--barrier", type=Path)
    w.add_argument("--parties", type=int, default=1)
    w.add_argument("--pause-ms", type=float, default=0.0)
    a = sub.add_parser("approver")
    a.add_argument("--home", type=Path, required=True)
    a.add_argument("--ids", type=Path, required=True, help="file with one pending id a line")
    a.add_argument("--seed", type=int, default=0)
    a.add_argument("--log", type=Path, required=True)
    sub.add_parser("zygote")
    args = p.parse_args(argv)
    if args.cmd == "zygote":
        return zygote()
    if args.cmd == "approver":
        ids = args.ids.read_text(encoding="utf-8").split()
        sys.stdout.write(json.dumps(run_approver(args.home, ids, args.seed, args.log)) + "\n")
        return 0
    counts = run_writer(args.home, args.store, args.ops, args.seed, args.tag, args.log, args.max_chars,
                        args.barrier, args.parties, args.pause_ms)
    sys.stdout.write(json.dumps(counts) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
