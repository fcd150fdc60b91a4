"""Built lookup tables kept between runs (the phrase index, the concept lexicon), and a pause of the garbage
collector while big tables are made.

Building the phrase index or the concept lexicon folds some 35,000 word-list entries, at every start. The built
tables are marshalled into the curator's cache dir (``scanner/<name>-<key>.marshal``), the key a hash of the
bytes of every source file they are built from (the word lists and the builder's modules), of the Python
version and of :data:`FORMAT`, so a changed list, builder or Python builds afresh. The cache never decides
anything: a missing, truncated or damaged file, tables of the wrong shape, a cache dir that can't be written
(a read-only home) all mean "build them", silently.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import marshal
import os
import sys
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, TypeVar

FORMAT = 1
"""Bump when how cached tables are written or read back changes (the builders' own sources are hashed)."""
MAX_BYTES = 64 << 20
"""A cache file larger than this is not read (the scanner's are about 1 MB each)."""
_CHECK = 32
"""Bytes of the SHA-256 of the marshalled tables that start a cache file (a damaged file is never read back)."""

T = TypeVar("T")


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic garbage collector off for the block: making big tables of tuples (hundreds of thousands of
    new objects, no cycles) otherwise runs it over and over, for about half the time they take."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def sources_of(*paths: Path) -> list[Path]:
    """The files tables are built from: every ``.py`` file of the directories among ``paths`` (by name), and
    the other paths themselves."""
    out: list[Path] = []
    for path in paths:
        out.extend(sorted(p for p in path.iterdir() if p.suffix == ".py") if path.is_dir() else [path])
    return out


def cache_key(sources: Iterable[Path]) -> str:
    """The hash of the sources' names and bytes, of the Python version and of :data:`FORMAT`."""
    h = hashlib.sha256(f"{FORMAT}|{sys.version}|{marshal.version}".encode())
    for path in sources:
        raw = path.read_bytes()
        h.update(f"|{path.name}|{len(raw)}|".encode("utf-8", "surrogateescape"))
        h.update(raw)
    return h.hexdigest()[:24]


def cache_file(name: str, key: str) -> Path:
    """Where the tables ``name`` built from sources of hash ``key`` are kept."""
    from curator.core.paths import cache_dir

    return cache_dir() / "scanner" / f"{name}-{key}.marshal"


def cached_tables(name: str, sources: Callable[[], Iterable[Path]], build: Callable[[], Any],
                  make: Callable[[Any], T]) -> T:
    """``make(tables)``: the tables read from the cache file of ``name`` and the sources' key, or else
    ``build()`` (marshallable: dicts, tuples, lists, frozensets, strings, numbers) and saved there.

    ``make`` turns tables into what the caller keeps; on cached tables it also checks them (any exception it
    raises means "build them": the cache is then rewritten)."""
    with paused_gc():
        try:
            path: Path | None = cache_file(name, cache_key(sources()))
        except (OSError, ValueError):  # a source unreadable, no cache dir to be had: build every time
            path = None
        tables = None if path is None else _read(path)
        if tables is not None:
            try:
                return make(tables)
            except Exception:  # noqa: BLE001 - tables of another shape, whatever fails on them: build afresh
                pass
        tables = build()
        made = make(tables)
        if path is not None:
            _write(path, tables)
        return made


def _read(path: Path) -> Any:
    """The tables in ``path``, or None (missing, unreadable, damaged)."""
    try:
        from curator.core.files import read_regular  # never blocks on a FIFO, never reads a huge file

        raw = read_regular(path, limit=MAX_BYTES)
        if len(raw) <= _CHECK or hashlib.sha256(raw[_CHECK:]).digest() != raw[:_CHECK]:
            return None
        return marshal.loads(raw[_CHECK:])
    except (OSError, EOFError, ValueError, TypeError):
        return None


def _write(path: Path, tables: Any) -> None:
    """Save ``tables`` at ``path`` (a temp file beside it, then os.replace); silently nothing on any failure."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        blob = marshal.dumps(tables)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(hashlib.sha256(blob).digest() + blob)
        os.replace(tmp, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            tmp.unlink()
