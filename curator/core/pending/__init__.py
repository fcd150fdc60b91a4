"""The pending-write queue (``<home>/pending/memory/*.json``): one import for listing, previewing and acting."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from curator.core.home.resolve import HermesHome
from curator.core.pending.actions import (
    ActionReport,
    ActionResult,
    approve,
    edited_ops,
    reject,
    restore,
    store_gauges,
)
from curator.core.pending.claims import Claim, PendingRefusedError, claim, recover_claims
from curator.core.pending.preview import (
    NEAR_DUPLICATE_THRESHOLD,
    Badge,
    DiffRow,
    OpFinding,
    OpPreview,
    Preview,
    badges_for,
    preview,
    similarity,
)
from curator.core.pending.records import (
    PendingIdError,
    PendingWrite,
    check_id,
    find,
    load_queue,
    pending_count,
    read_record,
    record_bytes,
)
from curator.core.pending.stage import edit, stage, summary_for
from curator.core.memory.store import StoreState, open_stores


@dataclass(frozen=True)
class QueueItem:
    """A pending write with its preview against the stores as they are now (for list views)."""

    write: PendingWrite
    preview: Preview

    @property
    def badges(self) -> tuple[Badge, ...]:
        """The write's badges."""
        return self.preview.badges

    def to_json(self, now: float | None = None) -> dict[str, Any]:
        """The write's fields plus age, badges, gauge before/after and whether it would apply."""
        return {
            **self.write.to_json(), "age_seconds": round(self.write.age(now), 3),
            "badges": [b.to_json() for b in self.badges],
            "gauge_before": self.preview.gauge_before if not self.write.malformed else None,
            "gauge_after": self.preview.gauge_after if not self.write.malformed else None,
            "would_apply": self.preview.would_apply,
            "refusal": ({"reason": self.preview.refusal[0], "message": self.preview.refusal[1]}
                        if self.preview.refusal else None),
        }


def read_states(home: HermesHome) -> dict[str, StoreState]:
    """A snapshot of both stores (read once, then shared by every preview of a listing)."""
    return {name: store.read() for name, store in open_stores(home).items()}


def review_queue(home: HermesHome, states: Mapping[str, StoreState] | None = None) -> list[QueueItem]:
    """The queue oldest first, each write previewed (badges, diff) against one snapshot of the stores."""
    states = states if states is not None else read_states(home)
    return [QueueItem(w, preview(w, states)) for w in load_queue(home)]


__all__ = [
    "NEAR_DUPLICATE_THRESHOLD", "ActionReport", "ActionResult", "Badge", "Claim", "DiffRow", "OpFinding",
    "OpPreview", "PendingIdError", "PendingRefusedError", "PendingWrite", "Preview", "QueueItem", "approve",
    "badges_for", "check_id", "claim", "edit", "edited_ops", "find", "load_queue", "pending_count", "preview",
    "read_record", "read_states", "record_bytes", "recover_claims", "reject", "restore", "review_queue",
    "similarity", "stage", "store_gauges", "summary_for",
]
