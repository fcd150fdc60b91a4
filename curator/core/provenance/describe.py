"""Plain-language origin and usage lines (UI-free), with the session titles and message numbers they name."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from curator.core.humanize import local_day
from curator.core.provenance.model import Change, Origin, Usage

#: One piece of a line: its text and whether it is a session title (the TUI sets titles in italics).
Part = tuple[str, bool]


@dataclass(frozen=True)
class SessionFacts:
    """Titles of the sessions a line names (their title, else their first user line)."""

    titles: dict[str, str]

    @classmethod
    def empty(cls) -> "SessionFacts":
        """No session store: lines name session ids instead."""
        return cls({})


def session_facts(db_path: Path | str | None, origins: Iterable[Origin]) -> SessionFacts:
    """Look up the titles of the sessions the given origins name (one read-only transaction)."""
    wanted = list(dict.fromkeys(c.session_id for o in origins for c in o.history if c.session_id))
    if db_path is None or not wanted or not Path(db_path).exists():
        return SessionFacts.empty()
    from curator.core.sessions.store import SessionStore

    with SessionStore(db_path) as store:
        meta = store.session_meta(wanted)
    return SessionFacts({sid: label for sid, (label, _source, _root) in meta.items()})


day = local_day


def _where(change: Change, facts: SessionFacts) -> list[Part]:
    title = facts.titles.get(change.session_id, change.session_id)
    parts: list[Part] = [(" in ", False), (title, True), (f", {day(change.at)}", False)]
    if change.message_id is not None:   # the message id, as the Sessions view numbers messages
        parts.append((f", message #{change.message_id}", False))
    return parts


def _step(change: Change, facts: SessionFacts) -> list[Part]:
    if change.via == "agent":
        verb = {"add": "added", "replace": "changed"}.get(change.action, change.action)
        parts = [(f"{verb} by the agent", False), *_where(change, facts)]
        if not change.confirmed:
            parts.append((" (its tool result was never stored)", False))
        return parts
    if change.via == "pending":
        if change.session_id:
            parts = [("staged by the agent", False), *_where(change, facts)]
        else:
            parts = [("staged by the agent (the staging call is not in the session store)", False)]
        if change.journal_id:
            parts.append((f"; approved in the curator {day(change.at)}", False))
        else:
            parts.append(("; approved outside the curator", False))
        return parts
    if change.via == "curator":
        verb = {"add": "added", "replace": "edited", "undo": "restored by an undo", "restore":
                "restored from the archive", "batch": "rewritten by a consolidation"}.get(change.action, "edited")
        return [(f"{verb} in the curator {day(change.at)}", False)]
    if change.via == "outside":
        return [(f"changed outside the curator (noticed {day(change.at)})", False)]
    return [(change.action, False)]


def origin_parts(origin: Origin, facts: SessionFacts) -> list[Part]:
    """One line: the change behind the current text, then where the entry first came from."""
    last, first = origin.last, origin.first
    if last is None:
        return [("origin unknown: " + (origin.note or "no memory call wrote this text"), False)]
    parts = _step(last, facts)
    if first is not None and first is not last:
        parts.append((" \u2014 first ", False))
        parts.extend(_step(first, facts))
    elif last.via == "agent" and last.action == "replace":
        parts.append((" (where the original entry came from is not in the session store)", False))
    return parts


def origin_text(origin: Origin, facts: SessionFacts) -> str:
    """:func:`origin_parts` as one plain string."""
    return "".join(text for text, _ in origin_parts(origin, facts))


def usage_text(usage: Usage | None) -> str:
    """``came up in 3 sessions since, last 2026-07-03`` (or why there is no figure); the callers say "usage:"."""
    if usage is None:
        return "unknown: no session store"
    if not usage.terms:
        return "none of its words occur in the session store"
    since = "since" if usage.since is not None else "(when it was written is unknown: all sessions)"
    if usage.sessions == 0:
        return ("not mentioned in any session since it was written" if usage.since is not None
                else "not mentioned in any recorded session")
    noun = "session" if usage.sessions == 1 else "sessions"
    return f"came up in {usage.sessions} {noun} {since}, last {day(usage.last_seen)}"


def origin_brief(origin: Origin, facts: SessionFacts) -> list[Part]:
    """The compact origin for narrow terminals: ``agent in *Redis port clash*, 2026-10-24, #37`` (the change
    behind the current text only; the earlier steps are in the wide detail and ``show --json``)."""
    last = origin.last
    if last is None:
        return [("unknown (no memory call wrote this text)", False)]
    if last.via in ("agent", "pending") and last.session_id:
        who = {"agent": "agent" if last.action == "add" else "agent, changed",
               "pending": "staged by the agent"}[last.via]
        parts: list[Part] = [(f"{who} in ", False), (facts.titles.get(last.session_id, last.session_id), True),
                             (f", {day(last.at)}", False)]
        if last.message_id is not None:
            parts.append((f", #{last.message_id}", False))
        return parts
    return _step(last, facts)



def entry_words(entry: str, terms: Iterable[str]) -> list[str]:
    """The entry's own words for index terms (``flaki`` -> ``flaky``), for lines a person reads."""
    import re

    from curator.core.sessions.text import word_stem

    words: dict[str, str] = {}
    for word in re.findall(r"\w+", entry):
        words.setdefault(word_stem(word), word.lower())
    return [words.get(term, term) for term in terms]
