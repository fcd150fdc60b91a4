"""What the consolidation view shows and plans, without widgets: evictions, marks, selections and previews."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

from curator.core.consolidate.analysis import (
    Analysis,
    ConsolidationError,
    EntryRef,
    Group,
    analyse,
    plan_operations,
    states_same_facts,
)
from curator.core.errors import CuratorError
from curator.core.home.hermes_version import TARGET, Generation
from curator.core.memory.format import STORE_FILES, format_gauge, other_store, size_of
from curator.core.memory.prompt import prompt_size
from curator.core.memory.ops import Op, apply_ops
from curator.core.memory.store import MemoryStore, StoreState

if TYPE_CHECKING:
    from curator.core.provenance import EntryProvenance

SuggestionKey = tuple[str, int]
"""``("group", group_id)`` or ``("evict", entry_index)``."""

CIRCLED = "\u2460\u2461\u2462\u2463\u2464\u2465\u2466\u2467\u2468\u2469\u246a\u246b\u246c\u246d\u246e\u246f" \
          "\u2470\u2471\u2472\u2473"
STALE_GLYPH = "\u29d6"
FLAGGED_GLYPH = "\u26a0"
CONTRADICTION_GLYPH = "\u2260"
GROUP_COLOURS = 4
"""Group colour classes cycle ``-c0`` .. ``-c3``; the circled number always tells groups apart."""


def group_glyph(group_id: int) -> str:
    """``①`` .. ``⑳`` for groups 1-20, ``(21)`` beyond."""
    return CIRCLED[group_id - 1] if 1 <= group_id <= len(CIRCLED) else f"({group_id})"


def group_class(group_id: int) -> str:
    """The colour class of a group (``-c0`` .. ``-c3``)."""
    return f"-c{(group_id - 1) % GROUP_COLOURS}"


def analysis_words(method: str) -> str:
    """What the analysis compared, in words: ``values and words`` or ``values, words and meaning (use)``."""
    if method.startswith("semantic:"):
        return f"analysis: values, words and meaning ({method.split(':', 1)[1]})"
    return "analysis: values and words"


def today_from(clock_value: float) -> dt.date:
    """The local date of an epoch time (what "today" means for stale dates)."""
    return dt.date.fromtimestamp(clock_value)


@dataclass(frozen=True)
class Eviction:
    """An entry of the analysed store the user may drop whole: stale/transient, or flagged by the scanner."""

    index: int
    kind: str
    """``stale`` or ``flagged`` (flagged wins when both apply)."""
    reason: str


@dataclass(frozen=True)
class Prepared:
    """One finished analysis with what the view needs around it (limits, evictions, writability)."""

    analysis: Analysis
    limit: int
    other_limit: int
    evictions: tuple[Eviction, ...]
    writable: bool = True
    readonly_reason: str = ""
    note: str = ""
    """Why this analysis was made, when the user should be told (e.g. the file changed before applying)."""
    rules: Generation = TARGET
    """The Hermes release span whose prompt the gauges mirror (blocked entries as placeholders)."""

    @property
    def store(self) -> str:
        """The analysed store."""
        return self.analysis.store

    def limit_of(self, store: str) -> int:
        """The character limit of ``store``."""
        return self.limit if store == self.analysis.store else self.other_limit

    def eviction(self, index: int) -> Eviction | None:
        """The eviction candidate for entry ``index``, if any."""
        return next((e for e in self.evictions if e.index == index), None)

    def keys(self) -> list[SuggestionKey]:
        """Every selectable suggestion in display order: groups, then evictions."""
        return [("group", g.id) for g in self.analysis.groups] + [("evict", e.index) for e in self.evictions]


def evictions_of(analysis: Analysis, flagged: Mapping[int, str],
                 unused: Mapping[int, str] | None = None) -> tuple[Eviction, ...]:
    """Stale entries from the analysis, entries unused for long (provenance, ``index -> reason``, offered as
    stale) and scanner-flagged entries (``index -> reason``), one per entry."""
    reasons: dict[int, tuple[str, str]] = {}
    for st in analysis.stale:
        if st.entry.store == analysis.store:
            reasons[st.entry.index] = ("stale", st.reason)
    for index, why in (unused or {}).items():
        known = reasons.get(index)
        reasons[index] = ("stale", f"{known[1]}; also {why}" if known else why)
    for index, why in flagged.items():
        stale = reasons.get(index)
        text = f"the scanner finds {why}: Hermes hides it from the prompt, so it only takes room"
        reasons[index] = ("flagged", text + (f"; also {stale[1]}" if stale else ""))
    return tuple(Eviction(i, kind, why) for i, (kind, why) in sorted(reasons.items()))


def prepare(stores: Mapping[str, MemoryStore], store: str, today: dt.date, *, note: str = "",
            states: Mapping[str, StoreState] | None = None,
            history: Mapping[str, Sequence[EntryProvenance]] | None = None, now: float | None = None) -> Prepared:
    """Read both stores (unless ``states`` are given), analyse ``store`` and collect eviction candidates.

    ``history`` (provenance of both stores' entries, as read from these ``states``) marks the newer side of
    each contradiction and adds entries not mentioned since long ago as eviction candidates."""
    from curator.core.scanner.entries import finding_id, scan_text

    other = other_store(store)
    states = dict(states or {})
    mine = states.get(store) or stores[store].read()
    theirs = states.get(other) or stores[other].read()
    from curator.core.consolidate.bounds import check_workable

    check_workable(mine, theirs)  # ConsolidationError: far over its limit, nothing compared
    origins, unused = _from_history(history, {store: mine.entries, other: theirs.entries}, store, now)
    analysis = analyse(mine.entries, store=store, other_entries=theirs.entries, other_store=other, today=today,
                       origins=origins)
    flagged: dict[int, str] = {}
    for i, text in enumerate(mine.entries):
        findings = scan_text(text)
        if findings:
            flagged[i] = ", ".join(dict.fromkeys(finding_id(f) for f in findings))
    blocking = [p.message for p in mine.problems if p.blocking]
    readonly = ""
    if blocking:
        readonly = (f"{STORE_FILES[store]} is not in the shape Hermes writes ({'; '.join(blocking)}); normalise it "
                    f"in the Memory view (1, then n) before consolidating.")
    return Prepared(analysis, mine.limit, theirs.limit, evictions_of(analysis, flagged, unused), not blocking,
                    readonly, note, rules=mine.rules)


def _from_history(history: Mapping[str, Sequence[EntryProvenance]] | None, entries: Mapping[str, Sequence[str]],
                  store: str, now: float | None) -> tuple[dict[EntryRef, float], dict[int, str]]:
    """Entry -> time written (both stores) and index -> why unused (the analysed store) from provenance;
    a store whose provenance was read from other entries than these is left out (never name the wrong one)."""
    from curator.core.provenance import eviction_candidates

    usable = {name: list(items) for name, items in (history or {}).items()
              if [item.entry for item in items] == list(entries.get(name, ()))}
    origins = {EntryRef(name, item.index - 1): item.origin.at for name, items in usable.items()
               for item in items if item.origin.at is not None}
    if store not in usable or now is None:
        return origins, {}
    return origins, {c.index - 1: c.reason for c in eviction_candidates(usable[store], now=now)}


@dataclass(frozen=True)
class Selection:
    """The suggestions the user ticked and the merged texts they edited (by group id)."""

    groups: frozenset[int] = frozenset()
    evict: frozenset[int] = frozenset()
    merged: Mapping[int, str] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.groups) + len(self.evict)

    def has(self, key: SuggestionKey) -> bool:
        """Whether a suggestion is ticked."""
        kind, value = key
        return value in (self.groups if kind == "group" else self.evict)

    def toggled(self, key: SuggestionKey) -> "Selection":
        """This selection with ``key`` ticked or unticked."""
        kind, value = key
        if kind == "group":
            return Selection(self.groups ^ {value}, self.evict, self.merged)
        return Selection(self.groups, self.evict ^ {value}, self.merged)

    def with_merged(self, group_id: int, text: str | None) -> "Selection":
        """This selection with the group ticked and its merged text set (None: back to the suggestion)."""
        merged = {k: v for k, v in self.merged.items() if k != group_id}
        if text is not None:
            merged[group_id] = text
        return Selection(self.groups | {group_id}, self.evict, merged)


def tick_all(prepared: Prepared, selection: Selection) -> Selection:
    """Every group found on values and words (not those found by meaning alone: the user ticks each of
    those after reading it), and every drop whose entry no group uses (keeping edited texts); none
    when that is already the selection. Drops are left out if ticking them would empty the store."""
    analysis = prepared.analysis
    used = {ref.index for g in analysis.groups for ref in g.entries if ref.store == analysis.store}
    every = Selection(frozenset(g.id for g in analysis.groups if not g.review),
                      frozenset(e.index for e in prepared.evictions if e.index not in used), selection.merged)
    if (every.groups, every.evict) == (selection.groups, selection.evict):
        return Selection(merged=selection.merged)
    if len(every) and preview(prepared, every).error:
        return Selection(every.groups, frozenset(), selection.merged)
    return every


def dropping_indices(prepared: Prepared, selection: Selection) -> set[int]:
    """Entries of the analysed store that the ticked suggestions remove."""
    analysis = prepared.analysis
    out = set(selection.evict)
    for gid in selection.groups:
        out |= {r.index for r in analysis.group(gid).suggestion.remove if r.store == analysis.store}
    return out


def merged_text_of(analysis: Analysis, selection: Selection, group: Group) -> str:
    """The merged text the group would write (the user's edit, else the suggestion)."""
    return selection.merged.get(group.id, group.suggestion.merged_text)


def build_plan(prepared: Prepared, selection: Selection) -> dict[str, list[Op]]:
    """One batch of ops per store for the selection (the core's plan, evictions included); raises
    ConsolidationError when it cannot be applied (conflicting ticks, a store that would be emptied)."""
    analysis = prepared.analysis
    used: dict[int, int] = {}
    for gid in sorted(selection.groups):
        for ref in analysis.group(gid).entries:
            if ref.store == analysis.store:
                used.setdefault(ref.index, gid)
    for index in sorted(selection.evict):
        if prepared.eviction(index) is None:
            raise ConsolidationError(f"Entry #{index + 1} is not an eviction candidate any more.")
        if index in used:
            raise ConsolidationError(f"Entry #{index + 1} is part of group {group_glyph(used[index])} too; tick the "
                                     f"group or the drop, not both.")
    if selection.evict and len(selection.evict) >= len(analysis.entries):   # nothing ticked never empties
        raise ConsolidationError(f"This selection would remove every entry of {STORE_FILES[analysis.store]}; the "
                                 f"curator never empties a store. Untick at least one drop.")
    merged = {gid: text for gid, text in selection.merged.items() if gid in selection.groups}
    return plan_operations(analysis, sorted(selection.groups), merged, evict=sorted(selection.evict))


@dataclass(frozen=True)
class Preview:
    """The selection's effect: entries after per store, or why it cannot be applied."""

    plan: dict[str, list[Op]]
    before: dict[str, tuple[str, ...]]
    after: dict[str, tuple[str, ...]]
    error: str = ""

    def chars(self, store: str, *, after: bool = True) -> int:
        """Hermes's size of ``store`` after (or before) the plan."""
        source = self.after if after else self.before
        return size_of(list(source.get(store, self.before.get(store, ()))))

    @property
    def removed(self) -> int:
        """How many entries the plan removes in all."""
        return sum(1 for ops in self.plan.values() for op in ops if op.action == "remove")


def preview(prepared: Prepared, selection: Selection) -> Preview:
    """What applying the selection would do to the analysed entries (never raises)."""
    analysis = prepared.analysis
    before = {analysis.store: analysis.entries, analysis.other_store: analysis.other_entries}
    try:
        plan = build_plan(prepared, selection)
        after = {store: tuple(apply_ops(list(before[store]), ops, limit=10**9, store=store).entries)
                 for store, ops in plan.items()}
    except (ConsolidationError, CuratorError) as exc:
        return Preview({}, before, {}, getattr(exc, "message", None) or str(exc))
    return Preview(plan, before, after)


def prompt_chars(prepared: Prepared, result: Preview, store: str, *, after: bool = True) -> int:
    """The prompt's size of ``store`` after (or before) the plan: what the header gauge reads, an entry Hermes
    blocks counting as its placeholder (:meth:`Preview.chars` is the size on disk, which the limit checks)."""
    before = result.before.get(store, ())
    entries = result.after.get(store, before) if after else before
    return prompt_size(entries, STORE_FILES[store], prepared.rules).chars


def gauge_change(prepared: Prepared, result: Preview, store: str) -> str:
    """``88% — 1,940/2,200 chars -> 69% — 1,519/2,200 chars`` (Hermes's header gauge strings)."""
    limit = prepared.limit_of(store)
    was, now = (prompt_chars(prepared, result, store, after=a) for a in (False, True))
    return f"{format_gauge(was, limit)} \u2192 {format_gauge(now, limit)}"


def lost_facts(prepared: Prepared, group: Group, merged_text: str) -> list[EntryRef]:
    """Entries of ``group`` whose facts neither the merged text nor another remaining entry states."""
    analysis = prepared.analysis
    members = set(group.entries)
    others = [text for store in (analysis.store, analysis.other_store)
              for i, text in enumerate(analysis.entries_of(store)) if EntryRef(store, i) not in members]
    kept = [merged_text, *others]
    return [ref for ref in group.entries if not states_same_facts(kept, analysis.text_of(ref))]


def group_signature(analysis: Analysis, group: Group) -> tuple:
    """A group's identity across analyses: its kind and the texts it keeps and removes."""
    s = group.suggestion
    keep = (s.keep.store, analysis.text_of(s.keep)) if s.keep else None
    return (group.kind, keep, tuple((r.store, analysis.text_of(r)) for r in s.remove))


def carry_over(old: Prepared | None, selection: Selection, new: Prepared) -> Selection:
    """The ticks (and edits) of ``selection`` that still mean the same thing in a new analysis."""
    if old is None or old.store != new.store or not len(selection):
        return Selection()
    new_groups = {group_signature(new.analysis, g): g.id for g in new.analysis.groups}
    groups: set[int] = set()
    merged: dict[int, str] = {}
    for gid in selection.groups:
        try:
            sig = group_signature(old.analysis, old.analysis.group(gid))
        except ConsolidationError:
            continue
        if sig in new_groups:
            groups.add(new_groups[sig])
            if gid in selection.merged:
                merged[new_groups[sig]] = selection.merged[gid]
    new_evict = {new.analysis.entries[e.index]: e.index for e in new.evictions}
    evict = {new_evict[old.analysis.entries[i]] for i in selection.evict
             if i < len(old.analysis.entries) and old.analysis.entries[i] in new_evict}
    return Selection(frozenset(groups), frozenset(evict), merged)


def describe_ref(analysis: Analysis, ref: EntryRef) -> str:
    """``#3`` for the analysed store, ``USER.md #3`` for the other one (1-based, as the lists show)."""
    label = f"#{ref.index + 1}"
    return label if ref.store == analysis.store else f"{STORE_FILES[ref.store]} {label}"


@dataclass(frozen=True)
class Mark:
    """How an entry row is marked: glyph, role words, colour class, and the suggestion it belongs to."""

    glyph: str
    role: str
    css: str
    key: SuggestionKey | None = None
    reason: str = ""


def entry_marks(prepared: Prepared) -> dict[int, list[Mark]]:
    """Marks of the analysed store's entries (by index): group membership, evictions, contradictions."""
    analysis = prepared.analysis
    store = analysis.store
    marks: dict[int, list[Mark]] = {}
    for g in analysis.groups:
        glyph, css, s = group_glyph(g.id), group_class(g.id), g.suggestion
        for ref in g.entries:
            if ref.store != store:
                continue
            if ref == s.keep:
                rewrites = s.merged_text != analysis.text_of(ref)
                role = "merge" if rewrites else "keep"
            else:
                role = "drop"
            marks.setdefault(ref.index, []).append(Mark(glyph, role, css, ("group", g.id)))
    for e in prepared.evictions:
        glyph, css = (STALE_GLYPH, "-stale") if e.kind == "stale" else (FLAGGED_GLYPH, "-flagged")
        marks.setdefault(e.index, []).append(Mark(glyph, e.kind, css, ("evict", e.index), e.reason))
    for c in analysis.contradictions:
        for ref in c.entries:
            if ref.store != store:
                continue
            others = ", ".join(describe_ref(analysis, r) + (" (written later)" if r == c.newer else "")
                               for r in c.entries if r != ref)
            marks.setdefault(ref.index, []).append(
                Mark(CONTRADICTION_GLYPH, "conflict", "-contra", None, f"contradicts {others}: {c.reason}"))
    return marks


def suggestion_reclaim(prepared: Prepared, key: SuggestionKey) -> int:
    """Characters the analysed store gets back from one suggestion on its own."""
    analysis = prepared.analysis
    kind, value = key
    if kind == "evict":
        return len(analysis.entries[value]) + 3
    result = preview(prepared, Selection(frozenset({value})))
    return 0 if result.error else result.chars(analysis.store, after=False) - result.chars(analysis.store)


__all__ = [
    "CONTRADICTION_GLYPH", "Eviction", "FLAGGED_GLYPH", "Mark", "Prepared", "Preview", "STALE_GLYPH", "Selection",
    "SuggestionKey", "build_plan", "carry_over", "describe_ref", "dropping_indices", "entry_marks", "evictions_of",
    "analysis_words", "gauge_change", "group_class", "group_glyph", "group_signature", "lost_facts", "merged_text_of", "other_store",
    "prepare", "preview", "prompt_chars", "suggestion_reclaim", "tick_all", "today_from",
]
