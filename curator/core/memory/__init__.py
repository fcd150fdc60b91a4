"""MEMORY.md and USER.md: the file format, the store with its one write path, operations and actions."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'DEFAULT_LIMITS': 'format',
    'DELIMITER': 'format',
    'MemorySnapshot': 'snapshot',
    'MemoryStore': 'store',
    'Op': 'ops',
    'STORE_FILES': 'format',
    'STORE_NAMES': 'format',
    'STORE_TITLES': 'format',
    'StoreSnapshot': 'snapshot',
    'StoreState': 'store',
    'WriteOutcome': 'actions',
    'WriteRequest': 'actions',
    'WriteResult': 'store',
    'apply_ops': 'ops',
    'approx_tokens': 'format',
    'check_entry_text': 'ops',
    'check_scanner': 'store',
    'content_sha': 'format',
    'format_gauge': 'format',
    'load_snapshot': 'snapshot',
    'locate': 'ops',
    'open_stores': 'store',
    'over_limit_message': 'ops',
    'parse': 'format',
    'percent_of': 'format',
    'perform_normalise': 'actions',
    'perform_undo': 'actions',
    'perform_write': 'actions',
    'read_store_file': 'format',
    'serialise': 'format',
    'size_of': 'format',
    'success_text': 'actions',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
