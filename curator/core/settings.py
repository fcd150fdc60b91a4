"""The curator's own preferences (the app's theme) in its config dir: never written into a Hermes home."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from curator.core import paths
from curator.core.files import atomic_write_bytes


def settings_path() -> Path:
    """``<config dir>/settings.json``."""
    return paths.config_dir() / "settings.json"


def load_settings() -> dict[str, Any]:
    """The saved preferences; an absent, unreadable or malformed file means none (defaults apply)."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_setting(key: str, value: Any) -> bool:
    """Remember one preference (atomic write); False when the config dir cannot be written."""
    data = load_settings()
    if data.get(key) == value:
        return True
    data[key] = value
    try:
        settings_path().parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(settings_path(), (json.dumps(data, indent=2, sort_keys=True) + "\n").encode("utf-8"))
    except OSError:
        return False
    return True
