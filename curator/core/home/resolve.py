"""Resolve the Hermes home and its profiles the way Hermes does, and name every file in it."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from curator.core.errors import BadInputError, HomeNotFoundError
from curator.core.memory.format import STORE_FILES

DEFAULT_PROFILE = "default"


@dataclass(frozen=True)
class HermesHome:
    """A Hermes home: the root plus the selected profile (``default`` = the root itself)."""

    root: Path
    profile: str = DEFAULT_PROFILE

    @property
    def path(self) -> Path:
        """The directory of the selected profile."""
        if self.profile == DEFAULT_PROFILE:
            return self.root
        return self.root / "profiles" / self.profile

    @property
    def memories_dir(self) -> Path:
        """``<home>/memories``."""
        return self.path / "memories"

    @property
    def memory_path(self) -> Path:
        """``<home>/memories/MEMORY.md``."""
        return self.memories_dir / STORE_FILES["memory"]

    @property
    def user_path(self) -> Path:
        """``<home>/memories/USER.md``."""
        return self.memories_dir / STORE_FILES["user"]

    def store_path(self, store: str) -> Path:
        """The file of store ``memory`` or ``user``."""
        return self.memories_dir / STORE_FILES[store]

    @property
    def pending_dir(self) -> Path:
        """``<home>/pending/memory`` (may not exist yet)."""
        return self.path / "pending" / "memory"

    @property
    def config_path(self) -> Path:
        """``<home>/config.yaml``."""
        return self.path / "config.yaml"

    @property
    def state_db_path(self) -> Path:
        """``<home>/state.db``."""
        return self.path / "state.db"

    @property
    def archive_path(self) -> Path:
        """``<home>/memories/ARCHIVE.jsonl`` (newer builds only)."""
        return self.memories_dir / "ARCHIVE.jsonl"

    @property
    def not_a_home_hint(self) -> str | None:
        """A hint when the directory has none of Hermes's files (memories/, config.yaml, state.db, pending/)
        -- a mistyped ``--home`` or an empty folder; None for anything that looks like a Hermes home."""
        if any(p.exists() for p in (self.memories_dir, self.config_path, self.state_db_path, self.path / "pending")):
            return None
        return (f"{self.path} has no memories/, config.yaml or state.db: it does not look like a Hermes home "
                f"(yet). If Hermes runs here, it creates memories/ on its first memory write; otherwise check "
                f"--home or $HERMES_HOME (Hermes's default is ~/.hermes).")

    def with_profile(self, profile: str) -> "HermesHome":
        """The same root with another profile selected."""
        return HermesHome(self.root, profile)


@dataclass(frozen=True)
class ProfileInfo:
    """One profile of a Hermes root."""

    name: str
    path: Path
    active: bool


def default_root(env: dict[str, str] | None = None) -> Path:
    """``$HERMES_HOME`` if set and non-empty, else ``~/.hermes``."""
    env = os.environ if env is None else env
    value = env.get("HERMES_HOME", "").strip()
    return Path(value).expanduser() if value else Path.home() / ".hermes"


PROFILE_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
"""Hermes's rule for a profile directory name (anything else under profiles/ is not a profile)."""
RESERVED_PROFILES = frozenset({"hermes", "test", "tmp", "root", "sudo"})
"""Names Hermes refuses to start a profile under (``hermes -p test`` exits with an error)."""


def _valid_profile_name(name: str) -> bool:
    return bool(PROFILE_NAME.match(name))


def _read_sticky(root: Path) -> str | None:
    from curator.core.files import read_regular

    try:  # a FIFO or device here must not hang every command
        name = read_regular(root / "active_profile", limit=4096).decode("utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return name.lower() if name.casefold() != DEFAULT_PROFILE else DEFAULT_PROFILE


def sticky_profile(root: Path) -> str | None:
    """The profile named in ``<root>/active_profile``, if it names an existing profile."""
    name = _read_sticky(root)
    if not name or name == DEFAULT_PROFILE:
        return name or None
    if _valid_profile_name(name) and (root / "profiles" / name).is_dir():
        return name
    return None


def _sticky_or_error(root: Path) -> str:
    """The sticky profile, refusing (like Hermes) one that is invalid or does not exist."""
    name = _read_sticky(root)
    if not name or name == DEFAULT_PROFILE:
        return DEFAULT_PROFILE
    if not _valid_profile_name(name) or name in RESERVED_PROFILES:
        raise BadInputError(f"{root / 'active_profile'} names {name!r}, which is not a valid profile name "
                            f"(Hermes refuses to start with it too).")
    if not (root / "profiles" / name).is_dir():
        names = ", ".join(p.name for p in list_profiles(root))
        raise HomeNotFoundError(f"{root / 'active_profile'} names profile {name!r}, which does not exist under "
                                f"{root / 'profiles'} (profiles: {names}); Hermes refuses to start with it too. "
                                f"Pass --profile NAME or fix active_profile.")
    return name


def list_profiles(root: Path) -> list[ProfileInfo]:
    """The root (``default``) plus every directory under ``profiles/`` not starting with a dot."""
    active = sticky_profile(root) or DEFAULT_PROFILE
    out = [ProfileInfo(DEFAULT_PROFILE, root, active == DEFAULT_PROFILE)]
    pdir = root / "profiles"
    if pdir.is_dir():
        for child in sorted(pdir.iterdir()):
            if child.is_dir() and _valid_profile_name(child.name):
                out.append(ProfileInfo(child.name, child, active == child.name))
    return out


def resolve_home(home_flag: str | os.PathLike[str] | None = None, profile: str | None = None,
                 env: dict[str, str] | None = None, *, must_exist: bool = True) -> HermesHome:
    """Resolve ``--home`` / ``$HERMES_HOME`` / ``~/.hermes`` and ``--profile`` (else the sticky one)."""
    root = Path(home_flag).expanduser() if home_flag else default_root(env)
    root = Path(os.path.abspath(root))
    if must_exist and not root.is_dir():
        where = "--home" if home_flag else ("$HERMES_HOME" if (env or os.environ).get("HERMES_HOME") else "default")
        what = "is not a directory" if root.exists() else "does not exist"
        raise HomeNotFoundError(
            f"Hermes home {root} ({where}) {what}. Pass --home PATH, set HERMES_HOME, "
            f"or try the demo: hermes-curator --demo")
    if profile is None and root.parent.name == "profiles" and _valid_profile_name(root.name):
        # A home inside <root>/profiles/ is that profile of its root, as Hermes sees HERMES_HOME (its
        # siblings are the root's profiles, and active_profile does not apply).
        return HermesHome(root.parent.parent, root.name)
    if profile is None:
        profile = _sticky_or_error(root) if must_exist else (sticky_profile(root) or DEFAULT_PROFILE)
    if profile != DEFAULT_PROFILE:
        if not _valid_profile_name(profile) or profile in RESERVED_PROFILES:
            raise BadInputError(f"{profile!r} is not a valid profile name: Hermes allows "
                                f"[a-z0-9][a-z0-9_-]{{0,63}} and reserves {', '.join(sorted(RESERVED_PROFILES))}.")
        if must_exist and not (root / "profiles" / profile).is_dir():
            names = ", ".join(p.name for p in list_profiles(root))
            raise HomeNotFoundError(f"Profile {profile!r} does not exist under {root / 'profiles'} (profiles: {names}).")
    return HermesHome(root, profile)
