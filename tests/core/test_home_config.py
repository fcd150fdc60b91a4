"""Home resolution, profiles and lenient config reading."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from curator.core.home.config import load_config
from curator.core.errors import HomeNotFoundError
from curator.core.home.resolve import list_profiles, resolve_home


def test_resolution_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    flag, env = tmp_path / "flag", tmp_path / "env"
    flag.mkdir()
    env.mkdir()
    monkeypatch.setenv("HERMES_HOME", str(env))
    assert resolve_home(str(flag)).root == flag
    assert resolve_home(None).root == env
    monkeypatch.setenv("HERMES_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / ".hermes").mkdir()
    assert resolve_home(None).root == tmp_path / ".hermes"


def test_missing_home_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(HomeNotFoundError) as err:
        resolve_home(str(tmp_path / "nope"))
    assert "does not exist" in err.value.message and "--demo" in err.value.message


def test_profiles(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "profiles" / "work").mkdir(parents=True)
    (root / "profiles" / ".deleted").mkdir()
    home = resolve_home(str(root), "work")
    assert home.path == root / "profiles" / "work"
    assert home.memory_path == root / "profiles" / "work" / "memories" / "MEMORY.md"
    assert [p.name for p in list_profiles(root)] == ["default", "work"]
    with pytest.raises(HomeNotFoundError):
        resolve_home(str(root), "play")
    (root / "active_profile").write_text("work\n")
    assert resolve_home(str(root)).profile == "work"
    assert resolve_home(str(root), "default").path == root


def _cfg(tmp_path: Path, text: str):
    p = tmp_path / "config.yaml"
    p.write_text(text)
    return load_config(p)


def test_config_defaults_and_values(tmp_path: Path) -> None:
    missing = load_config(tmp_path / "none.yaml")
    assert (missing.memory_char_limit, missing.user_char_limit, missing.write_approval) == (2200, 1375, False)
    c = _cfg(tmp_path, "memory:\n  memory_char_limit: 3000\n  write_approval: approve\n  user_profile_enabled: 'no'\n")
    assert c.memory_char_limit == 3000 and c.write_approval and not c.warnings
    # Hermes's agent tests the raw value's truth: the quoted string 'no' is on, and the curator says so.
    assert c.user_profile_enabled and any("quoted string" in n for n in c.notes)


@pytest.mark.parametrize("text, fragment", [
    ("memory:\n  memory_char_limit: [1,\n", "line"),
    ("- just\n- a list\n", "not a mapping"),
    ("memory: 5\n", "'memory' is a int"),
    ("memory:\n\tmemory_char_limit: 10\n", "line"),
])
def test_odd_config_gives_defaults_and_a_warning(tmp_path: Path, text: str, fragment: str) -> None:
    c = _cfg(tmp_path, text)
    assert c.warnings and fragment in c.warnings[0] and str(tmp_path / "config.yaml") in c.warnings[0]
    assert c.user_char_limit == 1375


@pytest.mark.parametrize("text", [
    "memory:\n  memory_char_limit: 3000\n  write_approval: approve\n",
    "memory: 5\n",
    "memory:\n  memory_char_limit: lots\n  write_approval: maybe\n",
    "memory:\n  user_char_limit: 1.5\n  nudge_interval: 7\n  provider: honcho\n",
    "model: x\n",
])
def test_second_read_comes_from_the_cache_and_says_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           text: str) -> None:
    first = _cfg(tmp_path, text)
    monkeypatch.setitem(sys.modules, "yaml", None)  # `import yaml` now fails: only the cache can answer
    assert load_config(tmp_path / "config.yaml") == first


def test_a_changed_config_is_parsed_again(tmp_path: Path) -> None:
    assert _cfg(tmp_path, "memory:\n  memory_char_limit: 3000\n").memory_char_limit == 3000
    assert _cfg(tmp_path, "memory:\n  memory_char_limit: 3001\n").memory_char_limit == 3001  # one byte differs
    assert _cfg(tmp_path, "memory:\n  memory_char_limit: 3000\n").memory_char_limit == 3000


@pytest.mark.parametrize("text", [
    "memory:\n  since: 2026-01-02\n",  # a date: not JSON
    "memory:\n  1: one\n",  # an int key: JSON would make it a string
])
def test_sections_json_cannot_hold_exactly_are_not_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         text: str) -> None:
    first = _cfg(tmp_path, text)
    monkeypatch.setitem(sys.modules, "yaml", None)
    with pytest.raises(ImportError):
        load_config(tmp_path / "config.yaml")
    monkeypatch.undo()
    assert load_config(tmp_path / "config.yaml") == first


def test_a_damaged_or_unwritable_cache_never_changes_the_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = "memory:\n  memory_char_limit: 3000\n"
    _cfg(tmp_path, text)
    cached = list((tmp_path / "_curator_cache" / "config").glob("*.json"))
    assert len(cached) == 1
    for junk in (b"", b"{not json", b"[1, 2]", b'{"format": 1, "digest": "x", "memory": {"memory_char_limit": 9}}',
                 b"\xff\xfe\x00"):
        cached[0].write_bytes(junk)
        assert load_config(tmp_path / "config.yaml").memory_char_limit == 3000
    monkeypatch.setenv("HERMES_CURATOR_CACHE_DIR", str(tmp_path / "config.yaml" / "not-a-dir"))
    assert load_config(tmp_path / "config.yaml").memory_char_limit == 3000


@pytest.mark.parametrize("text, fragment", [
    ("memory:\n  memory_char_limit: lots\n", "falls back to the defaults for both stores"),
    ("memory:\n  write_approval: maybe\n", "treats it as off"),
])
def test_values_hermes_reads_its_own_way_are_noted(tmp_path: Path, text: str, fragment: str) -> None:
    """Values Hermes resolves deterministically but surprisingly: a note (writes still allowed), not a warning."""
    c = _cfg(tmp_path, text)
    assert not c.warnings and c.notes and fragment in c.notes[0]
    assert (c.memory_char_limit, c.user_char_limit, c.write_approval) == (2200, 1375, False)
