"""A simulated Hermes agent: writes memory and stages pending records the way Hermes does (the adversary).

Written from the facts in hermes-compat.md (§2, §3, §5) and deliberately independent of the curator's
own write path: it never imports ``curator``. Use it in-process (``agent_add`` & co., ``stage_pending``)
or as a process (``python tests/support/agent_sim.py run ...``) that performs a fixed number of random
operations and logs every one it acknowledged, with the entries it saw and wrote under the lock.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import json
import os
import random
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Sequence

DELIMITER = "\n\u00a7\n"
DEFAULT_LIMIT = 2200


class AgentOpError(Exception):
    """The memory tool refused an operation (Hermes returns an error string to the model)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


# ---------------------------------------------------------------- format (hermes-compat §2)

def parse_entries(text: str) -> list[str]:
    """Split on the full delimiter, strip, drop empty pieces and exact duplicates (first kept)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    out: list[str] = []
    for piece in text.split(DELIMITER):
        piece = piece.strip()
        if piece and piece not in out:
            out.append(piece)
    return out


def join_entries(entries: Sequence[str]) -> str:
    """The file text Hermes writes: entries joined by the delimiter, nothing else."""
    return DELIMITER.join(entries)


def size_of(entries: Sequence[str]) -> int:
    """Hermes's size: code points of the joined text."""
    return len(join_entries(entries))


# ---------------------------------------------------------------- semantics (hermes-compat §3)

def locate(entries: Sequence[str], old_text: str, matched_entry: str | None = None) -> int:
    """Index of the target entry: pinned entry, else exact match, else a unique-entry substring match."""
    if matched_entry is not None:
        if matched_entry.strip() in entries:
            return entries.index(matched_entry.strip())
        raise AgentOpError("stale", "entry changed since it was staged")
    needle = old_text.strip()
    if not needle:
        raise AgentOpError("empty", "old_text is empty")
    if needle in entries:
        return entries.index(needle)
    hits = [i for i, e in enumerate(entries) if needle in e]
    if not hits:
        raise AgentOpError("no_match", f"no entry matches {needle[:40]!r}")
    if len({entries[i] for i in hits}) > 1:
        raise AgentOpError("ambiguous", f"{needle[:40]!r} matches {len(hits)} entries")
    return hits[0]


@dataclass(frozen=True)
class SimOp:
    """One memory-tool operation as the model issues it."""

    action: str
    content: str = ""
    old_text: str = ""
    matched_entry: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain dict for logs and pending payloads."""
        out: dict[str, Any] = {"action": self.action}
        if self.content:
            out["content"] = self.content
        if self.old_text:
            out["old_text"] = self.old_text
        if self.matched_entry is not None:
            out["matched_entry"] = self.matched_entry
        return out


def apply_sim(entries: Sequence[str], ops: Sequence[SimOp], limit: int) -> list[str]:
    """Apply ops all-or-nothing with the memory tool's rules; raises AgentOpError on refusal."""
    current = list(entries)
    for op in ops:
        if op.action == "add":
            text = op.content.strip()
            if not text:
                raise AgentOpError("empty", "content is empty")
            if text not in current:
                current.append(text)
        elif op.action == "replace":
            text = op.content.strip()
            if not text:
                raise AgentOpError("empty", "content is empty")
            i = locate(current, op.old_text, op.matched_entry)
            if text in current and current[i] != text:
                del current[i]  # never write a duplicate: Hermes would drop it on the next load anyway
            else:
                current[i] = text
        elif op.action == "remove":
            del current[locate(current, op.old_text, op.matched_entry)]
        else:
            raise AgentOpError("unknown", f"unknown action {op.action!r}")
    before, after = size_of(entries), size_of(current)
    if after > limit and after > before:
        raise AgentOpError("over_limit", f"Memory at {before:,}/{limit:,} chars. Adding this entry "
                           f"({after - before:,} chars) would exceed the limit.")
    if len(ops) > 1 and entries and not current:
        raise AgentOpError("would_empty", "a batch may not empty the store")
    return current


# ---------------------------------------------------------------- write protocol (hermes-compat §3)

@contextlib.contextmanager
def flocked(path: Path) -> Iterator[None]:
    """Exclusive BSD flock on ``<file>.lock`` (created 0600), held for the block."""
    lock = path.with_name(path.name + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, prefix: str = ".mem_") -> None:
    """Temp file in the same directory, flush, fsync, os.replace over the target."""
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def read_entries(path: Path) -> list[str]:
    """Entries on disk now (a missing file is an empty store)."""
    try:
        return parse_entries(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        return []


def round_trips(raw: bytes) -> bool:
    """Hermes's drift check: joining the parsed entries gives back the stripped file."""
    text = raw.decode("utf-8", errors="replace")
    return join_entries(parse_entries(text)) == text.strip()


@dataclass(frozen=True)
class AgentWrite:
    """What one acknowledged write saw and left, with the wall-clock time taken under the lock."""

    ts: float
    before: tuple[str, ...]
    after: tuple[str, ...]
    ops: tuple[SimOp, ...]

    @property
    def changed(self) -> bool:
        """True when the file was rewritten."""
        return self.before != self.after


def agent_write(path: Path, ops: Sequence[SimOp], limit: int = DEFAULT_LIMIT) -> AgentWrite:
    """Lock, re-read, apply, write atomically (only when something changed); raises AgentOpError."""
    with flocked(path):
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raw = b""
        if any(op.action != "add" for op in ops) and not round_trips(raw):
            raise AgentOpError("drift", f"{path} was edited by hand (does not round-trip); refusing")
        before = parse_entries(raw.decode("utf-8", errors="replace"))
        after = apply_sim(before, ops, limit)
        if after != before:
            write_atomic(path, join_entries(after).encode("utf-8"))
        return AgentWrite(time.time(), tuple(before), tuple(after), tuple(ops))


def agent_add(path: Path, content: str, limit: int = DEFAULT_LIMIT) -> AgentWrite:
    """``memory add``."""
    return agent_write(path, [SimOp("add", content)], limit)


def agent_replace(path: Path, old_text: str, content: str, limit: int = DEFAULT_LIMIT) -> AgentWrite:
    """``memory replace``."""
    return agent_write(path, [SimOp("replace", content, old_text)], limit)


def agent_remove(path: Path, old_text: str, limit: int = DEFAULT_LIMIT) -> AgentWrite:
    """``memory remove``."""
    return agent_write(path, [SimOp("remove", old_text=old_text)], limit)


# ---------------------------------------------------------------- pending records (hermes-compat §5)

def _summary(action: str, target: str, op: SimOp) -> str:
    text = (op.content or op.old_text or op.matched_entry or "").replace("\n", " ")
    return f"{action} to {target}: {text[:80]}"


def stage_pending(home: Path, ops: Sequence[SimOp], target: str = "memory", *,
                  origin: str = "background_review", created_at: float | None = None,
                  pending_id: str | None = None) -> str:
    """Stage a write as ``<home>/pending/memory/<8hex>.json`` (pretty UTF-8 JSON, atomic); returns the id."""
    pid = pending_id or uuid.uuid4().hex[:8]
    if len(ops) == 1:
        op = ops[0]
        action = op.action
        payload: dict[str, Any] = {"action": op.action, "target": target, "content": op.content or None,
                                   "old_text": op.old_text or None}
        if op.matched_entry is not None:
            payload["matched_entry"] = op.matched_entry
        summary = _summary(action, target, op)
    else:
        action = "batch"
        payload = {"action": "batch", "target": target,
                   "operations": [{"action": o.action, "new_text" if o.action == "replace" else "content":
                                   o.content or None, "old_text": o.old_text or None,
                                   "matched_entry": o.matched_entry} for o in ops]}
        summary = f"batch of {len(ops)} to {target}"
    record = {"id": pid, "subsystem": "memory", "action": action, "summary": summary, "origin": origin,
              "created_at": time.time() if created_at is None else created_at, "payload": payload}
    directory = home / "pending" / "memory"
    directory.mkdir(parents=True, exist_ok=True)
    data = json.dumps(record, indent=2, ensure_ascii=False).encode("utf-8")
    write_atomic(directory / f"{pid}.json", data, prefix=f".{pid}.")
    return pid


# ---------------------------------------------------------------- the agent as a process

@dataclass
class AgentRun:
    """Settings of one simulated agent process."""

    file: Path
    ops: int
    seed: int
    tag: str
    limit: int
    log: Path
    home: Path | None = None
    stage_every: int = 0
    sizes: tuple[int, int] = (20, 120)
    barrier: Path | None = None
    parties: int = 1
    pause_ms: float = 0.0


def _text(rng: random.Random, tag: str, n: int, sizes: tuple[int, int]) -> str:
    words = ("prefers", "uses", "project", "deploys", "on", "fridays", "postgres", "tabs", "dark", "mode",
             "meeting", "notes", "rust", "python", "kubernetes", "review", "weekly", "backup", "laptop")
    body = " ".join(rng.choice(words) for _ in range(rng.randint(*sizes) // 6 + 1))
    return f"{tag}-{n}: {body}"


def _pick_op(rng: random.Random, snapshot: list[str], run: AgentRun, n: int) -> SimOp:
    roll = rng.random()
    if snapshot and roll < 0.25:
        victim = rng.choice(snapshot)
        return SimOp("remove", old_text=victim[: rng.randint(len(victim) // 2, len(victim))])
    if snapshot and roll < 0.45:
        victim = rng.choice(snapshot)
        return SimOp("replace", _text(rng, run.tag, n, run.sizes), victim)
    return SimOp("add", _text(rng, run.tag, n, run.sizes))


def barrier(directory: Path, tag: str, parties: int, timeout: float = 120.0) -> None:
    """Wait until ``parties`` processes have checked in to ``directory``, so that they really run at once."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / tag).touch()
    deadline = time.monotonic() + timeout
    while sum(1 for _ in directory.iterdir()) < parties and time.monotonic() < deadline:
        time.sleep(0.005)


def run_agent(run: AgentRun) -> dict[str, int]:
    """Perform ``run.ops`` operations; log each acknowledged write as one JSON line; return counters."""
    rng = random.Random(run.seed)
    counts = {"acked": 0, "changed": 0, "refused": 0, "staged": 0}
    if run.barrier is not None:
        barrier(run.barrier, run.tag, run.parties)
    with open(run.log, "a", encoding="utf-8") as log:
        for n in range(run.ops):
            if run.pause_ms:
                time.sleep(rng.uniform(0, run.pause_ms) / 1000)
            snapshot = read_entries(run.file)  # the model's view: read without the lock, may be stale
            op = _pick_op(rng, snapshot, run, n)
            if run.home is not None and run.stage_every and n % run.stage_every == run.stage_every - 1:
                pid = stage_pending(run.home, [op])
                log.write(json.dumps({"kind": "staged", "id": pid, "op": op.to_json(), "agent": run.tag}) + "\n")
                counts["staged"] += 1
                continue
            try:
                w = agent_write(run.file, [op], run.limit)
            except AgentOpError as exc:
                counts["refused"] += 1
                log.write(json.dumps({"kind": "refused", "reason": exc.kind, "op": op.to_json(),
                                      "agent": run.tag}) + "\n")
                continue
            counts["acked"] += 1
            counts["changed"] += int(w.changed)
            log.write(json.dumps({"kind": "write", "agent": run.tag, "ts": w.ts, "op": op.to_json(),
                                  "before": list(w.before), "after": list(w.after)}, ensure_ascii=False) + "\n")
            log.flush()
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    """``agent_sim.py run --file F --ops N --seed S --tag T --log L [--limit N] [--home H --stage-every K] ...``."""
    p = argparse.ArgumentParser(prog="agent_sim")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--file", type=Path, required=True)
    r.add_argument("--ops", type=int, default=50)
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--tag", default="agent")
    r.add_argument("--limit", type=int, default=DEFAULT_LIMIT)
    r.add_argument("--log", type=Path, required=True)
    r.add_argument("--home", type=Path)
    r.add_argument("--stage-every", type=int, default=0)
    r.add_argument("--max-chars", type=int, default=120)
    r.add_argument("--barrier", type=Path, help="directory where all processes of a run check in before starting")
    r.add_argument("--parties", type=int, default=1, help="how many processes check in to --barrier")
    r.add_argument("--pause-ms", type=float, default=0.0, help="random pause of up to this long before each op")
    args = p.parse_args(argv)
    counts = run_agent(AgentRun(args.file, args.ops, args.seed, args.tag, args.limit, args.log, args.home,
                                args.stage_every, (20, args.max_chars), args.barrier, args.parties, args.pause_ms))
    sys.stdout.write(json.dumps(counts) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
