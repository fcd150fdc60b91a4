"""Profiles like Hermes: its name rule, siblings seen from inside a profile, a missing sticky profile is an error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .support import new_home

pytestmark = pytest.mark.interop

DIR_NAMES = ["coder", "work_2", "a-b", "Work", "-dash", "_under", "x" * 65, "ünï", ".deleted", "test", "ok.dot"]


def _root(tmp_path: Path) -> Path:
    root = new_home(tmp_path / "root", memory=["Root fact."])
    for name in DIR_NAMES:
        new_home(root / "profiles" / name, memory=[f"Fact of {name[:10]}."])
    return root


def test_listed_profiles_follow_hermes_name_rule(hermes, curator, tmp_path: Path) -> None:
    """`profiles` lists exactly the directories Hermes's own list_profiles shows (plus default)."""
    root = _root(tmp_path)
    want = hermes.one(root, {"op": "profiles"})["listed"]
    got = [p["name"] for p in curator(root, "profiles", "--json").json["profiles"]]
    assert sorted(got) == sorted(want)


def test_profiles_from_inside_a_profile_lists_siblings(hermes, curator, tmp_path: Path) -> None:
    """With the home set to <root>/profiles/coder, Hermes sees the root's profiles; so does the curator."""
    root = _root(tmp_path)
    inside = root / "profiles" / "coder"
    want = hermes.one(inside, {"op": "profiles"})
    got = curator(inside, "profiles", "--json").json
    assert sorted(p["name"] for p in got["profiles"]) == sorted(want["listed"])
    assert got["selected"] == "coder"


def test_missing_sticky_profile_is_an_error(hermes, curator, tmp_path: Path) -> None:
    """active_profile naming a profile that does not exist: Hermes exits 1 naming it; the curator refuses too."""
    root = _root(tmp_path)
    (root / "active_profile").write_text("ghost\n", encoding="utf-8")
    launch = hermes.one(root, {"op": "profiles"})["launch"]
    assert launch["exit"] == 1 and "ghost" in launch["stderr"]
    env = {**os.environ, "HERMES_HOME": str(root)}
    run = curator(None, "status", "--json", env=env)
    assert run.code == 2 and "ghost" in run.stderr and "active_profile" in run.stderr


def test_sticky_profile_honoured_like_hermes(hermes, curator, tmp_path: Path) -> None:
    """active_profile naming an existing profile: both pick that profile's home."""
    root = _root(tmp_path)
    (root / "active_profile").write_text("coder\n", encoding="utf-8")
    launch = hermes.one(root, {"op": "profiles"})["launch"]
    assert launch["home"] == str(root / "profiles" / "coder")
    run = curator(None, "status", "--json", env={**os.environ, "HERMES_HOME": str(root)})
    assert run.code == 0 and run.json["home"] == str(root / "profiles" / "coder")


@pytest.mark.parametrize("name", ["coder", "work_2", "Work", "test", "-dash", "x" * 65, "ok.dot"])
def test_profile_flag_accepted_like_hermes(hermes19, curator, tmp_path: Path, name: str) -> None:
    """`--profile NAME` is accepted exactly when Hermes's `-p NAME` would start in that profile."""
    root = _root(tmp_path)
    launch = hermes19.one(root, {"op": "profiles", "argv_profile": name})["launch"]
    hermes_ok = launch["exit"] is None and launch["home"] == str(root / "profiles" / name)
    run = curator(root, "status", "--json", profile=name)
    assert (run.code == 0) is hermes_ok, (launch, run.stderr)
