"""The pending-write queue (``<home>/pending/memory/*.json``): listing, previewing, claiming and acting."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'ActionReport': 'actions',
    'ActionResult': 'actions',
    'Badge': 'previews',
    'Claim': 'claims',
    'DiffRow': 'previews',
    'NEAR_DUPLICATE_THRESHOLD': 'previews',
    'OpFinding': 'scanning',
    'OpPreview': 'previews',
    'PendingIdError': 'records',
    'PendingRefusedError': 'claims',
    'PendingWrite': 'records',
    'Preview': 'previews',
    'QueueItem': 'queue',
    'approve': 'actions',
    'badges_for': 'previews',
    'check_id': 'records',
    'claim': 'claims',
    'edit': 'staging',
    'edited_ops': 'actions',
    'find': 'records',
    'load_queue': 'records',
    'pending_count': 'records',
    'preview': 'previews',
    'read_record': 'records',
    'record_bytes': 'records',
    'recover_claims': 'claims',
    'reject': 'actions',
    'restore': 'actions',
    'review_queue': 'queue',
    'similarity': 'previews',
    'stage': 'staging',
    'store_gauges': 'actions',
    'summary_for': 'staging',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
