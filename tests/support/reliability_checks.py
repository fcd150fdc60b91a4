"""Checks shared by the reliability tests and bench/stress.py: write chains, acknowledged adds, journal order."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

TESTS = Path(__file__).resolve().parent
PROJECT = TESTS.parents[1]


@dataclass(frozen=True)
class Link:
    """One acknowledged write that changed the file: who, when (taken under the lock), before and after."""

    ts: float
    who: str
    before: tuple[str, ...]
    after: tuple[str, ...]
    added: tuple[str, ...] = ()


def agent_links(log: Path) -> list[Link]:
    """Changing writes from an agent_sim log (ts, before, after; adds are the op's stripped content)."""
    out = []
    for line in log.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if rec.get("kind") != "write" or rec["before"] == rec["after"]:
            continue
        before, after = tuple(rec["before"]), tuple(rec["after"])
        out.append(Link(rec["ts"], rec["agent"], before, after, tuple(e for e in after if e not in before)))
    return out


def journal_links(records: Iterable, store: str) -> list[Link]:
    """Changing curator writes (and undos) of one store from journal records."""
    out = []
    for r in records:
        if r.store == store and r.kind in ("curator", "undo") and r.before != r.after:
            out.append(Link(r.ts, f"curator:{r.source}", tuple(r.before), tuple(r.after), tuple(r.added)))
    return out


def chain_problems(initial: Sequence[str], links: Sequence[Link], final: Sequence[str]) -> list[str]:
    """Ordered by the time taken under the lock, every write must start from the previous one's result
    (no lost update) and the last one must be what is on disk."""
    problems = []
    state = tuple(initial)
    for n, link in enumerate(sorted(links, key=lambda l: l.ts)):
        if link.before != state:
            problems.append(f"write {n} by {link.who} at {link.ts:.6f} started from a state that was not the "
                            f"latest one (lost update): expected {len(state)} entries, saw {len(link.before)}")
        state = link.after
    if state != tuple(final):
        problems.append(f"the file ({len(final)} entries) is not the result of the last acknowledged write "
                        f"({len(state)} entries)")
    return problems


def lost_adds(links: Sequence[Link], final: Sequence[str]) -> list[str]:
    """Acknowledged adds missing from the final file with no later acknowledged write that removed them."""
    ordered = sorted(links, key=lambda l: l.ts)
    final_set = set(final)
    lost = []
    for i, link in enumerate(ordered):
        for text in link.added:
            if text in final_set:
                continue
            if not any(text in later.before and text not in later.after for later in ordered[i + 1:]):
                lost.append(f"{link.who} added {text[:50]!r} at {link.ts:.6f}; it is gone and no later write removed it")
    return lost


def journal_order_problems(records: Iterable, store: str, initial: Sequence[str]) -> list[str]:
    """In file order, every curator/undo/external record must start where the previous one ended."""
    problems = []
    state: tuple[str, ...] | None = None
    for r in records:
        if r.store != store:
            continue
        if r.kind == "baseline":
            if state is not None:
                problems.append(f"{r.id}: a second baseline record")
            state = tuple(r.after)
            continue
        if r.kind not in ("curator", "undo", "external"):
            continue
        if state is None:
            state = tuple(initial)
        if tuple(r.before) != state:
            problems.append(f"{r.id} ({r.kind} {r.operation}) starts from a state the previous record did not leave")
        state = tuple(r.after)
    return problems


def home_digest(root: Path, *, ignore_empty_locks: bool = True) -> dict[str, str]:
    """sha256 of every file under ``root`` (relative path -> digest); also records directories.

    Empty ``*.lock`` files are left out when asked: Hermes creates the same 0-byte lock files, so the
    curator taking a lock is not a change to the home's content.
    """
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        # the curator's own cache (tests point HERMES_CURATOR_CACHE_DIR at tmp_path/_curator_cache) is not the home
        dirnames[:] = [d for d in dirnames if d != "_curator_cache"]
        rel_dir = os.path.relpath(dirpath, root)
        out[f"{rel_dir}/"] = "dir"
        for name in filenames:
            path = Path(dirpath) / name
            data = path.read_bytes() if path.is_file() else b""
            if ignore_empty_locks and name.endswith(".lock") and not data:
                continue
            out[os.path.join(rel_dir, name)] = hashlib.sha256(data).hexdigest()
    return out


def spawn_python(script: Path, *args: str, env: dict[str, str] | None = None,
                 stdin: int | None = None) -> subprocess.Popen:
    """Start ``python SCRIPT ARGS`` with the project on the path and stdout piped."""
    full = {**os.environ, **(env or {})}
    full["PYTHONPATH"] = str(PROJECT) + os.pathsep + full.get("PYTHONPATH", "")
    return subprocess.Popen([sys.executable, str(script), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=stdin, env=full, cwd=PROJECT)


# ---------------------------------------------------------------- kill harness (test and bench)

@dataclass
class KillRound:
    """What one killed writer announced and what was found on disk afterwards."""

    pid: int
    status: int
    lines: list[str]
    base: str
    pending: str | None
    on_disk: str
    writes_done: int

    @property
    def killed_mid_write(self) -> bool:
        """The kill landed between announcing a write and confirming it."""
        return self.pending is not None

    @property
    def landed_new(self) -> bool:
        """The interrupted write had already replaced the file."""
        return self.pending is not None and self.on_disk == self.pending


class Zygote:
    """A pre-imported curator process that forks one writer child per round (see tests/support/curator_worker.py)."""

    def __init__(self, env: dict[str, str] | None = None) -> None:
        self.proc = spawn_python(TESTS / "curator_worker.py", "zygote", env=env, stdin=subprocess.PIPE)

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().decode("utf-8")
        if not line:
            err = self.proc.stderr.read().decode("utf-8") if self.proc.stderr else ""
            raise RuntimeError(f"zygote exited: {err}")
        return line.rstrip("\n")

    def kill_round(self, request: dict, delay: float, sleep=None) -> tuple[int, int, list[str]]:
        """Fork a writer, SIGKILL it after ``delay`` seconds; returns (pid, wait status, its lines)."""
        import signal
        import time

        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
        self.proc.stdin.flush()
        lines: list[str] = []
        while True:
            line = self._line()
            if line.startswith("P "):
                pid = int(line.split()[1])
                break
            lines.append(line)
        (sleep or time.sleep)(delay)
        os.kill(pid, signal.SIGKILL)
        while True:
            line = self._line()
            if line.startswith("X "):
                _, _, status = line.split()
                return pid, int(status), lines
            lines.append(line)

    def close(self) -> None:
        """End the zygote (stdin closed: it leaves its loop and exits)."""
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def file_sha(path: Path) -> str:
    """sha256 of a file's bytes (a missing file hashes like an empty one, which is what it means)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return hashlib.sha256(b"").hexdigest()


def settle_round(pid: int, status: int, lines: list[str], base: str, on_disk: str) -> KillRound:
    """Replay the child's announcements: the file must hold the last confirmed bytes or the in-flight ones."""
    pending: str | None = None
    done = 0
    for line in lines:
        kind, *rest = line.split()
        if kind == "I":
            pending = rest[1]
        elif kind == "D":
            if rest[1] != pending:
                raise AssertionError(f"child {pid} wrote {rest[1]} but announced {pending}")
            base, pending, done = rest[1], None, done + 1
        elif kind == "R":
            pending = None
        else:
            raise AssertionError(f"unexpected line from child {pid}: {line!r}")
    return KillRound(pid, status, lines, base, pending, on_disk, done)
