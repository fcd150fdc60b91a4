"""What a pending write would do to its store now: a diff model, gauges, scanner findings and badges."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from curator.core.similarity import similarity
from curator.core.errors import OpError, OverLimitError
from curator.core.home.hermes_version import TARGET, Generation
from curator.core.memory.format import STORE_FILES, format_gauge, size_of
from curator.core.memory.prompt import PromptSize, prompt_size
from curator.core.memory.ops import Op, apply_ops, check_entry_text, locate
from curator.core.pending.records import PendingWrite
from curator.core.pending.scanning import OpFinding, judge_ops, scan_ops, scanner_note

NEAR_DUPLICATE_THRESHOLD = 0.6
"""Token similarity (Dice over word sets) from which an add counts as a near-duplicate."""


def _number(index: int | None) -> int | None:
    """A 0-based position as people count it (JSON says ``number``: from 1, like the app and ``show``)."""
    return None if index is None else index + 1


@dataclass(frozen=True)
class Badge:
    """A flag on a pending write: ``kind`` is machine-readable, ``label`` carries a glyph and words."""

    kind: str
    label: str
    message: str
    severity: str = "warn"
    """``error`` (approve will be refused), ``warn`` (approve works but look first) or ``info``."""
    op_index: int | None = None
    entry: str | None = None
    """The existing entry involved (duplicate, near-duplicate, stale pin), when there is one."""
    score: float | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI."""
        out: dict[str, Any] = {"kind": self.kind, "label": self.label, "message": self.message,
                               "severity": self.severity}
        if self.op_index is not None:
            out["op_number"] = self.op_index + 1
        for key in ("entry", "score"):
            value = getattr(self, key)
            if value is not None:
                out[key] = round(value, 3) if key == "score" else value
        return out


@dataclass(frozen=True)
class OpPreview:
    """One operation of the write and what it would do on its own, in order."""

    index: int
    op: Op
    located: int | None = None
    """Index (in the entries before this op) of the entry a replace/remove aims at."""
    located_text: str | None = None
    """The text of that entry."""
    note: str = ""
    reason: str | None = None
    message: str | None = None

    @property
    def ok(self) -> bool:
        """True when the op would apply."""
        return self.reason is None

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI."""
        return {"number": self.index + 1, **self.op.to_json(), "located_number": _number(self.located),
                "located_text": self.located_text, "note": self.note,
                "ok": self.ok, "reason": self.reason, "message": self.message}


@dataclass(frozen=True)
class DiffRow:
    """One entry in the before/after view: ``same``, ``added``, ``removed`` or ``replaced``."""

    kind: str
    text: str
    before_index: int | None = None
    after_index: int | None = None
    old_text: str | None = None
    """For ``replaced``: the entry's text before."""
    op_index: int | None = None

    @property
    def changed(self) -> bool:
        """True for every row except ``same``."""
        return self.kind != "same"

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI."""
        out: dict[str, Any] = {"kind": self.kind, "text": self.text, "before_number": _number(self.before_index),
                               "after_number": _number(self.after_index), "op_number": _number(self.op_index)}
        if self.old_text is not None:
            out["old_text"] = self.old_text
        return out


@dataclass(frozen=True)
class Preview:
    """A pending write replayed against the current store without writing anything."""

    write: PendingWrite
    target: str
    limit: int
    before: tuple[str, ...]
    after: tuple[str, ...]
    rows: tuple[DiffRow, ...]
    ops: tuple[OpPreview, ...]
    findings: tuple[OpFinding, ...]
    badges: tuple[Badge, ...]
    refusal: tuple[str, str] | None = None
    """(reason, message) when approving now would be refused; None when it would apply."""
    notes: tuple[str, ...] = field(default_factory=tuple)
    judgement: tuple[OpFinding, ...] = field(default_factory=tuple)
    """The learned layer's findings and hygiene notes: for the reviewer, never a refusal."""
    rules: Generation = TARGET
    """The Hermes whose prompt the gauges describe (the one that wrote the home)."""
    scanner_note: str | None = None
    """Why :attr:`judgement` comes from the rules alone (the scanner's model did not load), else None."""

    @property
    def would_apply(self) -> bool:
        """True when approve would succeed against the store as it is now."""
        return self.refusal is None

    @property
    def changed_before(self) -> tuple[int, ...]:
        """Indices in ``before`` of entries removed or replaced."""
        return tuple(r.before_index for r in self.rows if r.kind in ("removed", "replaced") and r.before_index is not None)

    @property
    def changed_after(self) -> tuple[int, ...]:
        """Indices in ``after`` of entries added or replaced."""
        return tuple(r.after_index for r in self.rows if r.kind in ("added", "replaced") and r.after_index is not None)

    @property
    def chars_before(self) -> int:
        """Size of the store now."""
        return size_of(self.before)

    @property
    def chars_after(self) -> int:
        """Size of the store after the write (what it would be, even when over the limit)."""
        return size_of(self.after)

    @property
    def gauge_before(self) -> str:
        """Hermes's gauge text now."""
        return format_gauge(self.chars_before, self.limit)

    @property
    def gauge_after(self) -> str:
        """Hermes's gauge text after the write."""
        return format_gauge(self.chars_after, self.limit)

    def prompt(self, *, after: bool = True) -> PromptSize:
        """The prompt block Hermes builds from the store after (or before) the write: an entry it blocks
        counts as its ``[BLOCKED: ...]`` placeholder, as in the header gauge ``status`` and the app show."""
        return prompt_size(self.after if after else self.before, STORE_FILES.get(self.target, self.target), self.rules)

    def prompt_gauges(self) -> tuple[str, str]:
        """The prompt-header gauge before and after the write (the on-disk ones when nothing is blocked)."""
        return (format_gauge(self.prompt(after=False).chars, self.limit), format_gauge(self.prompt().chars, self.limit))

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI."""
        return {
            "write": self.write.to_json(), "target": self.target, "limit": self.limit,
            "before": list(self.before), "after": list(self.after), "rows": [r.to_json() for r in self.rows],
            "changed_before_numbers": [i + 1 for i in self.changed_before],
            "changed_after_numbers": [i + 1 for i in self.changed_after],
            "chars_before": self.chars_before, "chars_after": self.chars_after,
            "gauge_before": self.gauge_before, "gauge_after": self.gauge_after,
            **dict(zip(("prompt_gauge_before", "prompt_gauge_after"), self.prompt_gauges())),
            "ops": [o.to_json() for o in self.ops], "findings": [f.to_json() for f in self.findings],
            "judgement": [f.to_json() for f in self.judgement], "scanner_note": self.scanner_note,
            "badges": [b.to_json() for b in self.badges], "would_apply": self.would_apply,
            "refusal": {"reason": self.refusal[0], "message": self.refusal[1]} if self.refusal else None,
            "notes": list(self.notes),
        }


@dataclass
class _Trace:
    """Entries after each op, where each came from (before index or None) and which op touched it."""

    working: list[str]
    origin: list[int | None]
    touched: list[int | None]
    removed_by: dict[int, int]
    previews: list[OpPreview]


def _simulate(entries: list[str], ops: Sequence[Op], target: str) -> _Trace:
    """Apply ops one by one (skipping refused ones), tracking where every entry came from."""
    working = list(entries)
    removed_by: dict[int, int] = {}
    origin: list[int | None] = list(range(len(entries)))
    touched: list[int | None] = [None] * len(entries)
    previews: list[OpPreview] = []
    present = set(working)
    for i, op in enumerate(ops):
        located: int | None = None
        if op.action == "add":  # in place, O(1): a 10k-add batch must not copy the list 10k times
            try:
                text = check_entry_text(op.content)
            except OpError as exc:
                previews.append(OpPreview(i, op, None, None, reason=exc.reason, message=exc.message))
                continue
            if text in present:
                previews.append(OpPreview(i, op, None, None, note="duplicate: already present, nothing added"))
                continue
            working.append(text)
            present.add(text)
            origin.append(None)
            touched.append(i)
            previews.append(OpPreview(i, op, None, None, note="added"))
            continue
        try:
            if op.action in ("replace", "remove"):
                located = locate(working, op.old_text, op.matched_entry)
            outcome = apply_ops(working, [op], None, store=target)  # no size check per op: O(n) each, O(n²) a batch
        except OpError as exc:
            previews.append(OpPreview(i, op, located, working[located] if located is not None else None,
                                      reason=exc.reason, message=exc.message))
            continue
        new = outcome.entries
        aimed = working[located] if located is not None else None
        if op.action == "add" and len(new) > len(working):
            origin.append(None)
            touched.append(i)
        elif op.action == "replace" and located is not None:
            if len(new) < len(working):  # new text equals another entry: merged away
                if origin[located] is not None:
                    removed_by[origin[located]] = i
                del origin[located]
                del touched[located]
            elif new[located] != working[located]:
                touched[located] = i
        elif op.action == "remove" and located is not None:
            if origin[located] is not None:
                removed_by[origin[located]] = i
            del origin[located]
            del touched[located]
        working = new
        present = set(working)
        previews.append(OpPreview(i, op, located, aimed, note=outcome.notes[0] if outcome.notes else ""))
    return _Trace(working, origin, touched, removed_by, previews)


def _rows(before: Sequence[str], trace: _Trace) -> list[DiffRow]:
    after, origin, touched = trace.working, trace.origin, trace.touched
    where = {o: j for j, o in enumerate(origin) if o is not None}
    rows: list[DiffRow] = []
    for i, text in enumerate(before):
        j = where.get(i)
        if j is None:
            rows.append(DiffRow("removed", text, before_index=i, op_index=trace.removed_by.get(i)))
        elif after[j] != text:
            rows.append(DiffRow("replaced", after[j], i, j, old_text=text, op_index=touched[j]))
        else:
            rows.append(DiffRow("same", text, i, j))
    for j, o in enumerate(origin):
        if o is None:
            rows.append(DiffRow("added", after[j], after_index=j, op_index=touched[j]))
    return rows


def _dup_badges(write: PendingWrite, entries: Sequence[str], previews: Sequence[OpPreview]) -> list[Badge]:
    badges: list[Badge] = []
    # Entries this write itself replaces or removes are going away: likeness to them is not "already known".
    leaving = {q.located_text for q in previews if q.op.action in ("replace", "remove") and q.located_text}
    for p in previews:
        op = p.op
        if op.action not in ("add", "replace") or not p.ok:
            continue  # a refused op already has its badge; likeness to other entries is noise then
        text = op.content.strip()
        others = [e for e in entries if e not in leaving]
        if text in others:
            badges.append(Badge("duplicate", "= duplicate", "This exact text is already an entry; approving "
                                "adds nothing." if op.action == "add" else "The new text equals another "
                                "entry; approving merges the two.", "warn", p.index, entry=text))
            continue
        best, score = None, 0.0
        for e in others:
            s = similarity(text, e)
            if s > score:
                best, score = e, s
        if best is not None and score >= NEAR_DUPLICATE_THRESHOLD:
            badges.append(Badge("near_duplicate", "\u2248 near-duplicate",
                                f"Very like an existing entry ({round(score * 100)}% of words shared): you "
                                f"may already know this.", "warn", p.index, entry=best, score=score))
    return badges


_REFUSAL_LABELS = {
    "stale": ("\u2717 stale", "error"), "ambiguous": ("? ambiguous", "error"), "no_match": ("\u2717 no match", "error"),
    "empty": ("\u2717 empty", "error"), "would_empty": ("\u2717 would empty store", "error"),
}


def preview(write: PendingWrite, stores: Mapping[str, Any]) -> Preview:
    """Replay ``write`` against ``stores`` (name -> MemoryStore or StoreState) and describe the result."""
    store = stores.get(write.target) if write.target in stores else None
    state = store.read() if hasattr(store, "read") else store
    entries: list[str] = state.entries if state is not None else []
    limit: int = state.limit if state is not None else 0
    if write.malformed or state is None:
        msg = write.error or f"no store {write.target!r}"
        badge = Badge("malformed", "\u2717 malformed", msg, "error")
        return Preview(write, write.target, limit, tuple(entries), tuple(entries),
                       tuple(DiffRow("same", e, i, i) for i, e in enumerate(entries)), (), (), (badge,),
                       refusal=("malformed", msg))
    ops = list(write.ops)
    trace = _simulate(entries, ops, write.target)
    after, previews = trace.working, trace.previews
    rows = _rows(entries, trace)
    findings = scan_ops(ops)
    badges: list[Badge] = []
    notes: list[str] = []
    refusal: tuple[str, str] | None = None
    if findings:
        first = findings[0]
        text = "; ".join(f"{f.id} ({f.reason})" for f in findings)
        badges.append(Badge("scanner", "\u26a0 scanner", f"Hermes would block this text: {text}.", "error",
                            first.op_index))
        refusal = ("scanner", f"Hermes would block this text: {first.id} ({first.reason}).")
    # Same order as the write path: scanner, then the file's shape, then the operations.
    problems = [p for p in getattr(state, "problems", ()) if p.blocking]
    if problems:
        msg = f"{state.path} is not in the shape Hermes writes ({'; '.join(p.message for p in problems)})."
        badges.append(Badge("not_tool_shaped", "\u2717 file not tool-shaped", msg, "error"))
        refusal = refusal or ("not_tool_shaped", msg)
    for p in previews:
        if not p.ok:
            label, severity = _REFUSAL_LABELS.get(p.reason or "", ("\u2717 refused", "error"))
            badges.append(Badge(p.reason or "refused", label, p.message or "", severity, p.index,
                                entry=p.op.matched_entry if p.reason == "stale" else None))
            refusal = refusal or (p.reason or "refused", p.message or "")
    combined = _combined_refusal(entries, ops, limit, write.target)
    if combined is None and refusal is not None and size_of(after) > max(limit, size_of(entries)):
        combined = Badge("over_limit", "\u25b2 over limit", f"The store would be at "
                         f"{format_gauge(size_of(after), limit)}.", "error")
    if combined is not None:
        badges.append(combined)
        refusal = refusal or (combined.kind, combined.message)
    badges.extend(_dup_badges(write, entries, previews))
    if not write.pinned:
        badges.append(Badge("unpinned", "\u00b7 unpinned", "Older record without matched_entry: replace/remove "
                            "locate their entry by old_text now (newer Hermes builds refuse these).", "info"))
    if not getattr(state, "enabled", True):
        badges.append(Badge("store_disabled", "\u00b7 store off", f"Hermes does not load the {write.target} store "
                            f"(disabled in config.yaml); an approved write lands on disk but is not shown to the "
                            f"model.", "info"))
    judged = judge_ops(ops)
    threats = [f for f in judged if f.kind != "hygiene"]
    if threats and not findings:
        text = "; ".join(f"{f.category} ({f.confidence:.0%})" for f in threats)
        badges.append(Badge("judgement", "\u26a0 judgement", f"The curator's judgement: reads like {text}; "
                            f"Hermes would accept it.", "warn", threats[0].op_index))
    return Preview(write, write.target, limit, tuple(entries), tuple(after), tuple(rows), tuple(previews),
                   findings, tuple(badges), refusal, tuple(notes), judged, getattr(state, "rules", TARGET),
                   scanner_note(ops))


def _combined_refusal(entries: list[str], ops: Sequence[Op], limit: int, target: str) -> Badge | None:
    """The refusal of the whole write (limit checked on the final size; a batch may not empty a store)."""
    try:
        apply_ops(entries, ops, limit, store=target)
    except OverLimitError as exc:
        return Badge("over_limit", "\u25b2 over limit",
                     f"{exc.message} (would be {format_gauge(exc.after, limit)}).", "error")
    except OpError as exc:
        if exc.reason in ("stale", "ambiguous", "no_match", "empty"):
            return None  # already reported per operation
        label, severity = _REFUSAL_LABELS.get(exc.reason, ("\u2717 refused", "error"))
        return Badge(exc.reason, label, exc.message, severity)
    return None


def badges_for(write: PendingWrite, stores: Mapping[str, Any]) -> tuple[Badge, ...]:
    """Just the badges of a write (computes the full preview)."""
    return preview(write, stores).badges
