"""SearchEngine: one facade over the curator index, Hermes's own FTS path and a LIKE scan."""

from __future__ import annotations

import fcntl
import os
import re
import sqlite3
import threading
import time
from contextlib import contextmanager
from datetime import date, datetime
from pathlib import Path
from typing import Callable, Iterator

from curator.core import paths
from curator.core.sessions.access import DEFAULT_BUSY_TIMEOUT
from curator.core.sessions.hermes_path import HermesSearch, RawHit
from curator.core.sessions.index import IndexBusyError, MessageIndex, store_key
from curator.core.sessions.indexer import Indexer
from curator.core.sessions.model import (
    DEFAULT_ROLES, IndexProgress, SearchHit, SearchResult,
)
from curator.core.sessions.ranking import Filters, ParsedQuery, RankingConfig, build_query, parse, rerank
from curator.core.sessions.store import SessionStore
from curator.core.sessions.suggest import suggest
from curator.core.sessions.syntax import has_syntax, syntax_hits
from curator.core.sessions.text import make_snippet, message_text

ProgressFn = Callable[[int, int], None]
DateLike = float | int | datetime | date | str | None
_LAYOUT_TTL = 5.0
_MARKED_RE = re.compile(r">>>(.*?)<<<")
#: Role filter values meaning "every role".
ALL_ROLES = ("all", "any", "*")


def resolve_db_path(home_or_db_path: Path | str) -> Path:
    """A Hermes home (directory holding state.db) or the state.db path itself."""
    p = Path(home_or_db_path).expanduser()
    return p / "state.db" if p.is_dir() else p


def to_epoch(value: DateLike, *, end_of_day: bool = False) -> float | None:
    """Epoch seconds from a number, datetime, date or text (``2026-07-22``, ISO datetime, epoch)."""
    if value is None or value == "":
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, datetime):
        return (value if value.tzinfo else value.astimezone()).timestamp()
    if isinstance(value, date):
        dt = datetime(value.year, value.month, value.day).astimezone()
        return dt.timestamp() + (86400 - 0.001 if end_of_day else 0)
    text = str(value).strip()
    try:
        return float(text)
    except ValueError:
        pass
    try:
        if len(text) == 10:
            return to_epoch(date.fromisoformat(text), end_of_day=end_of_day)
        dt = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as exc:
        raise ValueError(f"not a date: {text!r} (use YYYY-MM-DD, an ISO date-time or epoch seconds)") from exc
    return to_epoch(dt)


class SearchEngine:
    """Search one store: the curator's tantivy index when built, else Hermes's own path.

    Nothing here writes the store. The index lives under ``cache_dir/index/<key>``; build it with
    :meth:`ensure_index` (run it in a worker: it reports progress and searches keep answering from
    Hermes's FTS meanwhile). Each search first picks up messages written since the last one.
    """

    def __init__(self, home_or_db_path: Path | str, cache_dir: Path | str | None = None, *,
                 ranking: RankingConfig | None = None, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> None:
        self.db_path = resolve_db_path(home_or_db_path)
        self.store = SessionStore(self.db_path, busy_timeout=busy_timeout)
        self.hermes = HermesSearch(self.store)
        self.ranking = ranking or RankingConfig()
        base = Path(cache_dir) if cache_dir is not None else paths.cache_dir()
        self.index_dir = base / "index" / store_key(self.db_path)
        self._index: MessageIndex | None = None
        self._ready = False
        self._index_error: str | None = None
        self._build_lock = threading.Lock()
        self._progress = IndexProgress(0, 0, False)
        self._layout_read = time.monotonic()

    # -- index lifecycle --------------------------------------------------------------------
    def index_status(self) -> IndexProgress:
        """Build progress (poll it from the UI while :meth:`ensure_index` runs elsewhere)."""
        return self._progress

    @property
    def ready(self) -> bool:
        """True when searches are answered from the curator's index (else from Hermes's own FTS)."""
        return self._ready

    def start_indexing(self, progress: ProgressFn | None = None) -> threading.Thread:
        """Run :meth:`ensure_index` in a daemon thread; poll :meth:`index_status` or pass *progress*."""
        thread = threading.Thread(target=self.ensure_index, args=(progress,), name="curator-index", daemon=True)
        thread.start()
        return thread

    def backlog(self) -> int:
        """Messages a build would still have to index (all of them for a missing or foreign index)."""
        try:
            index = self._open_index()
            meta = index.reload_meta()
            total = self.store.max_message_id()
            if meta.high_water and not Indexer(self.store, index).same_store(meta):
                return total
        except (OSError, IndexBusyError):
            return 0
        return max(0, total - meta.high_water)

    def _open_index(self) -> MessageIndex:
        if self._index is None:
            self._index = MessageIndex(self.index_dir)
        return self._index

    def ensure_index(self, progress: ProgressFn | None = None, *, wait: bool = False) -> IndexProgress:
        """Build or update the index (blocking); safe to call again, resumes where it stopped.

        When another process is building it, return at once with what is committed, or with *wait*
        first wait for that build to end."""
        def report(done: int, total: int) -> None:
            self._progress = IndexProgress(done, total, self._ready)
            if progress:
                progress(done, total)

        with self._build_lock, self._build_flag(wait) as mine:
            try:
                if not mine:
                    raise IndexBusyError("another process holds the build lock")
                index = self._open_index()
                self.store.reopen_if_replaced()
                indexer = Indexer(self.store, index)
                index.reload_meta()
                if index.meta.high_water and not indexer.same_store(index.meta):
                    self._ready = False
                    index.reset()
                indexer.sync(report, big=True)
                index.reload()
                self._ready = True
                self._index_error = None
            except IndexBusyError:
                self._index_error = "another hermes-curator is updating the index"
                index = self._open_index()
                index.reload_meta()
                index.reload()
                self._ready = index.meta.complete and Indexer(self.store, index).same_store(index.meta)
            except OSError as exc:
                self._index_error = f"the index in {self.index_dir} cannot be written ({exc})"
                self._ready = False
            self._progress = IndexProgress(self._progress.total, self._progress.total, self._ready)
        return self._progress

    def building_elsewhere(self) -> bool:
        """True while another process builds this index (it holds the build lock :meth:`ensure_index` takes)."""
        with self._build_flag() as mine:
            return not mine

    @contextmanager
    def _build_flag(self, wait: bool = False) -> Iterator[bool]:
        """Hold ``<index>.build.lock`` (flock) for the block: yields False when another process holds it,
        True when this one does or the lock cannot be made (a read-only cache: the tantivy writer lock
        still keeps two builders apart). With *wait*, block until the other process lets go."""
        try:
            self.index_dir.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.index_dir.with_name(self.index_dir.name + ".build.lock"),
                         os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        except OSError:
            yield True
            return
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                yield False
                return
            yield True
        finally:
            os.close(fd)

    def refresh(self) -> int:
        """Index messages written since the last call (cheap when nothing changed); returns how many."""
        if not self._ready or self._index is None:
            return 0
        index = self._index
        replaced = self.store.reopen_if_replaced()
        max_id = self.store.max_message_id()
        if not replaced and max_id == index.meta.high_water:
            return 0
        if not self._build_lock.acquire(blocking=False):
            return 0
        try:
            indexer = Indexer(self.store, index)
            if index.reload_meta().high_water > max_id or not indexer.same_store(index.meta):
                self._ready = False   # replaced or truncated: the next ensure_index rebuilds
                self._index_error = "the session store was replaced; the index must be rebuilt"
                return 0
            if max_id > index.meta.high_water:
                try:
                    n = indexer.sync()
                except IndexBusyError:
                    index.reload()
                    return 0
                return n
            index.reload()
            return 0
        finally:
            self._build_lock.release()

    # -- search -----------------------------------------------------------------------------
    def search(self, query: str, limit: int = 10, role: str | None = None, source: str | None = None,
               after: DateLike = None, before: DateLike = None,
               include_hidden_sources: bool = False) -> SearchResult:
        """Best matches for *query*; ``role=None`` means user and assistant turns, ``role='all'`` any role."""
        roles = parse_roles(role)
        hidden = () if include_hidden_sources or source else self.store.hidden_sources
        lo, hi = to_epoch(after), to_epoch(before, end_of_day=True)
        filters = Filters(roles, source, hidden, lo, hi)
        if time.monotonic() - self._layout_read > _LAYOUT_TTL:
            self.store.refresh_layout()      # Hermes may have set or cleared fts_stale meanwhile
            self._layout_read = time.monotonic()
        stale = self.store.layout.fts_stale
        if self._ready:
            try:
                self.refresh()
            except IndexBusyError:
                pass
        if self._ready and self._index is not None and has_syntax(query):
            raw = syntax_hits(self, query, limit, roles, source, hidden, lo, hi)
            if raw is not None:
                return SearchResult(tuple(self._hydrate_raw(raw)), "index", None, stale)
        if self._ready and self._index is not None:
            parsed = parse(query)
            if parsed.only_common:
                return SearchResult((), "index", "only very common words (the, what, is ...); add a more "
                                    "specific one", stale)
            if parsed.empty:
                return SearchResult((), "index", None, stale)
            try:
                hits = self._index_search(parsed, filters, limit)
            except (ValueError, OSError) as exc:   # the index vanished under us (rebuild, disk trouble)
                self._ready = False
                self._index_error = f"the curator's index failed ({exc})"
                return self._hermes_result(query, limit, roles, source, hidden, lo, hi, stale,
                                           f"{self._index_error}; showing Hermes's own search")
            if hits:
                return SearchResult(tuple(hits), "index", None, stale, total=self._total(parsed, filters, hits, limit))
            # No whole word of the query is indexed: look for it inside words (typos, fragments).
            outcome = self.hermes.substring(query, limit, roles, source, hidden, lo, hi)
            found = self._hydrate_raw(outcome.hits)
            return SearchResult(tuple(found), outcome.used, outcome.reason if found else None,  # type: ignore[arg-type]
                                stale, suggestion=None if found else suggest(query, self._index.doc_freq))
        elif self._index_error:
            reason = f"{self._index_error}; showing Hermes's own search"
        else:
            p = self._progress
            pct = f" ({100 * p.done // p.total}%)" if p.total else ""
            reason = f"the curator's index is not built yet{pct}; showing Hermes's own search"
        return self._hermes_result(query, limit, roles, source, hidden, lo, hi, stale, reason)

    def _hermes_result(self, query: str, limit: int, roles: tuple[str, ...] | None, source: str | None,
                       hidden: tuple[str, ...], lo: float | None, hi: float | None, stale: bool,
                       reason: str | None) -> SearchResult:
        outcome = self.hermes.search(query, limit, roles, source, hidden, lo, hi)
        reasons = [r for r in (reason, outcome.reason) if r]
        hits = self._hydrate_raw(outcome.hits)
        return SearchResult(tuple(hits), outcome.used, "; ".join(reasons) or None, stale)  # type: ignore[arg-type]

    def search_hermes(self, query: str, limit: int = 10, role: str | None = None, source: str | None = None,
                      after: DateLike = None, before: DateLike = None,
                      include_hidden_sources: bool = False) -> SearchResult:
        """The same search through Hermes's own pipeline only (for comparison and as a fallback)."""
        roles = parse_roles(role)
        hidden = () if include_hidden_sources or source else self.store.hidden_sources
        outcome = self.hermes.search(query, limit, roles, source, hidden, to_epoch(after),
                                     to_epoch(before, end_of_day=True))
        return SearchResult(tuple(self._hydrate_raw(outcome.hits)), outcome.used,  # type: ignore[arg-type]
                            outcome.reason, self.store.layout.fts_stale)

    def _total(self, parsed: ParsedQuery, filters: Filters, hits: list[SearchHit], limit: int) -> int | None:
        """How many messages match under the filters when the hits fill the limit (the list is capped)."""
        if len(hits) < limit or self._index is None:
            return None
        exact = build_query(self._index.schema, parsed, filters, self.ranking, exact_filters=True)
        return max(self._index.count(exact), len(hits))

    def _index_search(self, parsed: ParsedQuery, filters: Filters, limit: int) -> list[SearchHit]:
        assert self._index is not None
        cfg, index = self.ranking, self._index
        k = max(cfg.candidates, limit * 3)
        cands = index.search(build_query(index.schema, parsed, filters, cfg), k, details=filters.restrictive)
        if filters.restrictive:
            kept = [c for c in cands if filters.accepts(c)]
            if len(kept) < limit and len(cands) == k:
                # A selective filter: its matches may sit below the unfiltered top k; filter in the query.
                exact = build_query(index.schema, parsed, filters, cfg, exact_filters=True)
                kept = [c for c in index.search(exact, k, details=True) if filters.accepts(c)]
            cands = kept
        ranked = rerank(cands, cfg)
        scores = dict((mid, s) for s, mid in ranked)
        chosen: list[dict] = []
        meta: dict[str, tuple[str, str, str]] = {}
        pos = 0
        while len(chosen) < limit and pos < len(ranked):
            batch = [mid for _s, mid in ranked[pos: pos + limit + 5]]
            pos += len(batch)
            rows, more_meta = self._rows(batch)
            meta.update(more_meta)
            for mid in batch:
                row = rows.get(mid)
                if row is None or not row["visible"]:
                    continue   # deleted, rewound or hidden since it was indexed
                if filters.roles and row["role"] not in filters.roles:
                    continue
                if parsed.cjk and not any(run in row["content"] for run in parsed.cjk) and not parsed.terms:
                    continue   # grams matched but the run itself is not in the message
                chosen.append(row)
                if len(chosen) >= limit:
                    break
        stems = set(parsed.terms)
        out: list[SearchHit] = []
        for row in chosen:
            snippet, matched = make_snippet(row["content"], stems, parsed.cjk)
            out.append(self._hit(row, snippet, scores[row["id"]], matched, meta))
        return out

    def _rows(self, mids: list[int]) -> tuple[dict[int, dict], dict[str, tuple[str, str, str]]]:
        """The candidate rows (current visibility) and their sessions' metadata, in one read transaction."""
        lay = self.store.layout
        sql = (f"SELECT m.id, m.session_id, m.role, m.content, m.timestamp, {lay.compacted_sql}, "
               f"({lay.visible_sql}) FROM messages m WHERE m.id IN ({', '.join('?' for _ in mids)})")

        def _read(conn: sqlite3.Connection) -> tuple[dict[int, dict], dict[str, tuple[str, str, str]]]:
            rows = {int(r[0]): {"id": int(r[0]), "session_id": r[1], "role": r[2] or "",
                                "content": message_text(r[3]), "timestamp": r[4], "compacted": bool(r[5]),
                                "visible": bool(r[6])} for r in conn.execute(sql, mids).fetchall()}
            sessions = {r["session_id"] for r in rows.values() if r["visible"]}
            return rows, self.store.session_meta(sessions, conn)

        return self.store.run(_read) if mids else ({}, {})

    def _hit(self, row: dict, snippet: str, score: float, matched: tuple[str, ...],
             metas: dict[str, tuple[str, str, str]]) -> SearchHit:
        label, source, root = metas.get(row["session_id"], (row["session_id"], "", row["session_id"]))
        return SearchHit(message_id=row["id"], session_id=row["session_id"], role=row["role"],
                         timestamp=row["timestamp"], snippet=snippet, score=round(score, 4), session_title=label,
                         source=source, compacted=row["compacted"], lineage_root=root, match_terms=matched)

    def _hydrate_raw(self, raw: list[RawHit]) -> list[SearchHit]:
        meta = self.store.session_meta(r.session_id for r in raw)
        out = []
        for r in raw:
            label, source, root = meta.get(r.session_id, (r.session_id, r.source, r.session_id))
            matched = r.match_terms or tuple(dict.fromkeys(m.lower() for m in _MARKED_RE.findall(r.snippet)))
            out.append(SearchHit(message_id=r.message_id, session_id=r.session_id, role=r.role,
                                 timestamp=r.timestamp, snippet=r.snippet, score=round(r.score, 4),
                                 session_title=label, source=source or r.source, compacted=r.compacted,
                                 lineage_root=root, match_terms=matched))
        return out

    def close(self) -> None:
        """Close the store connections (the index needs no closing)."""
        self.store.close()

    def __enter__(self) -> "SearchEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def parse_roles(role: str | None) -> tuple[str, ...] | None:
    """``None`` -> user and assistant; ``all``/``any`` -> every role (None); ``a,b`` -> those roles."""
    if role is None or role == "":
        return DEFAULT_ROLES
    if role.lower() in ALL_ROLES:
        return None
    return tuple(r.strip().lower() for r in role.split(",") if r.strip())
