"""After every curator verb the files pass real Hermes's drift guard (its replace/remove would go ahead)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .support import curator_session, new_home, write_store

pytestmark = pytest.mark.interop

GATE_ON = "memory:\n  write_approval: true\n"


def test_no_drift_after_any_curator_verb(hermes19, tmp_path: Path) -> None:
    """add, replace, remove, normalise, undo, consolidate --apply and every pending verb leave tool-shaped files.

    One Hermes process and one curator process for the whole walk: Hermes's drift guard runs after each verb.
    """
    home = new_home(tmp_path / "home", memory=["Deploy with make deploy.", "Deploy with `make deploy`.",
                                               "Staging DB is pg16.", "CI runs nightly."],
                    user=["Sam prefers short answers."], config=GATE_ON)
    with hermes19.session(home) as hermes, curator_session() as curator:
        _walk(hermes, curator, home)


def _walk(hermes, curator, home: Path) -> None:
    staged = [hermes.one({"op": "tool", "target": t, **w})["pending_id"] for t, w in [
        ("memory", {"action": "add", "content": "Release train leaves on Thursdays."}),
        ("user", {"action": "add", "content": "Sam is in Lisbon."}),
        ("memory", {"action": "remove", "old_text": "CI runs nightly."}),
    ]]
    verbs: list[tuple[str, ...]] = [
        ("add", "memory", "Oncall rota is in PagerDuty."),
        ("add", "user", "Sam writes Python and Go."),
        ("replace", "memory", "pg16", "Staging DB is pg16 on port 5434."),
        ("remove", "user", "Python and Go"),
        ("undo",),
        ("pending", "edit", staged[0], "--content", "Release train leaves Thursdays."),
        ("pending", "approve", staged[0]),
        ("pending", "reject", staged[1]),
        ("pending", "restore", staged[1]),
        ("pending", "approve", "--all"),
        ("consolidate", "memory", "--apply", "1", "--yes"),
        ("undo",),
    ]
    tripped, failed = [], []
    for verb in verbs:
        run = curator(home, *verb, "--json")
        if run.code != 0:
            failed.append(f"{verb}: exit {run.code}: {run.stderr.strip()[:160]}")
        drift = hermes.one({"op": "drift"})
        if drift["memory"] or drift["user"]:
            tripped.append(f"{verb}: {drift} (exit {run.code}: {run.stderr.strip()[:120]})")
    write_store(home, "MEMORY.md", "  Hand edit one.  \n\n§\nHand edit two.\n")
    assert hermes.one({"op": "drift"})["memory"]  # a hand-mangled file trips Hermes's guard...
    assert curator(home, "normalise", "memory", "--json").code == 0
    drift = hermes.one({"op": "drift"})
    if drift["memory"]:
        tripped.append(f"normalise: {drift}")  # ...and is tool-shaped again after normalise
    assert not tripped, "\n".join(tripped)
    assert not failed, "\n".join(failed)
