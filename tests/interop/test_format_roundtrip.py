"""Format round-trip with real Hermes, both ways: what one side writes the other reads entry for entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from .support import DELIMITER, curator_session, new_home, read_store

pytestmark = pytest.mark.interop

#: Entries that exercise the format: multi-line, a lone section sign, non-ASCII, padding that is stripped.
ENTRIES = [
    "Plain fact about the build.",
    "Multi-line entry:\nstep one\nstep two",
    "Has a lone § sign inside and §§ twice",
    "Unicode: café ☕ 東京 — em dash",
    "   padded entry   ",
    "Tabs\tinside\tit",
]
STRIPPED = [e.strip() for e in ENTRIES]


def test_hermes_writes_curator_reads(hermes, curator, tmp_path: Path) -> None:
    """Entries added by Hermes's own memory tool come back from `show` unchanged and tool-shaped."""
    home = new_home(tmp_path / "home")
    results = hermes.run(home, *({"op": "write", "action": "add", "target": "memory", "content": e}
                                 for e in ENTRIES))
    assert all(r["success"] for r in results), results
    shown = curator(home, "show", "memory", "--json")
    assert shown.code == 0, shown.stderr
    assert [e["text"] for e in shown.json["entries"]] == STRIPPED
    assert shown.json["tool_shaped"] is True
    assert shown.json["chars"] == len(DELIMITER.join(STRIPPED))


def test_curator_writes_hermes_reads(hermes, tmp_path: Path) -> None:
    """Entries added by the curator (one CLI call each) are Hermes's canonical join, and Hermes reads them."""
    home = new_home(tmp_path / "home")
    with curator_session() as curator:
        for text in ENTRIES:
            run = curator(home, "add", "memory", text, "--json")
            assert run.code == 0, run.stderr
    assert read_store(home) == DELIMITER.join(STRIPPED)
    prompt = hermes.one(home, {"op": "prompt"})
    assert prompt["memory"]["entries"] == STRIPPED
    assert prompt["memory"]["body"] == DELIMITER.join(STRIPPED)


def test_alternating_writers_keep_every_entry(hermes, tmp_path: Path) -> None:
    """Hermes and the curator take turns adding and replacing; both end with the same entries."""
    home = new_home(tmp_path / "home", memory=["Seed entry."])
    with hermes.session(home) as peer, curator_session() as curator:
        expected = ["Seed entry."]
        for i in range(4):
            assert curator(home, "add", "memory", f"Curator note {i}.").code == 0
            expected.append(f"Curator note {i}.")
            assert peer.one({"op": "write", "action": "add", "content": f"Hermes note {i}."})["success"]
            expected.append(f"Hermes note {i}.")
        assert peer.one({"op": "write", "action": "replace", "old_text": "Curator note 1",
                         "content": "Curator note 1, revised by Hermes."})["success"]
        expected[expected.index("Curator note 1.")] = "Curator note 1, revised by Hermes."
        run = curator(home, "replace", "memory", "Hermes note 2", "Hermes note 2, revised by the curator.")
        assert run.code == 0, run.stderr
        expected[expected.index("Hermes note 2.")] = "Hermes note 2, revised by the curator."
        assert read_store(home) == DELIMITER.join(expected)
        assert peer.one({"op": "prompt"})["memory"]["entries"] == expected
        assert [e["text"] for e in curator(home, "show", "memory", "--json").json["entries"]] == expected
