"""Judgement figures of the scanner: the shared dev set per category and kind, the cross-validated report, batch speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEV = ROOT.parent / "shared" / "data" / "scanner-dev"
CV_REPORT = ROOT / "tools" / "scanner" / "cv_report.json"


def load_dev() -> tuple[list[dict], list[dict]]:
    """(attacks, benign) of the shared scanner dev set, or two empty lists when it is absent."""
    if not DEV.is_dir():
        return [], []
    out = []
    for name in ("attacks", "benign"):
        with open(DEV / f"{name}.jsonl", encoding="utf-8") as fh:
            out.append([json.loads(line) for line in fh if line.strip()])
    return out[0], out[1]


def _rate(hits: int, n: int) -> str:
    return f"{hits:>3}/{n:<3} {100.0 * hits / max(1, n):5.1f}%"


def dev_table(rows: list[dict], judges: dict[str, Callable[[str], bool]], key: str) -> list[str]:
    """One line per value of ``key`` (category / kind / non-English), each judge's share flagged."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        groups[r[key]].append(r)
        if r.get("lang", "en") != "en":
            groups["(non-English)"].append(r)
        groups["(all)"].append(r)
    flags = {name: {id(r): judge(r["text"]) for r in rows} for name, judge in judges.items()}
    lines = []
    for value in sorted(groups, key=lambda v: (v.startswith("("), v)):
        members = groups[value]
        cells = "   ".join(f"{name} {_rate(sum(flags[name][id(r)] for r in members), len(members))}"
                           for name in judges)
        lines.append(f"  {value:<22} {cells}")
    return lines


def worse_than_reference(rows: list[dict], ours: Callable[[str], bool], ref: Callable[[str], bool]) -> list[str]:
    """Attack categories where ours flags fewer texts than the Hermes-style reference."""
    by_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        by_cat[r["category"]][0] += ours(r["text"])
        by_cat[r["category"]][1] += ref(r["text"])
    return [c for c, (o, h) in sorted(by_cat.items()) if o < h]


def cv_lines() -> list[str]:
    """The cross-validated figures written by ``tools/scanner/train.py`` (rules+model, out of fold)."""
    if not CV_REPORT.is_file():
        return ["  (no tools/scanner/cv_report.json: run tools/scanner/train.py)"]
    data = json.loads(CV_REPORT.read_text(encoding="utf-8"))
    memory = data.get("memory_threshold")
    lines = [f"  threshold {data['threshold']:.4f}"
             + (f" (texts read as memory entries: {memory:.4f})" if memory is not None else "")
             + f", C {data.get('C')}, training set sha256 "
             f"{str(data.get('trained_on', ''))[:16]}"]
    for side, table in data["figures"].items():
        for key, v in table.items():
            if key.startswith(f"{side} source ud-"):
                continue
            lines.append(f"  {key:<46} model {v['model']:>5}   rules+model {v['rules+model']:>5}/{v['of']:<5} "
                         f"{100 * v['rate']:5.1f}%")
    return lines


def cpu_rate(texts: list[str], judge: Callable[[str], object]) -> float:
    """Texts per CPU-second of this process (less sensitive to a shared, loaded machine than wall time)."""
    judge("warm up")
    start = time.process_time()
    for t in texts:
        judge(t)
    return len(texts) / max(1e-9, time.process_time() - start)


def batch_speed(texts: list[str], jobs: int = 1, repeat: int = 4) -> tuple[float, str]:
    """Texts per wall-clock second through ``hermes-curator scan --batch --jobs N`` (start-up included)."""
    body = "".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in enumerate(texts * repeat))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "curator", "scan", "--batch", "--jobs", str(jobs)],
                          input=body.encode(), capture_output=True, env=env, check=False)
    elapsed = time.perf_counter() - start
    lines = proc.stdout.decode().splitlines()
    scanner = json.loads(lines[0]).get("scanner", "?") if lines else "?"
    return len(texts) * repeat / elapsed, scanner
