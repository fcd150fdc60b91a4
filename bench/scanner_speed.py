"""Scanner speed: review() per CPU-second, and `scan --batch` wall clock and CPU-seconds per text (jobs 1, 2, auto)."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from scanner_judgement import load_dev  # noqa: E402

from curator.core.scanner.review import model_status, review  # noqa: E402


def cpu_best(texts: list, rounds: int = 3, judge=review) -> float:
    """Texts per CPU-second of ``judge`` (review() by default) in this process, the best of ``rounds``
    (a shared machine only ever slows a round down)."""
    judge(texts[0])
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for t in texts:
            judge(t)
        best = min(best, time.process_time() - start)
    return len(texts) / best


def phrases_best(texts: list[str]) -> float:
    """Texts per CPU-second of the phrase lists alone (folding done beforehand, as review() shares it)."""
    from curator.core.scanner.phrases import phrase_findings
    from curator.core.scanner.text import fold_text

    return cpu_best([fold_text(t) for t in texts], judge=phrase_findings)


def batch(texts: list[str], jobs: int) -> tuple[float, float, str]:
    """(texts per wall-clock second, CPU-seconds per 1,000 texts, scanner) of one `scan --batch` run,
    start-up included; CPU counts the command and its worker processes."""
    body = "".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in enumerate(texts)).encode()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "curator", "scan", "--batch", "--jobs", str(jobs)],
                          input=body, capture_output=True, env=env, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    first = proc.stdout.split(b"\n", 1)[0]
    return len(texts) / wall, 1000 * cpu / len(texts), json.loads(first).get("scanner", "?")


def main() -> None:
    """Print the figures for the shared dev set (its attacks, its benign texts, and both repeated 4x)."""
    attacks, benign = load_dev()
    if not attacks:
        raise SystemExit("../shared/data/scanner-dev is not here")
    model, note = model_status()
    print(f"scanner: {'rules+model' if model else 'rules (' + str(note) + ')'}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    a, b = [r["text"] for r in attacks], [r["text"] for r in benign]
    mix = a + b
    print(f"review(): attacks {cpu_best(a):,.0f}/CPU-s, benign {cpu_best(b):,.0f}/CPU-s, "
          f"dev mix {cpu_best(mix):,.0f}/CPU-s (avg {sum(map(len, mix)) / len(mix):.0f} chars)")
    print(f"of which the phrase lists alone: dev mix {phrases_best(mix):,.0f}/CPU-s")
    texts = mix * 4
    for jobs in (1, 2, 0):
        rate, cpu_k, scanner = batch(texts, jobs)
        print(f"scan --batch --jobs {jobs or 'auto'} ({len(texts):,} texts, {scanner}): {rate:,.0f} texts/s wall, "
              f"{cpu_k:.2f} CPU-s per 1,000 texts -> {1000 / cpu_k:,.0f} texts per CPU-second "
              f"(start-up included)")
    print("On an idle 2-core machine --jobs 2 runs at about 2x the texts per CPU-second (less the start-up).")


if __name__ == "__main__":
    main()
