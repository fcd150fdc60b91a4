"""Contradiction and staleness rules for consolidation (same subject, different values; time-bound
entries)."""

from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache

from curator.core.consolidate.lexicon import (
    GENERIC,
    NOT_TICKET_PREFIXES,
    PERENNIAL_DATE_WORDS,
    TRANSIENT_PHRASES,
    TZ_ABBREVIATIONS,
    VALUE_CLASS_OF,
)
from curator.core.consolidate.text import EntryFeatures, clause_tokens, features, is_value_token, nfkc

_TZ_RE = re.compile(r"^(?:(?:utc|gmt)(?:[+\-]\d{1,2}(?::?\d{2})?)?|(?:europe|america|asia|africa|australia|pacific)/[a-z_\-]+)$")
_REGION_RE = re.compile(r"^(?:[a-z]{2}-(?:north|south|east|west|central|northeast|southeast|northwest|southwest)-\d|"
                        r"(?:europe|us|asia|australia|northamerica|southamerica)-[a-z]+\d)$")
_NUM_RE = re.compile(r"^v?\d+(?:\.\d+)*x?$")
_KEY_VALUE_RE = re.compile(r"^\s*([^:=\n]{2,40}?)\s*(?::|=|\bis\b|\bare\b)\s+(.+?)\s*\.?\s*$", re.IGNORECASE)

_MONTHS = {m: i for i, m in enumerate(
    "jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1)}
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_ISO_DATE = re.compile(r"\b((?:19|20)\d\d)[-/.](\d{1,2})[-/.](\d{1,2})\b")
_DAY_MONTH_YEAR = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r"\.?,?\s+((?:19|20)\d\d)\b", re.I)
_MONTH_DAY_YEAR = re.compile(r"\b" + _MONTH + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)\b", re.I)
_MONTH_YEAR = re.compile(r"\b" + _MONTH + r"\.?\s+((?:19|20)\d\d)\b", re.I)
_QUARTER = re.compile(r"\bQ([1-4])\s*((?:19|20)\d\d)\b", re.I)
_TICKET = re.compile(r"(?<![\w/.-])([A-Z][A-Z0-9]{1,9})-(\d{1,6})\b(?!\.\w)")
_HASH_TICKET = re.compile(r"(?<![\w/&#])#(\d{1,6})\b")
_PERENNIAL_RE = re.compile(r"\b(?:" + "|".join(sorted(PERENNIAL_DATE_WORDS)) + r")\b")
_TRANSIENT_REASON = dict(TRANSIENT_PHRASES)
_TRANSIENT_RE = re.compile(
    r"(?<![\w-])(?:" + "|".join(re.escape(p) for p, _ in sorted(TRANSIENT_PHRASES, key=lambda x: -len(x[0])))
    + r")(?![\w-])")
_WORD_TICKET = re.compile(r"\b(?:PR|MR|issue|ticket|bug)\s+#?(\d{1,6})\b", re.I)


# ---------------------------------------------------------------------------------------- contradictions

@lru_cache(maxsize=4096)
def value_slots(text: str) -> dict[str, frozenset[str]]:
    """Values an entry asserts (negated ones excluded), by slot: a known class of alternatives
    (package manager, editor, shell...), ``timezone``, or ``<word> number`` (port 5432, Python 3.12)."""
    slots: dict[str, set[str]] = {}
    for clause in features(text).clauses:
        before: list[str] = []  # plain words met so far in the clause (the number's possible keys)
        for tok in clause.seq:
            if tok.startswith("!"):
                continue
            if tok in VALUE_CLASS_OF:
                slots.setdefault(VALUE_CLASS_OF[tok], set()).add(tok)
            elif tok in TZ_ABBREVIATIONS or _TZ_RE.match(tok):
                slots.setdefault("timezone", set()).add(tok)
            elif _REGION_RE.match(tok):
                slots.setdefault("cloud region", set()).add(tok)
            elif _NUM_RE.match(tok.replace(",", "")):
                for key in before[-3:]:
                    slots.setdefault(f"{key} number", set()).add(tok.lstrip("v").replace(",", ""))
                before.clear()
            elif tok not in GENERIC and not is_value_token(tok):
                before.append(tok)
    return {k: frozenset(v) for k, v in slots.items()}


def _residual(f: EntryFeatures, slots: dict[str, frozenset[str]]) -> frozenset[str]:
    return _residual_of(f.text)


@lru_cache(maxsize=4096)
def _residual_of(text: str) -> frozenset[str]:
    """The entry's subject words: plain words that are not values, numbers or generic verbs."""
    f = features(text)
    slots = value_slots(text)
    values = set().union(*slots.values()) if slots else set()
    out = set()
    for tok in f.plain:
        if tok in GENERIC or tok in values or tok in VALUE_CLASS_OF or _NUM_RE.match(tok):
            continue
        if tok in TZ_ABBREVIATIONS or _TZ_RE.match(tok):
            continue
        out.add(tok)
    return frozenset(out)


def _same_subject(ra: frozenset[str], rb: frozenset[str]) -> bool:
    """One entry's subject words are all in the other's (it may say more, but never names a thing
    the other does not, like "staging" vs "prod"); an empty subject only matches a tiny one."""
    if not (ra <= rb or rb <= ra):
        return False
    return min(len(ra), len(rb)) >= 1 or max(len(ra), len(rb)) <= 1


def _key_value(f: EntryFeatures) -> tuple[frozenset[str], frozenset[str]] | None:
    return _key_value_of(f.text)


@lru_cache(maxsize=4096)
def _key_value_of(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """``key: value`` / ``key is value`` of a short entry whose value is one or two value words."""
    if len(text) > 100:
        return None
    m = _KEY_VALUE_RE.match(nfkc(text))
    if not m:
        return None
    key = clause_tokens(m.group(1))[0]
    val_tokens, val_anchors, _, _ = clause_tokens(m.group(2))
    value = frozenset(val_tokens) - GENERIC
    if not key or not value or len(value) > 2 or not value <= val_anchors:
        return None
    return frozenset(key), value


def _value_type(values: frozenset[str]) -> str:
    if any("/" in v for v in values):
        return "path"
    if all(_NUM_RE.match(v) for v in values):
        return "number"
    return "word"


def contradiction(a: EntryFeatures, b: EntryFeatures) -> str | None:
    """Why ``a`` and ``b`` likely contradict each other (same subject, different values), or None."""
    sa, sb = value_slots(a.text), value_slots(b.text)
    # 1. one entry negates what the other states (and does not also state it); the negated one has
    #    more negation words (two entries with one "not" each are usually the same rule reworded)
    flipped = set()
    if a.negations != b.negations and (a.negative or b.negative):
        flipped = ((a.positive & b.negative) - b.positive) | ((b.positive & a.negative) - a.positive)
        flipped -= GENERIC
    if flipped:
        pa, pb = a.plain, b.plain
        values = {t for t in flipped if "!" + t in a.anchors or t in a.anchors}
        if len(pa & pb) / len(pa | pb) >= 0.6 or (values and _same_subject(_residual(a, sa), _residual(b, sb))):
            return f"one entry negates the other about '{sorted(flipped)[0]}'"
    # 2. the same slot with different values
    shared = sorted(set(sa) & set(sb))
    if shared:
        ra, rb = _residual(a, sa), _residual(b, sb)
        if _same_subject(ra, rb):
            for slot in shared:
                va, vb = sa[slot], sb[slot]
                if va.isdisjoint(vb) and va.isdisjoint(b.plain) and vb.isdisjoint(a.plain):
                    name = slot.replace(" number", "")
                    what = f"{name} numbers" if slot.endswith(" number") else slot
                    return f"different {what}: {', '.join(sorted(va))} vs {', '.join(sorted(vb))}"
    # 3. "key: value" / "key is value" with the same key and different single values
    ka, kb = _key_value(a), _key_value(b)
    if ka and kb and ka[0] == kb[0] and ka[1].isdisjoint(kb[1]) and _value_type(ka[1]) == _value_type(kb[1]):
        if ka[1].isdisjoint(b.plain) and kb[1].isdisjoint(a.plain):
            key = " ".join(sorted(ka[0]))
            return f"different values for '{key}': {', '.join(sorted(ka[1]))} vs {', '.join(sorted(kb[1]))}"
    return None


# ---------------------------------------------------------------------------------------- staleness

def _month(name: str) -> int:
    return _MONTHS[name[:3].lower()]


def _dates(text: str) -> list[_dt.date]:
    found: list[_dt.date] = []
    if not _YEAR_RE.search(text):
        return found

    def add(y: int, m: int, d: int | None) -> None:
        try:
            if d is None:
                nxt = _dt.date(y + (m == 12), m % 12 + 1, 1)
                found.append(nxt - _dt.timedelta(days=1))
            else:
                found.append(_dt.date(y, m, d))
        except ValueError:
            pass

    spans: list[tuple[int, int]] = []
    for rx, order in ((_ISO_DATE, "ymd"), (_DAY_MONTH_YEAR, "dmy"), (_MONTH_DAY_YEAR, "mdy")):
        for m in rx.finditer(text):
            g = m.groups()
            if order == "ymd":
                add(int(g[0]), int(g[1]), int(g[2]))
            elif order == "dmy":
                add(int(g[2]), _month(g[1]), int(g[0]))
            else:
                add(int(g[2]), _month(g[0]), int(g[1]))
            spans.append(m.span())
    for m in _MONTH_YEAR.finditer(text):
        if not any(s <= m.start() < e for s, e in spans):
            add(int(m.group(2)), _month(m.group(1)), None)
    for m in _QUARTER.finditer(text):
        add(int(m.group(2)), int(m.group(1)) * 3, None)
    return found


def stale_reasons(text: str, today: _dt.date) -> list[str]:
    """Reasons an entry looks time-bound (past dates, 'currently', ticket numbers, WIP), maybe none."""
    reasons: list[str] = []
    clean = nfkc(text)
    low = clean.casefold()
    if not _PERENNIAL_RE.search(low):
        past = sorted({d for d in _dates(clean) if d < today})
        if past:
            reasons.append(f"mentions a past date ({past[-1].isoformat()})")
    for phrase in dict.fromkeys(m.group(0) for m in _TRANSIENT_RE.finditer(low)):
        reason = _TRANSIENT_REASON[phrase]
        if reason not in reasons:
            reasons.append(reason)
    tickets = [f"{p}-{n}" for p, n in _TICKET.findall(clean) if p.lower() not in NOT_TICKET_PREFIXES]
    tickets += [f"#{n}" for n in _HASH_TICKET.findall(clean)]
    tickets += [m.group(0) for m in _WORD_TICKET.finditer(clean) if not tickets]
    if tickets:
        reasons.append(f"mentions ticket {tickets[0]}")
    return reasons


def clear_caches() -> None:
    """Forget cached per-text results (benchmarks measure the cold path)."""
    for fn in (value_slots, _residual_of, _key_value_of):
        fn.cache_clear()
