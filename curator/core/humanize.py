"""Epoch timestamps as local ``YYYY-MM-DD HH:MM`` for people (CLI text, the app's lists and palette)."""

from __future__ import annotations

from datetime import datetime

UNKNOWN = "????-??-?? ??:??"


def local_minute(ts: float | None, unknown: str = UNKNOWN) -> str:
    """``ts`` in local time to the minute; ``unknown`` when it is missing or not a usable time."""
    if ts is None:
        return unknown
    try:
        return datetime.fromtimestamp(float(ts)).strftime("%Y-%m-%d %H:%M")
    except (ValueError, OSError, OverflowError):
        return unknown
