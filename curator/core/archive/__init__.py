"""Hermes's memory archive (``memories/ARCHIVE.jsonl``, UI-free): list evicted entries and restore one."""

from __future__ import annotations

from curator.core.archive.read import (
    ARCHIVE_NAME, Archive, ArchivedEntry, ArchiveError, archive_path, read_archive,
)
from curator.core.archive.restore import restore

__all__ = ["ARCHIVE_NAME", "Archive", "ArchiveError", "ArchivedEntry", "archive_path", "read_archive", "restore"]
