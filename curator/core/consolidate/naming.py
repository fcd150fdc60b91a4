"""How every face names a consolidation group: a stable id from the entries it touches, and its kind in words."""

from __future__ import annotations

import hashlib

from curator.core.consolidate.analysis import Analysis, ConsolidationError, Group

PREFIX = "g"

KIND_WORDS = {
    "duplicate": "exact duplicate",
    "containment": "contained in another entry",
    "near_duplicate": "same fact reworded",
    "overlap": "overlapping entries, merged",
}
"""Each kind's words, shown after the kind's own name by the CLI and the app alike (``containment: contained
in another entry``), so the two never call one group two different things."""


def kind_label(kind: str) -> str:
    """``near_duplicate: same fact reworded`` (the JSON keeps the bare kind)."""
    return f"{kind}: {KIND_WORDS[kind]}" if kind in KIND_WORDS else kind


def stable_group_id(analysis: Analysis, group: Group) -> str:
    """``g`` + 8 hex digits of a digest of the (store, text) pairs of the group's entries, order-free.

    The numbers of an analysis shift once a group is applied; this id stays the same while the entries it
    merges are unchanged, and names no group once they are gone (so applying it twice cannot merge other ones).
    """
    pairs = sorted(f"{ref.store}\x00{analysis.text_of(ref)}" for ref in group.entries)
    return PREFIX + hashlib.sha256("\x01".join(pairs).encode("utf-8")).hexdigest()[:8]


def group_for(analysis: Analysis, key: str) -> Group:
    """The group with this stable id (or, for compatibility, this number); raises ConsolidationError."""
    key = key.strip()
    for group in analysis.groups:
        if stable_group_id(analysis, group) == key or (key.isdigit() and int(key) == group.id):
            return group
    known = ", ".join(stable_group_id(analysis, g) for g in analysis.groups) or "none"
    raise ConsolidationError(f"No consolidation group {key} in {analysis.store} now (groups: {known}); an applied "
                             f"group's entries are gone, so its id names nothing any more.")
