"""A cache of the ``memory:`` section parsed from ``config.yaml``, keyed by the file's exact bytes.

Parsing needs PyYAML, whose import alone costs ~20 ms of every start of the app and of every command.
The section is saved as JSON under the curator's cache dir, next to a hash of the bytes it came from, so a
config that changed in any way (even one byte) is parsed again. Only sections that survive a JSON round trip
unchanged are cached; everything else (dates, odd keys, malformed YAML) is simply parsed every time. The cache
never decides anything on its own: any problem reading or writing it means "parse the file".
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from curator.core.paths import cache_dir

FORMAT = 1
"""Bump when what is cached (or how it is interpreted) changes."""
MAX_CACHED_BYTES = 256 << 10
"""Only configs up to this size are cached (the section is checked against YAML bounds before it gets here)."""


def _digest(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=20).hexdigest()


def _cache_file(path: Path) -> Path:
    key = hashlib.blake2b(str(path.absolute()).encode("utf-8", "surrogateescape"), digest_size=10).hexdigest()
    return cache_dir() / "config" / f"{key}.json"


def cached_memory_section(path: Path, raw: bytes) -> tuple[bool, Any]:
    """``(True, section)`` when ``raw`` (the bytes of ``path``) was parsed before, else ``(False, None)``."""
    try:
        from curator.core.files import read_regular

        data = json.loads(read_regular(_cache_file(path), limit=MAX_CACHED_BYTES * 4).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return False, None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("digest") != _digest(raw):
        return False, None
    if "memory" not in data:
        return False, None
    return True, data["memory"]


def remember_memory_section(path: Path, raw: bytes, section: Any) -> None:
    """Save the section parsed from ``raw`` when JSON holds it exactly; silently does nothing otherwise."""
    try:
        if len(raw) > MAX_CACHED_BYTES:
            return  # a section from a big file is parsed each time rather than dumped (never an expanded bomb)
        text = json.dumps({"format": FORMAT, "digest": _digest(raw), "memory": section}, ensure_ascii=False)
        if json.loads(text)["memory"] != section or not _same_types(json.loads(text)["memory"], section):
            return
        target = _cache_file(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, target)
    except (OSError, TypeError, ValueError, RecursionError):
        return


def _same_types(a: Any, b: Any) -> bool:
    """JSON turns keys into strings and can't tell 1 from 1.0 in ``==``; the cache must be exact."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_types(x, y) for x, y in zip(a, b))
    return True
