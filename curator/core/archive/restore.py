"""Put an archived entry back into its store through the one write path (limit, scanner, journal, undo)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from curator.core.archive.read import ArchivedEntry, ArchiveError

if TYPE_CHECKING:
    from curator.core.store import MemoryStore, WriteResult


def restore(store: "MemoryStore", archived: ArchivedEntry, *, source: str = "cli") -> "WriteResult":
    """Add *archived*'s text back to *store* (the store it was evicted from); journaled, undoable with ``u``.

    Refused like any add: over the limit, flagged by the scanner, a file Hermes would not write. An entry
    that is already in the store is a no-op. ARCHIVE.jsonl itself is Hermes's file and is left as it is.
    """
    from curator.core.ops import Op

    if archived.store != store.name:
        raise ArchiveError(f"Archived entry {archived.index} belongs to {archived.store}, not {store.name}.")
    when = time.strftime("%Y-%m-%d", time.localtime(archived.at)) if archived.at is not None else "at an unknown time"
    reason = f"restore archived entry {archived.index} ({archived.action}, archived {when})"
    return store.apply([Op("add", content=archived.entry)], reason=reason, operation="restore", source=source,
                       extra={"archive": {"index": archived.index, "line": archived.line, "action": archived.action,
                                          "at": archived.at}})
