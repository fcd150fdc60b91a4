"""Settling a write whose writer died between its journal intent and its commit: decided from the file itself."""

from __future__ import annotations

from typing import Sequence

from curator.core.journal.log import Journal, JournalRecord, sha_bytes


def decide(intent: JournalRecord, digest: str, entries: Sequence[str]) -> bool:
    """True when the intent's write is in the file (``digest`` of its bytes, its parsed ``entries``), else False.

    Exact bytes first (the file is what the writer wrote, or what it replaced); when someone wrote the file
    since, its entries: the intent's result, or its starting point; failing both, whether the entries the
    write added are there and the ones it removed are gone.
    """
    if intent.after_sha and digest == intent.after_sha:
        return True
    if intent.before_sha and digest == intent.before_sha:
        return False
    current = list(entries)
    if current == list(intent.after):
        return True
    if current == list(intent.before):
        return False
    added, removed = intent.added, intent.removed
    if not added and not removed:
        return False
    return all(e in current for e in added) and not any(e in current for e in removed)


def settle(journal: Journal, store: str, raw: bytes, entries: Sequence[str], *, source: str = "") -> list[str]:
    """Commit or abort every open intent of ``store`` (the caller holds the store's lock); returns notes.

    Newest first: the newest is judged against the file, each older one against the state the newer one
    started from when that one landed, so a chain of interrupted writes is untangled in order.
    """
    notes: list[str] = []
    digest, current = sha_bytes(raw), list(entries)
    for intent in journal.open_intents(store):
        landed = decide(intent, digest, current)
        journal.mark(intent, "commit" if landed else "abort", source=source,
                     reason="settled from the file after an interrupted write")
        notes.append(f"{'committed' if landed else 'aborted'} interrupted write {intent.id} ({intent.operation})")
        if landed:
            digest, current = intent.before_sha, list(intent.before)
    return notes
