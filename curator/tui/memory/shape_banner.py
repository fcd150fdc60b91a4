"""ShapeBanner: says why a memory file is read-only (not in Hermes's shape) and how to fix it."""

from __future__ import annotations

from curator.core.memory.store import StoreState
from textual.widgets import Static


class ShapeBanner(Static):
    """Visible (class ``-shown``) only when the store's file has problems."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", markup=False, id=id, classes=classes)

    def show_state(self, state: StoreState) -> None:
        """Describe the file's shape problems, or hide."""
        blocking = [p for p in state.problems if p.blocking]
        notes = [p for p in state.problems if not p.blocking]
        readonly = not state.file.writable
        self.set_class(readonly or bool(notes), "-shown")
        self.set_class(readonly, "-readonly")
        if readonly:
            what = "; ".join(p.message for p in blocking)
            blocker = state.normalise_blocker
            fix = (f"Normalising cannot help ({blocker}): fix or restore it by hand, then it is read again."
                   if blocker else "Press n to normalise it (the original is kept as a .bak file).")
            self.update(f"\u26d4 Read-only: {state.path.name} is not in the shape Hermes writes ({what}). {fix}")
        elif notes:
            self.update("\u2139 " + "; ".join(p.message for p in notes))
        else:
            self.update("")
