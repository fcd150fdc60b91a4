"""config.yaml read like the Hermes that wrote the home: limits, enabled flags and the approval gate."""

from __future__ import annotations

from pathlib import Path

import pytest

from .support import known_gap, new_home, stamp_state_db

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
]


def _config(section: str) -> str:
    return "memory:\n" + section


@pytest.mark.parametrize("name,section,ambiguous", CASES, ids=[c[0] for c in CASES])
def test_config_read_like_hermes(hermes, curator, tmp_path: Path, request, name: str, section: str,
                                 ambiguous: bool) -> None:
    """`status` reports the limits Hermes writes with, the flags its agent uses and its approval gate."""
    if name in {"limit-zero", "memory-limit-text", "limit-float"}:
        known_gap(request, hermes, 4, f"{name}: the curator reads this value differently")
    if name in {"limit-quoted-number", "approval-int", "enabled-quoted-false"}:
        known_gap(request, hermes, 4, f"{name}: read differently, no warning", releases=("0.19.0", "0.13.0"))
    home = new_home(tmp_path / "home", memory=["Fact one.", "Fact two."], config=_config(section))
    stamp_state_db(hermes, home)
    want = hermes.one(home, {"op": "config"})
    status = curator(home, "status", "--json").json
    limits = [status["stores"]["memory"]["limit"], status["stores"]["user"]["limit"]]
    if hermes.release == "0.19.0":
        assert limits == want["approve_limits"], (limits, want)
        assert status["write_approval"] is want["write_approval"]
    assert status["stores"]["memory"]["enabled"] is want["agent"]["memory_enabled"]
    assert status["stores"]["user"]["enabled"] is want["agent"]["user_profile_enabled"]
    if ambiguous:
        assert status["warnings"], f"{name}: an ambiguous config.yaml must carry a warning"
