"""config.yaml read like the Hermes that wrote the home: limits, enabled flags and the approval gate."""

from __future__ import annotations

from pathlib import Path

import pytest

from .support import curator_session, new_home, stamp_state_db

pytestmark = pytest.mark.interop

#: (name, memory section, ambiguous?) — ambiguous files must carry a warning in `status`.
CASES = [
    ("plain", "  memory_char_limit: 1800\n  user_char_limit: 900\n", False),
    ("limit-zero", "  memory_char_limit: 0\n", False),
    ("memory-limit-text", "  memory_char_limit: abc\n  user_char_limit: 900\n", True),
    ("user-limit-text", "  memory_char_limit: 1800\n  user_char_limit: abc\n", True),
    ("limit-quoted-number", "  memory_char_limit: '1800'\n", True),
    ("limit-float", "  memory_char_limit: 1800.7\n", True),
    ("approval-int", "  write_approval: 1\n", True),
    ("approval-yes", "  write_approval: yes\n", False),
    ("approval-quoted-on", "  write_approval: 'on'\n", False),
    ("approval-approve", "  write_approval: approve\n", False),
    ("enabled-quoted-false", "  memory_enabled: 'false'\n  user_profile_enabled: 'off'\n", True),
    ("enabled-false", "  memory_enabled: false\n", False),
    ("enabled-zero", "  user_profile_enabled: 0\n", False),
    ("enabled-no-value", "  memory_enabled:\n", True),
]


def _config(section: str) -> str:
    return "memory:\n" + section


@pytest.fixture(scope="module")
def readings(hermes, tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[dict, dict]]:
    """Every case read by Hermes (one peer process) and by `status --json` (one curator process), per release:
    ``{name: (hermes's reading, the curator's status)}``."""
    root = tmp_path_factory.mktemp(f"config-{hermes.release}")
    homes = {name: new_home(root / name, memory=["Fact one.", "Fact two."], config=_config(section))
             for name, section, _ in CASES}
    stamp_state_db(hermes, *homes.values())
    wants = hermes.run(None, *({"op": "config", "home": str(home)} for home in homes.values()))
    with curator_session() as curator:
        statuses = [curator(home, "status", "--json").json for home in homes.values()]
    return {name: (want, status) for name, want, status in zip(homes, wants, statuses)}


@pytest.mark.parametrize("name,section,ambiguous", CASES, ids=[c[0] for c in CASES])
def test_config_read_like_hermes(hermes, readings, name: str, section: str, ambiguous: bool) -> None:
    """`status` reports the limits Hermes writes with, the flags its agent uses and its approval gate."""
    want, status = readings[name]
    limits = [status["stores"]["memory"]["limit"], status["stores"]["user"]["limit"]]
    if hermes.release == "0.19.0":
        assert limits == want["approve_limits"], (limits, want)
        assert status["write_approval"] is want["write_approval"]
    assert status["stores"]["memory"]["enabled"] is want["agent"]["memory_enabled"]
    assert status["stores"]["user"]["enabled"] is want["agent"]["user_profile_enabled"]
    if ambiguous:
        assert status["warnings"], f"{name}: an ambiguous config.yaml must carry a warning"


def test_memory_section_not_a_mapping_means_no_memory(hermes19, curator, tmp_path: Path) -> None:
    """`memory: [1, 2]`: Hermes's agent cannot read the section and runs without memory; `status` says so."""
    home = new_home(tmp_path / "home", memory=["Fact one."], config="memory: [1, 2]\n")
    want = hermes19.one(home, {"op": "config"})["agent"]
    status = curator(home, "status", "--json").json
    assert (status["stores"]["memory"]["enabled"], status["stores"]["user"]["enabled"]) == (
        want["memory_enabled"], want["user_profile_enabled"]) == (False, False)
    assert any("not a mapping" in w for w in status["warnings"])
