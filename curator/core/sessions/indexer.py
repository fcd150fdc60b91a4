"""Feeds the curator index from state.db: full build and incremental catch-up, with turn context."""

from __future__ import annotations

import os
import sqlite3
import time
from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterator

from curator.core.sessions.index import IndexDoc, IndexMeta, MessageIndex, session_key
from curator.core.sessions.model import DEMOTED_SOURCES, HIDDEN_SOURCES, epoch
from curator.core.sessions.store import SessionStore
from curator.core.sessions.text import analyze, cjk_grams, contains_cjk, message_text

#: A conversational turn is indexed as its own terms SELF_REPEAT times followed by the terms of the
#: CONTEXT_RADIUS turns on each side (the question and its answer sit in adjacent turns). One field
#: instead of separate content and context fields halves the query's work; on the LoCoMo dev split
#: ±1 with the message twice ranked as well as ±2 (see bench/search_quality.py).
CONTEXT_RADIUS = 1
SELF_REPEAT = 2
CONVERSATIONAL = ("user", "assistant")
_CONTENT_CHARS = 20_000
_TOOL_CHARS = 8_192
_NEIGHBOUR_CHARS = 1_200
_CHUNK = 20_000
_ONE_COMMIT_ROWS = 150_000
_BIG_HEAP = 256_000_000

ProgressFn = Callable[[int, int], None]

_PENDING, _PARTIAL, _FINAL = 0, 1, 2


@dataclass
class _Row:
    mid: int
    session_id: str
    role: str
    text: str
    ts: float
    source: str
    state: int = _PENDING
    terms: str = ""
    grew: bool = False      # a later turn arrived since this row was last emitted
    cjk: str = ""

    def __post_init__(self) -> None:
        # Keep only what the documents need (analysed terms, CJK grams): rows wait in memory for context.
        limit = _CONTENT_CHARS if self.role in CONVERSATIONAL else _TOOL_CHARS
        text = self.text[:limit]
        self.terms = " ".join(analyze(text))
        self.cjk = " ".join(cjk_grams(text)) if contains_cjk(text) else ""
        self.text = ""


class DocBuilder:
    """Turns an id-ordered stream of visible messages into documents with ±radius turns of context.

    A conversational message is emitted once *radius* later turns of its session have arrived; at a
    :meth:`flush` the waiting ones are emitted with the context there is (``partial``) and emitted again,
    replacing the first version, once their later turns arrive. Tool and system messages carry no context.
    *loader* returns the already indexed turns of a session the builder has not seen yet (oldest first,
    at most ``2 * radius``): their last *radius* are partial documents to be replaced.
    """

    def __init__(self, radius: int | None = None,
                 loader: Callable[[str], list[_Row]] | None = None) -> None:
        self.radius = CONTEXT_RADIUS if radius is None else radius
        self._loader = loader
        self._windows: dict[str, deque[_Row]] = {}

    def feed(self, row: _Row) -> Iterator[IndexDoc]:
        """Take one row; yield the documents that became complete."""
        if row.role not in CONVERSATIONAL:
            yield _doc(row, row.terms, False)
            return
        win = self._windows.get(row.session_id)
        if win is None:
            win = deque(maxlen=2 * self.radius + 1)
            if self._loader is not None:
                prior = self._loader(row.session_id)
                for i, old in enumerate(prior):
                    old.state = _PARTIAL if i >= len(prior) - self.radius else _FINAL
                    win.append(old)
            self._windows[row.session_id] = win
        for old in list(win)[-self.radius:] if self.radius else ():
            old.grew = True
        win.append(row)
        if len(win) > self.radius:
            idx = len(win) - 1 - self.radius
            target = win[idx]
            if target.state != _FINAL:
                replace = target.state == _PARTIAL
                target.state = _FINAL
                yield _doc(target, _context(win, idx, self.radius), replace)

    def flush(self) -> Iterator[IndexDoc]:
        """Emit the messages still waiting for later turns (again if their context grew since)."""
        for win in self._windows.values():
            for i, row in enumerate(win):
                if row.state == _PENDING or (row.state == _PARTIAL and row.grew):
                    replace = row.state == _PARTIAL
                    row.state, row.grew = _PARTIAL, False
                    yield _doc(row, _context(win, i, self.radius), replace)


def _context(items, i: int, radius: int) -> str:  # type: ignore[no-untyped-def]
    lo, hi = max(0, i - radius), min(len(items), i + radius + 1)
    parts = []
    for j in range(lo, hi):
        parts.append(items[j].terms[:_NEIGHBOUR_CHARS] if j != i else " ".join([items[i].terms] * SELF_REPEAT))
    return " ".join(p for p in parts if p)


_session_keys: dict[str, int] = {}


def _pairs(terms: str) -> str:
    """Adjacent term pairs (``support_group``): a cheap stand-in for phrase matching."""
    t = terms.split()
    return " ".join(f"{a}_{b}" for a, b in zip(t, t[1:]))


def _doc(row: _Row, text: str, replace: bool) -> IndexDoc:
    sess = _session_keys.get(row.session_id)
    if sess is None:
        if len(_session_keys) > 200_000:
            _session_keys.clear()
        sess = _session_keys[row.session_id] = session_key(row.session_id)
    conversational = row.role in CONVERSATIONAL
    return IndexDoc(mid=row.mid, sess=sess, role=row.role, source=row.source, ts=row.ts or 0.0,
                    demote=1 if row.source in DEMOTED_SOURCES else 0, text=text, cjk=row.cjk,
                    pairs=_pairs(row.terms) if conversational else "", replace=replace,
                    extra=not conversational or row.source in HIDDEN_SOURCES)


def _writer_plan(total: int, big: bool) -> tuple[int, int, int]:
    """Writer heap, threads and rows per commit for indexing *total* new rows.

    Each commit of a one-thread writer leaves one segment and tantivy merges eight similar segments
    into one, so a big build commits in eight slices: it ends with one segment (searching eleven
    segments took twice as long as one) and a restart resumes from the last slice.
    """
    if not big or total <= 20_000:
        return 30_000_000, 1, total + 1
    if total <= _ONE_COMMIT_ROWS:
        return _BIG_HEAP, 1, total + 1
    return _BIG_HEAP, 1, min(_ONE_COMMIT_ROWS, total // 8 + 1)


class Indexer:
    """Builds and updates one MessageIndex from one SessionStore."""

    def __init__(self, store: SessionStore, index: MessageIndex) -> None:
        self.store = store
        self.index = index

    def _select(self, where: str) -> str:
        return (f"SELECT m.id, m.session_id, m.role, m.content, m.timestamp, s.source FROM messages m "
                f"LEFT JOIN sessions s ON s.id = m.session_id WHERE {where} AND {self.store.layout.visible_sql}")

    @staticmethod
    def _row(r: tuple) -> _Row:
        return _Row(int(r[0]), r[1], r[2] or "", message_text(r[3]), epoch(r[4]), r[5] or "")

    def _rows(self, after: int, upto: int) -> Iterator[tuple[int, list[_Row]]]:
        """Visible rows with after < id <= upto in chunks, each read in its own short transaction."""
        sql = self._select("m.id > ? AND m.id <= ?") + " ORDER BY m.id LIMIT ?"
        cursor = after
        while cursor < upto:
            raw = self.store.run(lambda c, lo=cursor: c.execute(sql, (lo, upto, _CHUNK)).fetchall())
            if not raw:
                return
            cursor = int(raw[-1][0]) if len(raw) == _CHUNK else upto
            yield cursor, [self._row(r) for r in raw]

    def _loader(self, high_water: int) -> Callable[[str], list[_Row]] | None:
        if high_water <= 0:
            return None
        sql = self._select("m.session_id = ? AND m.id <= ? AND m.role IN ('user', 'assistant')")
        sql += " ORDER BY m.id DESC LIMIT ?"

        def load(session_id: str) -> list[_Row]:
            raw = self.store.run(lambda c: c.execute(sql, (session_id, high_water, 2 * CONTEXT_RADIUS)).fetchall())
            return [self._row(r) for r in reversed(raw)]

        return load

    def sync(self, progress: ProgressFn | None = None, *, big: bool = False) -> int:
        """Index every visible message after the high water; returns how many documents were written.

        Commits every few hundred thousand rows (a crash or restart resumes from the last commit);
        ``big`` uses a larger writer heap and two threads (initial build).
        """
        start = self.index.meta.high_water
        upto = self.store.max_message_id()
        if upto <= start:
            if not self.index.meta.complete:
                self._finish(upto, complete=True)
            return 0
        total = upto - start
        if progress:
            progress(0, total)
        builder = DocBuilder(loader=self._loader(start))
        written = 0
        heap, threads, checkpoint = _writer_plan(total, big)
        rows_iter = self._rows(start, upto)
        done = False
        fresh = start == 0
        while not done:
            since_commit = 0
            with self.index.writer(heap=heap, threads=threads) as w:
                if fresh:
                    w.clear()   # what a build that died before writing its metadata committed
                    fresh = False
                cursor = start
                for cursor, rows in rows_iter:
                    for row in rows:
                        written += w.add(builder.feed(row))
                    since_commit += len(rows)
                    if progress:
                        progress(cursor - start, total)
                    if since_commit >= checkpoint and cursor < upto:
                        break
                else:
                    cursor = upto
                    done = True
                written += w.add(builder.flush())
            self._finish(cursor, complete=done)
        if progress:
            progress(total, total)
        return written

    def identity(self) -> tuple[int, int]:
        """``(st_dev, st_ino)`` of the store file."""
        st = os.stat(self.store.path)
        return st.st_dev, st.st_ino

    def samples(self, high_water: int) -> list[list]:
        """A few rows (the high-water row and spread-out older ones) to recognise this store later."""
        ids = sorted({high_water, high_water // 2, high_water // 4, high_water * 3 // 4, 1} - {0})

        def _read(conn: sqlite3.Connection) -> list[list]:
            out = []
            for mid in ids:
                row = conn.execute("SELECT id, session_id, timestamp FROM messages WHERE id >= ? ORDER BY id LIMIT 1",
                                   (mid,)).fetchone()
                if row and row[0] <= high_water and [int(row[0]), row[1], row[2]] not in out:
                    out.append([int(row[0]), row[1], row[2]])
            return out

        return self.store.run(_read)

    def same_store(self, meta: IndexMeta) -> bool:
        """False when the state.db was replaced or truncated since the index was built."""
        if self.store.max_message_id() < meta.high_water:
            return False
        ids = [s[0] for s in meta.samples]
        if not ids:
            return (meta.dev, meta.ino) == self.identity() or meta.high_water == 0
        rows = self.store.run(lambda c: c.execute(
            f"SELECT id, session_id, timestamp FROM messages WHERE id IN ({', '.join('?' for _ in ids)})",
            ids).fetchall())
        current = {int(r[0]): [r[1], r[2]] for r in rows}
        for mid, sid, ts in meta.samples:
            if mid in current and current[mid] != [sid, ts]:
                return False
        # A new file (other inode) must still hold the newest row we indexed, unchanged.
        if (meta.dev, meta.ino) != self.identity() and meta.samples[-1][0] not in current:
            return False
        return True

    def _finish(self, upto: int, *, complete: bool) -> None:
        meta = self.index.meta
        meta.store_path = str(self.store.path.resolve())
        meta.dev, meta.ino = self.identity()
        meta.high_water = upto
        meta.complete = complete
        meta.docs = self.index.num_docs()
        meta.samples = self.samples(upto)
        now = time.time()
        meta.built_at = meta.built_at or now
        meta.updated_at = now
        self.index.save_meta()
