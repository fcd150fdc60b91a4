"""The curator's own tantivy index of a state.db: schema, on-disk metadata, add/delete/search."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import threading
from functools import lru_cache
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, NamedTuple

import tantivy

from curator.core.sessions.model import epoch


#: Bump when the schema, the analyzer or the document recipe changes: old indexes are rebuilt.
INDEX_FORMAT = 8
_META = "curator-meta.json"


class IndexBusyError(Exception):
    """Another process holds the index writer lock (e.g. a second curator building it)."""


@dataclass(frozen=True)
class IndexDoc:
    """One message as the index stores it."""

    mid: int
    sess: int
    role: str
    source: str
    ts: float
    demote: int
    text: str               # analysed terms: the message twice, then its neighbouring turns
    cjk: str = ""           # CJK unigrams and bigrams of the message
    pairs: str = ""         # adjacent term pairs of the message (phrase bonus)
    replace: bool = False   # an earlier version of this document is in the index: delete it first
    extra: bool = False     # tool/system role or hidden source: kept out of the default field


class Candidate(NamedTuple):
    """One index hit with the fast-field values reranking and post-filtering need."""

    score: float
    mid: int
    sess: int
    demote: int
    role: int
    source: int
    ts: float


@dataclass
class IndexMeta:
    """What the index covers and which store it was built from (``curator-meta.json``)."""

    format: int = INDEX_FORMAT
    store_path: str = ""
    dev: int = 0
    ino: int = 0
    high_water: int = 0
    complete: bool = False
    docs: int = 0
    samples: list = field(default_factory=list)   # [[id, session_id, timestamp], ...] to spot replacement
    built_at: float = 0.0
    updated_at: float = 0.0


def session_key(session_id: str) -> int:
    """A 63-bit integer standing for a session id (fast field for session-level scoring)."""
    return int.from_bytes(hashlib.blake2b(session_id.encode("utf-8"), digest_size=8).digest(), "big") >> 1


@lru_cache(maxsize=4096)
def code(value: str) -> int:
    """A 63-bit integer standing for a short string (role, source) in a fast field."""
    return session_key(value)


def store_key(db_path: Path) -> str:
    """Directory name of the index of one store: a hash of its resolved path."""
    return hashlib.sha256(str(db_path.resolve()).encode("utf-8")).hexdigest()[:20]


#: The text field searched by default (user/assistant turns of visible sources) and the one holding
#: everything else (tool output, system text, subagent/kanban/tool sessions). Keeping them apart lets the
#: default query run without a filter clause, which would stop tantivy from pruning (10x slower).
DEFAULT_FIELD = "text"
EXTRA_FIELD = "text_x"


def _schema() -> tantivy.Schema:
    sb = tantivy.SchemaBuilder()
    sb.add_unsigned_field("mid", indexed=True, fast=True)
    for name in ("sess", "demote", "role_code", "source_code"):
        sb.add_unsigned_field(name, fast=True)
    sb.add_text_field("role", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("source", tokenizer_name="raw", index_option="basic")
    sb.add_float_field("ts", indexed=True, fast=True)
    # text fields hold pre-analysed terms (see text.analyze) separated by spaces
    sb.add_text_field(DEFAULT_FIELD, tokenizer_name="whitespace", index_option="freq")
    sb.add_text_field(EXTRA_FIELD, tokenizer_name="whitespace", index_option="freq")
    sb.add_text_field("pairs", tokenizer_name="whitespace", index_option="basic")
    sb.add_text_field("cjk", tokenizer_name="whitespace", index_option="freq")
    return sb.build()


class MessageIndex:
    """A tantivy index in one directory plus its metadata file; safe to share between threads."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.schema = _schema()
        self._lock = threading.RLock()
        # No metadata yet is not damage: another process may be building here (its metadata follows its
        # first commit). Such an index reads as empty, and a build from nothing clears it (Indexer.sync).
        self.meta = self._load_meta()
        if self.meta is not None and self.meta.format != INDEX_FORMAT:
            self._wipe()
        if self.meta is None or self.meta.format != INDEX_FORMAT:
            self.meta = IndexMeta()
        self.directory.mkdir(parents=True, exist_ok=True)
        self.index = self._open()

    def _open(self) -> tantivy.Index:
        try:
            index = tantivy.Index(self.schema, path=str(self.directory), reuse=True)
        except (OSError, ValueError):
            self._wipe()
            self.directory.mkdir(parents=True, exist_ok=True)
            self.meta = IndexMeta()
            index = tantivy.Index(self.schema, path=str(self.directory), reuse=False)
        index.config_reader("Manual")
        return index

    # -- metadata ---------------------------------------------------------------------------
    def _load_meta(self) -> IndexMeta | None:
        try:
            raw = json.loads((self.directory / _META).read_text("utf-8"))
            return IndexMeta(**raw)
        except (OSError, ValueError, TypeError):
            return None

    def save_meta(self) -> None:
        """Write the metadata atomically (after a commit, so it never claims more than the index holds)."""
        tmp = self.directory / (_META + ".tmp")
        tmp.write_text(json.dumps(asdict(self.meta)), "utf-8")
        os.replace(tmp, self.directory / _META)

    def reload_meta(self) -> IndexMeta:
        """Re-read the metadata another process may have advanced."""
        meta = self._load_meta()
        if meta is not None and meta.format == INDEX_FORMAT:
            self.meta = meta
        return self.meta

    def reset(self) -> None:
        """Throw the index away and start empty (store replaced, format changed)."""
        with self._lock:
            self._wipe()
            self.directory.mkdir(parents=True, exist_ok=True)
            self.meta = IndexMeta()
            self.index = self._open()

    def _wipe(self) -> None:
        if self.directory.exists():
            shutil.rmtree(self.directory, ignore_errors=True)

    # -- writing ----------------------------------------------------------------------------
    @contextmanager
    def writer(self, heap: int = 64_000_000, threads: int = 1) -> Iterator["IndexWriterSession"]:
        """A writer session; commits on success, rolls back on error. Raises IndexBusyError if locked."""
        with self._lock:
            try:
                w = self.index.writer(heap_size=heap, num_threads=threads)
            except ValueError as exc:
                if "lock" in str(exc).lower():
                    raise IndexBusyError(str(exc)) from exc
                raise
            session = IndexWriterSession(w, self.schema)
            try:
                yield session
            except BaseException:
                w.rollback()
                raise
            else:
                if session.dirty:
                    w.commit()
                w.wait_merging_threads()
                if session.dirty:
                    self.index.reload()

    # -- reading ----------------------------------------------------------------------------
    def reload(self) -> None:
        """Pick up commits made by another process."""
        self.index.reload()

    def search(self, query: tantivy.Query, k: int, *, details: bool = False) -> list[Candidate]:
        """Top *k* hits, best first; ``details`` also reads role, source and timestamp codes."""
        searcher = self.index.searcher()
        hits = searcher.search(query, limit=k, count=False).hits
        if not hits:
            return []
        addrs = [addr for _score, addr in hits]
        ffv = searcher.fast_field_values
        mids, sess, demote = ffv("mid", addrs), ffv("sess", addrs), ffv("demote", addrs)
        if details:
            roles, sources, ts = ffv("role_code", addrs), ffv("source_code", addrs), ffv("ts", addrs)
        else:
            roles = sources = ts = [0] * len(addrs)   # type: ignore[assignment]
        return [Candidate(float(h[0]), int(m), int(s or 0), int(d or 0), int(r or 0), int(so or 0), epoch(t))
                for h, m, s, d, r, so, t in zip(hits, mids, sess, demote, roles, sources, ts) if m is not None]

    def count(self, query: tantivy.Query) -> int:
        """How many documents match *query* (every one, not only a top k)."""
        return int(self.index.searcher().search(query, limit=1, count=True).count)

    def doc_freq(self, term: str) -> int:
        """In how many documents the index term *term* occurs (0: the index does not know it)."""
        return int(self.index.searcher().doc_freq(DEFAULT_FIELD, term))

    def num_docs(self) -> int:
        """Documents currently searchable."""
        return int(self.index.searcher().num_docs)

    def size_bytes(self) -> int:
        """Bytes used on disk by the index directory."""
        return sum(p.stat().st_size for p in self.directory.rglob("*") if p.is_file())


class IndexWriterSession:
    """Adds and deletes documents inside one writer commit."""

    def __init__(self, writer: tantivy.IndexWriter, schema: tantivy.Schema) -> None:
        self._w = writer
        self._schema = schema
        self.dirty = False
        self.added = 0

    def add(self, docs: Iterable[IndexDoc]) -> int:
        """Add documents; returns how many."""
        n = 0
        add = self._w.add_document
        for d in docs:
            if d.replace:
                self._w.delete_documents_by_term("mid", int(d.mid))
            doc = tantivy.Document()
            doc.add_unsigned("mid", d.mid)
            doc.add_unsigned("sess", d.sess)
            doc.add_unsigned("demote", d.demote)
            doc.add_unsigned("role_code", code(d.role))
            doc.add_unsigned("source_code", code(d.source))
            doc.add_text("role", d.role)
            doc.add_text("source", d.source)
            doc.add_float("ts", float(d.ts))
            doc.add_text(EXTRA_FIELD if d.extra else DEFAULT_FIELD, d.text)
            if d.cjk:
                doc.add_text("cjk", d.cjk)
            if d.pairs and not d.extra:
                doc.add_text("pairs", d.pairs)
            add(doc)
            n += 1
        if n:
            self.dirty = True
            self.added += n
        return n

    def clear(self) -> None:
        """Delete every document (a build from nothing over what an interrupted build left)."""
        self._w.delete_all_documents()
        self.dirty = True

    def delete(self, message_ids: Iterable[int]) -> None:
        """Delete the documents of these messages (before re-adding them with a new context)."""
        for mid in message_ids:
            self._w.delete_documents_by_term("mid", int(mid))
            self.dirty = True
