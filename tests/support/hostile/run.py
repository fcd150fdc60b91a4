"""Helpers of the round-two hostile tests (issue 17): a bounded, memory-capped CLI subprocess, homes, records."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

PROJECT = Path(__file__).resolve().parents[3]
DELIM = "\n\u00a7\n"
FAULT_EXIT = 86
"""Exit status of a process stopped by the ``HERMES_CURATOR_FAULT`` test hook."""
MEMORY_CAP = 1 << 30
"""Address-space cap (1 GiB) of every hostile subprocess: unbounded memory fails the test, not the machine."""


@dataclass
class Run:
    """One finished CLI subprocess."""

    code: int
    stdout: str
    stderr: str

    @property
    def said(self) -> str:
        """stdout and stderr together."""
        return f"{self.stdout}\n{self.stderr}"

    @property
    def json(self) -> Any:
        """The single JSON object on stdout, parsed strictly (NaN/Infinity are invalid JSON)."""
        lines = [line for line in self.stdout.splitlines() if line.strip()]
        assert len(lines) == 1, f"expected one JSON line, got {self.stdout[:500]!r}"
        return json.loads(lines[0], parse_constant=_reject_constant)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"invalid JSON constant {name}")


def _limits(fsize: int | None, mem: int | None):
    def apply() -> None:
        if mem:
            resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        if fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    return apply


def cli(home: Path | None, *args: str | bytes, stdin: bytes | str | None = None, timeout: float = 30,
        env: dict[str, str] | None = None, fsize: int | None = None, mem: int | None = MEMORY_CAP) -> Run:
    """``python -m curator [--home HOME] ARGS`` with a timeout (expiry fails the test) and a memory cap."""
    cmd: list[str | bytes] = [sys.executable, "-m", "curator"]
    if home is not None:
        cmd += ["--home", str(home)]
    cmd += list(args)
    full_env = {**os.environ, **(env or {})}
    full_env.pop("HERMES_CURATOR_DEBUG", None)
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    try:
        proc = subprocess.run(cmd, input=data if data is not None else b"", capture_output=True, env=full_env,
                              cwd=PROJECT, timeout=timeout, preexec_fn=_limits(fsize, mem))
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"`{' '.join(map(str, args))}` did not finish in {timeout} s (hang)") from exc
    return Run(proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace"))


def make_home(root: Path, memory: Sequence[str] = ("alpha note", "beta note"), user: Sequence[str] = ("Name: Sam.",),
              config: str | None = "memory:\n  memory_char_limit: 2200\n  write_approval: true\n") -> Path:
    """A healthy Hermes home (canonical stores, a plain config)."""
    (root / "memories").mkdir(parents=True, exist_ok=True)
    (root / "memories" / "MEMORY.md").write_bytes(DELIM.join(memory).encode("utf-8"))
    (root / "memories" / "USER.md").write_bytes(DELIM.join(user).encode("utf-8"))
    if config is not None:
        (root / "config.yaml").write_text(config, encoding="utf-8")
    return root


def entries(home: Path, name: str = "MEMORY.md") -> list[str]:
    """The entries of one store file as Hermes reads them."""
    text = (home / "memories" / name).read_bytes().decode("utf-8")
    return [e.strip() for e in text.split(DELIM) if e.strip()]


def single(pid: str, action: str, content: str | None = None, old_text: str | None = None, *,
           target: str = "memory", t: float = 1000.0) -> dict:
    """A Hermes single-op pending record (the older, unpinned shape)."""
    return {"id": pid, "subsystem": "memory", "action": action, "summary": f"{action}: {content or old_text}",
            "origin": "foreground", "created_at": t,
            "payload": {"action": action, "target": target, "content": content, "old_text": old_text}}


def put(home: Path, record: Any, name: str | None = None, raw: bytes | None = None) -> Path:
    """Write a pending record (Hermes's pretty JSON, or the given bytes)."""
    d = home / "pending" / "memory"
    d.mkdir(parents=True, exist_ok=True)
    path = d / (name or f"{record['id']}.json")
    path.write_bytes(raw if raw is not None else json.dumps(record, indent=2).encode("utf-8"))
    return path


def pending_names(home: Path) -> list[str]:
    """Every file name in the pending dir (claims included)."""
    d = home / "pending" / "memory"
    return sorted(p.name for p in d.iterdir()) if d.is_dir() else []


def tree_digest(root: Path) -> dict[str, str]:
    """sha256 of every regular file under root (links described, not followed); empty lock files ignored."""
    import hashlib
    import stat

    out: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        st = path.lstat()
        rel = str(path.relative_to(root))
        if stat.S_ISLNK(st.st_mode):
            out[rel] = "link:" + os.readlink(path)
        elif stat.S_ISREG(st.st_mode):
            if path.name.endswith(".lock") and st.st_size == 0:
                continue
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest() + f":{stat.S_IMODE(st.st_mode):o}"
        elif stat.S_ISDIR(st.st_mode):
            continue
        else:
            out[rel] = f"special:{stat.S_IFMT(st.st_mode):o}"
    return out


def no_crash(run: Run) -> None:
    """No traceback and no "internal error" in what the command said."""
    assert "Traceback" not in run.said and "internal error" not in run.said, run.said[-1500:]


def write_state_db(path: Path, messages: int = 30, *, wal: bool = False) -> None:
    """A small Hermes-shaped session store (one session about a postgres deploy)."""
    from curator.core.sessions.schema import MessageRow, StoreShape, create_store

    writer = create_store(path, StoreShape.CURRENT, wal=wal)
    sid = "20260722_204335_d62c16"
    try:
        writer.add_session(sid, source="cli", title="Deploy notes")
        writer.add_messages(MessageRow(sid, "user" if i % 2 == 0 else "assistant",
                                       f"message {i} about the postgres deploy on fridays", 1_784_000_000.0 + i)
                            for i in range(messages))
    finally:
        writer.close()
