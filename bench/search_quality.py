"""Search quality on the LoCoMo dev split: hit@1/5/10 of our engine and of Hermes's own path.

For each conversation a Hermes-shaped store is built under /tmp (speaker_a -> user, speaker_b ->
assistant, one Hermes session per LoCoMo session); every question is searched as typed and scored as a
hit@k when an evidence turn is among the first k results. Run: ``.venv/bin/python bench/search_quality.py``.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from locomo_store import build_store, load_all  # noqa: E402

from curator.core.sessions.engine import SearchEngine  # noqa: E402

KS = (1, 5, 10)


def score(ranked: list[str], evidence: frozenset[str]) -> list[int]:
    """1/0 per k in KS: is an evidence turn among the first k results?"""
    return [int(any(d in evidence for d in ranked[:k])) for k in KS]


def run(workdir: Path, shape: str, verbose: bool) -> dict[str, dict[str, list[int]]]:
    """Evaluate every conversation; returns ``{conversation: {"ours": [...], "hermes": [...], "n": [n]}}``."""
    table: dict[str, dict[str, list[int]]] = {}
    for conv in load_all():
        home = workdir / conv.name
        home.mkdir(parents=True)
        mapping = build_store(conv, home / "state.db", shape)
        engine = SearchEngine(home, cache_dir=workdir / "cache")
        engine.ensure_index()
        ours, hermes = [0] * len(KS), [0] * len(KS)
        t_ours = t_hermes = 0.0
        for q in conv.questions:
            t0 = time.perf_counter()
            res = engine.search(q.text, limit=10)
            t1 = time.perf_counter()
            raw = engine.hermes.search(q.text, limit=10, hidden_sources=("kanban", "subagent", "tool"))
            t2 = time.perf_counter()
            t_ours += t1 - t0
            t_hermes += t2 - t1
            assert res.used == "index", res
            got = score([mapping[h.message_id] for h in res.hits], q.evidence)
            ref = score([mapping[h.message_id] for h in raw.hits], q.evidence)
            ours = [a + b for a, b in zip(ours, got)]
            hermes = [a + b for a, b in zip(hermes, ref)]
            if verbose and got[-1] == 0:
                print(f"  miss [{conv.name}] {q.text}  evidence={sorted(q.evidence)}")
        n = len(conv.questions)
        table[conv.name] = {"ours": ours, "hermes": hermes, "n": [n],
                            "ms": [round(1000 * t_ours / n, 2), round(1000 * t_hermes / n, 2)]}
        engine.close()
    return table


def pct(x: int, n: int) -> str:
    """Percentage with one decimal."""
    return f"{100 * x / n:5.1f}"


def main(argv: list[str] | None = None) -> int:
    """Build the stores, search every question both ways, print the table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shape", default="current", help="store shape to build (current, legacy_fts, v2, ...)")
    ap.add_argument("--verbose", action="store_true", help="list the questions we miss at 10")
    args = ap.parse_args(argv)
    workdir = Path(tempfile.mkdtemp(prefix="curator-quality-", dir="/tmp"))
    try:
        table = run(workdir, args.shape, args.verbose)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    head = "conversation  questions |  ours hit@1  @5   @10 | hermes hit@1  @5   @10 | ms/query ours hermes"
    print(head)
    print("-" * len(head))
    tot_o, tot_h, tot_n = [0] * 3, [0] * 3, 0
    for name, row in table.items():
        n = row["n"][0]
        o, h = row["ours"], row["hermes"]
        print(f"{name:>12}  {n:9d} | {pct(o[0], n)} {pct(o[1], n)} {pct(o[2], n)} | "
              f"{pct(h[0], n)} {pct(h[1], n)} {pct(h[2], n)} | {row['ms'][0]:8.2f} {row['ms'][1]:6.2f}")
        tot_o = [a + b for a, b in zip(tot_o, o)]
        tot_h = [a + b for a, b in zip(tot_h, h)]
        tot_n += n
    print("-" * len(head))
    print(f"{'overall':>12}  {tot_n:9d} | {pct(tot_o[0], tot_n)} {pct(tot_o[1], tot_n)} {pct(tot_o[2], tot_n)} | "
          f"{pct(tot_h[0], tot_n)} {pct(tot_h[1], tot_n)} {pct(tot_h[2], tot_n)} |")
    print("targets (dev split): ours hit@10 >= 78.0, hit@1 >= 36.0")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
