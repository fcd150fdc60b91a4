"""FTS5 query syntax users already know (``roll*``, ``"quoted phrase"``, ``a OR b``) on top of our ranking."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from curator.core.sessions.hermes_path import RawHit, sanitize

_PREFIX = re.compile(r"\w\*(?=\s|$)")
_OPERATOR = re.compile(r"(?:^|\s)(?:OR|NOT|AND)(?=\s)")
_PHRASE = re.compile(r'"[^"]+"')
_MATCH_CAP = 400


def has_syntax(query: str) -> bool:
    """True when the query uses FTS5 syntax: a balanced quoted phrase, a ``word*`` prefix or OR/AND/NOT."""
    return bool(_PHRASE.search(query) or _PREFIX.search(query) or _OPERATOR.search(" " + query + " "))


def plain_words(query: str) -> str:
    """The query's words without the syntax (for the curator's ranking of the matching messages)."""
    text = _OPERATOR.sub(" ", " " + query + " ").replace('"', " ").replace("*", " ")
    return " ".join(text.split())


def syntax_hits(engine: Any, query: str, limit: int, roles: tuple[str, ...] | None, source: str | None,
                hidden: tuple[str, ...], lo: float | None, hi: float | None) -> list[RawHit] | None:
    """The messages Hermes's FTS5 index matches for `query` (its syntax kept), ordered by the curator's ranking
    of their words, FTS5's rank breaking ties; None when the store's FTS5 table cannot answer.

    ``engine`` is the :class:`~curator.core.sessions.engine.SearchEngine` asking (its index and Hermes path).
    """
    from curator.core.sessions.hermes_path import _Unusable
    from curator.core.sessions.ranking import Filters, build_query, parse, rerank

    where, params = engine.hermes._filters(roles, source, hidden, lo, hi)
    try:
        matched = engine.hermes._match("messages_fts", sanitize(query), where, params, _MATCH_CAP)
    except _Unusable:
        return None
    if not matched:
        return []
    scores: dict[int, float] = {}
    words = parse(plain_words(query))
    if engine._index is not None and not words.empty:
        filters = Filters(roles, source, hidden, lo, hi)
        index = engine._index
        query_ = build_query(index.schema, words, filters, engine.ranking)
        cands = index.search(query_, 4 * _MATCH_CAP, details=False)
        scores = {mid: s for s, mid in rerank(cands, engine.ranking)}
    order = sorted(range(len(matched)), key=lambda i: (-scores.get(matched[i].message_id, 0.0), i))
    return [dataclasses.replace(matched[i], score=scores.get(matched[i].message_id, matched[i].score))
            for i in order][:limit]
