"""Fixture store and helpers for the session browser's Pilot tests and snapshots (fixed timestamps)."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from curator.core.home.resolve import HermesHome
from curator.core.sessions.schema import create_store
from curator.tui.app import CuratorApp, build_app
from support.tui import frozen_clock, settle, wait_until, write_home

T0 = 1_764_000_000.0   # 2025-11-24 16:00 UTC
HOUR = 3600.0
DAY = 86_400.0

MEMORY = ["Project Atlas lives in ~/code/atlas.", "Run the tests with `make check`."]
USER = ["Name: Dana.", "Prefers short answers."]
LONG_SESSION_MESSAGES = 60
LONG_MATCH_AT = 30
"""Index (0-based) of the message holding the unique word 'zebracorn' in the long session."""


@dataclass
class BrowserFixture:
    """The home, its state.db and the ids of messages the tests look for."""

    home: HermesHome
    db: Path
    ids: dict[str, int]
    sessions: dict[str, str]


def use_utc(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Dates in the UI are local time: pin the zone so tests and snapshots read the same everywhere."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


def build_fixture(root: Path, *, write_approval: bool = False, with_store: bool = True) -> BrowserFixture:
    """A home (two small memory files) with a state.db of a few sessions over sources, roles and flags."""
    config = f"memory:\n  write_approval: {'true' if write_approval else 'false'}\n"
    home = write_home(root, MEMORY, USER, config=config)
    db = root / "state.db"
    ids: dict[str, int] = {}
    sessions: dict[str, str] = {}
    if not with_store:
        return BrowserFixture(home, db, ids, sessions)
    w = create_store(db)

    def sess(key: str, sid: str, source: str, start: float, title: str | None, parent: str | None = None) -> str:
        sessions[key] = w.add_session(sid, source=source, title=title, started_at=start, parent_session_id=parent)
        return sid

    def msg(key: str | None, sid: str, role: str, text: str, ts: float, **kw) -> int:  # type: ignore[no-untyped-def]
        mid = w.add_message(sid, role, text, timestamp=ts, **kw)
        if key:
            ids[key] = mid
        return mid

    t = T0
    s = sess("redis", "20251124_160000_aaaaaa", "cli", t, "Redis port clash")
    msg("redis_q", s, "user", "Redis won't start locally, it says the address is already in use.", t)
    msg("redis_a", s, "assistant", "Another Redis is bound to 6379; map ours to port 6380 in docker-compose.", t + 30)
    msg("redis_tool", s, "tool", "Error: listen tcp4 0.0.0.0:6379: bind: address already in use", t + 60,
        tool_name="terminal")
    msg("redis_done", s, "assistant", "Saved: Redis runs on port 6380 locally because another project uses 6379.",
        t + 90)
    msg("markup", s, "user", "Careful with [bold]brackets[/bold] and [red in the logs.", t + 120)

    t = T0 + 1 * DAY
    s = sess("long", "20251125_160000_bbbbbb", "cli", t, "Long migration session")
    for i in range(LONG_SESSION_MESSAGES):
        role = "user" if i % 2 == 0 else "assistant"
        text = f"Step {i}: moving billing table batch {i} to the new schema."
        if i == LONG_MATCH_AT:
            text = "The zebracorn flag must stay off until the backfill finishes."
        mid = msg(None, s, role, text, t + 60 * i)
        if i == 0:
            ids["long_first"] = mid
        if i == LONG_MATCH_AT:
            ids["zebracorn"] = mid
        ids["long_last"] = mid

    t = T0 + 2 * DAY
    s = sess("tokyo", "20251126_160000_cccccc", "telegram", t, "东京出差")
    msg("tokyo_q", s, "user", "下个月我要去东京出差，酒店在新宿。", t)
    msg("tokyo_a", s, "assistant", "好的，已记下：东京出差，酒店在新宿。", t + 30)

    t = T0 + 3 * DAY
    s = sess("cron", "20251127_160000_dddddd", "cron", t, "Nightly audit")
    msg("cron_u", s, "user", "Nightly check: redis port 6380 answers.", t)

    t = T0 + 4 * DAY
    s = sess("sub", "20251128_160000_eeeeee", "subagent", t, "Delegated research",
             parent=sessions["redis"])
    msg("sub_u", s, "user", "Research quokkaflux caching options.", t)

    t = T0 + 5 * DAY
    s = sess("compact", "20251129_160000_ffffff", "cli", t, "Sprint review", parent=sessions["redis"])
    msg("c1", s, "user", "Let's review the sprint.", t)
    msg("compacted", s, "assistant", "The narwhalite exporter was dropped from the sprint.", t + 30,
        active=False, compacted=True)
    msg("rewound", s, "user", "Forget the platypoid idea.", t + 60, active=False, compacted=False)
    msg("c4", s, "assistant", "Review done: three stories closed.", t + 90)
    w.close()
    return BrowserFixture(home, db, ids, sessions)


def make_app(fx: BrowserFixture) -> CuratorApp:
    """The app on the fixture home (no file watching, frozen clock, fixed theme)."""
    app = build_app(fx.home, clock=frozen_clock, watch=False)
    app.theme = "textual-dark"
    return app


async def open_browser(pilot):  # type: ignore[no-untyped-def]
    """Show the Sessions tab and wait until the store is open and the index is ready."""
    from curator.tui.sessions.browser import SessionBrowser

    from textual.widgets import TabbedContent

    await settle(pilot)  # a view key pressed before the app has settled at start can be lost
    await pilot.press("4")
    assert await wait_until(pilot, lambda: pilot.app.screen.query_one(TabbedContent).active == "view-sessions")
    assert await wait_until(pilot, lambda: bool(pilot.app.screen.query(SessionBrowser)))
    browser = pilot.app.screen.query_one(SessionBrowser)
    await wait_until(pilot, lambda: browser.problem is not None or
                     (browser.index_note == "index ready" and browser.results_query is not None), timeout=20)
    await settle(pilot)
    return browser


async def search(pilot, browser, query: str):  # type: ignore[no-untyped-def]
    """Type *query* into the empty search box and wait for its results (and the opened conversation)."""
    browser.search_box.focus()
    await pilot.press(*query)
    await wait_until(pilot, lambda: browser.results_query == query, timeout=10)
    await settle(pilot)
    if browser.results.items:
        await wait_until(pilot, lambda: browser.conversation.session is not None, timeout=5)
        await settle(pilot)


def env_cache(tmp_path: Path) -> Path:
    """The cache dir the autouse fixture points the curator at (the index lives there)."""
    return Path(os.environ.get("HERMES_CURATOR_CACHE_DIR", str(tmp_path / "_curator_cache")))


@pytest.fixture(autouse=True)
def utc_dates(monkeypatch: pytest.MonkeyPatch) -> None:
    """Imported by a test module: its dates read in UTC (see :func:`use_utc`)."""
    use_utc(monkeypatch)


@pytest.fixture
def fx(tmp_path: Path) -> BrowserFixture:
    """The fixture home and store (see :func:`build_fixture`)."""
    return build_fixture(tmp_path / "hermes")


def hit_ids(browser) -> list[int]:  # type: ignore[no-untyped-def]
    """The message ids of the results listed now."""
    return [h.message_id for h in browser.results.items]


def anchor_blocks(browser) -> list:  # type: ignore[no-untyped-def]
    """The conversation's blocks marked as the match."""
    return [b for b in browser.conversation.blocks if b.has_class("-anchor")]
