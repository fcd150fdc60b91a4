"""Helpers for the interop suite: a peer runner for a real Hermes release, a curator CLI runner, homes."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from . import hermes_env

PROJECT = Path(__file__).resolve().parents[2]
PEER_DIR = Path(__file__).resolve().parent / "peer"
DELIMITER = "\n\u00a7\n"


@dataclass
class Peer:
    """Runs the peer scripts with one release's interpreter, in a home of the test's choosing."""

    env: hermes_env.HermesEnv
    user_home: Path

    @property
    def release(self) -> str:
        """The hermes-agent version, e.g. ``"0.19.0"``."""
        return self.env.release

    @property
    def python(self) -> Path:
        """The release venv's interpreter."""
        return self.env.python

    def environ(self, home: Path | None) -> dict[str, str]:
        """The environment a peer runs in (HERMES_HOME=home, HOME a private dir)."""
        return hermes_env.peer_env(home, fake_user_home=self.user_home, pycache=self.env.pycache)

    def run(self, home: Path | None, *ops: dict[str, Any], script: str = "hermes_peer.py") -> list[Any]:
        """Run `ops` in one peer process; return one result per op (a Hermes exception fails the test)."""
        proc = subprocess.run([str(self.python), str(PEER_DIR / script)],
                              input=json.dumps({"ops": list(ops)}), capture_output=True, text=True,
                              env=self.environ(home), timeout=120)
        assert proc.returncode == 0, f"peer {script} ({self.release}) failed:\n{proc.stderr}"
        reply = json.loads(proc.stdout)
        for op, result in zip(ops, reply["results"]):
            assert "exception" not in result, f"Hermes {self.release} raised on {op['op']}: {result['exception']}"
        return reply["results"]

    def one(self, home: Path | None, op: dict[str, Any], script: str = "hermes_peer.py") -> Any:
        """Run a single op and return its result."""
        return self.run(home, op, script=script)[0]

    @contextlib.contextmanager
    def session(self, home: Path | None) -> Iterator["PeerSession"]:
        """One peer process (``hermes_peer.py --serve``) for many ops, so a test can put an op of Hermes's
        after each curator call without starting Hermes each time."""
        with Session([str(self.python), str(PEER_DIR / "hermes_peer.py"), "--serve"], self.environ(home)) as s:
            yield PeerSession(self, s)

    def popen(self, home: Path | None, script: str, *args: str) -> subprocess.Popen[str]:
        """Start a long-running peer script (a writer loop); the caller waits for it."""
        return subprocess.Popen([str(self.python), str(PEER_DIR / script), *args], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=self.environ(home))


class Session:
    """A long-lived child answering one JSON line per JSON line it is sent (stderr kept in a file)."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path | None = None) -> None:
        self._err = tempfile.TemporaryFile(mode="w+")
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err,
                                     text=True, env=env, cwd=cwd)

    def ask(self, request: Any) -> Any:
        """Send one request, return its reply (a child that died fails the test with its stderr)."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            self.proc.wait(timeout=30)
            self._err.seek(0)
            raise AssertionError(f"{self.proc.args[1]} exited {self.proc.returncode}:\n{self._err.read()[-2000:]}")
        return json.loads(line)

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=60)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            self._err.close()


@dataclass
class PeerSession:
    """Ops sent to one running peer (see :meth:`Peer.session`)."""

    peer: Peer
    session: Session

    def one(self, op: dict[str, Any]) -> Any:
        """Run one op (an op may name its own ``"home"``); a Hermes exception fails the test."""
        result = self.session.ask(op)
        assert "exception" not in result, f"Hermes {self.peer.release} raised on {op['op']}: {result['exception']}"
        return result


@dataclass
class CuratorRun:
    """One curator CLI run."""

    code: int
    stdout: str
    stderr: str

    @property
    def json(self) -> Any:
        """The single JSON object on stdout."""
        lines = [line for line in self.stdout.splitlines() if line.strip()]
        assert len(lines) == 1, f"expected one JSON line, got {self.stdout!r} (stderr {self.stderr!r})"
        return json.loads(lines[0])


def curator_cmd(home: Path | None, *args: str, profile: str | None = None) -> list[str]:
    """The argv of one curator CLI call."""
    cmd = [sys.executable, "-m", "curator"]
    if home is not None:
        cmd += ["--home", str(home)]
    if profile is not None:
        cmd += ["--profile", profile]
    return [*cmd, *args]


def run_curator(home: Path | None, *args: str, stdin: str | None = None,
                env: dict[str, str] | None = None, profile: str | None = None) -> CuratorRun:
    """``python -m curator [--home HOME] [--profile P] ARGS`` in a subprocess with the test's environment."""
    full = {**os.environ, **(env or {})}
    full.pop("HERMES_CURATOR_DEBUG", None)
    proc = subprocess.run(curator_cmd(home, *args, profile=profile), input=stdin, capture_output=True,
                          text=True, env=full, cwd=PROJECT, timeout=120)
    return CuratorRun(proc.returncode, proc.stdout, proc.stderr)


@contextlib.contextmanager
def curator_session() -> Iterator["CuratorSession"]:
    """One curator process running many CLI calls (``curator_cli_loop.py --serve``: the CLI's own main() per
    call, with its own stdout/stderr/exit code); for tests that call the CLI many times in a row."""
    env = {k: v for k, v in os.environ.items() if k != "HERMES_CURATOR_DEBUG"}
    loop = Path(__file__).resolve().parent / "curator_cli_loop.py"
    with Session([sys.executable, str(loop), "--serve"], env, cwd=PROJECT) as s:
        yield CuratorSession(s)


@dataclass
class CuratorSession:
    """CLI calls sent to one running curator process (see :func:`curator_session`)."""

    session: Session

    def __call__(self, home: Path | None, *args: str, profile: str | None = None) -> CuratorRun:
        """Like :func:`run_curator` (no stdin, no extra environment)."""
        reply = self.session.ask(curator_cmd(home, *args, profile=profile)[3:])
        return CuratorRun(reply["code"], reply["stdout"], reply["stderr"])


def write_store(home: Path, name: str, data: str | bytes) -> Path:
    """Write a memory file's exact bytes (str is UTF-8 encoded, no newline translation)."""
    path = home / "memories" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def read_store(home: Path, name: str = "MEMORY.md") -> str:
    """A memory file's text exactly as on disk ("" when absent)."""
    path = home / "memories" / name
    return path.read_bytes().decode("utf-8") if path.exists() else ""


def new_home(root: Path, memory: list[str] | None = None, user: list[str] | None = None,
             config: str | None = None) -> Path:
    """A Hermes home whose files are Hermes's canonical join of the given entries."""
    (root / "memories").mkdir(parents=True, exist_ok=True)
    if memory is not None:
        write_store(root, "MEMORY.md", DELIMITER.join(memory))
    if user is not None:
        write_store(root, "USER.md", DELIMITER.join(user))
    if config is not None:
        (root / "config.yaml").write_text(config, encoding="utf-8")
    return root


def stamp_state_db(peer: Peer, *homes: Path) -> None:
    """Give each home a state.db written by `peer`'s own SessionDB (one short session), as a used home has."""
    ops = [{"op": "build", "db": str(home / "state.db"),
            "sessions": [{"id": "20260720_090000_aaaaaa", "source": "cli", "title": "setup",
                          "messages": [{"role": "user", "content": "hello"}]}]} for home in homes]
    peer.run(None, *ops, script="hermes_sessions.py")


def known_gap(request: Any, peer: Peer, point: int, why: str, releases: tuple[str, ...] = ("0.19.0",)) -> None:
    """Mark the running test as a known disagreement (strict xfail) for `releases` until it is fixed."""
    import pytest
    if peer.release in releases:
        request.applymarker(pytest.mark.xfail(strict=True, reason=f"issue 12 point {point}: {why}"))
