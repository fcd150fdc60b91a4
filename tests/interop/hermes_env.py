"""Installs each published Hermes release into its own cached venv and reports its interpreter."""

from __future__ import annotations

import argparse
import fcntl
import hashlib
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

#: What the wheel's memory, state, approval, config and profile modules import beyond the stdlib, at the
#: versions the wheel itself pins (it is installed with --no-deps: its full dependency set is an agent
#: runtime we don't need).
SUPPORT_LIBS: dict[str, tuple[str, ...]] = {
    "0.19.0": ("pyyaml==6.0.3", "python-dotenv==1.2.2", "ruamel.yaml==0.18.17"),
    "0.13.0": ("pyyaml==6.0.3", "python-dotenv==1.2.1", "ruamel.yaml==0.18.17"),
}

#: Modules each release must import for the suite to use it (the probe imports them, which also writes
#: their bytecode once, into the venv's pycache: the wheel is installed without compiling its 60 MB).
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

    @property
    def pycache(self) -> Path:
        """Where this release's bytecode is written and read (PYTHONPYCACHEPREFIX of its peers)."""
        return self.venv / "pycache"


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


def _probe(env: HermesEnv) -> None:
    code = "import importlib,sys\nfor m in sys.argv[1:]: importlib.import_module(m)"
    with tempfile.TemporaryDirectory(prefix="hermes-probe-") as scratch:  # Hermes creates ~/.hermes on import
        proc = subprocess.run([str(env.python), "-c", code, *PROBE_MODULES[env.release]], capture_output=True,
                              text=True, env=peer_env(Path(scratch) / "home", fake_user_home=Path(scratch),
                                                      pycache=env.pycache))
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        raise HermesInstallError(f"hermes-agent {env.release} installed but does not import: {last}")


def peer_env(home: Path | None, *, fake_user_home: Path | None = None,
             pycache: Path | None = None) -> dict[str, str]:
    """The environment a peer script runs in: HERMES_HOME set, nothing inherited that Hermes reads;
    bytecode goes to ``pycache`` (the release venv's own cache) or is not written at all."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("HERMES_", "PYTHON", "VIRTUAL_ENV"))}
    env["PYTHONHASHSEED"] = "0"
    if pycache is not None:
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    if home is not None:
        env["HERMES_HOME"] = str(home)
    if fake_user_home is not None:
        env["HOME"] = str(fake_user_home)
    return env


def _pip(python: Path) -> list[str]:
    """A pip that installs into ``python``'s venv: this interpreter's own (``--python``, pip >= 22.3, so the
    venv needs no pip of its own), else the venv's, bootstrapped with ensurepip."""
    probe = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True, text=True)
    words = probe.stdout.split()
    try:
        ours = tuple(int(part) for part in words[1].split(".")[:2]) if probe.returncode == 0 else (0, 0)
    except (IndexError, ValueError):
        ours = (0, 0)
    base = ["install", "-q", "--disable-pip-version-check", "--no-compile"]
    if ours >= (22, 3):
        return [sys.executable, "-m", "pip", "--python", str(python), *base]
    _run([str(python), "-m", "ensurepip", "-q"], "bootstrapping pip in the release venv")
    return [str(python), "-m", "pip", *base]


def ensure(release: str, *, root: Path | None = None) -> HermesEnv:
    """Install `release` (once; reused when present and complete) and return its interpreter."""
    if release not in SUPPORT_LIBS:
        raise HermesInstallError(f"unknown release {release!r}; known: {', '.join(RELEASES)}")
    # the folder names the spec, so checkouts that pin different libraries share the cache without rebuilding
    # each other's venvs
    tag = hashlib.sha256(json.dumps(_spec(release), sort_keys=True).encode()).hexdigest()[:8]
    base = (root or interop_dir()) / f"hermes-{release}-{tag}"
    env = HermesEnv(release, base / "bin" / "python", base)
    ready = base / _READY
    base.parent.mkdir(parents=True, exist_ok=True)
    with open(base.parent / f".{base.name}.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if ready.exists() and env.python.exists() and json.loads(ready.read_text()) == _spec(release):
                return env
        except (OSError, ValueError):
            pass
        if base.exists():
            _run(["rm", "-rf", str(base)], f"removing the stale venv {base}")
        venv.EnvBuilder(with_pip=False, clear=True).create(base)
        pip = _pip(env.python)
        _run([*pip, "--no-deps", f"hermes-agent=={release}"], f"pip install hermes-agent=={release}")
        _run([*pip, *SUPPORT_LIBS[release]], f"pip install {' '.join(SUPPORT_LIBS[release])}")
        _probe(env)
        ready.write_text(json.dumps(_spec(release)))
    return env


def main(argv: list[str] | None = None) -> int:
    """`python tests/interop/hermes_env.py [RELEASE ...]`: install (all at once) and print one JSON line each."""
    from concurrent.futures import ThreadPoolExecutor

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("releases", nargs="*", default=list(RELEASES))
    args = parser.parse_args(argv)

    def one(release: str) -> dict[str, str]:
        try:
            return {"release": release, "python": str(ensure(release).python)}
        except HermesInstallError as exc:
            return {"release": release, "error": str(exc)}

    with ThreadPoolExecutor(max_workers=len(args.releases) or 1) as pool:
        results = list(pool.map(one, args.releases))
    for result in results:
        print(json.dumps(result))
    return 1 if any("error" in r for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
