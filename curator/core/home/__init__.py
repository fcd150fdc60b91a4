"""The Hermes home: where it is, its profiles, and the memory settings of its config.yaml."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'HermesHome': 'resolve',
    'MemoryConfig': 'config',
    'ProfileInfo': 'resolve',
    'list_profiles': 'resolve',
    'load_config': 'config',
    'resolve_home': 'resolve',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
