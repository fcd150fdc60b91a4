"""The one key grammar (tui/common/keys.py): every view's letter keys follow it, and the help screen shows it."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.binding import Binding

from curator.core.demo import write_demo_home
from curator.core.home.resolve import HermesHome
from curator.tui.app import CuratorApp, build_app
from curator.tui.common.keys import GRAMMAR, verb_for
from curator.tui.consolidate.view import ConsolidationView
from curator.tui.journal.history_screen import HistoryScreen
from curator.tui.memory.pane import MemoryPane
from curator.tui.pending.view import PendingView
from curator.tui.sessions.browser import SessionBrowser
from support.tui import frozen_clock, settle

pytestmark = pytest.mark.anyio

PLACES = {"app": CuratorApp, "memory": MemoryPane, "pending": PendingView, "consolidation": ConsolidationView,
          "sessions": SessionBrowser, "history": HistoryScreen}
"""Each place of the grammar and the class whose BINDINGS it describes."""

NAVIGATION = {"up", "down", "home", "end", "pageup", "pagedown", "escape", "tab", "shift+tab", "enter"}
"""Movement keys: each list or pane moves with them; not verbs."""


def _keys(binding: Binding) -> list[str]:
    return [k.strip() for k in binding.key.split(",")]


@pytest.mark.parametrize("place", sorted(PLACES))
def test_every_key_of_a_place_means_what_the_grammar_says(place: str) -> None:
    """A key bound in a view runs the action the grammar names for that view (no key means two things)."""
    for binding in PLACES[place].BINDINGS:
        assert isinstance(binding, Binding)
        for key in _keys(binding):
            if key in NAVIGATION:
                continue
            verb = verb_for(key)
            assert verb is not None, f"{place}: {key!r} ({binding.description}) is not in the key grammar"
            action = binding.action.split("(")[0]
            assert action in verb.actions.get(place, ()), \
                f"{place}: {key!r} runs {action!r}, the grammar says {verb.verb!r} = {verb.actions.get(place)}"


def test_one_verb_per_key_across_the_grammar() -> None:
    """No key appears in two rows of the grammar."""
    seen: dict[str, str] = {}
    for verb in GRAMMAR:
        for key in verb.keys.split(","):
            assert key not in seen, f"{key!r} is both {seen[key]!r} and {verb.verb!r}"
            seen[key] = verb.verb


async def test_help_screen_opens_with_the_grammar(tmp_path: Path) -> None:
    """`?` shows the grammar as the first table of the help."""
    app = build_app(HermesHome(Path(write_demo_home(tmp_path / "demo"))), watch=False, clock=frozen_clock)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        body = app.screen.query_one("#help-body")
        first = body.children[0]
        assert first.id == "help-grammar"
        table = first.content
        assert table.title == "One key, one meaning, in every view"
        assert table.row_count == len(GRAMMAR)
