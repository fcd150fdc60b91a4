"""Field finding 8 (issue 16): search results explain themselves, typed the way a person searches."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Label

from curator.core.demo import write_demo_home
from curator.core.home.resolve import HermesHome
from curator.tui.sessions.conversation import MessageBlock
from curator.tui.sessions.results import NEARBY_MARK
from support.sessions_tui import make_app, open_browser
from support.tui import settle, wait_until

pytestmark = pytest.mark.anyio


class _Demo:
    def __init__(self, root: Path) -> None:
        self.home = HermesHome(Path(write_demo_home(root)))


async def test_results_say_how_they_matched_and_a_typo_gets_a_correction(tmp_path: Path) -> None:
    """`/deploy`: hits whose message lacks the word say they were found via a nearby turn (the others do
    not); then ctrl+u and `deplyo`: 0 results, "did you mean “deploy”?", and the conversation pane is empty."""
    app = make_app(_Demo(tmp_path / "demo"))  # type: ignore[arg-type]
    async with app.run_test(size=(120, 36)) as pilot:
        browser = await open_browser(pilot)
        await pilot.press("slash", *"deploy")
        await wait_until(pilot, lambda: browser.results_query == "deploy", timeout=10)
        await wait_until(pilot, lambda: browser.conversation.session is not None, timeout=5)
        await settle(pilot)
        prompts = [browser.results.get_option_at_index(i).prompt.plain for i in range(len(browser.results.items))]
        nearby = [">>>" not in hit.snippet for hit in browser.results.items]
        assert any(nearby) and not all(nearby), "the demo has both kinds of hit for deploy"
        assert [NEARBY_MARK in p for p in prompts] == nearby
        await pilot.press("ctrl+u", *"deplyo")
        await wait_until(pilot, lambda: browser.results_query == "deplyo", timeout=10)
        await settle(pilot)
        title = str(browser.query_one("#results-title", Label).render())
        assert title.startswith("0 results for \u201cdeplyo\u201d") and "did you mean \u201cdeploy\u201d?" in title
        assert browser.conversation.session is None and not browser.conversation.query(MessageBlock)
        assert str(browser.query_one("#conversation-title", Label).render()) == "Conversation"
