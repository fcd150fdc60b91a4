"""The review queue: every pending write with its preview against one snapshot of the stores."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from curator.core.memory.store import StoreState
from curator.core.pending.previews import Badge, Preview, preview
from curator.core.pending.records import PendingWrite, load_queue

if TYPE_CHECKING:
    from curator.core.workspace import Workspace


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


def review_queue(ws: Workspace, states: Mapping[str, StoreState] | None = None) -> list[QueueItem]:
    """The queue oldest first, each write previewed (badges, diff) against one snapshot of the stores."""
    states = states if states is not None else ws.read_states()
    return [QueueItem(w, preview(w, states)) for w in load_queue(ws.home)]
