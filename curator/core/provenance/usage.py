"""Usage: in how many later sessions an entry's distinctive terms came up again, and when last.

How it is computed (also shown to the user): the entry's words are analysed as the session index does
(folded, stop words dropped, stemmed); its *distinctive terms* are the ones rarest among the store's
user/assistant messages (at most six, each in at most a quarter of the messages). A session counts when
its user/assistant messages hold at least two of them (one when the entry has only one, three when it has
six) after the time the entry's current text was written; the session that wrote it does not count.
Tool output, system text and the sources Hermes hides are not read. This measures whether the subject
came up again, not how important the entry is.
"""

from __future__ import annotations

import bisect
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from curator.core.provenance.model import Usage
from curator.core.sessions.access import open_readonly, read_layout, retrying
from curator.core.sessions.model import HIDDEN_SOURCES

ProgressFn = Callable[[int, int], None]
MAX_TERMS = 6
MAX_SHARE = 0.25
_CHUNK = 20_000
METHOD = ("sessions after the entry was written whose user/assistant messages contain at least two of its "
          "distinctive terms (its rarest words in the session store, stemmed; up to six)")


@dataclass(frozen=True)
class UsageQuery:
    """One entry to measure: its text, since when, and the session that wrote it (not counted)."""

    text: str
    since: float | None = None
    written_in: str | None = None


@dataclass
class _Postings:
    """Terms of interest -> ``{session: newest timestamp}``, and in how many messages each occurs."""

    terms: frozenset[str] = frozenset()
    high_water: int = 0
    messages: int = 0
    sessions: dict[str, dict[str, float]] = field(default_factory=dict)
    df: dict[str, int] = field(default_factory=dict)
    session_last: dict[str, float] = field(default_factory=dict)
    first_ts: float | None = None
    _order: tuple[list[float], int] | None = None

    def later_sessions(self, since: float | None, written_in: str | None) -> int:
        """Sessions with a user/assistant message after *since* (all of them when None), not *written_in*."""
        if self._order is None or self._order[1] != len(self.session_last):
            self._order = (sorted(self.session_last.values()), len(self.session_last))
        stamps = self._order[0]
        n = len(stamps) if since is None else len(stamps) - bisect.bisect_right(stamps, since)
        if written_in is not None and self.session_last.get(written_in, float("-inf")) > (since or float("-inf")):
            n -= 1
        return n


_CACHE: dict[tuple[str, int, int], _Postings] = {}
_LOCK = threading.Lock()


def entry_terms(text: str) -> list[str]:
    """The candidate terms of an entry: analysed words of three or more characters, in order, unique."""
    from curator.core.sessions.text import analyze

    return list(dict.fromkeys(t for t in analyze(text) if len(t) >= 3))


def usage_for(db_path: Path | str, queries: Sequence[UsageQuery], *, progress: ProgressFn | None = None) -> list[Usage]:
    """Usage of each query's entry in the session store at *db_path* (read-only; cached per store)."""
    path = Path(db_path)
    wanted = [entry_terms(q.text) for q in queries]
    terms = frozenset(t for ts in wanted for t in ts)
    postings = _postings(path, terms, progress)
    return [_measure(q, ts, postings) for q, ts in zip(queries, wanted)]


def _measure(query: UsageQuery, terms: list[str], postings: _Postings) -> Usage:
    total = max(1, postings.messages)
    common = MAX_SHARE * total if total >= 20 else float("inf")
    present = [t for t in terms if 0 < postings.df.get(t, 0) <= common]
    distinct = sorted(present, key=lambda t: (postings.df[t], terms.index(t)))[:MAX_TERMS]
    later = postings.later_sessions(query.since, query.written_in)
    if not distinct:
        return Usage(0, None, (), query.since, later=later, span_start=postings.first_ts)
    need = 1 if len(distinct) == 1 else (3 if len(distinct) >= MAX_TERMS else 2)
    since = query.since if query.since is not None else float("-inf")
    seen: dict[str, float] = {}
    hits: dict[str, int] = {}
    for term in distinct:
        for session, ts in postings.sessions.get(term, {}).items():
            if ts > since and session != query.written_in:
                hits[session] = hits.get(session, 0) + 1
                seen[session] = max(seen.get(session, ts), ts)
    counted = sorted(s for s, n in hits.items() if n >= need)
    last = max((seen[s] for s in counted), default=None)
    return Usage(len(counted), last, tuple(distinct), query.since, tuple(counted), later=later,
                 span_start=postings.first_ts)


def _postings(path: Path, terms: frozenset[str], progress: ProgressFn | None) -> _Postings:
    try:
        st = os.stat(path)
    except OSError:
        return _Postings(terms)
    key = (str(path.resolve()), st.st_dev, st.st_ino)
    with _LOCK:
        cached = _CACHE.get(key)
    if cached is None or not terms <= cached.terms:
        cached = _Postings(terms | (cached.terms if cached else frozenset()))
    _scan(path, cached, progress)
    with _LOCK:
        _CACHE.clear()   # one store at a time: the app looks at one home
        _CACHE[key] = cached
    return cached


def _scan(path: Path, postings: _Postings, progress: ProgressFn | None) -> None:
    """Read the messages newer than the postings' high-water mark and add their terms of interest."""
    from curator.core.sessions.text import analyze, message_text

    conn = open_readonly(path)
    try:
        top = retrying(path, lambda: int(conn.execute("SELECT COALESCE(max(id), 0) FROM messages").fetchone()[0]))
        if top <= postings.high_water:
            return   # nothing written since the last scan (the warm path)
        layout = read_layout(conn, path)
        hidden = ", ".join(f"'{s}'" for s in sorted(HIDDEN_SOURCES))
        where = (f"m.id > ? AND m.role IN ('user', 'assistant') AND {layout.visible_sql} "
                 f"AND COALESCE(s.source, '') NOT IN ({hidden})")
        total = retrying(path, lambda: int(conn.execute(
            f"SELECT count(*) FROM messages m JOIN sessions s ON s.id = m.session_id WHERE {where}",
            (postings.high_water,)).fetchone()[0]))
        done = 0
        wanted = postings.terms
        while True:
            rows = retrying(path, lambda: conn.execute(
                f"SELECT m.id, m.session_id, m.timestamp, m.content FROM messages m "
                f"JOIN sessions s ON s.id = m.session_id WHERE {where} ORDER BY m.id LIMIT ?",
                (postings.high_water, _CHUNK)).fetchall())
            if not rows:
                break
            for mid, sid, ts, content in rows:
                found = wanted.intersection(analyze(message_text(content)))
                postings.messages += 1
                stamp = float(ts or 0.0)
                if stamp > postings.session_last.get(sid, float("-inf")):
                    postings.session_last[sid] = stamp
                if postings.first_ts is None or stamp < postings.first_ts:
                    postings.first_ts = stamp
                for term in found:
                    postings.df[term] = postings.df.get(term, 0) + 1
                    per = postings.sessions.setdefault(term, {})
                    if stamp > per.get(sid, float("-inf")):
                        per[sid] = stamp
                postings.high_water = int(mid)
            done += len(rows)
            if progress:
                progress(done, total)
    finally:
        conn.close()
