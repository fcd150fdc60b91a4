"""The curator's journal of memory changes, change summaries, and undo."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'Journal': 'log',
    'JournalRecord': 'log',
    'entry_diff': 'changes',
    'find_successor': 'changes',
    'plan_undo': 'reverts',
    'summarise_change': 'changes',
    'undo': 'reverts',
    'undo_target': 'reverts',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
