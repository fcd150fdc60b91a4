"""The round-two kill campaign: add/replace/remove/approve/undo/normalise killed at random moments and at every
journal step; after each kill, recovery must leave 0 applied-and-requeued, 0 wrong undos, 0 journal lag, 0 lost
writes and 0 orphan temp files. Used by tests/reliability/test_kill_campaign.py (short form) and bench/stress.py (``kills2``)."""

from __future__ import annotations

import json
import os
import random
import signal
import time
from pathlib import Path

from curator.core.faults import FAULT_EXIT
from curator.core.home.resolve import HermesHome
from curator.core.journal.reverts import plan_undo, undo, undo_target
from curator.core.memory.format import read_store_file, serialise
from curator.core.memory.ops import Op, apply_ops
from curator.core.pending.actions import approve
from curator.core.pending.claims import recover_claims
from curator.core.workspace import open_workspace

ACTIONS = ("add", "replace", "remove", "approve", "undo", "normalise")
FAULTS = ("after-intent", "before-replace", "after-replace", "after-commit")
LIMIT = 20_000
FIGURES = ("kills", "fault_kills", "signal_kills", "landed", "applied_and_requeued", "double_applied", "wrong_undos",
           "journal_lag", "lost", "orphan_tmp", "rounds")


def _home(root: Path) -> Path:
    (root / "memories").mkdir(parents=True)
    (root / "memories" / "MEMORY.md").write_bytes(serialise(["seed: prefers tabs"]).encode())
    (root / "config.yaml").write_text(f"memory:\n  memory_char_limit: {LIMIT}\n", encoding="utf-8")
    return root


def _stage(home: Path, pid: str, old_text: str) -> None:
    d = home / "pending" / "memory"
    d.mkdir(parents=True, exist_ok=True)
    record = {"id": pid, "subsystem": "memory", "action": "remove", "summary": f"remove {old_text}",
              "origin": "background_review", "created_at": time.time(),
              "payload": {"action": "remove", "target": "memory", "old_text": old_text}}
    (d / f"{pid}.json").write_text(json.dumps(record, indent=2), encoding="utf-8")


def _child(action: str, home: Path, arg, fault: str | None) -> None:
    """Runs in the forked child: one action through the curator's own path, then exit."""
    if fault:
        os.environ["HERMES_CURATOR_FAULT"] = fault
    else:
        os.environ.pop("HERMES_CURATOR_FAULT", None)
    ws = open_workspace(HermesHome(home))
    store = ws.store("memory")
    if action in ("add", "replace", "remove"):
        store.apply(arg, reason=f"kill round {action}", source="kills", scan=False)
    elif action == "approve":
        approve(ws, [arg], source="kills")
    elif action == "undo":
        undo(store, arg, source="kills")
    elif action == "normalise":
        store.normalise(source="kills")


def _settle(home: Path) -> tuple[object, list[str]]:
    """What any next curator does first: recover claims, then settle the store under its lock."""
    ws = open_workspace(HermesHome(home))
    recover_claims(ws.home, ws.journal, ws.stores)
    ws.store("memory").sync(source="check")
    return ws, list(ws.store("memory").read().entries)


def kill_campaign(base: Path, kills: int, seed: int, *, max_delay: float = 0.03) -> dict[str, int]:
    """Run rounds until ``kills`` children died mid-action; return the figures (every failure figure must be 0)."""
    rng = random.Random(seed)
    figures = dict.fromkeys(FIGURES, 0)
    problems: list[str] = []
    started = time.monotonic()
    epoch = 0
    while figures["kills"] < kills:
        home = _home(base / f"home{epoch}")
        epoch += 1
        for n in range(40):
            if figures["kills"] >= kills:
                break
            _round(home, rng, figures, problems, f"home {epoch - 1} round {n}", max_delay)
    figures["seconds"] = round(time.monotonic() - started, 2)
    figures["problems"] = problems[:20]
    return figures


def _round(home: Path, rng: random.Random, figures: dict, problems: list[str], where: str, max_delay: float) -> None:
    ws = open_workspace(HermesHome(home))
    store = ws.store("memory")
    entries = list(store.read().entries)
    path = store.path
    action = rng.choice(ACTIONS)
    tag = f"{where.replace(' ', '-')}"
    arg: object
    pending_id = None
    if action == "undo":
        try:
            arg = undo_target(ws.journal, store="memory")
            expected = plan_undo(arg, entries)
        except Exception:  # noqa: BLE001 - nothing undoable right now: add instead
            action = "add"
    if action == "approve":
        store.apply([Op("add", content=f"{tag}: green")], scan=False)
        entries = list(store.read().entries)
        pending_id = f"{rng.randrange(1 << 32):08x}"
        _stage(home, pending_id, f"{tag}: green")
        arg = pending_id
        expected = [e for e in entries if e != f"{tag}: green"]
    elif action == "normalise":
        path.write_bytes(serialise(entries).encode().replace(b"\n", b"\r\n"))
        expected = list(entries)
    elif action in ("add", "replace", "remove"):
        if len(entries) > 25 and action == "add":
            action = "remove"
        if not entries:
            action = "add"
        ops = ([Op("add", content=f"{tag}: note {rng.randrange(10**6)}")] if action == "add" else
               [Op("replace", content=f"{tag}: replaced", old_text=rng.choice(entries))] if action == "replace" else
               [Op("remove", old_text=rng.choice(entries))])
        arg = ops
        expected = apply_ops(entries, ops, LIMIT).entries
    before_raw = path.read_bytes()
    fault = rng.choice(FAULTS) if rng.random() < 0.5 else None
    pid = os.fork()
    if pid == 0:
        try:
            _child(action, home, arg, fault)
        except BaseException:  # noqa: BLE001 - a refusal is a finished round, not a kill
            os._exit(3)
        os._exit(0)
    if fault is None:
        time.sleep(rng.uniform(0.0, max_delay))
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    _, status = os.waitpid(pid, 0)
    figures["rounds"] += 1
    killed_by_fault = os.WIFEXITED(status) and os.WEXITSTATUS(status) == FAULT_EXIT
    killed_by_signal = os.WIFSIGNALED(status)
    done = os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    if killed_by_fault or killed_by_signal:
        figures["kills"] += 1
        figures["fault_kills" if killed_by_fault else "signal_kills"] += 1
    on_disk = path.read_bytes()
    new_raw = serialise(expected).encode()
    if on_disk not in (before_raw, new_raw):
        problems.append(f"{where} {action}: the file is neither the old nor the new bytes")
    landed = on_disk == new_raw and on_disk != before_raw
    figures["landed"] += landed
    if done and on_disk != new_raw:
        figures["lost"] += 1
        problems.append(f"{where} {action}: acknowledged but not in the file")
    ws, current = _settle(home)
    state = read_store_file(path, LIMIT)
    last = ws.journal.last_known("memory")
    if last is None or list(last) != list(state.entries):
        figures["journal_lag"] += 1
        problems.append(f"{where} {action} ({fault or 'SIGKILL'}): journal {last and list(last)[-2:]} vs file")
    figures["orphan_tmp"] += len(list(path.parent.glob(".curator-*.tmp")) + list(path.parent.glob(".mem_*.tmp")))
    if action == "approve":
        queued = (home / "pending" / "memory" / f"{pending_id}.json").exists()
        if queued and landed:
            figures["applied_and_requeued"] += 1
            problems.append(f"{where} approve ({fault or 'SIGKILL'}): applied and put back in the queue")
        if not queued and not landed:
            figures["lost"] += 1
            problems.append(f"{where} approve ({fault or 'SIGKILL'}): neither applied nor in the queue")
        if queued and not landed:
            approve(ws, [pending_id], source="check")
        # a longer note written since: 0.19 matches old_text by substring, so a re-queued remove would take it
        kept = f"{tag}: green tea preferred over black"
        ws.store("memory").apply([Op("add", content=kept)], reason="kept note", source="check", scan=False)
        if (home / "pending" / "memory" / f"{pending_id}.json").exists():
            approve(ws, [pending_id], source="check")
        if kept not in ws.store("memory").read().entries:
            figures["double_applied"] += 1
            problems.append(f"{where} approve: applied twice (the other tea entry is gone)")
    if action == "undo":
        target = arg
        try:
            newest = undo_target(ws.journal, store="memory")
        except Exception:  # noqa: BLE001
            newest = None
        if landed and newest is not None and newest.id == target.id:
            figures["wrong_undos"] += 1
            problems.append(f"{where} undo: landed, yet {target.id} is still offered for undo")
        if not landed and (newest is None or newest.id != target.id):
            figures["wrong_undos"] += 1
            problems.append(f"{where} undo: did not land, yet {target.id} is no longer offered")
    elif landed and action in ("add", "replace", "remove"):
        try:
            newest = undo_target(ws.journal, store="memory")
        except Exception:  # noqa: BLE001 - "nothing to undo" right after a write that landed is wrong too
            newest = None
        if newest is None or list(newest.after) != list(state.entries):
            figures["wrong_undos"] += 1
            problems.append(f"{where} {action}: undo would revert {newest and newest.id}, not the write that landed")
    if action == "normalise" and not landed and on_disk == before_raw:
        ws.store("memory").normalise(source="check")  # leave the file canonical for the next round
