"""How the published Hermes turns config.yaml's memory values into limits and flags (0.13-0.19 alike)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

DEFAULT_MEMORY_LIMIT = 2200
DEFAULT_USER_LIMIT = 1375
_APPROVAL_WORDS = frozenset({"on", "true", "yes", "1", "approve", "enabled"})


def as_int(value: Any) -> int | None:
    """Python's ``int(value)`` (what Hermes's approve path calls), or None where it would raise."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    try:
        return int(value)
    except (TypeError, ValueError, OverflowError):
        return None


@dataclass(frozen=True)
class HermesMemoryValues:
    """The memory settings as Hermes 0.19 uses them, with the notes the curator shows about them."""

    memory_char_limit: int
    user_char_limit: int
    memory_enabled: bool
    user_profile_enabled: bool
    write_approval: bool
    notes: tuple[str, ...] = field(default_factory=tuple)
    """Ambiguous values: what Hermes makes of each, in words (shown as warnings; writes go ahead)."""


def read_values(mem: dict[str, Any], where: str) -> HermesMemoryValues:
    """Read a ``memory:`` mapping exactly as Hermes does, noting every value it reads surprisingly."""
    notes: list[str] = []
    limits = _limits(mem, where, notes)
    flags = [_enabled(mem, key, where, notes) for key in ("memory_enabled", "user_profile_enabled")]
    return HermesMemoryValues(limits[0], limits[1], flags[0], flags[1], _approval(mem, where, notes), tuple(notes))


def _limits(mem: dict[str, Any], where: str, notes: list[str]) -> tuple[int, int]:
    raw_m = mem.get("memory_char_limit", DEFAULT_MEMORY_LIMIT)
    raw_u = mem.get("user_char_limit", DEFAULT_USER_LIMIT)
    m = as_int(raw_m)
    if m is None:
        # Hermes converts the memory limit first; when that fails it keeps both defaults.
        notes.append(f"{where}: memory.memory_char_limit = {raw_m!r} is not a number; Hermes falls back to the "
                     f"defaults for both stores ({DEFAULT_MEMORY_LIMIT:,} / {DEFAULT_USER_LIMIT:,}), and its "
                     f"agent shows no memory in the prompt")
        return DEFAULT_MEMORY_LIMIT, DEFAULT_USER_LIMIT
    u = as_int(raw_u)
    if u is None:
        notes.append(f"{where}: memory.user_char_limit = {raw_u!r} is not a number; Hermes uses the default "
                     f"{DEFAULT_USER_LIMIT:,} for USER.md")
        u = DEFAULT_USER_LIMIT
    for key, raw, value in (("memory_char_limit", raw_m, m), ("user_char_limit", raw_u, u)):
        if isinstance(raw, bool) or (not isinstance(raw, int) and raw is not None):
            notes.append(f"{where}: memory.{key} = {raw!r} is read as {value:,} when Hermes approves writes, "
                         f"but its agent compares the raw value (a quoted or fractional limit breaks its prompt)")
        elif value <= 0:
            notes.append(f"{where}: memory.{key} = {value}: Hermes takes this literally, so every add is refused")
    return m, u


def _enabled(mem: dict[str, Any], key: str, where: str, notes: list[str]) -> bool:
    raw = mem.get(key, True)
    value = bool(raw)   # Hermes's agent tests the raw value's truth, so the string 'false' is on
    if isinstance(raw, str) and raw.strip().lower() in {"false", "no", "off", "0", "disabled"}:
        notes.append(f"{where}: memory.{key} = {raw!r} is a quoted string; Hermes treats any non-empty "
                     f"string as on, so the store stays enabled (write it unquoted to turn it off)")
    elif raw is None:
        notes.append(f"{where}: memory.{key} has no value; Hermes treats that as off")
    return value


def _approval(mem: dict[str, Any], where: str, notes: list[str]) -> bool:
    raw = mem.get("write_approval", False)
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str):
        on = raw.strip().lower() in _APPROVAL_WORDS
        if not on and raw.strip().lower() not in {"off", "false", "no", "0", "disabled", ""}:
            notes.append(f"{where}: memory.write_approval = {raw!r} is not a word Hermes knows; Hermes treats it "
                         f"as off")
        return on
    if raw is not None:
        notes.append(f"{where}: memory.write_approval = {raw!r} is not true/false or a word; Hermes treats it "
                     f"as off")
    return False
