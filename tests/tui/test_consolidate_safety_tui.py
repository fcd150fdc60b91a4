"""Pilot tests of the Consolidate view's safety: a meaning-only suggestion is a merge * leaves unticked, every
deletion names the entry that stays, a contradiction shows both sides and marks the one written later."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.core.consolidate import engine
from curator.core.demo.memory_calls import answer, tool_calls
from curator.core.home.resolve import HermesHome
from curator.core.sessions.schema import MessageRow, create_store
from curator.tui.app import build_app
from curator.tui.consolidate.view import ConsolidationView
from support.tui import FROZEN_NOW, frozen_clock, settle, wait_until, write_home

pytestmark = pytest.mark.anyio

SERVERS = [f"Server {name} runs {os} with {ram} GB of RAM." for name, os, ram in (
    ("atlas", "Debian", 16), ("boreas", "Fedora", 32), ("castor", "Alpine", 8), ("draco", "Ubuntu", 64),
    ("eris", "Arch", 12), ("fornax", "NixOS", 24), ("gemma", "Rocky", 48), ("hydra", "FreeBSD", 4))]
CALM = "Prefers calm, factual wording in reports."
DRAMA = "No dramatic language in write-ups: keep it factual and calm."
USER = ["Name: Robin.", "Prefers terse answers."]


async def _open(pilot) -> ConsolidationView:
    await settle(pilot)  # the app has finished starting (a key pressed during its first mount can be lost)
    await pilot.press("3")
    await settle(pilot)
    view = pilot.app.screen.query_one(ConsolidationView)
    assert await wait_until(pilot, lambda: view.prepared is not None, timeout=20)
    await settle(pilot)
    return view


async def _detail_of(pilot, view: ConsolidationView, group_id: int) -> str:
    view.suggestions.highlighted = view.suggestions.keys.index(("group", group_id))
    await pilot.pause()
    return str(view.query_one("#detail-body").render())


async def test_meaning_only_is_a_merge_tick_all_leaves_and_deletions_name_what_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def similarities(texts, models):  # a stand-in model: only the two style entries are alike
        return [[0.8 if a != b and {texts[a], texts[b]} == {CALM, DRAMA} else 0.0 for b in range(len(texts))]
                for a in range(len(texts))]

    monkeypatch.setattr(engine, "semantic_models", lambda wanted: () if wanted is False else ("fake",))
    monkeypatch.setattr(engine, "similarities", similarities)
    memory = SERVERS + [CALM, DRAMA, "Deploy with make deploy.", "deploy with `make deploy`"]
    home = write_home(tmp_path / "hermes", memory, USER)
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 40)) as pilot:
        view = await _open(pilot)
        analysis = view.prepared.analysis
        (review,) = [g for g in analysis.groups if g.review]
        (plain,) = [g for g in analysis.groups if not g.review]
        assert {r.index for r in review.entries} == {8, 9} and plain.kind == "duplicate"
        text = await _detail_of(pilot, view, review.id)
        assert "Found by meaning alone" in text and "offered as a merge" in text and "not ticked by *" in text
        assert "Stays: #" in text and "Rewritten as (merged text" in text
        merged = review.suggestion.merged_text
        assert "calm" in merged.lower() and "dramatic" in merged.lower()  # both texts survive the merge
        row = str(view.suggestions.prompt(view.suggestions.keys.index(("group", review.id))))
        assert f": merge #{review.suggestion.remove[0].index + 1} into #" in row and "drop" not in row
        keep = review.suggestion.keep.index
        assert view.entry_list.marks[keep][0].role == "merge"
        text = await _detail_of(pilot, view, plain.id)  # a deletion: the entry that states its facts is shown
        assert f"Stays: #{plain.suggestion.keep.index + 1}" in text and analysis.text_of(plain.suggestion.keep) in text
        assert f"Removed: #{plain.suggestion.remove[0].index + 1}" in text
        await pilot.press("asterisk")
        await pilot.pause()
        assert view.selection.groups == {plain.id}


def _write_origins(db: Path, added: list[tuple[str, float]]) -> None:
    """A Hermes-shaped state.db where one session per entry adds it with the memory tool, at the given time."""
    writer = create_store(db)
    try:
        for n, (content, at) in enumerate(added):
            sid = f"20260101_00000{n}_{n:06x}"
            writer.add_session(sid, source="cli", title=f"session {n}", started_at=at)
            args = {"action": "add", "target": "memory", "content": content}
            call_id = f"call_{n}"
            writer.add_messages([
                MessageRow(sid, "user", "remember this", at),
                MessageRow(sid, "assistant", "Saving it.", at + 1, tool_calls=tool_calls([args], "openai", [call_id])),
                MessageRow(sid, "tool", answer("ok", args), at + 2, tool_name="memory", tool_call_id=call_id)])
    finally:
        writer.close()


async def test_a_contradiction_shows_both_sides_and_marks_the_one_written_later(tmp_path: Path) -> None:
    older, newer = "Per diem on tour is £30 a day.", "Per diem is £25 a day; the budget allows no more."
    memory = [older, "The van is a blue Transit.", newer]
    home: HermesHome = write_home(tmp_path / "hermes", memory, USER)
    _write_origins(home.state_db_path, [(older, FROZEN_NOW - 20 * 86400), (newer, FROZEN_NOW - 2 * 86400)])
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await _open(pilot)
        (c,) = view.prepared.analysis.contradictions
        assert c.newer is not None and c.newer.index == 2
        first = view.entry_list.prompt(0).plain
        last = view.entry_list.prompt(2).plain
        assert "\u2260 conflict" in first and "#3 (written later)" in first and "£" in first
        assert "\u2260 conflict" in last and "contradicts #1:" in last and "(written later)" not in last
