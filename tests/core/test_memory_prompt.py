"""The prompt-size basis of the gauges: a store's size as Hermes's prompt holds it, for entries not yet saved
and after a write, and the limit check that stays on the size on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.core.errors import OverLimitError
from curator.core.home.hermes_version import GENERATIONS, TARGET
from curator.core.home.resolve import HermesHome
from curator.core.memory.actions import success_text
from curator.core.memory.format import format_gauge, size_of
from curator.core.memory.ops import Op
from curator.core.memory.store import WriteResult
from curator.core.scanner.parity import hermes_ids, placeholder
from curator.core.workspace import open_workspace

from conftest import make_home

BLOCKED = "The deploy keys live in ~/.ssh on the build box"
"""An entry Hermes 0.19 shows to the model as a (longer) ``[BLOCKED: ...]`` placeholder."""
PLAIN = ["Project lives in ~/code/app.", "Run tests with `make test`."]


def _store(home: Path, name: str = "memory"):
    return open_workspace(HermesHome(home)).store(name)


def test_prompt_of_counts_a_blocked_entry_as_its_placeholder(tmp_path: Path) -> None:
    store = _store(make_home(tmp_path / "h", memory=[*PLAIN, BLOCKED]))
    state = store.read()
    after = [*state.entries, "Uses Postgres 16."]
    shown = [*PLAIN, placeholder("MEMORY.md", hermes_ids(BLOCKED)), "Uses Postgres 16."]
    prompt = state.prompt_of(after)
    assert prompt.chars == size_of(shown) > size_of(after)
    assert prompt.blocked == (2,)
    assert state.prompt_of(state.entries) == state.prompt   # the pane's gauge is the same function
    assert state.prompt_of(PLAIN).blocked == ()              # an edit that drops the blocked entry
    assert state.prompt_of(PLAIN).chars == size_of(PLAIN)


def test_short_note_says_prompt_size_and_what_the_limit_checks(tmp_path: Path) -> None:
    state = _store(make_home(tmp_path / "h", memory=[*PLAIN, BLOCKED])).read()
    note = state.prompt.short_note(state.chars)
    assert note == f"prompt size, 1 entry as [BLOCKED]; the limit checks {state.chars:,} on disk"
    assert len(note) <= 68   # one line of the editor dialog at 80 columns
    two = state.prompt_of([*state.entries, "We check in with the vendor every Friday"])
    assert two.short_note(1234).startswith("prompt size, 2 entries as [BLOCKED];")
    assert state.prompt_of(PLAIN).short_note(size_of(PLAIN)) is None


def test_write_result_prompt_after_matches_the_store_read_afterwards(tmp_path: Path) -> None:
    store = _store(make_home(tmp_path / "h", memory=[*PLAIN, BLOCKED]))
    result = store.apply([Op("add", content="Uses Postgres 16.")])
    state = store.read()
    assert result.rules == state.rules
    assert result.prompt_after == state.prompt
    assert result.prompt_gauge_after == f"{state.gauge} ({state.prompt.short_note(state.chars)})"
    assert result.gauge_after == format_gauge(state.chars, state.limit)   # the CLI's on-disk gauge is unchanged
    text = success_text(result)
    assert f"now {state.gauge} (prompt size, 1 entry as [BLOCKED]; the limit checks {state.chars:,} on disk)." in text


def test_success_text_without_blocked_entries_is_the_plain_gauge(tmp_path: Path) -> None:
    store = _store(make_home(tmp_path / "h", memory=list(PLAIN)))
    result = store.apply([Op("add", content="Uses Postgres 16.")])
    state = store.read()
    assert result.prompt_gauge_after == state.gauge == result.gauge_after
    assert success_text(result) == (f"MEMORY.md: entry added \u2014 now {state.gauge}. The agent sees this from its "
                                    f"next session.")


def test_prompt_after_follows_the_release_rules() -> None:
    """A release that blocks nothing at load (0.13-0.14) shows the entries as they are."""
    old = GENERATIONS[0]
    assert not old.blocks_at_load
    after = (*PLAIN, BLOCKED)
    assert WriteResult("memory", "add", True, (), after, 2200, rules=old).prompt_after.chars == size_of(after)
    assert WriteResult("memory", "add", True, (), after, 2200, rules=TARGET).prompt_after.chars > size_of(after)


def test_limit_check_uses_the_size_on_disk_not_the_prompt_size(tmp_path: Path) -> None:
    """The curator checks the limit against the file's entries: an add whose prompt size would pass the limit
    is allowed while the file fits, and a long blocked entry (a shorter placeholder) does not make room."""
    limit = 160
    store = _store(make_home(tmp_path / "a", memory=[BLOCKED], config=f"memory:\n  memory_char_limit: {limit}\n"))
    state = store.read()
    add = "x" * (limit - state.chars - 3)
    assert state.prompt_of([BLOCKED, add]).chars > limit >= size_of([BLOCKED, add])
    result = store.apply([Op("add", content=add)])
    assert result.changed and size_of(result.after) == limit

    long_blocked = BLOCKED + " " + "y" * 300
    store = _store(make_home(tmp_path / "b", memory=[long_blocked], config="memory:\n  memory_char_limit: 400\n"))
    state = store.read()
    assert state.prompt.chars + 3 + 50 <= 400 < state.chars + 3 + 50
    with pytest.raises(OverLimitError):
        store.apply([Op("add", content="z" * 50)])
