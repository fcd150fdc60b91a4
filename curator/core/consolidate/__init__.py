"""Consolidation: redundant groups, contradictions and stale entries of a store, and the one apply."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    'Analysis': 'analysis',
    'ApplyReport': 'apply',
    'ConsolidationError': 'analysis',
    'EntryRef': 'analysis',
    'Eviction': 'plan',
    'FLAGGED_GLYPH': 'plan',
    'Group': 'analysis',
    'Mark': 'plan',
    'Prepared': 'plan',
    'Preview': 'plan',
    'STALE_GLYPH': 'plan',
    'Selection': 'plan',
    'SuggestionKey': 'plan',
    'TAG': 'apply',
    'analyse': 'analysis',
    'analysis_words': 'plan',
    'apply_plan': 'apply',
    'build_plan': 'plan',
    'carry_over': 'plan',
    'clear_caches': 'analysis',
    'describe_ref': 'plan',
    'dropped_share': 'analysis',
    'dropping_indices': 'plan',
    'entry_marks': 'plan',
    'gauge_change': 'plan',
    'prompt_chars': 'plan',
    'group_class': 'plan',
    'group_glyph': 'plan',
    'lost_facts': 'plan',
    'merged_text_of': 'plan',
    'needs_confirmation': 'analysis',
    'other_store': 'plan',
    'plan_operations': 'analysis',
    'prepare': 'plan',
    'preview': 'plan',
    'reclaim_for': 'analysis',
    'states_same_facts': 'analysis',
    'suggestion_reclaim': 'plan',
    'tick_all': 'plan',
    'today_from': 'plan',
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
