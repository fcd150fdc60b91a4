"""A faithful re-implementation of Hermes's own session search (hermes-compat §6), read-only."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass

from curator.core.sessions.model import DEMOTED_SOURCES
from curator.core.sessions.store import SessionStore
from curator.core.sessions.text import contains_cjk, is_cjk_char, make_snippet, message_text

MAX_QUERY_CHARS = 2048
_SPECIAL_RE = re.compile(r"[+{}():\"^@/#&|~\[\]<>,;!?$=\\']")
_QUOTED_RE = re.compile(r'"[^"]*"')
_OPERATORS = frozenset({"AND", "OR", "NOT"})
_LIKE_TOKEN_RE = re.compile(r'"[^"]+"|\S+')
_DEMOTE_SCAN = 3   # fetch this many times the limit so cron rows can be pushed below interactive ones


def sanitize(query: str) -> str:
    """Make typed text safe for FTS5 MATCH the way Hermes does (quoted phrases kept, specials dropped)."""
    query = query[:MAX_QUERY_CHARS]
    held: list[str] = []

    def _hold(m: re.Match[str]) -> str:
        held.append(m.group(0))
        return f"\x00Q{len(held) - 1}\x00"

    text = _QUOTED_RE.sub(_hold, query).replace('"', " ")
    text = _SPECIAL_RE.sub(" ", text)
    if "%" in text and not contains_cjk(text):
        text = text.replace("%", " ")
    text = re.sub(r"\*+", "*", text)
    text = re.sub(r"(^|\s)\*", r"\1", text)
    text = re.sub(r"(?i)^(AND|OR|NOT)\b\s*", "", text.strip())
    text = re.sub(r"(?i)\s+(AND|OR|NOT)\s*$", "", text.strip())
    text = re.sub(r"\b(\w+(?:[._-]\w+)+)\b", r'"\1"', text)
    for i, quoted in enumerate(held):
        text = text.replace(f"\x00Q{i}\x00", quoted)
    return text.strip()


def _tokens(query: str) -> list[str]:
    return [t for t in query.split() if t.upper() not in _OPERATORS]


def _quote_tokens(query: str) -> str:
    return " ".join(t if t.upper() in _OPERATORS else '"' + t.replace('"', '""') + '"' for t in query.split())


def _or_query(query: str) -> str:
    return " OR ".join('"' + t.strip('"').replace('"', '""') + '"' for t in _tokens(query) if t.strip('"'))


def _cjk_count(text: str) -> int:
    return sum(1 for ch in text if is_cjk_char(ch))


@dataclass(frozen=True)
class RawHit:
    """One row found by the Hermes path, before metadata is attached."""

    message_id: int
    session_id: str
    role: str
    snippet: str
    timestamp: float | None
    source: str
    score: float
    compacted: bool
    match_terms: tuple[str, ...] = ()


@dataclass(frozen=True)
class HermesOutcome:
    """Rows plus which route answered (``hermes_fts`` or ``like``) and why a slower route was taken."""

    hits: list[RawHit]
    used: str
    reason: str | None = None


class _Unusable(Exception):
    """The FTS table cannot be queried (unknown tokenizer, corrupt, missing)."""


class HermesSearch:
    """Hermes's search pipeline over a SessionStore (message-level results, best first).

    Sanitise the query, run it as an implicit-AND FTS5 MATCH ranked by bm25, fall back to the trigram
    table when every word has 3+ characters, and finally retry matching any word (OR). CJK queries go
    to the trigram table (3+ CJK characters per word) or a LIKE scan; a store whose FTS is stale or
    missing is searched with LIKE. Snippets mark matches with ``>>>`` and ``<<<``. Cron rows rank last.
    """

    def __init__(self, store: SessionStore) -> None:
        self.store = store

    def search(self, query: str, limit: int = 10, roles: tuple[str, ...] | None = ("user", "assistant"),
               source: str | None = None, hidden_sources: tuple[str, ...] = (), after: float | None = None,
               before: float | None = None) -> HermesOutcome:
        """Run the pipeline; never raises for FTS trouble (falls back to LIKE and says why)."""
        lay = self.store.layout
        q = sanitize(query or "")
        if not q:
            return HermesOutcome([], "hermes_fts")
        where, params = self._filters(roles, source, hidden_sources, after, before)
        if lay.fts_stale:
            return HermesOutcome(self._like(q, where, params, limit, any_word=False), "like",
                                 "Hermes marked its search index stale (fts_stale); scanning messages with LIKE")
        if not lay.has_fts:
            return HermesOutcome(self._like(q, where, params, limit, any_word=False), "like",
                                 "this store has no Hermes search index (messages_fts); scanning with LIKE")
        if roles and "tool" in roles:
            return HermesOutcome(self._like(q, where, params, limit, any_word=False), "like")
        fetch = limit * _DEMOTE_SCAN
        try:
            if contains_cjk(q):
                raw = q.strip('"').strip()
                toks = _tokens(raw)
                if lay.has_trigram and toks and all(_cjk_count(t) >= 3 for t in toks if contains_cjk(t)):
                    rows = self._match("messages_fts_trigram", _quote_tokens(raw), where, params, fetch)
                    return HermesOutcome(_demote(rows)[:limit], "hermes_fts")
                return HermesOutcome(self._like(raw, where, params, limit, any_word=True), "like")
            rows = self._match("messages_fts", q, where, params, fetch)
            if not rows and lay.has_trigram and all(len(t.strip('"')) >= 3 for t in _tokens(q)):
                rows = self._match("messages_fts_trigram", _quote_tokens(q.strip('"').strip()), where, params, fetch)
            if not rows and len(_tokens(q)) > 1:
                rows = self._match("messages_fts", _or_query(q), where, params, fetch)
        except _Unusable as exc:
            return HermesOutcome(self._like(q, where, params, limit, any_word=False), "like",
                                 f"Hermes's search index cannot be used ({exc}); scanning with LIKE")
        return HermesOutcome(_demote(rows)[:limit], "hermes_fts")

    def substring(self, query: str, limit: int = 10, roles: tuple[str, ...] | None = ("user", "assistant"),
                  source: str | None = None, hidden_sources: tuple[str, ...] = (), after: float | None = None,
                  before: float | None = None) -> HermesOutcome:
        """Every word as a substring (inside longer words too), newest first: trigram table, else LIKE.

        Used when no whole word of the query is in the curator's index (typos, fragments). Words shorter
        than 3 characters are not looked up this way (a scan of every message for "re" helps nobody).
        Snippets are cut around the substrings rather than FTS5's trigram tokens.
        """
        lay = self.store.layout
        terms = [t for t in _SPECIAL_RE.sub(" ", query.replace('"', " ")).split() if t.upper() not in _OPERATORS]
        if not terms or any(len(t) < 3 for t in terms):
            return HermesOutcome([], "like")
        where, params = self._filters(roles, source, hidden_sources, after, before)
        tool_rows = bool(roles) and "tool" in roles  # type: ignore[operator]
        if lay.has_trigram and not lay.fts_stale and not tool_rows:
            match = " ".join('"' + t.replace('"', '""') + '"' for t in terms)
            try:
                rows = self._match("messages_fts_trigram", match, where, params, limit * _DEMOTE_SCAN,
                                   with_content=True, newest_first=True)
                return HermesOutcome([self._resnippet(r, terms) for r in _demote(rows)[:limit]], "hermes_fts")
            except _Unusable:
                pass
        return HermesOutcome(self._like(" ".join(terms), where, params, limit, any_word=False,
                                        newest_first_by_id=True), "like",
                             "no whole-word match; scanned messages for the text (slower)")

    @staticmethod
    def _resnippet(hit: RawHit, terms: list[str]) -> RawHit:
        snippet, matched = make_snippet(hit.snippet, set(), tuple(terms))
        return RawHit(hit.message_id, hit.session_id, hit.role, snippet, hit.timestamp, hit.source, hit.score,
                      hit.compacted, matched)

    def _filters(self, roles, source, hidden_sources, after, before):  # type: ignore[no-untyped-def]
        where = [self.store.layout.visible_sql]
        params: list = []
        if roles:
            where.append(f"m.role IN ({', '.join('?' for _ in roles)})")
            params.extend(roles)
        if source:
            where.append("s.source = ?")
            params.append(source)
        elif hidden_sources:
            where.append(f"s.source NOT IN ({', '.join('?' for _ in hidden_sources)})")
            params.extend(hidden_sources)
        if after is not None:
            where.append("m.timestamp >= ?")
            params.append(float(after))
        if before is not None:
            where.append("m.timestamp <= ?")
            params.append(float(before))
        return where, params

    def _match(self, table: str, match: str, where: list[str], params: list, limit: int, *,
               with_content: bool = False, newest_first: bool = False) -> list[RawHit]:
        """One MATCH; ``RawHit.snippet`` is FTS5's snippet, or the whole content with ``with_content``."""
        lay = self.store.layout
        text = "m.content" if with_content else f"snippet({table}, -1, '>>>', '<<<', '...', 40)"
        sql = (f"SELECT m.id, m.session_id, m.role, {text}, m.timestamp, "
               f"s.source, {table}.rank, {lay.compacted_sql} FROM {table} JOIN messages m ON m.id = {table}.rowid "
               f"JOIN sessions s ON s.id = m.session_id WHERE {table} MATCH ? AND {' AND '.join(where)} "
               + ("ORDER BY m.id DESC LIMIT ?" if newest_first else "ORDER BY rank LIMIT ?"))

        def _run(conn: sqlite3.Connection):  # type: ignore[no-untyped-def]
            try:
                return conn.execute(sql, (match, *params, limit)).fetchall()
            except sqlite3.OperationalError as exc:
                text = str(exc).lower()
                if "fts5: syntax error" in text or "unterminated string" in text or "no such column" in text:
                    return []   # Hermes answers nothing when its sanitiser lets a syntax error through
                if "locked" in text or "busy" in text or "disk i/o" in text:
                    raise
                return _Unusable(f"{table}: {exc}")
            except sqlite3.DatabaseError as exc:
                if "not a database" in str(exc).lower():
                    raise
                return _Unusable(f"{table}: {exc}")

        rows = self.store.run(_run)
        if isinstance(rows, _Unusable):
            raise rows
        return [RawHit(int(r[0]), r[1], r[2] or "", message_text(r[3]) if with_content else (r[3] or ""), r[4],
                       r[5] or "", -float(r[6] or 0.0), bool(r[7])) for r in rows]

    def _like(self, query: str, where: list[str], params: list, limit: int, *, any_word: bool,
              newest_first_by_id: bool = False) -> list[RawHit]:
        """Hermes's canonical-table scan: every word (or, for CJK, any word) as a substring; newest first."""
        terms = [t.strip('"').strip("*").strip() for t in _LIKE_TOKEN_RE.findall(query)]
        terms = [t for t in terms if t and t.upper() not in _OPERATORS | {"NEAR"}]
        if not terms:
            return []
        lay = self.store.layout
        cols = ["COALESCE(m.content, '')"]
        if "tool_name" in lay.message_columns:
            cols.append("COALESCE(m.tool_name, '')")
        if "tool_calls" in lay.message_columns:
            cols.append("COALESCE(m.tool_calls, '')")
        one = "(" + " OR ".join(f"{c} LIKE ? ESCAPE '\\'" for c in cols) + ")"
        joiner = " OR " if any_word else " AND "
        clause = "(" + joiner.join([one] * len(terms)) + ")"
        like_params = [p for t in terms for p in [f"%{_escape_like(t)}%"] * len(cols)]
        sql = (f"SELECT m.id, m.session_id, m.role, m.content, m.timestamp, s.source, {lay.compacted_sql} "
               f"FROM messages m JOIN sessions s ON s.id = m.session_id WHERE {clause} AND {' AND '.join(where)} "
               + ("ORDER BY m.id DESC LIMIT ?" if newest_first_by_id
                  else "ORDER BY m.timestamp DESC, m.id DESC LIMIT ?"))
        rows = self.store.run(lambda c: c.execute(sql, (*like_params, *params, limit)).fetchall())
        out = []
        for r in rows:
            snippet, matched = make_snippet(message_text(r[3]), set(), tuple(terms))
            out.append(RawHit(int(r[0]), r[1], r[2] or "", snippet, r[4], r[5] or "", 0.0, bool(r[6]), matched))
        return out


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _demote(rows: list[RawHit]) -> list[RawHit]:
    """Stable sort: cron (automation) rows after interactive ones, bm25 order kept within each class."""
    return sorted(rows, key=lambda r: 1 if r.source in DEMOTED_SOURCES else 0)
