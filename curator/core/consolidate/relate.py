"""Pair rules of the values-aware analysis: stated-by, near-duplicate, containment, overlap, contradiction."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Callable, Sequence

from curator.core.consolidate.words import GENERIC, STOPWORDS, WEEKDAYS
from curator.core.consolidate.values import Reading, Value, stem

#: X is stated by Y on words alone when this share of X's words is in Y.
COVER = 0.6
#: ... or when the semantic similarity reaches this (values must still agree).
SIM = 0.4
#: Two entries sharing a value only they have are merge candidates at this similarity.
OVERLAP_SIM = 0.2
#: Two entries are about one subject (for contradictions) at this similarity.
CONTRA_SIM = 0.5
#: A value in at least this share of the store's entries (and at least 3) is not specific.
COMMON_SHARE = 0.15
#: ... or when they share this many words.
OVERLAP_WORDS = 2

#: Endings of ordinary words (verbs, plurals, adverbs...) that open sentences: not names there.
_WORD_ENDINGS = ("s", "ed", "ing", "ly", "ion", "ment", "er", "or", "e", "al", "ic", "ive", "ar", "ir")
_ALNUM = re.compile(r"[^\w]|_", re.UNICODE)

Similarity = Callable[[int, int], float]


@dataclass(frozen=True)
class Store:
    """The readings of every entry analysed together, with the store-wide facts the rules need."""

    readings: tuple[Reading, ...]
    specific: tuple[tuple[Value, ...], ...]
    counts: dict[str, int]
    keys: tuple[str, ...]
    words: tuple[frozenset[str], ...] = ()
    own: frozenset[str] = frozenset()
    values: tuple[tuple[Value, ...], ...] = ()
    """Every value of each entry, store-common ones included (a deletion must not lose any)."""
    subjects: tuple[frozenset[str], ...] = ()
    """Each entry's words without weekday names and numbers (what it is about)."""
    leads: tuple[str, ...] = ()
    """The name or identifier each entry opens with ("name:mairi" for "Mairi needs..."), or ""."""
    lead_counts: dict[str, int] = field(default_factory=dict)

    def rare(self, value: Value, most: int = 2) -> bool:
        """A value only two (or ``most``) entries of the store have."""
        return 2 <= self.counts.get(value.kind + ":" + value.canon, 0) <= most


def exact_key(text: str) -> str:
    """Equal for texts that differ only in case, punctuation, spacing and width."""
    return _ALNUM.sub("", unicodedata.normalize("NFKC", text).casefold())


def self_names(identity: Reading | None) -> frozenset[str]:
    """The user's own name, from USER.md's first entry when it opens with one ("Mira Kowalczyk, Band 6
    nurse...", "김서연, 서울..."): it is in many entries and is no specific value."""
    if identity is None:
        return frozenset()
    m = re.match(r"^\s*([^,;:(\uff0c\u3001\uff08\uff1a]{1,40}?)\s*[,(\uff0c\u3001\uff08]", identity.text)
    if not m:
        return frozenset()
    head = m.group(1)
    words = head.split()
    if head.isascii() or any(c.isascii() and c.isalpha() for c in head):
        if not 1 <= len(words) <= 4 or not all(w[:1].isupper() for w in words):
            return frozenset()
        return frozenset(w.casefold().removesuffix("'s") for w in words)
    return frozenset(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{2,4}", head)) if len(head) <= 6 else frozenset()


def _own_name(name: str, own: frozenset[str]) -> bool:
    """The user's own name (CJK names also by part: 서연 in 김서연)."""
    if name in own:
        return True
    return not name.isascii() and any(name in n or n in name for n in own if not n.isascii())


def build_store(readings: Sequence[Reading], identity: Reading | None = None) -> Store:
    """Count values across the store, confirm sentence-initial names, drop store-common values and
    the user's own name."""
    # words written in lower case elsewhere are ordinary words (an all-lower-case copy of an entry says nothing)
    lowered = set().union(*(r.lowered for r in readings if r.text != r.text.lower())) if readings else set()
    lowered |= {stem(w) for w in lowered}
    own = self_names(identity)
    confirmed: list[tuple[Value, ...]] = []
    counts: dict[str, int] = {}
    mid = {v.canon for r in readings for v in r.values if v.kind == "name" and v.slot != "initial"}
    initial: dict[str, int] = {}
    for r in readings:
        for c in {v.canon for v in r.values if v.kind == "name" and v.slot == "initial"}:
            initial[c] = initial.get(c, 0) + 1
    lowered |= {c for c, k in initial.items()
                if c not in mid and (k < 2 or c.endswith(_WORD_ENDINGS) or stem(c) in GENERIC or c in STOPWORDS)}
    for r in readings:
        vals = tuple(v for v in r.values if not (v.slot == "initial" and (v.canon in lowered or stem(v.canon) in lowered))
                     and not (v.kind == "name" and _own_name(v.canon, own)))
        confirmed.append(vals)
        for key in {v.kind + ":" + v.canon for v in vals}:
            counts[key] = counts.get(key, 0) + 1
    limit = max(3, COMMON_SHARE * len(readings))
    specific = tuple(tuple(v for v in vals if counts[v.kind + ":" + v.canon] < limit) for vals in confirmed)
    words = tuple(r.words - own for r in readings)
    leads = tuple(next((v.kind + ":" + v.canon for v in vals if v.kind in ("name", "id") and not v.negated
                        and _opens(v, r)), "") for r, vals in zip(readings, confirmed))
    lead_counts: dict[str, int] = {}
    for lead in filter(None, leads):
        lead_counts[lead] = lead_counts.get(lead, 0) + 1
    return Store(tuple(readings), specific, counts, tuple(exact_key(r.text) for r in readings), words, own,
                 tuple(confirmed), tuple(_subject_words(w) for w in words), leads, lead_counts)


def _present(v: Value, values: Sequence[Value], host: Reading) -> bool:
    for w in values:
        if w.kind == v.kind and w.canon == v.canon:
            return w.negated == v.negated
    if v.kind in ("name", "id"):
        return (v.canon in host.words or stem(v.canon) in host.words or v.canon in host.norm) and not v.negated
    return False


def coverage(x: Reading | frozenset[str], y: Reading | frozenset[str]) -> float:
    """Share of X's words that Y also has (1.0 when X has none)."""
    xw = x.words if isinstance(x, Reading) else x
    yw = y.words if isinstance(y, Reading) else y
    if not xw:
        return 1.0
    return len(xw & yw) / len(xw)


def values_stated(store: Store, i: int, j: int) -> bool:
    """Every specific value of entry i is in entry j with the same polarity, and j negates none of them."""
    host = store.readings[j]
    mine = store.values[i]
    theirs = store.values[j]
    for v in mine:
        if v.soft or v.kind == "num" and any(w.soft for w in theirs if w.slot == v.slot and w.kind == "num"):
            if v.slot and any(w.kind == "num" and w.slot == v.slot and w.canon != v.canon for w in theirs):
                return False  # "one approval" vs "two approvals"
            continue
        if not _present(v, theirs, host):
            return False
    for w in theirs:  # a contrast of the same class that i lacks: j is about another member
        if w.kind == "contrast" and not w.negated and any(
                v.kind == "contrast" and v.slot == w.slot and v.canon != w.canon for v in mine):
            return False
    return True


def stated_by(store: Store, i: int, j: int, sim: float | None) -> bool:
    """Entry i is stated by entry j: no value missing or conflicting, and words or meaning covered."""
    if not values_stated(store, i, j):
        return False
    if template_pair(store.readings[i], store.readings[j], store.own) or labels_differ(store.readings[i], store.readings[j]):
        return False
    x, y = store.words[i], store.words[j]
    ri, rj = store.readings[i], store.readings[j]
    flipped = ri.negated_heads & rj.affirmed or rj.negated_heads & ri.affirmed  # "never commit X" vs "commit X"
    if (coverage(x, y) >= COVER and len(x) >= 2 and not flipped and ri.label <= rj.words | rj.label
            and not (ri.label and rj.label and ri.label.isdisjoint(rj.label))):
        return True  # (a label names the subject: "Project atlas: ..." is not stated by "User: ...")
    if flipped and max(coverage(x, y), coverage(y, x)) >= 0.8:
        return False
    ni, nj = _subject_names(ri, store.own), _subject_names(rj, store.own)
    if ni - nj and nj - ni:
        return False  # "Mairi (vocals) is vegan..." vs "Jonah (drums) is coeliac...": two people, one template
    return sim is not None and sim >= SIM


@dataclass(frozen=True)
class Verdict:
    """How a pair relates: ``keep`` stays, ``remove`` goes (or is merged into ``keep``)."""

    kind: str
    keep: int
    remove: int
    confidence: float
    reason: str
    lexical: bool = True


def judge(store: Store, i: int, j: int, sim: float | None, prefer: Callable[[int, int], int]) -> Verdict | None:
    """The redundancy verdict for entries i and j, or None. ``prefer(a, b)`` picks the keeper of two
    entries that say the same."""
    if store.keys[i] and store.keys[i] == store.keys[j]:
        keep = prefer(i, j)
        return Verdict("duplicate", keep, j if keep == i else i, 1.0,
                       "same text apart from case, spacing and punctuation")
    ij, ji = stated_by(store, i, j, sim), stated_by(store, j, i, sim)
    lex_ij = ij and coverage(store.words[i], store.words[j]) >= COVER
    lex_ji = ji and coverage(store.words[j], store.words[i]) >= COVER
    if ij and ji:
        keep = prefer(i, j)
        lexical = lex_ij and lex_ji
        return Verdict("near_duplicate", keep, j if keep == i else i, 0.9 if lexical else 0.75,
                       "the same facts in other words" + ("" if lexical else " (by meaning)"), lexical)
    if ij or ji:
        small, big = (i, j) if ij else (j, i)
        lexical = lex_ij if ij else lex_ji
        cover = coverage(store.words[small], store.words[big])
        return Verdict("containment", big, small, round(0.8 + 0.16 * cover, 2) if lexical else 0.7,
                       "every fact of the shorter entry is in the longer one" + ("" if lexical else " (by meaning)"),
                       lexical)
    return None


def shared_rare(store: Store, i: int, j: int) -> list[Value]:
    """Specific name/identifier values that only entries i and j have (or one more entry, when the
    value opens both)."""
    theirs = {(v.kind, v.canon) for v in store.specific[j]}
    x, y = store.readings[i], store.readings[j]
    return [v for v in store.specific[i] if v.kind in ("name", "id") and (v.kind, v.canon) in theirs
            and (store.rare(v) or store.rare(v, 3) and _opens(v, x) and _opens(v, y))]


def overlap(store: Store, i: int, j: int, sim: float | None) -> Verdict | None:
    """Two entries about one specific thing (a value only they share) that should be merged."""
    x, y = store.readings[i], store.readings[j]
    shared = [v for v in shared_rare(store, i, j) if _subject(v, x, True) and _subject(v, y, True)]
    lead = store.leads[i] if store.leads else ""
    if not shared and lead and lead == store.leads[j] and store.lead_counts[lead] == 2:
        shared = [Value(*lead.split(":", 1))]  # the only two entries that open with this name: its two facts
    if not shared or _contrasted(store.specific[i], store.specific[j]):
        return None
    own_i = {v.canon for v in store.specific[i] if v.kind == "name" and _subject(v, x)} - {v.canon for v in store.specific[j]}
    own_j = {v.canon for v in store.specific[j] if v.kind == "name" and _subject(v, y)} - {v.canon for v in store.specific[i]}
    if own_i and own_j or _slot_conflict(store.specific[i], store.specific[j]):
        return None  # one template, two subjects (two PMs, two phones, two export sizes)
    ki = {(v.kind, v.canon) for v in store.specific[i]}
    kj = {(v.kind, v.canon) for v in store.specific[j]}
    if ki - kj and kj - ki and min(coverage(store.words[i], store.words[j]), coverage(store.words[j], store.words[i])) >= COVER:
        return None  # the same sentence with other values: `make test` vs `make lint`, pve1 vs pve2
    opens = any(_opens(v, x) and _opens(v, y) for v in shared)
    if (len(x.words & y.words) < OVERLAP_WORDS and not opens and (sim is None or sim < OVERLAP_SIM)
            or template_pair(x, y, store.own) or labels_differ(x, y)):
        return None
    keep, absorbed = (i, j) if len(x.text) >= len(y.text) else (j, i)
    return Verdict("overlap", keep, absorbed, 0.6, f"both are about {shared[0].canon}; merge them", sim is None)


def labels_differ(x: Reading, y: Reading) -> bool:
    """Both entries open with a label sharing a word but naming different things ("Grafana prod:" vs
    "Grafana staging:", "Emails to clients:" vs "Emails to colleagues:")."""
    a, b = x.label, y.label
    return bool(a and b and a & b and not (a <= b or b <= a))


def template_pair(x: Reading, y: Reading, own: frozenset[str] = frozenset()) -> bool:
    """One template with two subjects: the entries start differently and then, right after their
    heads, share a run of words or CJK characters ("Presentation rubric: four levels..." vs
    "Lab report rubric: four levels...", "Zoom: before the meeting the host..." vs "Tencent Meeting: ...")."""
    drop = own | {ch for name in own if not name.isascii() for ch in name}
    a = tuple(t for t in x.seq if t not in drop)
    b = tuple(t for t in y.seq if t not in drop)
    cjk = x.script != "latin" or y.script != "latin"
    need, lead = (5, 8) if cjk else (3, 2)
    if len(a) < need or len(b) < need:
        return False
    starts = {}
    for k in range(min(lead, len(a) - need) + 1):
        starts.setdefault(a[k:k + need], k)
    for k in range(min(lead, len(b) - need) + 1):
        sa = starts.get(b[k:k + need])
        if sa is not None and sa and k and len(set(a[:sa]) & set(b[:k])) * 3 <= min(sa, k):
            return True
    return False


def _names(r: Reading, own: frozenset[str]) -> frozenset[str]:
    """Every name the entry writes (also single sentence-openers that look like names), not the user's."""
    return frozenset(v.canon for v in r.values if v.kind == "name" and not _own_name(v.canon, own)
                     and not (v.slot == "initial" and v.canon.endswith(_WORD_ENDINGS)))


def _subject_names(r: Reading, own: frozenset[str]) -> frozenset[str]:
    """The names an entry opens with (its subject), the user's own name left out."""
    return frozenset(n for n in _names(r, own) if r.norm.lstrip(" \"'(").startswith(n))


def _subject_words(words: frozenset[str]) -> frozenset[str]:
    return frozenset(w for w in words if w not in WEEKDAYS and not w[:1].isdigit())


def _opens(v: Value, r: Reading) -> bool:
    """The entry starts with the value (its subject, by position)."""
    return r.norm.lstrip(" \"'(#@").startswith(v.canon)


def _subject(v: Value, r: Reading, loose: bool = False) -> bool:
    """The value is what the entry is about: near its start."""
    pos = r.norm.find(v.canon)
    if pos < 0:
        return False
    head = r.norm[:pos]
    if len(re.findall(r"\w+", head)) <= 3 or pos <= 0.3 * len(r.norm):
        return True
    return loose and pos <= 0.4 * len(r.norm) and not re.search(r"[;.:!?。；]", head)


def _slot_conflict(vi: Sequence[Value], vj: Sequence[Value]) -> bool:
    """Both entries give a number for one slot and no number in common there."""
    for slot in {v.slot for v in vi if v.kind == "num" and v.slot} & {v.slot for v in vj if v.kind == "num"}:
        a = {v.canon for v in vi if v.kind == "num" and v.slot == slot}
        b = {v.canon for v in vj if v.kind == "num" and v.slot == slot}
        if a.isdisjoint(b):
            return True
    return False


def _contrasted(vi: Sequence[Value], vj: Sequence[Value]) -> bool:
    """One entry names a member of a contrast set (prod, night, frontend...) the other does not."""
    a = {v.canon for v in vi if v.kind == "contrast"}
    b = {v.canon for v in vj if v.kind == "contrast"}
    return a != b
