"""Installs each published Hermes release into its own cached venv and reports its interpreter."""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import venv
from dataclasses import dataclass
from pathlib import Path

#: The releases the interop suite drives: the one the curator targets and the oldest on the index.
RELEASES: tuple[str, ...] = ("0.19.0", "0.13.0")

#: What the wheel's memory, state, approval, config and profile modules import beyond the stdlib
#: (the wheel is installed with --no-deps: its full dependency set is an agent runtime we don't need).
SUPPORT_LIBS: dict[str, tuple[str, ...]] = {
    "0.19.0": ("pyyaml", "python-dotenv", "ruamel.yaml"),
    "0.13.0": ("pyyaml", "python-dotenv", "ruamel.yaml"),
}

#: Modules each release must import for the suite to use it.
PROBE_MODULES: dict[str, tuple[str, ...]] = {
    "0.19.0": ("tools.memory_tool", "tools.threat_patterns", "tools.write_approval",
               "hermes_cli.write_approval_commands", "hermes_state", "hermes_cli.config",
               "hermes_cli.profiles"),
    "0.13.0": ("tools.memory_tool", "hermes_state", "hermes_cli.config", "hermes_cli.profiles"),
}

_READY = ".ready.json"


class HermesInstallError(RuntimeError):
    """A release could not be installed or does not import."""


@dataclass(frozen=True)
class HermesEnv:
    """One installed release: its version and the interpreter of its venv."""

    release: str
    python: Path
    venv: Path


def interop_dir() -> Path:
    """Where the venvs live: $HERMES_CURATOR_INTEROP_DIR, else the user cache dir (outside the repo)."""
    explicit = os.environ.get("HERMES_CURATOR_INTEROP_DIR", "").strip()
    if explicit:
        return Path(explicit).expanduser()
    cache = os.environ.get("XDG_CACHE_HOME", "").strip()
    base = Path(cache).expanduser() if cache else Path.home() / ".cache"
    return base / "hermes-curator-interop"


def _spec(release: str) -> dict[str, object]:
    return {"release": release, "libs": list(SUPPORT_LIBS[release]),
            "python": f"{sys.version_info.major}.{sys.version_info.minor}"}


def _run(cmd: list[str], what: str) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-8:]
        raise HermesInstallError(f"{what} failed (exit {proc.returncode}): " + " | ".join(tail))


def _probe(python: Path, release: str) -> None:
    code = "import importlib,sys\nfor m in sys.argv[1:]: importlib.import_module(m)"
    with tempfile.TemporaryDirectory(prefix="hermes-probe-") as scratch:  # Hermes creates ~/.hermes on import
        proc = subprocess.run([str(python), "-c", code, *PROBE_MODULES[release]], capture_output=True,
                              text=True, env=peer_env(Path(scratch) / "home", fake_user_home=Path(scratch)))
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        raise HermesInstallError(f"hermes-agent {release} installed but does not import: {last}")


def peer_env(home: Path | None, *, fake_user_home: Path | None = None) -> dict[str, str]:
    """The environment a peer script runs in: HERMES_HOME set, nothing inherited that Hermes reads."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("HERMES_", "PYTHON", "VIRTUAL_ENV"))}
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if home is not None:
        env["HERMES_HOME"] = str(home)
    if fake_user_home is not None:
        env["HOME"] = str(fake_user_home)
    return env


def ensure(release: str, *, root: Path | None = None) -> HermesEnv:
    """Install `release` (once; reused when present and complete) and return its interpreter."""
    if release not in SUPPORT_LIBS:
        raise HermesInstallError(f"unknown release {release!r}; known: {', '.join(RELEASES)}")
    base = (root or interop_dir()) / f"hermes-{release}"
    python = base / "bin" / "python"
    ready = base / _READY
    base.parent.mkdir(parents=True, exist_ok=True)
    with open(base.parent / f".hermes-{release}.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if ready.exists() and python.exists() and json.loads(ready.read_text()) == _spec(release):
                return HermesEnv(release, python, base)
        except (OSError, ValueError):
            pass
        if base.exists():
            _run(["rm", "-rf", str(base)], f"removing the stale venv {base}")
        venv.EnvBuilder(with_pip=True, clear=True).create(base)
        pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        _run([*pip, "--no-deps", f"hermes-agent=={release}"], f"pip install hermes-agent=={release}")
        _run([*pip, *SUPPORT_LIBS[release]], f"pip install {' '.join(SUPPORT_LIBS[release])}")
        _probe(python, release)
        ready.write_text(json.dumps(_spec(release)))
    return HermesEnv(release, python, base)


def main(argv: list[str] | None = None) -> int:
    """`python tests/interop/hermes_env.py [RELEASE ...]`: install and print one JSON line each."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("releases", nargs="*", default=list(RELEASES))
    args = parser.parse_args(argv)
    status = 0
    for release in args.releases:
        try:
            env = ensure(release)
            print(json.dumps({"release": release, "python": str(env.python)}))
        except HermesInstallError as exc:
            print(json.dumps({"release": release, "error": str(exc)}))
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
