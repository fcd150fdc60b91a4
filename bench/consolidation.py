"""Consolidation bench: pair precision/recall on the labelled fixtures, analysis time (words and values;
with the ``[semantic]`` extra also cold and warm with the model), and a far-over-limit store's time and memory.

Run from the repo root: ``.venv/bin/python bench/consolidation.py [--runs N] [--errors]``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from curator.core.consolidate.analysis import Analysis, analyse, clear_caches  # noqa: E402
from curator.core.memory.format import size_of  # noqa: E402

FIXTURES = ROOT / "tests" / "data" / "consolidation_fixtures"
KINDS = ("duplicate", "containment", "near_duplicate", "overlap")


@dataclass
class Fixture:
    """One labelled store (ids resolved to (store, index) keys)."""

    name: str
    store: str
    other_store: str
    today: dt.date
    entries: list[str]
    other_entries: list[str]
    ids: dict[str, tuple[str, int]]
    redundant: list[tuple[str, frozenset]]
    hard_negatives: list[frozenset]
    contradictions: list[frozenset]
    stale: set[tuple[str, int]]
    heldout: bool = False
    texts: dict[tuple[str, int], str] = field(default_factory=dict)

    def analyse(self) -> Analysis:
        return analyse(self.entries, store=self.store, other_entries=self.other_entries,
                       other_store=self.other_store, today=self.today, semantic=False)


def load_fixture(path: Path) -> Fixture:
    """Read one fixture file; raises ValueError on unknown ids or malformed labels."""
    data = json.loads(path.read_text(encoding="utf-8"))
    store = data.get("store", "memory")
    other_store = data.get("other_store", "user" if store == "memory" else "memory")
    ids: dict[str, tuple[str, int]] = {}
    texts: dict[tuple[str, int], str] = {}
    lists = {store: [], other_store: []}
    for key, name in (("entries", store), ("other_entries", other_store)):
        for i, item in enumerate(data.get(key, [])):
            if item["id"] in ids:
                raise ValueError(f"{path.name}: duplicate id {item['id']}")
            ids[item["id"]] = (name, i)
            texts[(name, i)] = item["text"]
            lists[name].append(item["text"])

    def ref(x: str) -> tuple[str, int]:
        if x not in ids:
            raise ValueError(f"{path.name}: unknown id {x}")
        return ids[x]

    redundant = []
    for item in data.get("redundant", []):
        if item["kind"] not in KINDS:
            raise ValueError(f"{path.name}: unknown kind {item['kind']}")
        redundant.append((item["kind"], frozenset(ref(x) for x in item["pair"])))
    return Fixture(
        name=path.stem, store=store, other_store=other_store,
        today=dt.date.fromisoformat(data.get("today", "2026-03-10")),
        entries=lists[store], other_entries=lists[other_store], ids=ids, redundant=redundant,
        hard_negatives=[frozenset(ref(x) for x in p) for p in data.get("hard_negatives", [])],
        contradictions=[frozenset(ref(x) for x in p) for p in data.get("contradictions", [])],
        stale={ref(x) for x in data.get("stale", [])}, heldout=bool(data.get("heldout")), texts=texts)


def load_fixtures(directory: Path = FIXTURES) -> list[Fixture]:
    """All fixtures, sorted by name."""
    return [load_fixture(p) for p in sorted(directory.glob("*.json"))]


@dataclass
class Scores:
    """Counts for one kind (or overall)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


@dataclass
class Evaluation:
    """Pair scores of the analysis over a set of fixtures."""

    overall: Scores = field(default_factory=Scores)
    by_kind: dict[str, Scores] = field(default_factory=lambda: {k: Scores() for k in KINDS})
    strict: dict[str, Scores] = field(default_factory=lambda: {k: Scores() for k in KINDS})
    hard_negatives_grouped: int = 0
    hard_negatives_deleted: int = 0
    """Hard negatives where one entry is removed for the other (not merged into one text)."""
    hard_negatives: int = 0
    contradictions: Scores = field(default_factory=Scores)
    stale: Scores = field(default_factory=Scores)
    errors: list[str] = field(default_factory=list)


def evaluate(fixtures: list[Fixture]) -> Evaluation:
    """Predicted pairs are (kept, removed) pairs of each group; a labelled pair is found when both
    entries are in one group. By-kind precision uses the predicted kind, recall the labelled kind;
    `strict` also requires the kinds to agree."""
    ev = Evaluation()
    for fx in fixtures:
        analysis = fx.analyse()
        labelled = {pair: kind for kind, pair in fx.redundant}
        same_group: dict[frozenset, str] = {}
        predicted: dict[frozenset, str] = {}
        deleting: set[frozenset] = set()
        for g in analysis.groups:
            keys = [(r.store, r.index) for r in g.entries]
            if g.kind != "overlap" and not g.review:
                deleting.update(frozenset((a, b)) for a in keys for b in keys if a != b)
            for a in range(len(keys)):
                for b in range(a + 1, len(keys)):
                    same_group[frozenset((keys[a], keys[b]))] = g.kind
            keep = (g.suggestion.keep.store, g.suggestion.keep.index)
            for r in g.suggestion.remove:
                predicted[frozenset((keep, (r.store, r.index)))] = g.kind
        for pair, kind in predicted.items():
            hit = pair in labelled
            ev.overall.tp += hit
            ev.overall.fp += not hit
            ev.by_kind[kind].tp += hit
            ev.by_kind[kind].fp += not hit
            ev.strict[kind].tp += hit and labelled[pair] == kind
            ev.strict[kind].fp += not (hit and labelled[pair] == kind)
            if not hit:
                ev.errors.append(f"FP {fx.name} {kind}: {_show(fx, pair)}")
            elif labelled[pair] != kind:
                ev.errors.append(f"KIND {fx.name} labelled {labelled[pair]} got {kind}: {_show(fx, pair)}")
        for pair, kind in labelled.items():
            found = pair in same_group
            if not found:
                ev.overall.fn += 1
                ev.by_kind[kind].fn += 1
                ev.errors.append(f"FN {fx.name} {kind}: {_show(fx, pair)}")
            if not (found and same_group[pair] == kind):
                ev.strict[kind].fn += 1
        for pair in fx.hard_negatives:
            ev.hard_negatives += 1
            if pair in same_group:
                ev.hard_negatives_grouped += 1
                ev.hard_negatives_deleted += pair in deleting
                how = "as a deletion" if pair in deleting else "as a merge"
                ev.errors.append(f"HARD-NEG grouped {how} {fx.name}: {_show(fx, pair)}")
        flagged = {frozenset((r.store, r.index) for r in c.entries): c.reason for c in analysis.contradictions}
        wanted = set(fx.contradictions)
        for pair, why in flagged.items():
            ev.contradictions.tp += pair in wanted
            ev.contradictions.fp += pair not in wanted
            if pair not in wanted:
                ev.errors.append(f"CONTRA-FP {fx.name} ({why}): {_show(fx, pair)}")
        for pair in wanted - set(flagged):
            ev.contradictions.fn += 1
            ev.errors.append(f"CONTRA-FN {fx.name}: {_show(fx, pair)}")
        got_stale = {(s.entry.store, s.entry.index): s.reason for s in analysis.stale}
        mine = {k for k in fx.stale if k[0] == fx.store}
        for key, why in got_stale.items():
            ev.stale.tp += key in mine
            ev.stale.fp += key not in mine
            if key not in mine:
                ev.errors.append(f"STALE-FP {fx.name} ({why}): {fx.texts[key]!r}")
        for key in mine - set(got_stale):
            ev.stale.fn += 1
            ev.errors.append(f"STALE-FN {fx.name}: {fx.texts[key]!r}")
    return ev


def _show(fx: Fixture, pair: frozenset) -> str:
    return " | ".join(repr(fx.texts[k]) for k in sorted(pair))


def _timing(entries: list[str], other: list[str], runs: int, *, cold: bool,
            semantic: bool = False) -> tuple[float, float, float]:
    """Mean and p95 wall time, and mean CPU time, in ms."""
    walls, cpus = [], []
    for _ in range(runs):
        if cold:
            clear_caches()  # measure the first analysis: every feature computed from scratch
        t0, c0 = time.perf_counter(), time.process_time()
        analyse(entries, other_entries=other, today=dt.date(2026, 3, 10), semantic=semantic)
        walls.append((time.perf_counter() - t0) * 1000)
        cpus.append((time.process_time() - c0) * 1000)
    walls.sort()
    return statistics.mean(walls), walls[min(len(walls) - 1, int(len(walls) * 0.95))], statistics.mean(cpus)


def bench_stores(fixtures: list[Fixture]) -> tuple[list[str], list[str], list[str]]:
    """A full 2,200-char store, a 1,375-char user store, and a 200-entry store from the fixtures."""
    pool: list[str] = []
    for fx in fixtures:
        for text in fx.entries + fx.other_entries:
            if text not in pool:
                pool.append(text)
    full: list[str] = []
    for text in pool:
        if size_of(full + [text]) <= 2200:
            full.append(text)
    user = [t for t in pool if t not in full]
    small_user: list[str] = []
    for text in user:
        if size_of(small_user + [text]) <= 1375:
            small_user.append(text)
    big = pool[:200]
    return full, small_user, big


def pooled_report(fixtures: list[Fixture], big: list[str], show: bool) -> str:
    """Groups found when entries of different fixtures share one 200-entry store: pairs across two
    fixtures were never labelled, so each is a false positive unless the texts really overlap."""
    origin: dict[str, str] = {}
    labelled: set[frozenset] = set()
    for fx in fixtures:
        for text in fx.entries + fx.other_entries:
            origin.setdefault(text, fx.name)
        for _, pair in fx.redundant:
            labelled.add(frozenset(fx.texts[k] for k in pair))
    analysis = analyse(big, today=dt.date(2026, 3, 10))
    pairs = cross = unlabelled = 0
    lines = []
    for g in analysis.groups:
        keep = analysis.text_of(g.suggestion.keep)
        for r in g.suggestion.remove:
            other = analysis.text_of(r)
            pairs += 1
            if origin[keep] != origin[other]:
                cross += 1
                lines.append(f"    CROSS {g.kind}: {keep!r} | {other!r}")
            elif frozenset((keep, other)) not in labelled:
                unlabelled += 1
                lines.append(f"    UNLABELLED {g.kind}: {keep!r} | {other!r}")
    out = (f"pooled 200-entry store: {pairs} grouped pairs, {cross} pair entries of different fixtures, "
           f"{unlabelled} unlabelled pairs within one fixture")
    return "\n".join([out] + (lines if show else []))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200, help="timed runs per store")
    parser.add_argument("--errors", action="store_true", help="list every FP/FN/hard-negative miss")
    args = parser.parse_args(argv)
    fixtures = load_fixtures()
    counts = {k: 0 for k in KINDS}
    for fx in fixtures:
        for kind, _ in fx.redundant:
            counts[kind] += 1
    n_hn = sum(len(fx.hard_negatives) for fx in fixtures)
    print(f"fixtures: {len(fixtures)} stores, labelled pairs "
          + ", ".join(f"{k}={v}" for k, v in counts.items()) + f", hard negatives={n_hn}")
    for label, subset in (("all", fixtures), ("held-out", [f for f in fixtures if f.heldout])):
        if not subset:
            continue
        ev = evaluate(subset)
        print(f"\n[{label}: {len(subset)} stores]")
        print(f"pairs overall: precision {ev.overall.precision:.3f}  recall {ev.overall.recall:.3f}  "
              f"(tp={ev.overall.tp} fp={ev.overall.fp} fn={ev.overall.fn})")
        for k in KINDS:
            s, st = ev.by_kind[k], ev.strict[k]
            print(f"  {k:<15} precision {s.precision:.3f}  recall {s.recall:.3f}   "
                  f"(kind must match: precision {st.precision:.3f}  recall {st.recall:.3f})")
        print(f"hard negatives grouped: {ev.hard_negatives_grouped}/{ev.hard_negatives} "
              f"(as a deletion: {ev.hard_negatives_deleted})")
        print(f"contradictions: precision {ev.contradictions.precision:.3f}  recall {ev.contradictions.recall:.3f}"
              f"  (tp={ev.contradictions.tp} fp={ev.contradictions.fp} fn={ev.contradictions.fn})")
        print(f"stale: precision {ev.stale.precision:.3f}  recall {ev.stale.recall:.3f}"
              f"  (tp={ev.stale.tp} fp={ev.stale.fp} fn={ev.stale.fn})")
        if args.errors:
            for line in ev.errors:
                print("   ", line)
    full, user, big = bench_stores(fixtures)
    print("\n" + pooled_report(fixtures, big, args.errors))
    load = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    print(f"\nanalysis time over {args.runs} runs (load average {load}; wall mean / p95, CPU mean):")
    stores = (
        (f"full memory store ({len(full)} entries, {size_of(full):,} chars) + user store ({len(user)} entries)",
         full, user),
        (f"200-entry store ({len(big)} entries, {size_of(big):,} chars)", big, []),
    )
    for label, entries, other in stores:
        for mode in ("cold", "warm"):
            mean, p95, cpu = _timing(entries, other, args.runs, cold=mode == "cold")
            print(f"  {label}, {mode} caches: {mean:.1f} / {p95:.1f} ms, CPU {cpu:.1f} ms")
    print()
    print(semantic_report(stores, max(3, args.runs // 20)))
    print()
    print(huge_report())
    return 0


def semantic_report(stores: tuple, runs: int) -> str:
    """With the ``[semantic]`` extra: new processes (the very first run, which prepares the model; a cold
    start with the model prepared but no vector cached; one with every vector cached), then warm
    analyses (model loaded, vectors cached)."""
    import subprocess
    import tempfile

    from curator.core.consolidate.engine import SEMANTIC_MODELS
    from curator.core.semantic import available

    models = available(SEMANTIC_MODELS)
    if not models:
        return "semantic: the [semantic] extra is not installed (pip install 'hermes-curator[semantic]')"
    lines = [f"semantic ({'+'.join(models)}), wall mean / p95, CPU mean:"]
    script = ("import json,sys,time; t=time.perf_counter(); c=time.process_time(); "
              "from curator.core.consolidate.analysis import analyse; "
              "e,o=json.load(sys.stdin); a=analyse(e, other_entries=o, semantic=True); "
              "print(round((time.perf_counter()-t)*1000), round((time.process_time()-c)*1000), a.method)")
    for label, entries, other in stores:
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, HERMES_CURATOR_CACHE_DIR=cache, OMP_NUM_THREADS="1")
            for what in ("first run (empty cache dir: the model is loaded from its package and prepared)",
                         "cold (new process, prepared model, no vector cached)",
                         "cold (new process, every vector cached: the model is not loaded)"):
                if what.startswith("cold (new process, prepared"):
                    for f in Path(cache, "semantic").glob("vectors.sqlite3*"):
                        f.unlink()
                t0 = time.perf_counter()
                out = subprocess.run([sys.executable, "-c", script], input=json.dumps([entries, other]), text=True,
                                     capture_output=True, env=env, cwd=str(ROOT), check=True).stdout.split()
                total = (time.perf_counter() - t0) * 1000
                lines.append(f"  {label}, {what}: {out[0]} ms in the process, CPU {out[1]} ms "
                             f"({total:.0f} ms with interpreter start), {out[2]}")
        analyse(entries, other_entries=other, semantic=True)  # load the model, fill the cache
        mean, p95, cpu = _timing(entries, other, runs, cold=False, semantic=True)
        lines.append(f"  {label}, warm: {mean:.1f} / {p95:.1f} ms, CPU {cpu:.1f} ms")
    return "\n".join(lines)


def huge_report(n: int = 5000) -> str:
    """A store far over its limit (``n`` entries): time and peak memory of one analysis (candidate
    pairs are capped, so neither grows with n squared)."""
    import tracemalloc

    entries = [f"Service svc-{k} listens on port {8000 + k % 997} in region eu-{k % 7}; owner team-{k % 31}."
               for k in range(n)]
    t0, c0 = time.perf_counter(), time.process_time()
    a = analyse(entries, today=dt.date(2026, 3, 10), semantic=False)
    took, cpu = time.perf_counter() - t0, time.process_time() - c0
    clear_caches()
    tracemalloc.start()  # a second run, traced (tracing slows it down, so it is not the one timed)
    analyse(entries, today=dt.date(2026, 3, 10), semantic=False)
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return (f"far-over-limit store ({n} entries, {size_of(entries):,} chars): {took:.2f} s, CPU {cpu:.2f} s, "
            f"peak {peak:.0f} MiB traced, {len(a.groups)} groups; note: {a.note or 'none'}")


if __name__ == "__main__":
    raise SystemExit(main())
