"""Consolidation plans: one pinned batch per store, guards, reclaim, JSON shape, and properties
(applying any suggestion never loses a fact no kept entry states; merged text never grows)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from curator.core.consolidate.analysis import (
    Analysis,
    ConsolidationError,
    EntryRef,
    analyse,
    needs_confirmation,
    plan_operations,
    reclaim_for,
    states_same_facts,
)
from curator.core.errors import OpError, StaleEntryError
from curator.core.memory.format import size_of
from curator.core.memory.ops import Op, apply_ops, check_entry_text

TODAY = dt.date(2026, 3, 10)
BIG = 10**9

STORE = [
    "Project atlas lives at ~/code/atlas; run tests with `make test`.",   # 0
    "Run tests with make test.",                                          # 1 contained in 0
    "Deploy with `make deploy ENV=staging`.",                             # 2
    "deploy with make deploy ENV=staging",                                # 3 duplicate of 2
    "atlas repo: ~/code/atlas, CI on GitHub Actions.",                    # 4
    "Redis runs on port 6380 locally.",                                   # 5
    "Timezone is UTC+1.",                                                 # 6
    "Feature flags live in config/flags.yaml; restart the api after editing.",  # 7
]


def _apply(analysis: Analysis, plan: dict[str, list[Op]]) -> dict[str, list[str]]:
    out = {}
    for store in (analysis.store, analysis.other_store):
        out[store] = apply_ops(list(analysis.entries_of(store)), plan.get(store, []), BIG).entries
    return out


def test_plan_is_one_pinned_batch_per_store() -> None:
    a = analyse(STORE, today=TODAY)
    kinds = {g.kind for g in a.groups}
    assert {"duplicate", "containment"} <= kinds
    plan = plan_operations(a, [g.id for g in a.groups])
    assert set(plan) == {"memory"}
    for op in plan["memory"]:
        assert op.matched_entry is not None and op.matched_entry == op.old_text
        assert op.matched_entry in STORE
    removes = [op.matched_entry for op in plan["memory"] if op.action == "remove"]
    assert STORE[1] in removes and STORE[3] in removes
    assert plan["memory"][: len(removes)] == [op for op in plan["memory"] if op.action == "remove"]


def test_reclaim_for_matches_group_and_gauge_after() -> None:
    a = analyse(STORE, today=TODAY)
    for g in a.groups:
        assert reclaim_for(a, STORE, [g.id]) == g.reclaim_chars
    total = reclaim_for(a, STORE, [g.id for g in a.groups])
    after = _apply(a, plan_operations(a, [g.id for g in a.groups]))["memory"]
    assert total == size_of(STORE) - size_of(after) == a.reclaimable()


def test_reclaim_for_refuses_when_store_changed_on_disk() -> None:
    a = analyse(STORE, today=TODAY)
    dup = next(g for g in a.groups if g.kind == "duplicate")
    changed = [e for e in STORE if e != STORE[3]]
    with pytest.raises(StaleEntryError):
        reclaim_for(a, changed, [dup.id])


def test_edited_merged_text_replaces_the_kept_entry() -> None:
    a = analyse(STORE, today=TODAY)
    g = next(g for g in a.groups if g.kind == "containment")
    plan = plan_operations(a, [g.id], {g.id: "  Atlas at ~/code/atlas; `make test` runs the tests.  "})
    ops = plan["memory"]
    assert [op.action for op in ops] == ["remove", "replace"]
    assert ops[1].content == "Atlas at ~/code/atlas; `make test` runs the tests."
    assert ops[1].matched_entry == a.text_of(g.suggestion.keep)


@pytest.mark.parametrize("ids, merged, message", [
    ([99], None, "No consolidation group 99"),
    ([1], {1: "   "}, "empty"),
    ([1], {2: "text"}, "not chosen"),
])
def test_plan_refusals(ids, merged, message) -> None:
    a = analyse(STORE, today=TODAY)
    with pytest.raises(ConsolidationError, match=message):
        plan_operations(a, ids, merged)


def test_confirmation_needed_above_a_quarter() -> None:
    entries = ["Uses pnpm.", "uses pnpm", "Port is 8080.", "port is 8080!", "Editor: Helix.", "Shell: fish.",
               "Timezone: CET.", "Name: Sam."]
    a = analyse(entries, today=TODAY)
    assert len(a.groups) == 2
    one = plan_operations(a, [a.groups[0].id])
    both = plan_operations(a, [g.id for g in a.groups])
    assert not needs_confirmation(a, one)          # 1 of 8
    assert needs_confirmation(a, both) is False    # 2 of 8 is exactly a quarter: allowed
    small = analyse(entries[:4] + ["Editor: Helix."], today=TODAY)
    assert needs_confirmation(small, plan_operations(small, [g.id for g in small.groups]))  # 2 of 5


def test_cross_store_duplicate_is_removed_from_the_analysed_store() -> None:
    a = analyse(["Prefers concise answers.", "Repo is ~/code/x."], other_entries=["prefers concise answers"],
                today=TODAY)
    (g,) = a.groups
    assert g.suggestion.keep == EntryRef("user", 0)
    assert g.suggestion.remove == (EntryRef("memory", 0),)
    assert set(plan_operations(a, [g.id])) == {"memory"}
    assert a.to_json()["groups"][0]["entry_numbers"] == [{"store": "user", "number": 1}, 1]


def test_cross_store_containment_removes_from_the_other_store() -> None:
    a = analyse(["Priya prefers concise answers with the code first.", "Repo is ~/code/x."],
                other_entries=["Prefers concise answers.", "Name: Priya."], today=TODAY)
    (g,) = a.groups
    assert g.suggestion.remove == (EntryRef("user", 0),)
    plan = plan_operations(a, [g.id])
    assert set(plan) == {"user"}
    assert reclaim_for(a, list(a.entries), [g.id]) == 0


def test_never_suggests_emptying_a_store() -> None:
    a = analyse(["Uses pnpm."], other_entries=["uses pnpm", "Name: Sam."], today=TODAY)
    assert a.groups == ()
    b = analyse(["Name: Sam.", "name: sam"], today=TODAY)
    assert len(b.groups) == 1 and b.groups[0].suggestion.remove == (EntryRef("memory", 1),)


def test_json_shape() -> None:
    a = analyse(STORE + ["Currently fixing ATL-9."], other_entries=["Timezone: PST."], today=TODAY)
    data = a.to_json()
    assert set(data) == {"store", "analysis", "groups", "contradictions", "stale"}
    assert data["analysis"] == "lexical"  # 9 entries: too few for the embedding model
    g = data["groups"][0]
    assert set(g) == {"id", "kind", "entries", "entry_numbers", "reclaim_chars", "confidence", "suggestion", "basis",
                      "review"}
    assert (g["basis"], g["review"]) == ("values", False)
    assert set(g["suggestion"]) == {"keep", "keep_number", "merged_text", "remove", "remove_numbers"}
    assert data["contradictions"][0]["entry_numbers"] == [7, {"store": "user", "number": 1}]
    assert data["contradictions"][0]["newer_number"] is None  # no origins known
    assert data["stale"] == [{"entry": 8, "entry_number": 9, "reason": "says 'currently'; mentions ticket ATL-9"}]
    assert [g["id"] for g in data["groups"]] == list(range(1, len(data["groups"]) + 1))


def test_fingerprint_tracks_entries() -> None:
    a, b = analyse(STORE, today=TODAY), analyse(STORE[:-1], today=TODAY)
    assert a.fingerprint != b.fingerprint
    assert a.fingerprint == analyse(list(STORE), today=TODAY).fingerprint


# ------------------------------------------------------------------------------------------ properties

SUBJECTS = ["Project atlas", "The api service", "ledger-etl repo", "Staging", "The docs site", "User"]
FACTS = [
    "lives at ~/code/atlas", "uses pnpm", "uses npm", "runs on port 5432", "runs on port 5433",
    "deploys with `make deploy`", "tests run with `pytest -q`", "never commit .env files",
    "timezone is UTC+1", "prefers concise answers", "is built with mkdocs", "needs Python 3.12",
    "logs go to ~/logs/api.log", "restart after editing config.yaml", "owned by Dana",
    "does not use Docker", "CI runs on GitHub Actions", "three nodes in the cluster",
]
REWORDS = [("uses", "relies on"), ("runs", "is running"), ("lives at", "is located at"), ("tests", "test suite")]


@st.composite
def entry_text(draw) -> str:
    subject = draw(st.sampled_from(SUBJECTS))
    facts = draw(st.lists(st.sampled_from(FACTS), min_size=1, max_size=3, unique=True))
    sep = draw(st.sampled_from([": ", " ", " - "]))
    text = subject + sep + draw(st.sampled_from(["; ", ", ", ". "])).join(facts)
    if draw(st.booleans()):
        old, new = draw(st.sampled_from(REWORDS))
        text = text.replace(old, new)
    style = draw(st.sampled_from(["plain", "lower", "period", "ticks"]))
    if style == "lower":
        text = text.lower()
    elif style == "period":
        text += "."
    elif style == "ticks":
        text = text.replace("`", "")
    return text


def _store(texts: list[str]) -> list[str]:
    out: list[str] = []
    for t in texts:
        t = t.strip()
        if t and t not in out:
            out.append(t)
    return out


stores = st.lists(entry_text(), min_size=1, max_size=14).map(_store)


def _check_group_plan(a: Analysis, ids: list[int]) -> None:
    before = {s: list(a.entries_of(s)) for s in (a.store, a.other_store)}
    after = _apply(a, plan_operations(a, ids))
    kept = after[a.store] + after[a.other_store]
    for store in before:
        if before[store]:
            assert after[store], "a plan emptied a store"
        for text in set(before[store]) - set(after[store]):
            assert states_same_facts(kept, text), f"lost {text!r}"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mine=stores, other=st.lists(entry_text(), max_size=5).map(_store))
def test_applying_any_suggestion_keeps_every_fact(mine: list[str], other: list[str]) -> None:
    a = analyse(mine, other_entries=other, today=TODAY)
    for g in a.groups:
        members = sum(len(a.text_of(r)) for r in g.entries) + 3 * (len(g.entries) - 1)  # with delimiters
        assert len(g.suggestion.merged_text) <= members
        assert g.reclaim_chars > 0 or any(r.store != a.store for r in g.suggestion.remove)
        _check_group_plan(a, [g.id])
    if a.groups:
        _check_group_plan(a, [g.id for g in a.groups])


def _valid(text: str) -> bool:
    try:
        return check_entry_text(text) == text
    except OpError:
        return False


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=60).filter(_valid), max_size=10).map(_store))
def test_arbitrary_text_never_breaks_the_analysis(mine: list[str]) -> None:
    a = analyse(mine, today=TODAY)
    a.to_json()
    if a.groups:
        _check_group_plan(a, [g.id for g in a.groups])


def test_evictions_join_the_same_batch() -> None:
    entries = STORE + ["Currently fixing the login bug (ATL-12)."]
    a = analyse(entries, today=TODAY)
    (stale,) = a.stale
    dup = next(g for g in a.groups if g.kind == "duplicate")
    plan = plan_operations(a, [dup.id], evict=[stale.entry.index])
    assert [op.matched_entry for op in plan["memory"]] == [entries[3], entries[8]]
    assert reclaim_for(a, entries, [dup.id], evict=[8]) == dup.reclaim_chars + len(entries[8]) + 3
    with pytest.raises(ConsolidationError, match="also part of group"):
        plan_operations(a, [dup.id], evict=[3])
    with pytest.raises(ConsolidationError, match="No entry 42"):
        plan_operations(a, [], evict=[42])
    with pytest.raises(ConsolidationError, match="every entry"):
        plan_operations(analyse(["Only entry."], today=TODAY), [], evict=[0])
