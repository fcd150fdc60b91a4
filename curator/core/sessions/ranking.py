"""Turns a typed query into a tantivy query and re-ranks the candidates (context, session, cron)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import tantivy

from curator.core.sessions.index import DEFAULT_FIELD, EXTRA_FIELD, Candidate, code
from curator.core.sessions.model import DEFAULT_ROLES, HIDDEN_SOURCES
from curator.core.sessions.text import analyze, cjk_query_grams, cjk_runs, contains_cjk

_SHOULD, _MUST, _MUST_NOT = tantivy.Occur.Should, tantivy.Occur.Must, tantivy.Occur.MustNot


@dataclass(frozen=True)
class RankingConfig:
    """Knobs of our ranking (defaults tuned on the LoCoMo dev split, see bench/search_quality.py)."""

    phrase_boost: float = 0.5       # a query's adjacent words adjacent in the message
    cjk_boost: float = 1.0
    candidates: int = 60            # hits taken from the index for reranking and filtering
    session_weight: float = 0.5     # share of the session's best hits added to each hit
    session_top: int = 3
    demote_factor: float = 0.5      # cron sessions


@dataclass(frozen=True)
class ParsedQuery:
    """The query as the index sees it: stems and CJK runs (substring semantics)."""

    text: str
    terms: tuple[str, ...]
    cjk: tuple[str, ...]
    only_common: bool = False    # every word is a stop word (not in the index)

    @property
    def empty(self) -> bool:
        """Nothing the index can match."""
        return not self.terms and not self.cjk


def parse(text: str) -> ParsedQuery:
    """Analyse a typed query (stop words dropped: they are not indexed)."""
    text = " ".join(text.split())
    non_cjk = "".join(" " if contains_cjk(ch) else ch for ch in text) if contains_cjk(text) else text
    terms = analyze(non_cjk)
    only_common = not terms and bool(analyze(non_cjk, stopwords=False))
    return ParsedQuery(text=text, terms=tuple(dict.fromkeys(terms)), cjk=tuple(cjk_runs(text)),
                       only_common=only_common and not cjk_runs(text))


@dataclass(frozen=True)
class Filters:
    """What the caller restricts results to (``roles=None``: every role)."""

    roles: tuple[str, ...] | None
    source: str | None
    hidden_sources: tuple[str, ...]
    after: float | None
    before: float | None

    @property
    def needs_extra_fields(self) -> bool:
        """True when tool/system turns or hidden sources may match (they live in the ``*_x`` fields)."""
        if self.roles is None or any(r not in DEFAULT_ROLES for r in self.roles):
            return True
        if self.source:
            return self.source in HIDDEN_SOURCES
        return not HIDDEN_SOURCES <= set(self.hidden_sources)   # a source kept in the extra fields is shown

    @property
    def restrictive(self) -> bool:
        """False when the default fields hold exactly what may match (no per-candidate check needed)."""
        plain = self.roles is not None and set(self.roles) == set(DEFAULT_ROLES) and not self.source \
            and self.after is None and self.before is None and not self.needs_extra_fields
        return not plain

    def accepts(self, c: Candidate) -> bool:
        """Does this candidate pass the filters? (role, source, hidden sources, dates via fast fields)"""
        if self.roles is not None and c.role not in _codes(self.roles):
            return False
        if self.source and c.source != code(self.source):
            return False
        if not self.source and self.hidden_sources and c.source in _codes(self.hidden_sources):
            return False
        if self.after is not None and c.ts < self.after:
            return False
        return not (self.before is not None and c.ts > self.before)


def _codes(values: tuple[str, ...]) -> frozenset[int]:
    return frozenset(code(v) for v in values)


def build_query(schema: tantivy.Schema, q: ParsedQuery, f: Filters, cfg: RankingConfig, *,
                exact_filters: bool = False) -> tantivy.Query:
    """OR of the query's terms over the text field, CJK grams, and a bonus for adjacent word pairs.

    Filters are checked on the candidates afterwards (fast); ``exact_filters`` puts them in the query
    instead, for a selective filter whose matches would not make it into the unfiltered top-k.
    """
    fields = [DEFAULT_FIELD] + ([EXTRA_FIELD] if f.needs_extra_fields else [])
    should: list[tuple[tantivy.Occur, tantivy.Query]] = []
    for term in q.terms:
        for name in fields:
            should.append((_SHOULD, tantivy.Query.term_query(schema, name, term, index_option="freq")))
    if cfg.phrase_boost > 0 and len(q.terms) > 1:
        for a, b in zip(q.terms, q.terms[1:]):
            pair = tantivy.Query.term_query(schema, "pairs", f"{a}_{b}", index_option="basic")
            should.append((_SHOULD, _boost(pair, cfg.phrase_boost)))
    for run in q.cjk:
        grams = cjk_query_grams(run)
        run_q = tantivy.Query.boolean_query(
            [(_MUST, tantivy.Query.term_query(schema, "cjk", g, index_option="freq")) for g in grams])
        should.append((_SHOULD, _boost(run_q, cfg.cjk_boost)))
    main = tantivy.Query.boolean_query(should)
    if not exact_filters:
        return main
    return tantivy.Query.boolean_query([(_MUST, main), *filter_clauses(schema, f)])


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


def rerank(hits: Sequence[Candidate], cfg: RankingConfig) -> list[tuple[float, int]]:
    """Add a share of each hit's session score (its best hits) and demote cron; best first."""
    if not hits:
        return []
    best = max(h.score for h in hits) or 1.0
    top = max(1, cfg.session_top)
    session_scores: dict[int, list[float]] = {}
    if cfg.session_weight > 0:
        for h in hits:
            lst = session_scores.setdefault(h.sess, [])
            if len(lst) < top:
                lst.append(h.score)
    out = []
    for h in hits:
        s = h.score
        if cfg.session_weight > 0:
            s += cfg.session_weight * sum(session_scores[h.sess]) / top
        if h.demote:
            s *= cfg.demote_factor
        out.append((s, h.mid))
    out.sort(key=lambda x: -x[0])
    return out
