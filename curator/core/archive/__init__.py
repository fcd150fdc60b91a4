"""Hermes's memory archive (``memories/ARCHIVE.jsonl``, UI-free): list evicted entries and restore one."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    "ARCHIVE_NAME": "read", "Archive": "read", "ArchiveError": "read", "ArchivedEntry": "read",
    "archive_path": "read", "read_archive": "read",
    "restore": "restoring", "restore_request": "restoring",
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
