"""The content scanner: findings (id, span, reason) for memory text, per text or per entry."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'Finding': 'scan',
    'Rule': 'rules.base',
    'THREAT_IDS': 'scan',
    'blocking_finding': 'scan',
    'describe_finding': 'entries',
    'finding_id': 'entries',
    'id_family': 'scan',
    'looks_benign': 'entries',
    'scan': 'scan',
    'scan_text': 'entries',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
