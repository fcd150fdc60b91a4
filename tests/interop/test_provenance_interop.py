"""Origin and usage of every entry of a home written by real Hermes 0.19.0 (SessionDB, memory tool, approvals)."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.core import provenance as pv
from curator.core.journal import Journal
from curator.core.memory import parse

from . import provenance_scenario as sc

pytestmark = pytest.mark.interop


@pytest.fixture(scope="module")
def built(hermes19, tmp_path_factory: pytest.TempPathFactory) -> sc.Built:
    root = tmp_path_factory.mktemp("provenance")
    return sc.build(hermes19, root, root / "curator-state")


@pytest.fixture(scope="module")
def report(built: sc.Built) -> dict[str, dict[str, pv.EntryProvenance]]:
    entries = {s: parse((built.home / "memories" / f).read_text("utf-8"))
               for s, f in (("memory", "MEMORY.md"), ("user", "USER.md"))}
    records = Journal.for_home(built.home, base=built.state_dir).read().records
    got = pv.provenance(entries, db_path=built.home / "state.db", journal_records=records)
    return {s: {ep.entry: ep for ep in items} for s, items in got.items()}


def _steps(ep: pv.EntryProvenance) -> list[tuple[str, str, str]]:
    return [(c.via, c.action, c.session_id[-2:]) for c in ep.origin.history]


def test_the_files_hold_what_the_scenario_says(report) -> None:
    """Hermes applied what succeeded and nothing else (the failed, staged-only and removed texts are absent)."""
    assert list(report["memory"]) == [sc.H0, sc.E1B, sc.R1, sc.D1B, sc.P2, sc.C1, sc.G1, sc.LATE]
    assert list(report["user"]) == [sc.U1B, sc.P1, sc.C2]


@pytest.mark.parametrize("store, entry, via, steps", [
    # replace: the original add and the change, each with its own session
    ("memory", sc.R1, "agent", [("agent", "add", "02"), ("agent", "replace", "03")]),
    # a replace inside a batch, after an add in a message holding two calls
    ("memory", sc.E1B, "agent", [("agent", "add", "01"), ("agent", "replace", "04")]),
    # added by a batch, then replaced in the curator
    ("memory", sc.D1B, "curator", [("agent", "add", "04"), ("curator", "replace", "")]),
    # staged by the agent, approved by Hermes's own /memory approve
    ("memory", sc.P2, "pending", [("pending", "approve", "06")]),
    ("memory", sc.C1, "curator", [("curator", "add", "")]),
    # the tool row was never written: still the agent's, marked unconfirmed; the failed call with the same text
    # in session 5 is not the origin
    ("memory", sc.G1, "agent", [("agent", "add", "07")]),
    # added with the plain {"name", "arguments"} shape, then edited by hand (the journal saw it)
    ("user", sc.U1B, "outside", [("agent", "add", "01"), ("outside", "edit", "")]),
    # staged by the agent, approved in the curator
    ("user", sc.P1, "pending", [("pending", "approve", "06")]),
    ("user", sc.C2, "curator", [("curator", "add", "")]),
])
def test_origin_of_each_entry(report, store: str, entry: str, via: str, steps: list) -> None:
    ep = report[store][entry]
    assert ep.origin.via == via
    assert _steps(ep) == steps


def test_message_ids_point_at_the_calls(report, built: sc.Built) -> None:
    """The message id of an agent step is the assistant row holding that memory call."""
    ids = built.message_ids
    assert report["memory"][sc.R1].origin.message_id == ids[3]      # the replace in session 3
    assert report["memory"][sc.R1].origin.first.message_id == ids[2]
    assert report["memory"][sc.E1B].origin.first.message_id == ids[0] == ids[1]   # two calls, one message
    assert report["user"][sc.P1].origin.message_id == ids[7]          # the staging call
    assert report["memory"][sc.P2].origin.message_id == ids[8]


def test_pending_approved_in_the_curator_names_the_pending_id(report, built: sc.Built) -> None:
    last = report["user"][sc.P1].origin.last
    assert last.pending_id == built.pending[sc.P1] and last.journal_id


def test_a_call_without_a_tool_row_is_unconfirmed(report) -> None:
    assert report["memory"][sc.G1].origin.last.confirmed is False
    assert report["memory"][sc.R1].origin.last.confirmed is True


def test_the_duplicate_add_is_not_the_origin(report) -> None:
    """Session 8 added R1 again; Hermes answered "already exists", so the replace in session 3 stays the origin."""
    assert report["memory"][sc.R1].origin.session_id.endswith("03")


@pytest.mark.parametrize("entry", [sc.H0, sc.LATE])
def test_text_no_call_wrote_is_unknown(report, entry: str) -> None:
    """Never invent a session: a hand-written entry matching no call is unknown."""
    origin = report["memory"][entry].origin
    assert origin.via == "unknown" and origin.session_id is None and origin.history == ()


def test_unknown_entry_seen_at_the_first_look_says_so(report) -> None:
    assert "first read" in report["memory"][sc.H0].origin.note


@pytest.mark.parametrize("store, entry, sessions, last_session", [
    # written in session 3; sessions 8, 9 and 10 mention Redis with its port or 6390
    ("memory", sc.R1, 3, "20260613_090000_000010"),
    # unknown origin: every session counts; sessions 5 and 10 speak of the VPN restart
    ("memory", sc.H0, 2, "20260613_090000_000010"),
    # nothing after session 4 mentions the orchard pipeline
    ("memory", sc.E1B, 0, None),
    ("user", sc.U1B, 0, None),
])
def test_usage_counts(report, store: str, entry: str, sessions: int, last_session: str | None) -> None:
    usage = report[store][entry].usage
    assert usage.sessions == sessions
    if last_session is None:
        assert usage.last_seen is None
    else:
        assert last_session in usage.session_ids
        turns = {t["session"]: t["at"] for t in sc.agent_turns_1() + sc.agent_turns_2()}
        assert usage.last_seen == turns[last_session]   # the user message of that session


def test_usage_never_counts_the_writing_session(report) -> None:
    usage = report["memory"][sc.R1].usage
    assert "20260530_090000_000003" not in usage.session_ids


def test_origins_alone_match_provenance(built: sc.Built, report) -> None:
    """The small face consolidation calls gives the same origins."""
    entries = {"memory": list(report["memory"])}
    records = Journal.for_home(built.home, base=built.state_dir).read().records
    got = pv.origins(entries, db_path=built.home / "state.db", journal_records=records)
    assert [o.via for o in got["memory"]] == [ep.origin.via for ep in report["memory"].values()]


def test_no_store_means_unknown_or_journal_only(tmp_path: Path) -> None:
    got = pv.origins({"memory": ["a", "b"]}, db_path=tmp_path / "missing.db")
    assert [o.via for o in got["memory"]] == ["unknown", "unknown"]
