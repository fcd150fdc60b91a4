"""Read the memory settings of ``config.yaml`` leniently: defaults plus warnings, never a crash."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from curator.core.home.config_cache import cached_memory_section, remember_memory_section
from curator.core.home.hermes_values import read_values
from curator.core.memory.format import DEFAULT_LIMITS

@dataclass(frozen=True)
class MemoryConfig:
    """The ``memory:`` settings the curator honours, with any problems found reading them."""

    memory_char_limit: int = DEFAULT_LIMITS["memory"]
    user_char_limit: int = DEFAULT_LIMITS["user"]
    memory_enabled: bool = True
    user_profile_enabled: bool = True
    write_approval: bool = False
    nudge_interval: int | None = None
    provider: str | None = None
    path: Path | None = None
    exists: bool = False
    warnings: tuple[str, ...] = field(default_factory=tuple)
    notes: tuple[str, ...] = field(default_factory=tuple)
    """Values Hermes reads in a surprising way (a quoted 'false' is on, ...): shown, but writes go ahead."""

    def limit_for(self, store: str) -> int:
        """The character limit of store ``memory`` or ``user``."""
        return self.memory_char_limit if store == "memory" else self.user_char_limit

    def enabled(self, store: str) -> bool:
        """Whether Hermes injects store ``memory`` or ``user`` at all."""
        return self.memory_enabled if store == "memory" else self.user_profile_enabled


def load_config(path: Path) -> MemoryConfig:
    """Load ``config.yaml``; a missing file gives defaults, a broken one defaults plus warnings."""
    where = str(path)
    from curator.core.files import read_regular
    from curator.core.home.yaml_bounds import MAX_CONFIG_BYTES

    try:
        raw = read_regular(path, limit=MAX_CONFIG_BYTES)  # a FIFO or device never blocks; a huge file is refused
    except FileNotFoundError:
        return MemoryConfig(path=path, exists=False)
    except OSError as exc:
        return MemoryConfig(path=path, exists=True, warnings=(f"{where}: cannot be read ({exc.strerror}); using defaults",))
    warnings: list[str] = []
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return MemoryConfig(path=path, exists=True, warnings=(
            f"{where}: not valid UTF-8 (byte offset {exc.start}); using defaults",))
    found, mem = cached_memory_section(path, raw)
    if not found:
        # Importing PyYAML costs ~20 ms of every start, so a config already parsed once is read from the cache.
        import yaml

        from curator.core.home.yaml_bounds import ConfigBoundError, load_bounded

        try:
            data = load_bounded(text)  # bounded depth, aliases and expansion: an alias bomb never grows
        except ConfigBoundError as exc:
            return MemoryConfig(path=path, exists=True, warnings=(f"{where}: {exc}; using defaults",))
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = f": line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            return MemoryConfig(path=path, exists=True, warnings=(
                f"{where}{line}: malformed YAML ({problem}); using defaults",))
        if data is None:
            return MemoryConfig(path=path, exists=True)
        if not isinstance(data, dict):
            return MemoryConfig(path=path, exists=True, warnings=(
                f"{where}: top level is a {type(data).__name__}, not a mapping; using defaults",))
        mem = data.get("memory", {})
        remember_memory_section(path, raw, mem)
    if mem is None:
        mem = {}
    if not isinstance(mem, dict):
        return MemoryConfig(memory_enabled=False, user_profile_enabled=False, path=path, exists=True, warnings=(
            f"{where}: 'memory' is a {type(mem).__name__}, not a mapping; Hermes's agent cannot read it and runs "
            f"without memory",))
    values = read_values(mem, where)
    return MemoryConfig(
        memory_char_limit=values.memory_char_limit,
        user_char_limit=values.user_char_limit,
        memory_enabled=values.memory_enabled,
        user_profile_enabled=values.user_profile_enabled,
        write_approval=values.write_approval,
        nudge_interval=mem.get("nudge_interval") if isinstance(mem.get("nudge_interval"), int) else None,
        provider=mem.get("provider") if isinstance(mem.get("provider"), str) else None,
        path=path,
        exists=True,
        warnings=tuple(warnings),
        notes=values.notes,
    )
