"""Provenance of memory entries (UI-free): where each came from (agent, pending, curator, outside) and its usage."""

from __future__ import annotations

from curator.core.lazy import lazy_face

_WHERE = {
    "CallOp": "model", "Change": "model", "EntryProvenance": "model", "MemoryCall": "model", "Origin": "model",
    "UNKNOWN_ORIGIN": "model", "Usage": "model",
    "memory_calls": "report", "origins": "report", "provenance": "report", "workspace_provenance": "report",
    "METHOD": "usage", "UsageQuery": "usage", "usage_for": "usage",
    "SessionFacts": "describe", "origin_parts": "describe", "origin_text": "describe", "session_facts": "describe",
    "usage_text": "describe", "origin_brief": "describe",
    "EvictionCandidate": "eviction", "eviction_candidates": "eviction", "newer_side": "eviction",
}

__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_face(__name__, _WHERE)
