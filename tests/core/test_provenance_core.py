"""Unit tests: tool-call shapes, tool-result outcomes, journal-only attribution, lines, eviction candidates."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from curator.core.provenance import origins
from curator.core.provenance.calls import call_ops, parse_tool_calls, read_outcome
from curator.core.provenance.describe import SessionFacts, origin_text, usage_text
from curator.core.provenance.eviction import eviction_candidates, newer_side
from curator.core.provenance.model import (
    CallOp, Change, EntryProvenance, MemoryCall, Origin, UNKNOWN_ORIGIN, Usage,
)

ARGS = {"action": "add", "target": "user", "content": "Likes tea."}


@pytest.mark.parametrize("raw, expected", [
    (json.dumps([{"name": "memory", "arguments": json.dumps(ARGS)}]), [("", "memory", ARGS)]),
    (json.dumps([{"id": "c1", "type": "function", "function": {"name": "memory", "arguments": json.dumps(ARGS)}}]),
     [("c1", "memory", ARGS)]),
    (json.dumps([{"call_id": "c2", "function": {"name": "memory", "arguments": ARGS}}]), [("c2", "memory", ARGS)]),
    (json.dumps({"type": "tool_use", "id": "t1", "name": "memory", "input": ARGS}), [("t1", "memory", ARGS)]),
    (json.dumps([{"name": "memory", "arguments": "{not json"}]), [("", "memory", None)]),
    (json.dumps([{"name": "memory", "arguments": ""}]), [("", "memory", {})]),
    (json.dumps([{"name": "terminal", "arguments": "{}"}, "junk", {"function": {}}]), [("", "terminal", {})]),
    ("not json at all", []), ("", []), (None, []), (json.dumps(3), []),
])
def test_parse_tool_calls(raw: Any, expected: list) -> None:
    assert parse_tool_calls(raw) == expected


@pytest.mark.parametrize("args, expected", [
    (ARGS, ("user", (CallOp("add", "Likes tea."),), False, "")),
    ({"action": "replace", "old_text": " tea ", "content": " Likes coffee. "},
     ("memory", (CallOp("replace", "Likes coffee.", "tea"),), False, "")),
    ({"target": "memory", "operations": [{"action": "add", "content": "a"}, {"action": "replace", "old_text": "b",
                                                                           "new_text": "c"}, "junk"]},
     ("memory", (CallOp("add", "a"), CallOp("replace", "c", "b"), CallOp("")), True, "")),
    ({"target": "memory", "operations": "add a"}, ("memory", (), True, "operations is not a list")),
    (None, ("memory", (), False, "arguments are not a JSON object")),
])
def test_call_ops(args: Any, expected: tuple) -> None:
    assert call_ops(args) == expected


@pytest.mark.parametrize("content, expected", [
    ('{"success": true, "message": "Entry added."}', ("ok", "", "")),
    ('{"success": true, "message": "Entry already exists (no duplicate added)."}', ("duplicate", "", "")),
    ('{"success": true, "staged": true, "pending_id": "ab12cd34"}', ("staged", "ab12cd34", "")),
    ('{"success": false, "error": "No entry matched \'x\'."}', ("failed", "", "No entry matched 'x'.")),
    ('{"error": "Memory is not available."}', ("failed", "", "Memory is not available.")),
    ("Entry added.", ("unknown", "", "")), ("", ("unknown", "", "")), ("[1]", ("unknown", "", "")),
])
def test_read_outcome(content: str, expected: tuple) -> None:
    assert read_outcome(content) == expected


@dataclass
class Rec:
    """A journal record as provenance reads it."""

    id: str
    ts: float
    kind: str
    store: str
    operation: str
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


def test_journal_only_attribution_follows_edits_undos_and_approvals() -> None:
    records = [
        Rec("b1", 10, "baseline", "memory", "baseline", after=("A",)),
        Rec("c1", 20, "curator", "memory", "replace", ("A",), ("A2",)),
        Rec("c2", 30, "curator", "memory", "remove", ("A2",), ()),
        Rec("u1", 40, "undo", "memory", "undo", (), ("A2",)),
        Rec("p1", 50, "curator", "memory", "add", ("A2",), ("A2", "P"), {"pending_id": "abcd1234"}),
    ]
    got = origins({"memory": ["A2", "P", "Z"]}, journal_records=records, calls=[])["memory"]
    assert [(c.via, c.action) for c in got[0].history] == [("curator", "replace"), ("curator", "undo")]
    assert got[1].via == "pending" and got[1].last.pending_id == "abcd1234" and got[1].session_id is None
    assert got[2] is UNKNOWN_ORIGIN


def test_outside_change_explained_by_an_agent_call_in_that_window() -> None:
    call = MemoryCall("s1", 7, 25.0, "memory", (CallOp("add", "B"),), "ok")
    records = [Rec("b1", 10, "baseline", "memory", "baseline", after=("A",)),
               Rec("e1", 60, "external", "memory", "add", ("A",), ("A", "B"))]
    got = origins({"memory": ["A", "B"]}, journal_records=records, calls=[call])["memory"]
    assert got[1].via == "agent" and got[1].message_id == 7
    assert "first read" in got[0].note


def test_a_failed_or_staged_only_call_is_never_an_origin() -> None:
    calls = [MemoryCall("s1", 3, 5.0, "memory", (CallOp("add", "X"),), "failed"),
             MemoryCall("s2", 4, 6.0, "memory", (CallOp("remove", "", "X"),), "ok")]
    assert origins({"memory": ["X"]}, calls=calls)["memory"][0] is UNKNOWN_ORIGIN


def _agent(action: str, sid: str, mid: int, at: float, confirmed: bool = True) -> Change:
    return Change("agent", action, "t", at, session_id=sid, message_id=mid, confirmed=confirmed)


def test_origin_lines() -> None:
    facts = SessionFacts({"s1": "Set up orchard CI", "s2": "Port clash"})
    at1 = 1_780_300_000.0
    added = Origin("agent", (_agent("add", "s1", 5, at1),))
    assert origin_text(added, facts).startswith("added by the agent in Set up orchard CI, 2026-")
    assert origin_text(added, facts).endswith(", message #5")
    changed = Origin("agent", (_agent("add", "s1", 5, at1), _agent("replace", "s2", 9, at1 + 86400)))
    assert "changed by the agent in Port clash" in origin_text(changed, facts)
    assert "\u2014 first added by the agent in Set up orchard CI" in origin_text(changed, facts)
    lost = Origin("agent", (_agent("add", "s3", 11, at1, confirmed=False),))
    assert "in s3" in origin_text(lost, facts) and "message #11" in origin_text(lost, facts)
    assert "never stored" in origin_text(lost, facts)
    assert origin_text(UNKNOWN_ORIGIN, facts).startswith("origin unknown")


@pytest.mark.parametrize("usage, text", [
    (None, "unknown: no session store"),
    (Usage(0, None, (), 5.0), "none of its words occur in the session store"),
    (Usage(0, None, ("redi",), 5.0), "not mentioned in any session since it was written"),
    (Usage(0, None, ("redi",), None), "not mentioned in any recorded session"),
    (Usage(1, 1_780_300_000.0, ("redi",), 5.0), "came up in 1 session since, last 2026-"),
    (Usage(3, 1_780_300_000.0, ("redi",), None), "came up in 3 sessions (when it was written is unknown"),
])
def test_usage_lines(usage: Usage | None, text: str) -> None:
    assert usage_text(usage).startswith(text)


def _item(index: int, usage: Usage | None) -> EntryProvenance:
    return EntryProvenance("memory", index, f"entry {index}", UNKNOWN_ORIGIN, usage)


def test_eviction_candidates_need_age_later_sessions_and_no_mention() -> None:
    now = 100 * 86400.0
    items = [
        _item(1, Usage(0, None, ("vpn",), since=10 * 86400.0, later=8)),        # 90 days, 8 sessions: yes
        _item(2, Usage(2, 5.0, ("vpn",), since=10 * 86400.0, later=8)),         # mentioned: no
        _item(3, Usage(0, None, ("vpn",), since=90 * 86400.0, later=8)),        # 10 days old: no
        _item(4, Usage(0, None, ("vpn",), since=10 * 86400.0, later=2)),        # too few sessions since: no
        _item(5, Usage(0, None, (), since=10 * 86400.0, later=8)),              # nothing to look for: no
        _item(6, Usage(0, None, ("vpn",), since=None, later=9, span_start=0.0)),  # unknown age, old store: yes
        _item(7, None),
    ]
    got = eviction_candidates(items, now=now)
    assert [c.index for c in got] == [6, 1]
    assert "not mentioned in any of the 8 sessions since it was written 90 days ago" in got[1].reason
    assert "9 recorded sessions" in got[0].reason


def test_newer_side() -> None:
    old = Origin("agent", (_agent("add", "s1", 1, 10.0),))
    new = Origin("curator", (Change("curator", "add", "t", 20.0),))
    assert newer_side(old, new) == 1 and newer_side(new, old) == 0
    assert newer_side(old, UNKNOWN_ORIGIN) is None and newer_side(old, old) is None


def test_consolidation_marks_the_newer_side_and_offers_entries_unused_for_long(tmp_path) -> None:
    import datetime as dt

    from curator.core.consolidate.plan import prepare
    from curator.core.home.resolve import HermesHome
    from curator.core.memory.format import serialise
    from curator.core.workspace import open_workspace

    memory = ["Editor: Neovim.", "Editor is Helix.", "The VPN needs a restart."]
    (tmp_path / "memories").mkdir()
    (tmp_path / "memories" / "MEMORY.md").write_text(serialise(memory), "utf-8")
    ws = open_workspace(HermesHome(tmp_path))
    day = 86400.0
    times = [10 * day, 20 * day, 1 * day]
    history = {"memory": [EntryProvenance("memory", i + 1, e, Origin("agent", (_agent("add", "s", i, t),)),
                                          Usage(0 if i == 2 else 3, None, ("vpn",), since=t, later=9))
                          for i, (e, t) in enumerate(zip(memory, times))], "user": []}
    prepared = prepare(ws.stores, "memory", dt.date(2026, 1, 1), states=ws.read_states(), history=history,
                       now=100 * day)
    contradictions = prepared.analysis.contradictions
    assert contradictions and contradictions[0].newer is not None and contradictions[0].newer.index == 1
    unused = [e for e in prepared.evictions if e.index == 2]
    assert unused and unused[0].kind == "stale" and "not mentioned in any of the 9 sessions" in unused[0].reason
    stale_history = {"memory": history["memory"][:2], "user": []}   # read from other entries: not used
    again = prepare(ws.stores, "memory", dt.date(2026, 1, 1), states=ws.read_states(), history=stale_history,
                    now=100 * day)
    assert not [e for e in again.evictions if e.index == 2] and again.analysis.contradictions[0].newer is None
