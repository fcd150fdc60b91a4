"""The content scanner: findings (id, span, reason) for memory text, per text or per entry."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'Finding': 'findings',
    'Rule': 'rules.base',
    'THREAT_IDS': 'findings',
    'blocking_finding': 'findings',
    'describe_finding': 'entries',
    'finding_id': 'entries',
    'id_family': 'findings',
    'looks_benign': 'entries',
    'scan': 'findings',
    'scan_text': 'entries',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
