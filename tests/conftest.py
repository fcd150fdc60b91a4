"""Shared fixtures: isolated curator dirs, Hermes homes under tmp_path, and a CLI runner."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from curator.core.memory.format import serialise

PROJECT = Path(__file__).resolve().parent.parent


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
            env: dict[str, str] | None = None) -> CliRun:
    """Run ``python -m curator [--home HOME] ARGS`` in a subprocess with the test's environment."""
    cmd = [sys.executable, "-m", "curator"]
    if home is not None:
        cmd += ["--home", str(home)]
    cmd += list(args)
    full_env = {**os.environ, **(env or {})}
    full_env.pop("HERMES_CURATOR_DEBUG", None)
    proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, env=full_env, cwd=PROJECT, timeout=120)
    return CliRun(proc.returncode, proc.stdout, proc.stderr)


@pytest.fixture
def cli():
    """The CLI runner (see :func:`run_cli`)."""
    return run_cli
