"""Consolidation analysis of a memory store: redundant groups with merge suggestions, contradictions,
stale entries, and the one-batch-per-store plan that applies chosen suggestions."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from curator.core.consolidate.engine import assemble, find, states
from curator.core.consolidate.rules import stale_reasons
from curator.core.errors import CuratorError
from curator.core.memory.format import content_sha, serialise, size_of

KINDS = ("duplicate", "containment", "near_duplicate", "overlap")
#: A plan removing more than this share of a store's entries needs an explicit second confirmation.
CONFIRM_SHARE = 0.25


class ConsolidationError(CuratorError):
    """A consolidation plan that cannot be built (unknown group, conflicting groups, empty text...)."""

    reason = "consolidation"


@dataclass(frozen=True)
class EntryRef:
    """An entry of a store by position (``index`` from 0; JSON and the screens number it from 1)."""

    store: str
    index: int

    def to_json(self, analysed_store: str) -> int | dict[str, Any]:
        """The entry's index (from 0: the contract the evaluation scorer and scripts read) for the analysed
        store, else ``{"store", "index"}``."""
        return self.index if self.store == analysed_store else {"store": self.store, "index": self.index}

    def number_json(self, analysed_store: str) -> int | dict[str, Any]:
        """The entry's number (from 1, as `show --json` and the app number entries), else ``{"store", "number"}``."""
        number = self.index + 1
        return number if self.store == analysed_store else {"store": self.store, "number": number}


@dataclass(frozen=True)
class Suggestion:
    """A concrete batch: ``keep`` stays (replaced by ``merged_text`` if different), ``remove`` go."""

    keep: EntryRef | None
    merged_text: str
    remove: tuple[EntryRef, ...]


@dataclass(frozen=True)
class Group:
    """Redundant entries with their kind, confidence, the characters applying would reclaim, and a
    suggestion."""

    id: int
    kind: str
    entries: tuple[EntryRef, ...]
    reclaim_chars: int
    confidence: float
    suggestion: Suggestion
    reason: str
    basis: str = "values"
    """``values``: every fact of a removed entry is in the kept one by values and words; ``meaning``:
    found by the embedding model alone, so it is offered as a merge of both texts for review."""

    @property
    def review(self) -> bool:
        """Found on similarity alone: never ticked by "tick all", never a plain deletion."""
        return self.basis == "meaning"


@dataclass(frozen=True)
class Contradiction:
    """Entries that likely disagree (same subject, different values), for the user to resolve."""

    entries: tuple[EntryRef, ...]
    reason: str
    newer: EntryRef | None = None
    """The entry written later, when both entries' origins are known."""


@dataclass(frozen=True)
class StaleEntry:
    """An entry that looks time-bound (an eviction candidate) and why."""

    entry: EntryRef
    reason: str


@dataclass(frozen=True)
class Analysis:
    """The result of :func:`analyse` for one store (plus cross-store groups with the other store)."""

    store: str
    groups: tuple[Group, ...]
    contradictions: tuple[Contradiction, ...]
    stale: tuple[StaleEntry, ...]
    fingerprint: str
    entries: tuple[str, ...] = ()
    other_store: str = "user"
    other_entries: tuple[str, ...] = ()
    other_fingerprint: str = ""
    method: str = "lexical"
    """Which analysis ran: ``lexical`` (values and words) or ``semantic:<models>``."""
    note: str = ""
    """Why the analysis is less than it could be (semantic layer failed, store cut to its first entries)."""

    def entries_of(self, store: str) -> tuple[str, ...]:
        """The analysed entries of ``store``."""
        if store == self.store:
            return self.entries
        if store == self.other_store:
            return self.other_entries
        raise ConsolidationError(f"Store {store!r} was not part of this analysis.")

    def text_of(self, ref: EntryRef) -> str:
        """The text of an entry reference as analysed."""
        return self.entries_of(ref.store)[ref.index]

    def group(self, group_id: int) -> Group:
        """The group with this id; raises ConsolidationError if there is none."""
        for g in self.groups:
            if g.id == group_id:
                return g
        raise ConsolidationError(
            f"No consolidation group {group_id} in {self.store} (groups: "
            f"{', '.join(str(g.id) for g in self.groups) or 'none'}).")

    def reclaimable(self) -> int:
        """Characters the analysed store would lose if every group were applied."""
        return sum(_reclaim_in(self, g, self.store) for g in self.groups)

    def to_json(self) -> dict[str, Any]:
        """The issue's JSON shape (``schema_version`` is added by the CLI)."""
        s = self.store
        return {
            "store": s,
            "analysis": self.method,
            **({"note": self.note} if self.note else {}),
            # each reference twice: by index from 0 (the keys scripts and the evaluation scorer read) and by
            # number from 1 (as the app and `show` list entries; the *_number keys say so)
            "groups": [{
                "id": g.id, "kind": g.kind, "entries": [r.to_json(s) for r in g.entries],
                "entry_numbers": [r.number_json(s) for r in g.entries],
                "reclaim_chars": g.reclaim_chars, "confidence": g.confidence,
                "suggestion": {
                    "keep": g.suggestion.keep.to_json(s) if g.suggestion.keep else None,
                    "keep_number": g.suggestion.keep.number_json(s) if g.suggestion.keep else None,
                    "merged_text": g.suggestion.merged_text,
                    "remove": [r.to_json(s) for r in g.suggestion.remove],
                    "remove_numbers": [r.number_json(s) for r in g.suggestion.remove],
                },
                "basis": g.basis, "review": g.review,
            } for g in self.groups],
            "contradictions": [{"entries": [r.to_json(s) for r in c.entries],
                                "entry_numbers": [r.number_json(s) for r in c.entries], "reason": c.reason,
                                "newer": c.newer.to_json(s) if c.newer else None,
                                "newer_number": c.newer.number_json(s) if c.newer else None}
                               for c in self.contradictions],
            "stale": [{"entry": st.entry.to_json(s), "entry_number": st.entry.number_json(s), "reason": st.reason}
                      for st in self.stale],
        }


def clear_caches() -> None:
    """Forget every cached per-text result of the analysis (for benchmarks of the cold path)."""
    from curator.core.consolidate.values import read

    read.cache_clear()


def fingerprint_of(entries: Sequence[str]) -> str:
    """Hash of a store's entries, to notice an on-disk change between analysis and apply."""
    return content_sha(serialise(list(entries)))


def states_same_facts(kept_entries: Sequence[str], removed_entry: str) -> bool:
    """True when some kept entry states every fact of ``removed_entry`` (its values, same polarity, and
    its words), so removing it loses nothing."""
    return states(list(kept_entries), removed_entry)


def analyse(entries: list[str], *, store: str = "memory", other_entries: list[str] | None = None,
            other_store: str = "user", today: _dt.date | None = None, semantic: bool | None = None,
            origins: Mapping[EntryRef, float] | None = None) -> Analysis:
    """Analyse ``entries`` (and their relation to ``other_entries``); deterministic and offline.

    ``semantic``: None uses the ``[semantic]`` models when installed (and not switched off with
    ``HERMES_CURATOR_SEMANTIC=0``), False never, True requires them. ``origins`` (entry -> time it
    was written, where known) marks the newer side of each contradiction."""
    today = today or _dt.date.today()
    mine = list(entries)
    other = list(other_entries or [])
    n = len(mine)
    texts = mine + other
    refs = [EntryRef(store, i) for i in range(n)] + [EntryRef(other_store, j) for j in range(len(other))]
    user_first = 0 if store == "user" and mine else (n if other_store == "user" and other else None)
    note = ""
    try:
        found = find(texts, n, identity=user_first, semantic=semantic)
    except CuratorError as exc:  # a broken [semantic] install: say so, and still analyse
        if semantic:
            raise
        found = find(texts, n, identity=user_first, semantic=False)
        note = f"semantic analysis unavailable ({exc.message}); values and words only"
    if found.truncated:
        note = "; ".join(filter(None, [note, "very large store: only the first entries were compared"]))
    sizes = {store: n, other_store: len(other)}
    groups = []
    for gid, bg in enumerate(assemble(found, texts, [r.store for r in refs], sizes), start=1):
        keep = refs[bg.keep]
        removes = tuple(refs[r] for r in bg.removes)
        reclaim = sum(len(texts[r]) + 3 for r in bg.removes) + len(texts[bg.keep]) - len(bg.merged)
        groups.append(Group(gid, bg.kind, (keep, *removes), reclaim, bg.confidence,
                            Suggestion(keep, bg.merged, removes), bg.reason,
                            "values" if bg.lexical else "meaning"))
    contradictions = tuple(Contradiction((refs[i], refs[j]), why, _newer(refs[i], refs[j], origins))
                           for i, j, why in found.contradictions)
    stale = tuple(StaleEntry(refs[i], "; ".join(reasons))
                  for i in range(n) if (reasons := stale_reasons(texts[i], today)))
    return Analysis(store, tuple(groups), contradictions, stale, fingerprint_of(mine), tuple(mine),
                    other_store, tuple(other), fingerprint_of(other), found.method, note)


def _newer(a: EntryRef, b: EntryRef, origins: Mapping[EntryRef, float] | None) -> EntryRef | None:
    if not origins or a not in origins or b not in origins or origins[a] == origins[b]:
        return None
    return a if origins[a] > origins[b] else b


def _reclaim_in(analysis: Analysis, group: Group, store: str) -> int:
    s = group.suggestion
    total = sum(len(analysis.text_of(r)) + 3 for r in s.remove if r.store == store)
    if s.keep is not None and s.keep.store == store:
        total += len(analysis.text_of(s.keep)) - len(s.merged_text)
    return total


def plan_operations(analysis: Analysis, group_ids: Sequence[int],
                    merged_texts: Mapping[int, str] | None = None,
                    evict: Sequence[int] = ()) -> dict[str, list[Any]]:
    """Ops per store (ONE batch each) applying the chosen groups: removals pinned to the exact entry
    text, then the kept entry replaced by the (possibly edited) merged text. ``evict`` adds removals
    of analysed-store entries by index (stale candidates the user chose). Refuses plans that would
    empty a store or touch one entry twice."""
    from curator.core.memory.ops import Op

    merged_texts = dict(merged_texts or {})
    chosen = [analysis.group(gid) for gid in dict.fromkeys(group_ids)]
    unknown = set(merged_texts) - {g.id for g in chosen}
    if unknown:
        raise ConsolidationError(f"Merged text given for group(s) not chosen: {sorted(unknown)}.")
    removes: dict[str, list[Any]] = {}
    replaces: dict[str, list[Any]] = {}
    touched: dict[EntryRef, int] = {}
    kept: dict[EntryRef, int] = {}
    for g in chosen:
        s = g.suggestion
        for ref in s.remove:
            if ref in touched or ref in kept:
                raise ConsolidationError(f"Groups {touched.get(ref, kept.get(ref))} and {g.id} both use "
                                         f"entry {ref.store}[{ref.index}]; choose one of them.")
            touched[ref] = g.id
            text = analysis.text_of(ref)
            removes.setdefault(ref.store, []).append(Op("remove", old_text=text, matched_entry=text))
        if s.keep is None:
            continue
        if s.keep in touched:
            raise ConsolidationError(f"Group {g.id} keeps entry {s.keep.store}[{s.keep.index}], which group "
                                     f"{touched[s.keep]} removes or rewrites; choose one of them.")
        keep_text = analysis.text_of(s.keep)
        text = merged_texts.get(g.id, s.merged_text).strip()
        if not text:
            raise ConsolidationError(f"The merged text for group {g.id} is empty.")
        if text != keep_text:
            if s.keep in kept:
                raise ConsolidationError(f"Groups {kept[s.keep]} and {g.id} would both rewrite entry "
                                         f"{s.keep.store}[{s.keep.index}]; choose one of them.")
            touched[s.keep] = g.id
            replaces.setdefault(s.keep.store, []).append(
                Op("replace", content=text, old_text=keep_text, matched_entry=keep_text))
        kept[s.keep] = g.id
    for index in dict.fromkeys(evict):
        if not 0 <= index < len(analysis.entries):
            raise ConsolidationError(f"No entry {index} in {analysis.store} (0..{len(analysis.entries) - 1}).")
        ref = EntryRef(analysis.store, index)
        if ref in touched or ref in kept:
            raise ConsolidationError(f"Entry {index} is also part of group {touched.get(ref, kept.get(ref))}; "
                                     f"evict it or apply the group, not both.")
        touched[ref] = 0
        text = analysis.text_of(ref)
        removes.setdefault(ref.store, []).append(Op("remove", old_text=text, matched_entry=text))
    plan: dict[str, list[Any]] = {}
    for store in (analysis.store, analysis.other_store):
        ops = removes.get(store, []) + replaces.get(store, [])
        if not ops:
            continue
        if len(removes.get(store, [])) >= len(analysis.entries_of(store)):
            raise ConsolidationError(f"This plan would remove every entry of {store}; the curator never "
                                     f"empties a store.")
        plan[store] = ops
    return plan


def dropped_share(analysis: Analysis, plan: Mapping[str, Sequence[Any]]) -> float:
    """The largest share of a store's entries the plan removes (0..1)."""
    share = 0.0
    for store, ops in plan.items():
        total = len(analysis.entries_of(store))
        if total:
            share = max(share, sum(1 for op in ops if op.action == "remove") / total)
    return share


def needs_confirmation(analysis: Analysis, plan: Mapping[str, Sequence[Any]]) -> bool:
    """True when the plan drops more than a quarter of a store's entries (ask a second time)."""
    return dropped_share(analysis, plan) > CONFIRM_SHARE


def reclaim_for(analysis: Analysis, entries: Sequence[str], group_ids: Sequence[int],
                merged_texts: Mapping[int, str] | None = None, evict: Sequence[int] = ()) -> int:
    """Characters the analysed store (currently ``entries``) loses when the chosen groups (and
    evictions) are applied, for a live "gauge after"; raises an OpError if ``entries`` no longer hold
    the planned ones."""
    from curator.core.memory.ops import apply_ops

    ops = plan_operations(analysis, group_ids, merged_texts, evict).get(analysis.store, [])
    if not ops:
        return 0
    after = apply_ops(list(entries), ops, limit=10**9, store=analysis.store).entries
    return size_of(list(entries)) - size_of(after)


__all__ = [
    "Analysis", "CONFIRM_SHARE", "clear_caches", "ConsolidationError", "Contradiction", "EntryRef", "Group", "KINDS",
    "StaleEntry", "Suggestion", "analyse", "dropped_share", "fingerprint_of", "needs_confirmation",
    "plan_operations", "reclaim_for", "states_same_facts",
]
