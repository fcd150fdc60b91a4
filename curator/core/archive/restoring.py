"""Put an archived entry back into its store through the one write path (limit, scanner, journal, undo)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from curator.core.archive.read import ArchivedEntry
from curator.core.humanize import local_day

if TYPE_CHECKING:
    from curator.core.memory.actions import WriteOutcome, WriteRequest
    from curator.core.workspace import Workspace


def restore_request(archived: ArchivedEntry, *, source: str = "cli") -> "WriteRequest":
    """The write that adds *archived*'s text back to the store it was evicted from (CLI and app send it)."""
    from curator.core.memory.actions import WriteRequest
    from curator.core.memory.ops import Op

    when = local_day(archived.at) if archived.at is not None else "at an unknown time"
    reason = f"restore archived entry {archived.index} ({archived.action}, archived {when})"
    return WriteRequest(archived.store, (Op("add", content=archived.entry),), "restore", reason=reason,
                        tag="restore", source=source,
                        extra={"archive": {"index": archived.index, "line": archived.line,
                                           "action": archived.action, "at": archived.at}})


def restore(ws: "Workspace", archived: ArchivedEntry, *, source: str = "cli") -> "WriteOutcome":
    """Add the entry back, journaled and undoable; refused like any add (over the limit, flagged by the
    scanner, a file Hermes would not write). Already in the store: a no-op. ARCHIVE.jsonl is Hermes's file
    and stays as it is."""
    from curator.core.memory.actions import perform_write

    return perform_write(ws, restore_request(archived, source=source))
