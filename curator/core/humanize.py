"""Words and numbers for people: local times, ages, one-line clips (CLI text, the app's lists and palette)."""

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


def local_day(ts: float | None, unknown: str = "an unknown date") -> str:
    """``ts`` as a local calendar date (``2026-06-01``); ``unknown`` when it is missing or not a usable time."""
    if ts is None:
        return unknown
    try:
        return datetime.fromtimestamp(float(ts)).strftime("%Y-%m-%d")
    except (ValueError, OSError, OverflowError):
        return unknown


def clip(text: str, width: int = 60) -> str:
    """One line of at most ``width`` characters: whitespace folded, an ellipsis when cut."""
    one = " ".join(text.split())
    return one if len(one) <= width else one[: width - 1] + "\u2026"


def age_short(seconds: float) -> str:
    """A compact age for tables: ``45s``, ``12m``, ``3h``, ``2d``."""
    seconds = max(0.0, seconds)
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return f"{int(seconds)}s"


def ago(seconds: float) -> str:
    """An age in words: ``just now``, ``5 min ago``, ``3 h ago``, ``2 d ago``."""
    seconds = max(0.0, seconds)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    if seconds < 86400:
        return f"{int(seconds // 3600)} h ago"
    return f"{int(seconds // 86400)} d ago"


def plural(count: int, word: str, many: str | None = None) -> str:
    """``"1 group"``, ``"2 groups"``, ``"1 entry"`` with ``many="entries"`` (count with thousands separators)."""
    return f"{count:,} {word if count == 1 else (many or word + 's')}"
