"""Where the curator keeps its own state and caches (never inside a Hermes home), by the platform's rules."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "hermes-curator"


def state_dir() -> Path:
    """The curator's state dir (journal, trash of rejected pending records).

    ``HERMES_CURATOR_STATE_DIR`` overrides it (tests use this); otherwise the platform's user state dir
    (platformdirs): ``$XDG_STATE_HOME/hermes-curator`` or ``~/.local/state/hermes-curator`` on Linux,
    ``~/Library/Application Support/hermes-curator`` on macOS.
    """
    override = os.environ.get("HERMES_CURATOR_STATE_DIR", "").strip()
    if override:
        return Path(override)
    return Path(platformdirs.user_state_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """The curator's cache dir (its search index, parsed config). ``HERMES_CURATOR_CACHE_DIR`` overrides it;
    otherwise the platform's user cache dir (``~/.cache/hermes-curator``, ``~/Library/Caches/hermes-curator``)."""
    override = os.environ.get("HERMES_CURATOR_CACHE_DIR", "").strip()
    if override:
        return Path(override)
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The curator's own preferences (``settings.json``: the app's theme). ``HERMES_CURATOR_CONFIG_DIR``
    overrides it; otherwise the platform's user config dir (``~/.config/hermes-curator`` on Linux)."""
    override = os.environ.get("HERMES_CURATOR_CONFIG_DIR", "").strip()
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
