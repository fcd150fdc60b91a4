"""Memory operations with Hermes semantics, as pure functions over an entry list."""

from __future__ import annotations

from curator.core.humanize import clip
from dataclasses import asdict, dataclass
from typing import Any, Sequence

from curator.core.errors import (
    AmbiguousMatchError,
    EmptyContentError,
    NoMatchError,
    OpError,
    OverLimitError,
    StaleEntryError,
    WouldEmptyStoreError,
)
from curator.core.memory.format import DELIMITER, parse, serialise, size_of

ACTIONS = ("add", "replace", "remove")
STORE_LABELS = {"memory": "Memory", "user": "User profile"}


@dataclass(frozen=True)
class Op:
    """One memory operation: add ``content``; replace the entry located by ``old_text`` with ``content``;
    remove the entry located by ``old_text``. ``matched_entry`` pins the exact entry aimed at."""

    action: str
    content: str = ""
    old_text: str = ""
    matched_entry: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the journal and JSON output."""
        return {k: v for k, v in asdict(self).items() if v not in (None, "")}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Op":
        """Inverse of to_json (also accepts ``new_text`` for content, as batch records use)."""
        return cls(
            action=str(data.get("action", "")),
            content=str(data.get("content", data.get("new_text", "")) or ""),
            old_text=str(data.get("old_text", "") or ""),
            matched_entry=data.get("matched_entry"),
        )


@dataclass(frozen=True)
class OpOutcome:
    """What applying operations did: the new entry list and per-op notes."""

    entries: list[str]
    notes: list[str]


def check_entry_text(content: str) -> str:
    """Strip and validate an entry's text; raises EmptyContentError when it cannot be an entry."""
    text = content.strip()
    if not text:
        raise EmptyContentError("The entry text is empty.")
    if "\x00" in text:
        raise EmptyContentError("The entry text contains a NUL byte.")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise EmptyContentError("The entry text is not valid Unicode (it came from bytes that are not UTF-8).") from None
    probe = ["a", text, "b"]
    if parse(serialise(probe)) != probe or parse(text) != [text]:
        raise EmptyContentError(
            "The entry text contains a line with only '\u00a7' at its start or end, which Hermes would "
            "read as an entry delimiter.")
    return text


def locate(entries: Sequence[str], old_text: str, matched_entry: str | None = None, *,
           exact_first: bool = True) -> int:
    """Index of the entry an op aims at: pinned entry, else exact match, else unique substring.

    ``exact_first=False`` is Hermes 0.19's rule (and every published release's): substring only, so an
    old_text equal to one entry and inside another is ambiguous ("Multiple entries matched").
    """
    if matched_entry is not None:
        pinned = matched_entry.strip()
        for i, entry in enumerate(entries):
            if entry == pinned:
                return i
        raise StaleEntryError(f"The entry changed since it was staged: {clip(pinned)!r} is no longer in the store.")
    needle = old_text.strip()
    if not needle:
        raise EmptyContentError("old_text is empty: say which entry to change.")
    if exact_first:
        for i, entry in enumerate(entries):
            if entry == needle:
                return i
    hits = [i for i, entry in enumerate(entries) if needle in entry]
    if not hits:
        raise NoMatchError(f"No entry matches {clip(needle)!r}.")
    if len({entries[i] for i in hits}) > 1:
        shown = "; ".join(repr(clip(entries[i], 50)) for i in hits[:4])
        raise AmbiguousMatchError(f"{clip(needle)!r} matches {len(hits)} entries: {shown}. Use more of the text.")
    return hits[0]


def over_limit_message(store: str, current: int, limit: int, added: int) -> str:
    """Hermes's wording for an add that would exceed the limit (``added``: the entry's own length)."""
    label = STORE_LABELS.get(store, "Memory")
    return (f"{label} at {current:,}/{limit:,} chars. Adding this entry ({added} chars) would exceed the "
            f"limit. Consolidate now: merge or remove entries first.")


def _over_limit(store: str, ops: Sequence[Op], before: int, after: int, limit: int) -> str:
    """The refusal in Hermes's words and numbers: the add, the replace and the batch each have their own."""
    label = STORE_LABELS.get(store, "Memory")
    if len(ops) == 1 and ops[0].action == "add":
        return over_limit_message(store, before, limit, len(ops[0].content.strip()))
    if len(ops) == 1 and ops[0].action == "replace":
        return (f"Replacement would put {label.lower()} at {after:,}/{limit:,} chars. Shorten the new content, or "
                f"remove other entries to make room.")
    return (f"After applying all {len(ops)} operations, {label.lower()} would be at {after:,}/{limit:,} chars "
            f"-- over the limit. Remove or shorten more entries in the same batch.")


def apply_ops(entries: Sequence[str], ops: Sequence[Op], limit: int | None, *, store: str = "memory",
              exact_first: bool = True, hermes_limit: bool = False) -> OpOutcome:
    """Apply ops all-or-nothing and return the new entries; raises an OpError subclass on refusal.

    The size check (skipped when ``limit`` is None) is against the final result; a result that is over the limit is refused unless it
    is no larger than what was there before (shrinking an over-full store is always allowed). A batch
    (more than one op) may not empty a non-empty store (Hermes 0.19 would apply it; the curator does not).
    ``exact_first`` / ``hermes_limit``: how a staged write is replayed under Hermes 0.19's rules
    (substring matching only; any result over the limit refused unless it is one remove).
    """
    current = list(entries)
    notes: list[str] = []
    for op in ops:
        if op.action == "add":
            text = check_entry_text(op.content)
            if text in current:
                notes.append("duplicate: already present, nothing added")
                continue
            current.append(text)
            notes.append("added")
        elif op.action == "replace":
            text = check_entry_text(op.content)
            i = locate(current, op.old_text, op.matched_entry, exact_first=exact_first)
            if current[i] == text:
                notes.append("unchanged: same text")
                continue
            if text in current:
                del current[i]
                notes.append("replaced: new text equals an existing entry, merged")
            else:
                current[i] = text
                notes.append("replaced")
        elif op.action == "remove":
            i = locate(current, op.old_text, op.matched_entry, exact_first=exact_first)
            del current[i]
            notes.append("removed")
        else:
            raise OpError(f"Unknown action {op.action!r} (expected add, replace or remove).")
    before = size_of(list(entries)) if limit is not None else 0
    after = size_of(current) if limit is not None else 0
    lone_remove = len(ops) == 1 and ops[0].action == "remove"
    if limit is not None and after > limit and (after > before or (hermes_limit and not lone_remove)):
        raise OverLimitError(_over_limit(store, ops, before, after, limit), current=before, limit=limit, after=after)
    if len(ops) > 1 and entries and not current:
        raise WouldEmptyStoreError(
            f"This batch would remove every entry of the store. Hermes 0.19 would apply it (the file becomes "
            f"empty); the curator does not empty a store in one batch: remove the entries one at a time, or "
            f"reject the write.")
    return OpOutcome(entries=current, notes=notes)


__all__ = ["ACTIONS", "DELIMITER", "Op", "OpOutcome", "apply_ops", "check_entry_text", "locate", "over_limit_message"]
