"""Turns a typed query into a tantivy query and re-ranks the candidates (context, session, cron)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import tantivy

from curator.core.sessions.text import analyze, cjk_query_grams, cjk_runs, contains_cjk

_SHOULD, _MUST, _MUST_NOT = tantivy.Occur.Should, tantivy.Occur.Must, tantivy.Occur.MustNot


@dataclass(frozen=True)
class RankingConfig:
    """Knobs of our ranking (defaults tuned on the LoCoMo dev split, see bench/search_quality.py)."""

    content_boost: float = 1.0
    context_boost: float = 2.0
    cjk_boost: float = 1.0
    phrase_boost: float = 0.5
    candidates: int = 60
    session_weight: float = 0.5
    session_top: int = 3
    demote_factor: float = 0.5


@dataclass(frozen=True)
class ParsedQuery:
    """The query as the index sees it: stems, CJK runs (substring semantics) and raw words."""

    text: str
    terms: tuple[str, ...]
    cjk: tuple[str, ...]
    words: tuple[str, ...]

    @property
    def empty(self) -> bool:
        """Nothing the index can match."""
        return not self.terms and not self.cjk


def parse(text: str) -> ParsedQuery:
    """Analyse a typed query (stop words dropped; a query of only stop words keeps them)."""
    text = " ".join(text.split())
    non_cjk = "".join(" " if contains_cjk(ch) else ch for ch in text)
    terms = analyze(non_cjk) or analyze(non_cjk, stopwords=False)
    return ParsedQuery(text=text, terms=tuple(dict.fromkeys(terms)), cjk=tuple(cjk_runs(text)),
                       words=tuple(text.split()))


@dataclass(frozen=True)
class Filters:
    """Restrictions applied inside the index query."""

    roles: tuple[str, ...] | None
    source: str | None
    hidden_sources: tuple[str, ...]
    after: float | None
    before: float | None


def build_query(schema: tantivy.Schema, q: ParsedQuery, f: Filters, cfg: RankingConfig) -> tantivy.Query:
    """OR of the query's terms over content and context (boosted), CJK grams, plus filters."""
    should: list[tuple[tantivy.Occur, tantivy.Query]] = []
    for term in q.terms:
        should.append((_SHOULD, _boost(tantivy.Query.term_query(schema, "content", term), cfg.content_boost)))
        if cfg.context_boost > 0:
            should.append((_SHOULD, _boost(tantivy.Query.term_query(schema, "context", term), cfg.context_boost)))
    if cfg.phrase_boost > 0 and len(q.terms) > 1:
        for a, b in zip(q.terms, q.terms[1:]):
            phrase = tantivy.Query.phrase_query(schema, "content", [a, b], slop=1)
            should.append((_SHOULD, _boost(phrase, cfg.phrase_boost)))
    for run in q.cjk:
        grams = cjk_query_grams(run)
        run_q = tantivy.Query.boolean_query(
            [(_MUST, tantivy.Query.term_query(schema, "cjk", g, index_option="freq")) for g in grams])
        should.append((_SHOULD, _boost(run_q, cfg.cjk_boost)))
    clauses: list[tuple[tantivy.Occur, tantivy.Query]] = [(_MUST, tantivy.Query.boolean_query(should))]
    clauses.extend(filter_clauses(schema, f))
    return tantivy.Query.boolean_query(clauses)


def filter_clauses(schema: tantivy.Schema, f: Filters) -> list[tuple[tantivy.Occur, tantivy.Query]]:
    """Role, source and date restrictions as boolean clauses."""
    out: list[tuple[tantivy.Occur, tantivy.Query]] = []
    if f.roles:
        out.append((_MUST, tantivy.Query.term_set_query(schema, "role", list(f.roles))))
    if f.source:
        out.append((_MUST, tantivy.Query.term_query(schema, "source", f.source)))
    elif f.hidden_sources:
        out.append((_MUST_NOT, tantivy.Query.term_set_query(schema, "source", list(f.hidden_sources))))
    if f.after is not None or f.before is not None:
        out.append((_MUST, tantivy.Query.range_query(
            schema, "ts", tantivy.FieldType.Float, f.after, f.before)))
    return out


def _boost(query: tantivy.Query, boost: float) -> tantivy.Query:
    return query if boost == 1.0 else tantivy.Query.boost_query(query, boost)


def rerank(hits: Sequence[tuple[float, int, int, int]], cfg: RankingConfig) -> list[tuple[float, int]]:
    """Blend each hit's score with its session's (sum of its best hits) and demote cron; best first."""
    if not hits:
        return []
    best = hits[0][0] or 1.0
    session_scores: dict[int, list[float]] = {}
    if cfg.session_weight > 0:
        for score, _mid, sess, _d in hits:
            lst = session_scores.setdefault(sess, [])
            if len(lst) < cfg.session_top:
                lst.append(score)
    out = []
    for score, mid, sess, demote in hits:
        s = score
        if cfg.session_weight > 0:
            s += cfg.session_weight * sum(session_scores[sess]) / (best * cfg.session_top) * best
        if demote:
            s *= cfg.demote_factor
        out.append((s, mid))
    out.sort(key=lambda x: -x[0])
    return out
