"""Staleness rules for consolidation: past dates, 'currently'-style phrases, open tickets."""

from __future__ import annotations

import datetime as _dt
import re

import unicodedata

from curator.core.consolidate.words import NOT_TICKET_PREFIXES, PERENNIAL_DATE_WORDS, TRANSIENT_PHRASES

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


def nfkc(text: str) -> str:
    """NFKC-normalise and unify quotes."""
    text = unicodedata.normalize("NFKC", text)
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
