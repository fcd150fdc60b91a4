"""A realistic demo Hermes home (memory, profile, staged writes, a state.db) for trying the curator."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'MEMORY_ENTRIES': 'memory',
    'USER_ENTRIES': 'memory',
    'pending_records': 'memory',
    'write_demo_home': 'home',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
