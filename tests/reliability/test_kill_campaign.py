"""The short, seeded form of the round-two kill campaign (bench/stress.py --only kills2 runs >= 400 kills)."""

from __future__ import annotations

from pathlib import Path

from support.hostile.kills import kill_campaign

KILLS = 60
SEED = 20261201


def test_kills_at_every_journal_step_leave_nothing_wrong(tmp_path: Path) -> None:
    """Seeded kills (SIGKILL at random moments and os._exit at each journal step) across add, replace, remove,
    approve, undo and normalise: 0 applied-and-requeued, 0 double applies, 0 wrong undos, 0 journal lag,
    0 lost, 0 orphan temp files."""
    figures = kill_campaign(tmp_path, KILLS, SEED)
    print("kill figures:", figures)
    assert figures["kills"] >= KILLS and figures["fault_kills"] and figures["signal_kills"]
    assert figures["landed"] >= 1
    bad = {k: figures[k] for k in ("applied_and_requeued", "double_applied", "wrong_undos", "journal_lag", "lost",
                                   "orphan_tmp") if figures[k]}
    assert not bad, (bad, figures["problems"])
