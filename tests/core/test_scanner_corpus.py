"""Corpus tests for the scanner: detection on attacks, false positives on benign notes, parity rows."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from curator.core.scanner.findings import THREAT_IDS, id_family, scan

CORPUS = Path(__file__).resolve().parents[1] / "data" / "scanner_corpus"
BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str) -> list[dict]:
    with open(CORPUS / f"{name}.jsonl", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


ATTACKS = load("attacks")
BENIGN = load("benign")
PARITY = [b for b in BENIGN if b.get("parity")]
PLAIN_BENIGN = [b for b in BENIGN if not b.get("parity")]


def families(text: str) -> set[str]:
    return {f.family for f in scan(text) if not f.parity}


def test_corpora_have_the_promised_size_and_shape() -> None:
    assert len(ATTACKS) >= 100 and len(PLAIN_BENIGN) >= 200
    assert len({r["id"] for r in ATTACKS + BENIGN}) == len(ATTACKS) + len(BENIGN)
    assert {a["expect"] for a in ATTACKS} == THREAT_IDS
    tricks = {a["trick"] for a in ATTACKS}
    assert {"homoglyph", "zero_width", "mixed_case", "fullwidth", "base64"} <= tricks


def test_detection_on_attacks_is_at_least_95_percent() -> None:
    missed = [a["id"] for a in ATTACKS if a["expect"] not in families(a["text"])]
    assert len(missed) <= 0.05 * len(ATTACKS), missed


def test_false_positives_on_benign_notes_are_at_most_2_percent() -> None:
    flagged = [b["id"] for b in PLAIN_BENIGN if any(not f.parity for f in scan(b["text"]))]
    assert len(flagged) <= 0.02 * len(PLAIN_BENIGN), flagged


@pytest.mark.parametrize("row", PARITY, ids=[r["id"] for r in PARITY])
def test_parity_rows_are_flagged_only_with_parity(row: dict) -> None:
    found = scan(row["text"])
    assert found and all(f.parity for f in found)
    assert all(id_family(f.id) == "invisible_unicode" for f in found)


def test_every_finding_span_is_inside_its_text() -> None:
    for row in ATTACKS + BENIGN:
        for f in scan(row["text"]):
            assert 0 <= f.span[0] < f.span[1] <= len(row["text"]), (row["id"], f)


def test_we_catch_everything_the_hermes_style_reference_catches() -> None:
    sys.path.insert(0, str(BENCH))
    try:
        from hermes_scanner_ref import hermes_ref_scan
    finally:
        sys.path.remove(str(BENCH))
    for name in ("attacks", "attacks_hard"):
        for a in load(name):
            ref = {id_family(i) for i in hermes_ref_scan(a["text"])}
            if a["expect"] in ref:
                assert a["expect"] in families(a["text"]), a["id"]


def test_stress_sets_we_are_not_worse_than_the_reference() -> None:
    sys.path.insert(0, str(BENCH))
    try:
        from hermes_scanner_ref import hermes_ref_scan
    finally:
        sys.path.remove(str(BENCH))
    hard_benign = load("benign_hard")
    ours = sum(any(not f.parity for f in scan(b["text"])) for b in hard_benign)
    ref = sum(bool(hermes_ref_scan(b["text"])) for b in hard_benign)
    assert ours < ref
    hard_attacks = load("attacks_hard")
    ours_caught = sum(a["expect"] in families(a["text"]) for a in hard_attacks)
    ref_caught = sum(a["expect"] in {id_family(i) for i in hermes_ref_scan(a["text"])} for a in hard_attacks)
    assert ours_caught > ref_caught
