"""How many staged writes wait for review (for the status bar)."""

from __future__ import annotations

from curator.core.home import HermesHome


def pending_count(home: HermesHome) -> int:
    """Count ``<home>/pending/memory/*.json`` the way Hermes lists them (cheap: no parsing)."""
    try:
        from curator.core.pending_records import pending_count as core_count
    except ImportError:  # older core without the pending queue
        from curator.core.status import count_pending as core_count
    return core_count(home)
