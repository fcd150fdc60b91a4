"""Candidate pairs and group assembly for consolidation (each entry is removed or rewritten at most once)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from curator.core.consolidate.lexicon import GENERIC
from curator.core.consolidate.pairs import PairVerdict, merge_text, states_same_facts
from curator.core.consolidate.rules import value_slots
from curator.core.consolidate.text import EntryFeatures, features

_KIND_RANK = {"duplicate": 0, "containment": 1, "near_duplicate": 2, "overlap": 3}


@dataclass
class BuiltGroup:
    """A group under construction: indices into the combined entry list."""

    kind: str
    keep: int
    merged: str
    removes: list[int] = field(default_factory=list)
    confidence: float = 1.0
    reason: str = ""


def candidate_pairs(feats: Sequence[EntryFeatures], n_mine: int) -> list[tuple[int, int]]:
    """Pairs ``(i, j)``, ``i < j``, ``i`` in the analysed store (the first ``n_mine``), that share a
    normalised key, a value slot or at least one non-generic word: the only pairs any rule can match."""
    index: dict[str, list[int]] = {}
    for i, f in enumerate(feats):
        for tok in f.plain:
            if tok not in GENERIC:
                index.setdefault(tok, []).append(i)
        index.setdefault("\x00" + f.key, []).append(i)
        for slot in value_slots(f.text):  # "prefers pnpm" vs "uses npm" share no word, only a slot
            index.setdefault("\x01" + slot, []).append(i)
    pairs: set[tuple[int, int]] = set()
    for ids in index.values():
        if len(ids) < 2:
            continue
        for x, i in enumerate(ids):
            if i >= n_mine:
                break
            for j in ids[x + 1:]:
                pairs.add((i, j))
    return sorted(pairs)


def _fold(groups: dict[tuple[str, int], BuiltGroup], v: PairVerdict, feats: Sequence[EntryFeatures],
          keepers: set[int]) -> None:
    """``v`` removes the keeper of earlier groups: move their members into ``v``'s keeper's group when
    that keeper states each of them too (so one group holds all copies of a fact)."""
    own = [g for (kind, keep), g in groups.items() if keep == v.remove]
    members = [r for g in own for r in g.removes]
    keep_text = feats[v.keep].text
    if any(m == v.keep or not states_same_facts([keep_text], feats[m].text) for m in members):
        return
    target = groups.get((v.kind, v.keep))
    if target is None:
        target = groups[(v.kind, v.keep)] = BuiltGroup(v.kind, v.keep, keep_text, reason=v.reason)
    for g in own:
        target.removes.extend(g.removes)
        target.confidence = min(target.confidence, g.confidence)
        g.removes.clear()
    keepers.discard(v.remove)


def assemble_groups(verdicts: Sequence[PairVerdict], overlaps: Sequence[tuple[PairVerdict, str]],
                    feats: Sequence[EntryFeatures], stores: Sequence[str],
                    sizes: dict[str, int]) -> list[BuiltGroup]:
    """Turn pair verdicts into groups, strongest first: an entry is removed at most once, a removed
    entry never keeps another, a rewritten (merged) entry belongs to one group only, and no store
    loses its last entry."""
    groups: dict[tuple[str, int], BuiltGroup] = {}
    removed: set[int] = set()
    keepers: set[int] = set()
    rewritten: set[int] = set()
    removed_per_store: dict[str, int] = {}

    def can_remove(idx: int) -> bool:
        store = stores[idx]
        return (idx not in removed and idx not in keepers and idx not in rewritten
                and removed_per_store.get(store, 0) + 1 < sizes.get(store, 0))

    def mark_removed(idx: int) -> None:
        removed.add(idx)
        removed_per_store[stores[idx]] = removed_per_store.get(stores[idx], 0) + 1

    for v in sorted(verdicts, key=lambda v: (_KIND_RANK[v.kind], -v.confidence, v.keep, v.remove)):
        if v.keep in removed or v.keep in rewritten:
            continue
        if v.remove in keepers and v.remove not in removed:
            _fold(groups, v, feats, keepers)
        if not can_remove(v.remove):
            continue
        g = groups.get((v.kind, v.keep))
        if g is None:
            g = groups[(v.kind, v.keep)] = BuiltGroup(v.kind, v.keep, feats[v.keep].text, reason=v.reason)
        g.removes.append(v.remove)
        g.confidence = min(g.confidence, v.confidence)
        mark_removed(v.remove)
        keepers.add(v.keep)

    merges: dict[int, BuiltGroup] = {}
    groups = {k: g for k, g in groups.items() if g.removes}
    ordered = sorted(overlaps, key=lambda o: (-o[0].confidence, len(o[1]) - feats[o[0].keep].length
                                              - feats[o[0].remove].length, o[0].keep, o[0].remove))
    for v, merged in ordered:
        if not can_remove(v.remove):
            continue
        g = merges.get(v.keep)
        if g is None:
            if v.keep in removed or v.keep in keepers or v.keep in rewritten:
                continue
            g = merges[v.keep] = BuiltGroup("overlap", v.keep, merged, [v.remove], v.confidence, v.reason)
            rewritten.add(v.keep)
        else:
            extended = merge_text(features(g.merged), feats[v.remove])
            if extended is None:
                continue
            g.merged = extended
            g.removes.append(v.remove)
            g.confidence = min(g.confidence, v.confidence)
        mark_removed(v.remove)

    built = list(groups.values()) + list(merges.values())
    for g in built:
        g.removes.sort()
    built.sort(key=lambda g: (min([g.keep, *g.removes]), _KIND_RANK[g.kind], g.keep))
    return built
