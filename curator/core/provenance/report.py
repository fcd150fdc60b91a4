"""The provenance report: memory calls read once per store change, origins of entries, their usage."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from curator.core.provenance.attribute import attribute
from curator.core.provenance.calls import read_calls
from curator.core.provenance.changes import JournalLike, collect
from curator.core.provenance.model import UNKNOWN_ORIGIN, EntryProvenance, MemoryCall, Origin, Usage
from curator.core.provenance.usage import ProgressFn, UsageQuery, usage_for
from curator.core.sessions.errors import StoreMissingError

if TYPE_CHECKING:
    from curator.core.workspace import Workspace

_calls_cache: dict[str, tuple[tuple[int, int, int, int], list[MemoryCall]]] = {}
_calls_lock = threading.Lock()


def memory_calls(db_path: Path | str | None) -> list[MemoryCall]:
    """The memory tool calls of the store at *db_path* (cached until state.db or its WAL changes).

    A missing store means no calls; an unreadable one raises :class:`SessionStoreError`.
    """
    if db_path is None:
        return []
    path = Path(db_path)
    stamp = _stamp(path)
    if stamp is None:
        return []
    key = str(path.resolve())
    with _calls_lock:
        hit = _calls_cache.get(key)
    if hit is not None and hit[0] == stamp:
        return hit[1]
    try:
        calls = read_calls(path)
    except StoreMissingError:
        return []
    with _calls_lock:
        _calls_cache.clear()
        _calls_cache[key] = (stamp, calls)
    return calls


def _stamp(path: Path) -> tuple[int, int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    try:
        wal = os.stat(str(path) + "-wal")
        wal_stamp = (wal.st_mtime_ns, wal.st_size)
    except OSError:
        wal_stamp = (0, 0)
    return (st.st_mtime_ns, st.st_size) + wal_stamp


def origins(entries_by_store: Mapping[str, Sequence[str]], *, db_path: Path | str | None = None,
            journal_records: Iterable[JournalLike] = (),
            calls: Sequence[MemoryCall] | None = None) -> dict[str, list[Origin]]:
    """``{store: [Origin per entry]}``: how each current entry got there (see :class:`Origin`).

    *entries_by_store* maps ``"memory"``/``"user"`` to the entries as they are now; *journal_records*
    are the curator's journal records, oldest first. Consolidation and the CLI call this.
    """
    found = list(calls) if calls is not None else memory_calls(db_path)
    changes = collect(found, journal_records)
    out: dict[str, list[Origin]] = {}
    for store, entries in entries_by_store.items():
        store_changes = changes.get(store)
        out[store] = attribute(entries, store_changes) if store_changes else [UNKNOWN_ORIGIN for _ in entries]
    return out


def provenance(entries_by_store: Mapping[str, Sequence[str]], *, db_path: Path | str | None = None,
               journal_records: Iterable[JournalLike] = (), with_usage: bool = True,
               progress: ProgressFn | None = None) -> dict[str, list[EntryProvenance]]:
    """Origin and usage of every entry of every store given (usage is None without a session store)."""
    found = origins(entries_by_store, db_path=db_path, journal_records=journal_records)
    usages: dict[str, list[Usage | None]] = {s: [None] * len(e) for s, e in entries_by_store.items()}
    if with_usage and db_path is not None and Path(db_path).exists():
        flat = [(s, i) for s, entries in entries_by_store.items() for i in range(len(entries))]
        queries = [UsageQuery(entries_by_store[s][i], found[s][i].at, found[s][i].session_id) for s, i in flat]
        measured = usage_for(db_path, queries, progress=progress)
        for (s, i), usage in zip(flat, measured):
            usages[s][i] = usage
    return {s: [EntryProvenance(s, i + 1, e, found[s][i], usages[s][i]) for i, e in enumerate(entries)]
            for s, entries in entries_by_store.items()}


def workspace_provenance(ws: "Workspace", entries_by_store: Mapping[str, Sequence[str]] | None = None, *,
                         with_usage: bool = True, progress: ProgressFn | None = None
                         ) -> tuple[dict[str, list[EntryProvenance]], str | None]:
    """Provenance of a workspace's entries (both stores when not given), from its state.db and journal.

    Returns the report and a problem sentence when the session store could not be read (then origins come
    from the journal alone and usage is unknown) — the CLI warns with it, the app shows it.
    """
    from curator.core.sessions.errors import SessionStoreError

    if entries_by_store is None:
        entries_by_store = {name: state.entries for name, state in ws.read_states().items()}
    records = ws.journal.read().records
    db_path = ws.home.state_db_path
    try:
        return provenance(entries_by_store, db_path=db_path, journal_records=records, with_usage=with_usage,
                          progress=progress), None
    except SessionStoreError as exc:
        found = origins(entries_by_store, journal_records=records, calls=[])
        report = {s: [EntryProvenance(s, i + 1, e, found[s][i], None) for i, e in enumerate(entries)]
                  for s, entries in entries_by_store.items()}
        return report, f"{exc} (origins from the curator's journal only, usage unknown)"
