"""Consolidation with the semantic layer, using a stand-in similarity (no model needed): which analysis
ran, meaning-only suggestions offered as reviewed merges (never ticked by "tick all"), the fallback when
the layer is broken, and the newer side of a contradiction."""

from __future__ import annotations

import datetime as dt

import pytest

from curator.core.consolidate import engine
from curator.core.consolidate.analysis import EntryRef, analyse
from curator.core.consolidate.plan import Prepared, Selection, tick_all
from curator.core.semantic.errors import SemanticUnavailableError

TODAY = dt.date(2026, 3, 10)
FILLER = [f"Server {name} runs {os} with {ram} GB of RAM." for name, os, ram in (
    ("atlas", "Debian", 16), ("boreas", "Fedora", 32), ("castor", "Alpine", 8), ("draco", "Ubuntu", 64),
    ("eris", "Arch", 12), ("fornax", "NixOS", 24), ("gemma", "Rocky", 48), ("hydra", "FreeBSD", 4))]
CALM = "Prefers calm, factual wording in reports."
DRAMA = "No dramatic language in write-ups: keep it factual and calm."


@pytest.fixture
def fake_model(monkeypatch: pytest.MonkeyPatch):
    """A 'model' that finds the two style entries alike and nothing else."""
    def similarities(texts, models):
        sims = [[0.0] * len(texts) for _ in texts]
        style = [k for k, t in enumerate(texts) if t in (CALM, DRAMA)]
        for a in style:
            for b in style:
                sims[a][b] = 0.8
        return sims

    monkeypatch.setattr(engine, "semantic_models", lambda wanted: () if wanted is False else ("fake",))
    monkeypatch.setattr(engine, "similarities", similarities)


def test_meaning_only_is_a_reviewed_merge_not_ticked_by_tick_all(fake_model) -> None:
    entries = FILLER + [CALM, DRAMA, "deploy with make deploy", "Deploy with `make deploy`."]
    a = analyse(entries, today=TODAY)
    assert a.method == "semantic:fake" and a.to_json()["analysis"] == "semantic:fake"
    by_meaning = [g for g in a.groups if g.review]
    assert len(by_meaning) == 1
    g = by_meaning[0]
    assert g.basis == "meaning" and {r.index for r in g.entries} == {8, 9}
    keep_text = a.text_of(g.suggestion.keep)
    removed_text = a.text_of(g.suggestion.remove[0])
    assert g.suggestion.merged_text != keep_text and removed_text.rstrip(".")[:20] in g.suggestion.merged_text
    prepared = Prepared(a, 2200, 1375, ())
    ticked = tick_all(prepared, Selection())
    assert g.id not in ticked.groups and ticked.groups == {x.id for x in a.groups if not x.review}


def test_without_the_layer_the_same_store_is_lexical(fake_model) -> None:
    a = analyse(FILLER + [CALM, DRAMA], today=TODAY, semantic=False)
    assert a.method == "lexical" and not any(g.review for g in a.groups)


def test_small_stores_are_lexical_even_with_a_model(fake_model) -> None:
    assert analyse([CALM, DRAMA], today=TODAY).method == "lexical"


def test_a_broken_layer_falls_back_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(texts, models):
        raise SemanticUnavailableError("Embedding model 'use' failed to load: bad weights")

    monkeypatch.setattr(engine, "semantic_models", lambda wanted: () if wanted is False else ("use",))
    monkeypatch.setattr(engine, "similarities", broken)
    a = analyse(FILLER + [CALM, DRAMA], today=TODAY)
    assert a.method == "lexical" and "bad weights" in a.note and a.to_json()["note"] == a.note
    with pytest.raises(SemanticUnavailableError):
        analyse(FILLER + [CALM, DRAMA], today=TODAY, semantic=True)


def test_switched_off_by_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_CURATOR_SEMANTIC", "0")
    assert engine.semantic_models(None) == ()
    assert engine.semantic_models(False) == ()


def test_contradiction_marks_the_newer_entry_when_origins_are_known() -> None:
    entries = ["Per diem on tour is £30 a day.", "Per diem is £25 a day."]
    plain = analyse(entries, today=TODAY)
    assert plain.contradictions[0].newer is None
    dated = analyse(entries, today=TODAY, origins={EntryRef("memory", 0): 100.0, EntryRef("memory", 1): 200.0})
    (c,) = dated.contradictions
    assert c.newer == EntryRef("memory", 1)
    assert dated.to_json()["contradictions"][0]["newer_number"] == 2
