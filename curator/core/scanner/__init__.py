"""The content scanner: rule findings (what Hermes blocks), the learned layer's judgement and hygiene notes."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'CATEGORIES': 'categories',
    'Finding': 'findings',
    'ModelError': 'learned',
    'Review': 'review',
    'load_model': 'learned',
    'model_status': 'review',
    'review': 'review',
    'scanner_name': 'review',
    'Rule': 'rules.base',
    'THREAT_IDS': 'findings',
    'blocking_finding': 'findings',
    'describe_finding': 'entries',
    'finding_id': 'entries',
    'hermes_ids': 'parity',
    'id_family': 'findings',
    'looks_benign': 'entries',
    'scan': 'findings',
    'scan_text': 'entries',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
