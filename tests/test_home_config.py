"""Home resolution, profiles and lenient config reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from curator.core.config import load_config
from curator.core.errors import HomeNotFoundError
from curator.core.home import list_profiles, resolve_home


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
    assert c.memory_char_limit == 3000 and c.write_approval and not c.user_profile_enabled and not c.warnings


@pytest.mark.parametrize("text, fragment", [
    ("memory:\n  memory_char_limit: [1,\n", "line"),
    ("- just\n- a list\n", "not a mapping"),
    ("memory: 5\n", "'memory' is a int"),
    ("memory:\n\tmemory_char_limit: 10\n", "line"),
    ("memory:\n  memory_char_limit: lots\n", "not a positive whole number"),
    ("memory:\n  write_approval: maybe\n", "not a yes/no value"),
])
def test_odd_config_gives_defaults_and_a_warning(tmp_path: Path, text: str, fragment: str) -> None:
    c = _cfg(tmp_path, text)
    assert c.warnings and fragment in c.warnings[0] and str(tmp_path / "config.yaml") in c.warnings[0]
    assert c.user_char_limit == 1375
