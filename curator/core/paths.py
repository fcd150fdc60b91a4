"""Where the curator keeps its own state and caches (never inside a Hermes home)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "hermes-curator"


def _xdg(var: str, fallback: str) -> Path:
    value = os.environ.get(var, "").strip()
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / fallback


def state_dir() -> Path:
    """The curator's state dir (journal, trash of rejected pending records).

    ``HERMES_CURATOR_STATE_DIR`` overrides it (tests use this); otherwise the platform's user
    state dir: ``$XDG_STATE_HOME/hermes-curator`` or ``~/.local/state/hermes-curator`` on Linux,
    ``~/Library/Application Support/hermes-curator`` on macOS.
    """
    override = os.environ.get("HERMES_CURATOR_STATE_DIR", "").strip()
    if override:
        return Path(override)
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_NAME
    return _xdg("XDG_STATE_HOME", ".local/state") / APP_NAME


def cache_dir() -> Path:
    """The curator's cache dir (its search index). ``HERMES_CURATOR_CACHE_DIR`` overrides it."""
    override = os.environ.get("HERMES_CURATOR_CACHE_DIR", "").strip()
    if override:
        return Path(override)
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / APP_NAME
    return _xdg("XDG_CACHE_HOME", ".cache") / APP_NAME
