"""The one consolidation apply (CLI and app): re-check the files' fingerprints, then one journalled batch per store."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from curator.core.consolidate.analysis import fingerprint_of
from curator.core.memory.format import STORE_FILES
from curator.core.memory.ops import Op
from curator.core.workspace import Workspace
from curator.core.consolidate.plan import Prepared, Selection, prepare, today_from
from curator.core.memory.actions import WriteOutcome, WriteRequest, perform_write

TAG = "consolidate"
"""The WriteRequest tag (and journal operation) of consolidation batches."""


@dataclass(frozen=True)
class ApplyReport:
    """What an apply did: the write outcomes (in order), or a fresh analysis when a file changed first."""

    outcomes: tuple[WriteOutcome, ...] = ()
    reanalysed: Prepared | None = None
    changed_files: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True when every batch was written."""
        return self.reanalysed is None and bool(self.outcomes) and all(o.ok for o in self.outcomes)


def journal_reason(prepared: Prepared, selection: Selection) -> str:
    """The journal's reason for the batch: which groups and drops it applies."""
    parts = []
    if selection.groups:
        parts.append("group " + ", ".join(str(g) for g in sorted(selection.groups)))
    if selection.evict:
        parts.append("drop " + ", ".join(f"#{i + 1}" for i in sorted(selection.evict)))
    return f"consolidate {STORE_FILES[prepared.store]}: " + "; ".join(parts)


def apply_plan(ctx: Workspace, prepared: Prepared, selection: Selection, plan: dict[str, Sequence[Op]], *,
               source: str = "tui") -> ApplyReport:
    """Re-read the stores; if one the analysis relies on changed, re-analyse and write nothing. Otherwise
    write each store's ops as ONE batch through the core write path (lock, re-read, limits, journal)."""
    analysis = prepared.analysis
    fresh = {name: ctx.stores[name].read() for name in (analysis.store, analysis.other_store)}
    expected = {analysis.store: analysis.fingerprint, analysis.other_store: analysis.other_fingerprint}
    relied_on = {analysis.store, *plan}
    changed = tuple(name for name in (analysis.store, analysis.other_store)
                    if name in relied_on and fingerprint_of(fresh[name].entries) != expected[name])
    if changed:
        files = " and ".join(STORE_FILES[name] for name in changed)
        note = (f"{files} changed on disk since the analysis (the agent or another program wrote it). The "
                f"suggestions were worked out again and nothing was applied: check them and apply again.")
        again = prepare(ctx.stores, analysis.store, today_from(ctx.clock()), note=note, states=fresh)
        return ApplyReport(reanalysed=again, changed_files=changed)
    reason = journal_reason(prepared, selection)
    outcomes: list[WriteOutcome] = []
    for name in (analysis.store, analysis.other_store):
        ops = plan.get(name)
        if not ops:
            continue
        request = WriteRequest(name, tuple(ops), TAG, reason=reason, base=tuple(fresh[name].entries), tag=TAG,
                               source=source, extra={"consolidate": {
                                   "store": analysis.store, "groups": sorted(selection.groups),
                                   "evicted": sorted(selection.evict)}})
        outcome = perform_write(ctx, request)
        outcomes.append(outcome)
        if not outcome.ok:
            break
    return ApplyReport(tuple(outcomes))
