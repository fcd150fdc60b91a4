"""The round-two hostile-input table: every case with its own commands (refused, file named, nothing changed)
and with every command (finishes in time, no traceback, valid --json), in memory-capped subprocesses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support.hostile.special import CASES, EVERY_COMMAND, GOOD_ID, PENDING_ID, Case
from support.hostile.run import cli, make_home, no_crash, tree_digest


def _home(tmp_path: Path, case: Case) -> Path:
    home = make_home(tmp_path / "h")
    case.build(home)
    return home


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_target_commands_refuse_naming_the_file(case: Case, tmp_path: Path) -> None:
    """Each command aimed at the damaged file exits non-zero, names the file and the problem, changes nothing."""
    home = _home(tmp_path, case)
    before = tree_digest(home)
    for argv in case.target:
        run = cli(home, *argv, timeout=20)
        no_crash(run)
        assert run.code != 0, f"{argv}: exit 0\n{run.said}"
        assert case.names in run.said, f"{argv}: {case.names} not named\n{run.said[-800:]}"
        assert any(w in run.said.lower() for w in case.words), f"{argv}: problem not said\n{run.said[-800:]}"
        assert tree_digest(home) == before, f"{argv} changed the home"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_every_command_finishes_without_a_crash(case: Case, tmp_path: Path) -> None:
    """Every command, with --json, in one memory-capped process per case (each command cut off by an alarm after
    20 s): no hang, no traceback, exit 0/1/2, strictly valid JSON out."""
    import subprocess
    import sys

    from support.hostile.run import MEMORY_CAP, PROJECT, _limits

    home = _home(tmp_path, case)
    argvs = [[*argv, "--json"] for argv in EVERY_COMMAND
             if not (argv[0] in ("add", "undo", "replace", "remove", "normalise")
                     and case.id.startswith(("memory-", "config-")))]
    driver = PROJECT / "tests" / "support" / "hostile" / "driver.py"
    try:
        proc = subprocess.run([sys.executable, str(driver), str(home), json.dumps(argvs)], capture_output=True,
                              text=True, cwd=PROJECT, timeout=20 * len(argvs) + 30, preexec_fn=_limits(None, MEMORY_CAP),
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"{case.id}: the commands did not finish") from exc
    assert proc.returncode == 0, proc.stderr[-2000:]
    results = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert [r["argv"] for r in results] == argvs, proc.stderr[-2000:]
    for r in results:
        said = r["stdout"] + r["stderr"]
        assert r["code"] in (0, 1, 2), f"{r['argv']}: exit {r['code']}\n{said[-800:]}"
        assert "Traceback" not in said and "internal error" not in said, f"{r['argv']}: {said[-800:]}"
        for line in r["stdout"].splitlines():
            if line.strip():
                json.loads(line, parse_constant=_no_constant)


def _no_constant(name: str) -> None:
    raise ValueError(f"invalid JSON constant {name}")


@pytest.mark.parametrize("case", [c for c in CASES if c.id.startswith("pending-")], ids=lambda c: c.id)
def test_a_bad_record_never_hides_the_healthy_one(case: Case, tmp_path: Path) -> None:
    """Point 12: the bad record is listed as malformed with its reason; the healthy one is listed and approved."""
    home = _home(tmp_path, case)
    if not (home / "pending" / "memory" / f"{GOOD_ID}.json").exists():
        (home / "pending" / "memory" / f"{GOOD_ID}.json").write_text(json.dumps(
            {"id": GOOD_ID, "subsystem": "memory", "action": "add", "summary": "add", "origin": "foreground",
             "created_at": 1.0, "payload": {"action": "add", "target": "memory", "content": "likes tea"}}))
    listing = cli(home, "pending", "list", "--json", timeout=20)
    no_crash(listing)
    writes = {w["id"]: w for w in listing.json["writes"]}
    assert GOOD_ID in writes and writes[GOOD_ID]["error"] is None, listing.stdout[:800]
    assert PENDING_ID in writes and writes[PENDING_ID]["error"], listing.stdout[:800]
    approve = cli(home, "pending", "approve", "--all", "--json", timeout=20)
    no_crash(approve)
    assert "likes tea" in (home / "memories" / "MEMORY.md").read_text()


TUI_PROBE = r'''
import asyncio, sys
from pathlib import Path
from curator.core.home import HermesHome
from curator.tui.app import build_app

async def main() -> None:
    app = build_app(HermesHome(Path(sys.argv[1])), watch=False)
    async with app.run_test(size=(140, 40)) as pilot:
        for key in sys.argv[2:]:
            for _ in range(20):
                await pilot.pause(0.05)
            await pilot.press(key)
        for _ in range(40):
            await pilot.pause(0.05)
        from textual.widgets import Static
        text = "\n".join(str(w.render()) for w in app.screen.query(Static) if w.display)
        text += "\n".join(f"{n.title}: {n.message}" for n in app._notifications)
        print(text)
        await pilot.press("q")

asyncio.run(main())
'''


def _pending_trio(home: Path) -> None:
    """Three bad records side by side: a FIFO, JSON nested 100k deep, created_at -Infinity (plus a good one)."""
    import os

    from support.hostile.special import _created, good_record

    d = home / "pending" / "memory"
    d.mkdir(parents=True, exist_ok=True)
    os.mkfifo(d / "abcdef12.json")
    (d / "abcdef13.json").write_bytes(b"[" * 100_000 + b"]" * 100_000)
    (d / "abcdef14.json").write_bytes(_created("-Infinity").replace(b"abcdef12", b"abcdef14"))
    (d / "12345678.json").write_text(json.dumps(good_record()), encoding="utf-8")


TUI_GROUPS = {
    "memory_fifo+config_alias_bomb": (("memory-fifo", "config-alias_bomb"), ("MEMORY.md", "config.yaml"), ()),
    "memory_device+config_deep": (("memory-device", "config-deep"), ("MEMORY.md", "config.yaml"), ()),
    "pending_fifo+deep+neg_infinity": ((), ("abcdef12", "abcdef13", "abcdef14", "12345678"), ("2",)),
}
"""One app start per group (each start costs seconds): which cases to build, what it must name, keys to press."""


@pytest.mark.parametrize("group", sorted(TUI_GROUPS))
def test_tui_starts_and_names_the_file(group: str, tmp_path: Path) -> None:
    """The app paints, names every damaged file and quits with q, within the timeout and the memory cap."""
    import os
    import subprocess
    import sys

    from support.hostile.run import MEMORY_CAP, PROJECT, _limits

    case_ids, names, keys = TUI_GROUPS[group]
    home = make_home(tmp_path / "h")
    for case in CASES:
        if case.id in case_ids:
            case.build(home)
    if not case_ids:
        _pending_trio(home)
    before = tree_digest(home)
    env = {**os.environ, "HOME": str(tmp_path)}
    try:
        proc = subprocess.run([sys.executable, "-c", TUI_PROBE, str(home), *keys], capture_output=True, text=True,
                              timeout=60, env=env, cwd=PROJECT, preexec_fn=_limits(None, MEMORY_CAP * 2))
    except subprocess.TimeoutExpired as exc:
        raise AssertionError("the TUI did not paint and quit within 60 s") from exc
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    for name in names:
        assert name in proc.stdout, f"{name} not shown:\n{proc.stdout[-2000:]}"
    assert tree_digest(home) == before
