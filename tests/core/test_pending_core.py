"""Core tests of the pending queue: diff model, similarity, stage, claims and crash recovery (no subprocess)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import make_home
from curator.core.workspace import open_workspace
from curator.core import pending as P
from curator.core.errors import AmbiguousMatchError, BadInputError, EmptyContentError, NoMatchError
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal

MEMORY = ["User prefers dark mode in all editors", "Project uses pytest for tests", "Deploys happen on Tuesday"]


@pytest.fixture
def hh(tmp_path: Path) -> HermesHome:
    """A home with three memory entries."""
    return HermesHome(make_home(tmp_path / "hermes", memory=MEMORY, user=["Name: Sam."]))


@pytest.mark.parametrize(("a", "b", "low", "high"), [
    ("User prefers dark mode in editors", "User prefers dark mode in all editors", 0.9, 1.0),
    ("Deploys happen on Friday", "Deploys happen on Tuesday", 0.7, 0.8),
    ("Project uses pytest", "Cache size is 2 GB", 0.0, 0.0),
    ("same words here", "here words same", 1.0, 1.0),
    ("", "anything", 0.0, 0.0),
])
def test_similarity(a: str, b: str, low: float, high: float) -> None:
    """Dice over word sets: word order and case do not matter; unrelated texts score 0."""
    assert low <= P.similarity(a, b) <= high
    assert P.similarity(a, b) == P.similarity(b, a)


def test_stage_writes_newer_shape_pinned(hh: HermesHome) -> None:
    """stage() pins replace/remove to the entry old_text locates now and writes pretty UTF-8 JSON."""
    w = P.stage(hh, "replace", "memory", content="Deploys happen on Friday \u2013 always", old_text="Tuesday")
    assert len(w.id) == 8 and int(w.id, 16) >= 0 and w.path == hh.pending_dir / f"{w.id}.json"
    record = json.loads(w.path.read_text(encoding="utf-8"))
    assert record["payload"] == {"action": "replace", "target": "memory", "content": "Deploys happen on Friday \u2013 always",
                                 "old_text": "Tuesday", "matched_entry": "Deploys happen on Tuesday"}
    assert record["subsystem"] == "memory" and record["origin"] == "foreground" and record["action"] == "replace"
    assert record["summary"] == "replace in memory: old: Tuesday\nnew: Deploys happen on Friday \u2013 always"
    assert w.path.read_bytes() == json.dumps(record, ensure_ascii=False, indent=2).encode("utf-8")
    assert w.pinned and not w.malformed
    assert [x.id for x in P.load_queue(hh)] == [w.id]


def test_stage_refuses_what_cannot_be_pinned(hh: HermesHome) -> None:
    """A locator that matches nothing or several entries, or empty text, is refused at staging time."""
    with pytest.raises(NoMatchError):
        P.stage(hh, "remove", "memory", old_text="Kubernetes")
    with pytest.raises(AmbiguousMatchError):
        P.stage(hh, "remove", "memory", old_text="e")
    with pytest.raises(EmptyContentError):
        P.stage(hh, "add", "user", content="   ")
    assert P.load_queue(hh) == []


def test_stage_batch_pins_in_sequence(hh: HermesHome) -> None:
    """A batch pins each op against the entries as the earlier ops leave them."""
    w = P.stage(hh, "batch", "memory", operations=[
        {"action": "add", "content": "Likes green tea"},
        {"action": "replace", "old_text": "green tea", "content": "Likes oolong tea"},
    ], origin="background_review")
    ops = json.loads(w.path.read_text(encoding="utf-8"))["payload"]["operations"]
    assert ops[1]["matched_entry"] == "Likes green tea"
    pv = P.preview(w, open_workspace(hh).read_states())
    assert pv.after == (*MEMORY, "Likes oolong tea")
    assert [(r.kind, r.op_index) for r in pv.rows] == [("same", None)] * 3 + [("added", 1)]
    assert w.origin_label == "[auto]"


def test_preview_replace_merging_into_existing_entry(hh: HermesHome) -> None:
    """A replace whose new text equals another entry merges (the old entry disappears) and is badged duplicate."""
    w = P.stage(hh, "replace", "memory", content="Project uses pytest for tests", old_text="Tuesday")
    pv = P.preview(w, open_workspace(hh).read_states())
    assert pv.after == tuple(MEMORY[:2])
    assert [r.kind for r in pv.rows] == ["same", "same", "removed"] and pv.rows[2].op_index == 0
    assert [b.kind for b in pv.badges] == ["duplicate"] and pv.would_apply


def test_preview_of_malformed_write(hh: HermesHome) -> None:
    """A malformed record previews as no change with a single malformed badge and a refusal."""
    hh.pending_dir.mkdir(parents=True)
    (hh.pending_dir / "0badc0de.json").write_text("{", encoding="utf-8")
    (item,) = P.review_queue(open_workspace(hh))
    assert item.write.malformed and item.preview.after == item.preview.before == tuple(MEMORY)
    assert [b.kind for b in item.badges] == ["malformed"] and item.preview.refusal[0] == "malformed"
    assert item.to_json()["error"].startswith("not valid JSON")


def test_find_and_bad_ids(hh: HermesHome) -> None:
    """find() returns None for a missing record and never builds a path from a non-hex id."""
    assert P.find(hh, "deadbeef") is None
    for bad in ("../x", "..", "a/b", "DEADBEEF", "", "dead beef"):
        with pytest.raises(P.PendingIdError):
            P.find(hh, bad)


def test_claim_is_exclusive_and_hidden_from_hermes_listing(hh: HermesHome) -> None:
    """One claim wins; the claim file is hidden from *.json listings; release restores the same bytes."""
    w = P.stage(hh, "add", "memory", content="Likes green tea")
    original = w.path.read_bytes()
    c = P.claim(hh, w.id)
    assert not w.path.exists() and c.path.read_bytes() == original
    assert list(hh.pending_dir.glob("*.json")) == [] and P.load_queue(hh) == [] and P.pending_count(hh) == 0
    with pytest.raises(P.PendingRefusedError) as info:
        P.claim(hh, w.id)
    assert info.value.reason == "already_claimed"
    assert c.release() and w.path.read_bytes() == original and not c.path.exists()
    c.consume()  # a second consume of a released claim is harmless
    assert w.path.exists()
    P.claim(hh, w.id).consume()
    with pytest.raises(P.PendingRefusedError) as info:
        P.claim(hh, w.id)
    assert info.value.reason == "gone"


def test_release_never_overwrites_a_reappeared_record(hh: HermesHome) -> None:
    """If a record with the same id reappeared meanwhile, release keeps the claim instead of clobbering it."""
    w = P.stage(hh, "add", "memory", content="Likes green tea")
    c = P.claim(hh, w.id)
    w.path.write_text("{}", encoding="utf-8")
    assert c.release() is False and c.path.exists() and w.path.read_text(encoding="utf-8") == "{}"


def test_recover_claims_of_dead_processes(hh: HermesHome) -> None:
    """A claim nobody holds goes back in the queue, unless the journal shows it was applied; a held claim stays.

    A claim is live while its owner holds its lock, not while some process has the pid in its name: the
    ``reused`` claim names this (alive) test process, as a recycled pid would, and is still recovered.
    """
    kept = P.stage(hh, "add", "memory", content="Likes green tea")
    applied = P.stage(hh, "add", "memory", content="Likes oolong tea")
    reused = P.stage(hh, "add", "memory", content="Likes white tea")
    live = P.stage(hh, "add", "memory", content="Likes black tea")
    dead_pid = 2**31 - 7
    for w in (kept, applied):
        w.path.rename(hh.pending_dir / f".{w.id}.json.claimed-{dead_pid}-abcdef")
    reused.path.rename(hh.pending_dir / f".{reused.id}.json.claimed-{os.getpid()}-abcdef")
    held = P.claim(hh, live.id)
    Journal.for_home(hh.path).append(kind="curator", store="memory", operation="add", extra={"pending_id": applied.id})
    assert sorted(P.recover_claims(hh, open_workspace(hh).journal)) == sorted([kept.id, applied.id, reused.id])
    assert kept.path.exists() and reused.path.exists() and not applied.path.exists() and held.path.exists()
    assert sorted(p.name for p in hh.pending_dir.iterdir()) == sorted([kept.path.name, reused.path.name,
                                                                       held.path.name])
    held.release()


def test_approve_journals_pending_id_and_gauges(hh: HermesHome) -> None:
    """An approval is journalled with the pending id; the report carries both stores' gauges."""
    w = P.stage(hh, "add", "user", content="Works at a bakery", origin="background_review")
    report = P.approve(open_workspace(hh), [w.id], source="tui")
    (res,) = report.results
    assert res.status == "applied" and res.target == "user" and res.write is not None and res.write.changed
    assert set(report.stores) == {"memory", "user"} and report.stores["user"]["entries"] == 2
    (record,) = [r for r in Journal.for_home(hh.path).records() if r.extra.get("pending_id") == w.id]
    assert record.source == "tui" and record.extra["pending_origin"] == "background_review"


def test_approve_edited_content_needs_single_id(hh: HermesHome) -> None:
    """Edited content applies to exactly one write."""
    a = P.stage(hh, "add", "memory", content="A fact")
    b = P.stage(hh, "add", "memory", content="B fact")
    with pytest.raises(BadInputError):
        P.approve(open_workspace(hh), [a.id, b.id], edited_content="C fact")
    assert {w.id for w in P.load_queue(hh)} == {a.id, b.id}


def test_record_hermes_is_applying_is_not_taken(hh: HermesHome) -> None:
    """A record a newer Hermes marked ``state: applying`` is listed with that error and refused as claimed."""
    w = P.stage(hh, "add", "memory", content="Likes green tea")
    record = json.loads(w.path.read_text(encoding="utf-8"))
    w.path.write_text(json.dumps({**record, "state": "applying", "applying_started_at": 1.0}), encoding="utf-8")
    before = w.path.read_bytes()
    (listed,) = P.load_queue(hh)
    assert listed.malformed and "applying" in (listed.error or "")
    (res,) = P.approve(open_workspace(hh), [w.id]).results
    assert (res.status, res.reason) == ("refused", "already_claimed") and w.path.read_bytes() == before


def test_disabled_store_badge(tmp_path: Path) -> None:
    """A write to a store Hermes does not load carries an info badge (it still applies)."""
    home = HermesHome(make_home(tmp_path / "h", memory=MEMORY, config="memory:\n  user_profile_enabled: false\n"))
    w = P.stage(home, "add", "user", content="Works at a bakery")
    (item,) = P.review_queue(open_workspace(home))
    assert [(b.kind, b.severity) for b in item.badges] == [("store_disabled", "info")] and item.preview.would_apply
    assert P.approve(open_workspace(home), [w.id]).results[0].status == "applied"


def test_a_record_claimed_between_listing_and_reading_is_gone_not_malformed(hh: HermesHome,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Another approver renames a record right after our listing: it is skipped, never reported as malformed."""
    kept = P.stage(hh, "add", "memory", content="Kept fact")
    vanished = hh.pending_dir / "0badc0de.json"  # listed, but claimed (renamed away) before we look at it
    real_iterdir = Path.iterdir

    def iterdir_with_a_vanished_record(self: Path):
        yield from real_iterdir(self)
        if self == hh.pending_dir:
            yield vanished

    monkeypatch.setattr(Path, "iterdir", iterdir_with_a_vanished_record)
    queue = P.load_queue(hh)
    assert [w.id for w in queue] == [kept.id]
    assert all(w.error is None for w in queue)
