"""Pilot tests of the Consolidate view: marks, tick/edit/apply/undo, guards, re-analysis, routing, demo home."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from textual.widgets import TabbedContent, TextArea

from curator.core.consolidate.analysis import analyse, states_same_facts
from curator.core.demo.home import write_demo_home
from curator.core.home.resolve import HermesHome
from curator.core.memory.format import serialise
from curator.core.memory.ops import apply_ops
from curator.tui.app import build_app
from curator.tui.commands import binding_commands
from curator.tui.messages import ConsolidationRequested
from curator.tui.common.confirm_modal import ConfirmModal
from curator.tui.consolidate.merged_text_modal import MergedTextModal
from curator.tui.common.capacity_gauge import CapacityGauge
from curator.core.consolidate.plan import (
    Eviction,
    Prepared,
    Selection,
    build_plan,
    carry_over,
    preview,
)
from curator.tui.consolidate.view import ConsolidationView
from support.tui import FROZEN_NOW, frozen_clock, hermes_write, notifications, read_entries, settle, wait_until, \
    write_home

pytestmark = pytest.mark.anyio

TODAY = dt.date.fromtimestamp(FROZEN_NOW)

#: Known redundancy: containment (#1 > #5), duplicate (#2 = #8), near-duplicate (#3 ~ #9), overlap (#10 + #4),
#: a stale entry (#6) and a contradiction (#7 vs #11).
MEMORY = [
    "The orchid repo lives in ~/code/orchid; run its tests with `make check`.",
    "Orchid deploys go out on Fridays after 14:00 UTC.",
    "Staging deploys automatically from the `develop` branch via Vercel.",
    "orchid-etl repo is at ~/src/orchid-etl; Python 3.11 managed with Poetry.",
    "Run the orchid tests with `make check`.",
    "Currently fixing the flaky login test (ticket ORC-88), in progress.",
    "Orchid uses pnpm for the web app.",
    "orchid deploys go out on fridays after 14:00 UTC",
    "Staging deploys from develop through Vercel, automatically.",
    "orchid-etl repo is at ~/src/orchid-etl; DAGs live in dags/ and are synced to s3://orchid-airflow/dags.",
    "Orchid uses npm for the web app.",
    "Feature flags live in config/flags.yaml; restart the api after editing them.",
]
USER = ["Name: Robin.", "Prefers terse answers."]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HermesHome:
    monkeypatch.setenv("HOME", str(tmp_path))
    return write_home(tmp_path / "hermes", MEMORY, USER)


def view_of(app) -> ConsolidationView:
    return app.screen.query_one(ConsolidationView)


async def open_view(pilot) -> ConsolidationView:
    """Show the Consolidate tab and wait for its first analysis."""
    await settle(pilot)  # the app has finished starting (a key pressed during its first mount can be lost)
    await pilot.press("3")
    await settle(pilot)
    view = view_of(pilot.app)
    assert await wait_until(pilot, lambda: view.prepared is not None)
    await settle(pilot)
    return view


def lines_of(view: ConsolidationView, index: int) -> list[str]:
    """The rendered text of entry row ``index`` (its first line, then one line per mark reason)."""
    return view.entry_list.prompt(index).plain.split("\n")


def glyph_colour(view: ConsolidationView, index: int):
    """The colour the row's first mark is drawn in."""
    prompt = view.entry_list.prompt(index)
    glyph = view.entry_list.marks[index][0].glyph
    start = prompt.plain.index(glyph)
    return next(span.style.color for span in prompt.spans if span.start <= start < span.end and span.style.color)


async def test_groups_stale_and_contradictions_are_marked_with_glyphs_words_and_colours(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        assert app.screen.query_one(TabbedContent).active == "view-consolidation"
        kinds = [g.kind for g in view.prepared.analysis.groups]
        assert kinds == ["containment", "duplicate", "near_duplicate", "overlap"]
        # the same glyph and colour mark every entry of a group, with a role word (never colour alone)
        assert lines_of(view, 0)[0].startswith("  \u2460 keep     #1   The orchid repo")
        assert lines_of(view, 4)[0].startswith("  \u2460 drop     #5   Run the orchid tests")
        assert lines_of(view, 1)[0].startswith("  \u2461 keep") and lines_of(view, 7)[0].startswith("  \u2461 drop")
        assert lines_of(view, 9)[0].startswith("  \u2463 merge") and lines_of(view, 3)[0].startswith("  \u2463 drop")
        assert glyph_colour(view, 0) == glyph_colour(view, 4) != glyph_colour(view, 1) == glyph_colour(view, 7)
        assert lines_of(view, 11)[0].startswith("             #12  Feature flags")
        # stale and contradiction: glyph plus the reason in words
        stale = lines_of(view, 5)
        assert stale[0].startswith("  \u29d6 stale") and "currently" in stale[1] and "ORC-88" in stale[1]
        contra = lines_of(view, 6)
        assert contra[0].startswith("  \u2260 conflict") and "#11" in contra[1] and "pnpm vs npm" in contra[1]
        # the highlighted group's suggestion is spelled out beside the list
        detail = str(view.query_one("#detail-body").render())
        assert "confidence 0.96" in detail and "Stays: #1" in detail and "Removed: #5" in detail
        assert "reclaims 42 chars" in detail
        assert view.entry_list.current == ("group", 1) and view.entry_list.highlighted == 0
        assert view.suggestions.keys[:4] == [("group", 1), ("group", 2), ("group", 3), ("group", 4)]
        assert str(view.suggestions.prompt(0)).startswith("[ ] \u2460 containment: keep #1, drop #5")
        await pilot.press("space")
        assert str(view.suggestions.prompt(0)).startswith("[x] \u2460")
        assert lines_of(view, 0)[0].startswith("\u2713 ") and lines_of(view, 4)[0].startswith("\u2717 ")


async def test_tick_edit_merged_text_apply_then_one_undo_restores_the_file(home) -> None:
    original = home.memory_path.read_bytes()
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        await pilot.press("space")  # tick group 1 (containment)
        await pilot.press("down", "down", "down")  # highlight group 4 (overlap)
        assert view.current == ("group", 4)
        assert "Rewritten as (merged text" in str(view.query_one("#detail-body").render())
        await pilot.press("e")
        modal = app.screen
        assert isinstance(modal, MergedTextModal)
        edited = ("orchid-etl repo is at ~/src/orchid-etl (Python 3.11, Poetry); DAGs live in dags/, synced to "
                  "s3://orchid-airflow/dags.")
        modal.query_one(TextArea).load_text(edited)
        await pilot.pause()
        assert str(modal.query_one("#merged-count").render()).startswith(f"{len(edited)} chars")
        effects = str(modal.query_one("#merged-effects").render())
        assert "\u2192" in effects and "Every fact" in effects
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, MergedTextModal)
        assert view.selection.groups == {1, 4} and view.selection.merged == {4: edited}
        assert f"Rewritten as (your edited text, {len(edited)} chars" in str(view.query_one("#detail-body").render())
        # the live gauge after equals what the plan does to the entries
        plan = build_plan(view.prepared, view.selection)
        expected = apply_ops(MEMORY, plan["memory"], limit=10**9).entries
        gauge = view.query_one("#consolidation-gauge", CapacityGauge)
        assert gauge.chars == len(serialise(expected))
        assert gauge.text in str(view.query_one("#consolidation-gauge-line").render())
        await pilot.press("a")
        assert isinstance(app.screen, ConfirmModal)
        await pilot.press("y")
        await settle(pilot)
        assert home.memory_path.read_bytes() == serialise(expected).encode("utf-8")
        assert edited in read_entries(home.memory_path) and MEMORY[4] not in read_entries(home.memory_path)
        records = [r for r in app.ctx.journal.records("memory") if r.kind == "curator"]
        assert len(records) == 1 and records[0].operation == "consolidate" and records[0].source == "tui"
        assert any("Consolidated" in n and "u undoes it" in n for n in notifications(app))
        assert await wait_until(pilot, lambda: view.prepared.analysis.entries == tuple(expected))
        await pilot.press("u")
        await settle(pilot)
        assert home.memory_path.read_bytes() == original


async def test_more_than_a_quarter_removed_needs_a_second_confirmation(home) -> None:
    original = home.memory_path.read_bytes()
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        await pilot.press("space", "down", "space", "down", "space", "down", "space")  # 4 groups: 4 of 12 go
        assert view.selection.groups == {1, 2, 3, 4}
        await pilot.press("a", "y")
        await pilot.pause()
        second = app.screen
        assert isinstance(second, ConfirmModal)
        assert "Really remove 4 of 12 entries (33%)" in second.title_text
        await pilot.press("n")
        await settle(pilot)
        assert home.memory_path.read_bytes() == original, "declining the second confirmation changes nothing"
        assert view.current == ("group", 4)
        await pilot.press("space", "a", "y")  # untick group 4: 3 of 12 is not more than a quarter
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmModal)
        assert len(read_entries(home.memory_path)) == 9


async def test_a_file_changed_on_disk_is_reanalysed_before_applying(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        await pilot.press("space")  # tick group 1
        changed = ["Orchid's CI runs on Buildkite.", *MEMORY]
        hermes_write(home.memory_path, changed)  # the agent writes; the app is not watching
        await pilot.press("a", "y")
        await settle(pilot)
        assert read_entries(home.memory_path) == changed, "nothing may be applied silently"
        assert any("changed on disk since the analysis" in n for n in notifications(app))
        assert view.prepared.analysis.entries == tuple(changed)
        group = view.prepared.analysis.group(next(iter(view.selection.groups)))
        assert [view.prepared.analysis.text_of(r) for r in group.entries] == [MEMORY[0], MEMORY[4]]
        await pilot.press("a", "y")
        await settle(pilot)
        assert read_entries(home.memory_path) == [e for e in changed if e != MEMORY[4]]


async def test_consolidation_requested_opens_the_view_for_that_store(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.post_message(ConsolidationRequested("user", "a pending write would exceed the limit"))
        await settle(pilot)
        assert app.screen.query_one(TabbedContent).active == "view-consolidation"
        view = view_of(app)
        assert await wait_until(pilot, lambda: view.prepared is not None and view.prepared.store == "user")
        await settle(pilot)
        assert "a pending write would exceed the limit" in str(view.query_one("#consolidation-status").render())
        assert view.query_one("#consolidate-user").has_class("-active")
        await pilot.press("s")
        assert await wait_until(pilot, lambda: view.prepared.store == "memory")


async def test_memory_pane_key_and_nearly_full_gauge_open_consolidation(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / "hermes", MEMORY, USER, config="memory:\n  memory_char_limit: 800\n")
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert app.screen.query_one("#gauge-memory", CapacityGauge).level == "warn"
        await pilot.click("#gauge-user")  # USER.md is nearly empty: its gauge opens nothing
        await settle(pilot)
        assert app.screen.query_one(TabbedContent).active == "view-memory"
        await pilot.click("#gauge-memory")
        await settle(pilot)
        assert app.screen.query_one(TabbedContent).active == "view-consolidation"
        assert await wait_until(pilot, lambda: view_of(app).prepared is not None)
        await pilot.press("1")
        app.screen.query_one("#entries-user").focus()
        await pilot.press("c")  # the key on a memory pane opens consolidation for that pane's store
        await settle(pilot)
        assert app.screen.query_one(TabbedContent).active == "view-consolidation"
        assert await wait_until(pilot, lambda: view_of(app).prepared.store == "user")


async def test_the_view_bindings_reach_the_command_palette(home) -> None:
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_view(pilot)
        titles = {c.title for c in binding_commands(app.screen)}
        assert {"Tick", "Edit merged", "Apply", "Other file"} <= titles


async def test_a_plan_that_would_empty_the_store_is_refused_with_an_explanation(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    memory = ["Currently fixing the login bug (ticket ORC-1), in progress.",
              "Today the staging database is being migrated; avoid deploys today."]
    home = write_home(tmp_path / "hermes", memory, USER)
    before = home.memory_path.read_bytes()
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        assert [e.index for e in view.prepared.evictions] == [0, 1]
        await pilot.press("space", "down", "space")
        line = str(view.query_one("#consolidation-gauge-line").render())
        assert line.startswith("\u2716") and "never empties a store" in line
        await pilot.press("a")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmModal)
        assert any("never empties a store" in n for n in notifications(app))
        assert home.memory_path.read_bytes() == before


async def test_new_user_on_the_demo_home_gets_memory_under_70_percent_and_one_undo(tmp_path, monkeypatch) -> None:
    """The issue's acceptance walk: demo MEMORY.md from ~88% to under 70% in a few keys, no fact lost."""
    monkeypatch.setenv("HOME", str(tmp_path))
    root = write_demo_home(tmp_path / "demo", now=FROZEN_NOW, with_sessions=False)
    home = HermesHome(root)
    original = home.memory_path.read_bytes()
    app = build_app(home, clock=frozen_clock, watch=False, demo=True)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        state = app.ctx.stores["memory"].read()
        assert state.percent >= 85
        prepared = view.prepared
        untouched = str(view.query_one("#consolidation-gauge-line").render())
        assert untouched.startswith(f"MEMORY.md now {state.gauge} ")   # the header gauge, as the Memory view's
        assert view.query_one("#consolidation-gauge", CapacityGauge).chars == state.prompt.chars
        await pilot.press("asterisk")  # tick every suggestion
        assert len(view.selection) == len(prepared.keys())
        line = str(view.query_one("#consolidation-gauge-line").render())
        assert line.startswith(f"MEMORY.md {state.gauge} \u2192 ")
        await pilot.press("a")
        body = str(app.screen.query_one("#confirm-body").render())
        assert all(f"drop #{e.index + 1}" in body for e in prepared.evictions), "every drop is listed first"
        await pilot.press("y")
        if isinstance(app.screen, ConfirmModal):  # more than a quarter of the entries: the second confirmation
            await pilot.press("y")
        await settle(pilot)
        after_state = app.ctx.stores["memory"].read()
        assert after_state.percent < 70, f"only got to {after_state.gauge}"
        before, after = list(prepared.analysis.entries), after_state.entries
        chosen_drops = {prepared.analysis.entries[e.index] for e in prepared.evictions}
        for entry in before:
            if entry not in after:
                assert states_same_facts(after, entry) or entry in chosen_drops, f"fact lost: {entry!r}"
        await pilot.press("u")
        await settle(pilot)
        assert home.memory_path.read_bytes() == original


# ---- the view's plan model, without the app ----------------------------------------------------------------

def _prepared(entries: list[str], evictions: tuple[Eviction, ...] = ()) -> Prepared:
    analysis = analyse(entries, store="memory", other_entries=USER, today=TODAY)
    return Prepared(analysis, 2200, 1375, evictions or tuple(
        Eviction(s.entry.index, "stale", s.reason) for s in analysis.stale))


def test_build_plan_refuses_ticking_a_group_and_a_drop_of_the_same_entry() -> None:
    p = _prepared(MEMORY, (Eviction(4, "stale", "test"),))
    result = preview(p, Selection(frozenset({1}), frozenset({4})))
    assert "part of group \u2460" in result.error and not result.plan
    ok = preview(p, Selection(frozenset(), frozenset({4})))
    assert not ok.error and ok.after["memory"] == tuple(e for e in MEMORY if e != MEMORY[4])


def test_carry_over_keeps_ticks_that_still_mean_the_same_thing() -> None:
    old = _prepared(MEMORY)
    selection = Selection(frozenset({1, 4}), frozenset({5}), {4: "edited text"})
    new = _prepared(["A new first entry about nothing else.", *MEMORY[:9], *MEMORY[10:]])  # #10 gone: no group 4
    kept = carry_over(old, selection, new)
    (gid,) = kept.groups
    assert [new.analysis.text_of(r) for r in new.analysis.group(gid).entries] == [MEMORY[0], MEMORY[4]]
    assert kept.merged == {} and kept.evict == {6}


async def test_a_cross_store_duplicate_keeps_the_user_profile_copy(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    memory = ["Prefers terse answers with code first.", "The orchid repo lives in ~/code/orchid."]
    user = ["Name: Robin.", "Prefers terse answers with code first."]
    home = write_home(tmp_path / "hermes", memory, user)
    user_before = home.user_path.read_bytes()
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        assert str(view.suggestions.prompt(0)).endswith("duplicate: keep USER.md #2, drop #1 \u00b7 \u221241")
        assert "Stays: USER.md #2" in str(view.query_one("#detail-body").render())
        await pilot.press("space", "a", "y")
        assert "Really remove 1 of 2 entries (50%)" in app.screen.title_text  # half of MEMORY.md goes
        await pilot.press("y")
        await settle(pilot)
        assert read_entries(home.memory_path) == memory[1:]
        assert home.user_path.read_bytes() == user_before, "the kept copy is not rewritten"


async def test_a_file_hermes_would_refuse_is_read_only_here(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    home = write_home(tmp_path / "hermes", [], USER)
    raw = serialise(MEMORY).replace("\n\u00a7\n", "\n\n\u00a7\n").encode("utf-8")  # blank lines: drift
    home.memory_path.write_bytes(raw)
    app = build_app(home, clock=frozen_clock, watch=False)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_view(pilot)
        status = str(view.query_one("#consolidation-status").render())
        assert status.startswith("\u2716 MEMORY.md is not in the shape Hermes writes") and "normalise" in status
        await pilot.press("space", "a")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmModal)
        assert any("Read-only" in n for n in notifications(app))
        assert home.memory_path.read_bytes() == raw
