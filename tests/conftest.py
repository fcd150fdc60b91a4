"""Shared fixtures: isolated curator dirs, Hermes homes under tmp_path, and a CLI runner."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from curator.core.memory.format import serialise

PROJECT = Path(__file__).resolve().parent.parent


_SESSION_CACHE: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """Code run outside a test (collection, session fixtures) caches nothing in the real ~/.cache either (the
    scanner's built lexicons, the parsed config): the whole session gets a cache dir of its own."""
    import tempfile

    _SESSION_CACHE.append(tempfile.mkdtemp(prefix="curator-test-cache-"))
    os.environ["HERMES_CURATOR_CACHE_DIR"] = _SESSION_CACHE[-1]


def pytest_unconfigure(config: pytest.Config) -> None:
    """Remove the session's cache dir."""
    import shutil

    while _SESSION_CACHE:
        shutil.rmtree(_SESSION_CACHE.pop(), ignore_errors=True)


@pytest.fixture(autouse=True)
def _isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test touches a real ~/.hermes or the real curator state/cache; no colour/theme overrides."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    monkeypatch.setenv("HERMES_CURATOR_STATE_DIR", str(tmp_path / "_curator_state"))
    monkeypatch.setenv("HERMES_CURATOR_CACHE_DIR", str(tmp_path / "_curator_cache"))
    monkeypatch.setenv("HERMES_CURATOR_CONFIG_DIR", str(tmp_path / "_curator_config"))
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "_no_such_hermes_home"))
    # the same analysis with or without the [semantic] extra installed (its own tests ask for it)
    monkeypatch.setenv("HERMES_CURATOR_SEMANTIC", "0")


def make_home(root: Path, memory: list[str] | None = None, user: list[str] | None = None,
              config: str | None = None) -> Path:
    """A minimal Hermes home with the given entries (written in Hermes's canonical shape)."""
    (root / "memories").mkdir(parents=True, exist_ok=True)
    if memory is not None:
        (root / "memories" / "MEMORY.md").write_bytes(serialise(memory).encode("utf-8"))
    if user is not None:
        (root / "memories" / "USER.md").write_bytes(serialise(user).encode("utf-8"))
    if config is not None:
        (root / "config.yaml").write_text(config, encoding="utf-8")
    return root


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home with three memory entries and two user entries."""
    return make_home(tmp_path / "hermes",
                     memory=["Project lives in ~/code/app.", "Run tests with `make test`.", "Uses Postgres 16."],
                     user=["Name: Sam.", "Prefers short answers."])


@dataclass
class CliRun:
    """Result of one CLI subprocess."""

    code: int
    stdout: str
    stderr: str

    @property
    def json(self) -> Any:
        """The single JSON object on stdout."""
        lines = [line for line in self.stdout.splitlines() if line.strip()]
        assert len(lines) == 1, f"expected exactly one JSON line, got {self.stdout!r}"
        return json.loads(lines[0])


def run_cli(*args: str, home: Path | None = None, stdin: str | None = None,
            env: dict[str, str] | None = None, isolated: bool = False) -> CliRun:
    """Run ``hermes-curator [--home HOME] ARGS`` with the test's environment and return what it printed.

    In this process by default (``main(argv)`` with stdin, stdout, stderr, environment and working directory
    swapped in and put back): an interpreter start per call was most of the CLI tests' time. ``isolated=True``
    (or ``HERMES_CURATOR_TEST_SUBPROCESS=1`` for the whole run) runs ``python -m curator`` in a subprocess.
    """
    argv = (["--home", str(home)] if home is not None else []) + list(args)
    full_env = {**os.environ, **(env or {})}
    full_env.pop("HERMES_CURATOR_DEBUG", None)
    if isolated or os.environ.get("HERMES_CURATOR_TEST_SUBPROCESS"):
        proc = subprocess.run([sys.executable, "-m", "curator", *argv], input=stdin, capture_output=True,
                              text=True, env=full_env, cwd=PROJECT, timeout=120)
        return CliRun(proc.returncode, proc.stdout, proc.stderr)
    return _run_here(argv, stdin, full_env)


def _run_here(argv: list[str], stdin: str | None, env: dict[str, str]) -> CliRun:
    """``main(argv)`` in this process, as a subprocess would see it (exit code from SystemExit too)."""
    from curator.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    saved_env, saved_cwd, saved_stdin = dict(os.environ), os.getcwd(), sys.stdin
    os.environ.clear()
    os.environ.update(env)
    time.tzset()
    os.chdir(PROJECT)
    sys.stdin = io.TextIOWrapper(io.BytesIO((stdin or "").encode("utf-8")), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as exc:   # argparse's usage errors and --help
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
                if isinstance(exc.code, str):
                    err.write(exc.code + "\n")
    finally:
        sys.stdin = saved_stdin
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
        time.tzset()
    return CliRun(int(code or 0), out.getvalue(), err.getvalue())


@pytest.fixture
def cli():
    """The CLI runner (see :func:`run_cli`)."""
    return run_cli
