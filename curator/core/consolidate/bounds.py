"""The consolidation work bound: a store far over its limit is refused before any pair is compared."""

from __future__ import annotations

from curator.core.consolidate.analysis import ConsolidationError
from curator.core.memory.store import StoreState

FAR_OVER = 4
"""A store more than this many times its limit cannot be one Hermes wrote (it refuses adds past the limit)."""


def check_workable(*states: StoreState) -> None:
    """Raise ConsolidationError naming the file when a store is far over its limit (pairwise work would explode)."""
    for state in states:
        if state.limit > 0 and state.chars > FAR_OVER * state.limit:
            raise ConsolidationError(
                f"{state.path} is far over its limit ({state.chars:,} chars in {len(state.entries):,} entries, limit "
                f"{state.limit:,}): Hermes could not have written it, and comparing every pair of its entries would "
                f"take too long. Remove entries (hermes-curator remove) or trim the file in an editor first; nothing "
                f"was changed.")
