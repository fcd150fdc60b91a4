"""The labelled consolidation fixtures: well-formed labels, and the analysis meets its quality targets
on them (the bench prints the full figures)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from curator.core.consolidate.analysis import plan_operations, states_same_facts
from curator.core.memory.ops import apply_ops

BENCH = Path(__file__).resolve().parents[2] / "bench" / "consolidation.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("consolidation_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses resolve annotations through sys.modules
    spec.loader.exec_module(module)
    return module


def test_fixture_set_is_large_enough_and_well_formed(bench) -> None:
    fixtures = bench.load_fixtures()
    counts = {k: 0 for k in bench.KINDS}
    hard = 0
    for fx in fixtures:
        assert fx.entries, fx.name
        assert len(set(fx.entries)) == len(fx.entries), f"{fx.name}: exact duplicate entries"
        for kind, pair in fx.redundant:
            counts[kind] += 1
            assert len(pair) == 2, f"{fx.name}: a pair must name two different entries"
        labelled = {pair for _, pair in fx.redundant}
        for pair in fx.hard_negatives:
            hard += 1
            assert pair not in labelled, f"{fx.name}: pair labelled both redundant and hard negative"
    assert min(counts.values()) >= 40, counts
    assert hard >= 40


def test_quality_targets_on_the_labelled_set(bench) -> None:
    ev = bench.evaluate(bench.load_fixtures())
    assert ev.overall.precision >= 0.9
    assert ev.overall.recall >= 0.8
    for kind in bench.KINDS:
        assert ev.by_kind[kind].precision >= 0.9, kind
    # never a deletion; a pair about one named thing may be offered as a merge the user reviews
    assert ev.hard_negatives_deleted == 0
    assert ev.hard_negatives_grouped <= 1


def test_applying_every_fixture_suggestion_keeps_facts(bench) -> None:
    for fx in bench.load_fixtures():
        a = fx.analyse()
        if not a.groups:
            continue
        plan = plan_operations(a, [g.id for g in a.groups])
        after = {s: apply_ops(list(a.entries_of(s)), plan.get(s, []), 10**9).entries
                 for s in (a.store, a.other_store)}
        kept = after[a.store] + after[a.other_store]
        for s in after:
            for text in set(a.entries_of(s)) - set(after[s]):
                assert states_same_facts(kept, text), (fx.name, text)
