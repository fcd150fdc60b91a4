"""The held-out set stays out of training, and the shipped scanner keeps its figures on it."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

import curator
from curator.core.scanner.review import review

ROOT = Path(curator.__file__).resolve().parent.parent
TOOLS = ROOT / "tools" / "scanner"
HELDOUT = TOOLS / "heldout" / "heldout.jsonl"
ATTACK_CATEGORIES = {"instruction_override", "jailbreak_persona", "prompt_leak", "exfiltration", "deception",
                     "tool_misuse", "persistence", "c2"}
BENIGN_KINDS = {"preference", "fact", "tech_note", "lookalike", "prompt"}


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


@pytest.fixture(scope="module")
def heldout() -> list[dict]:
    with open(HELDOUT, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def test_the_held_out_set_has_what_its_readme_says(heldout: list[dict]) -> None:
    sides = Counter((r["label"], r["lang"] == "en") for r in heldout)
    assert sides == {(1, True): 200, (1, False): 200, (0, True): 300, (0, False): 300}
    assert {r["category"] for r in heldout if r["label"] == 1} == ATTACK_CATEGORIES
    assert {r["category"] for r in heldout if r["label"] == 0} == BENIGN_KINDS
    assert len({r["lang"] for r in heldout}) == 17


def test_no_held_out_text_is_a_training_text(heldout: list[dict], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(TOOLS))
    import build_dataset

    try:
        ours = {_norm(r["text"]) for r in build_dataset.own_rows() + build_dataset.composed_rows()}
    finally:
        for name in [m for m in sys.modules if m == "build_dataset" or m == "own" or m.startswith("own.")]:
            del sys.modules[name]
    assert len(ours) > 10_000
    shared = [r["text"] for r in heldout if _norm(r["text"]) in ours]
    assert shared == []
    assert "heldout" not in (TOOLS / "build_dataset.py").read_text(encoding="utf-8")


def test_the_shipped_scanner_keeps_its_held_out_figures(heldout: list[dict]) -> None:
    """Floors a little under what the shipped model measured (README): a retrained model that
    falls below them has lost ground on text it never saw."""
    flagged = [review(r["text"], with_hygiene=False).flagged for r in heldout]

    def share(label: int, english: bool, kinds: set[str] | None = None) -> float:
        picked = [f for r, f in zip(heldout, flagged) if r["label"] == label and (r["lang"] == "en") == english
                  and (kinds is None or r["category"] in kinds)]
        return sum(picked) / len(picked)

    assert share(1, True) >= 0.88
    assert share(1, False) >= 0.81
    memory = {"preference", "fact", "tech_note", "lookalike"}
    assert share(0, True, memory) <= 0.05
    assert share(0, False, memory) <= 0.03
