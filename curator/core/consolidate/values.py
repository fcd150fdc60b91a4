"""Values-aware reading of one memory entry: typed values (numbers, times, days, identifiers, names), polarity, words."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from curator.core.stemming import stem as _snowball
from curator.core.consolidate.words import (
    GENERIC,
    CHOICES,
    CONTRASTS,
    DE_NOUN_ENDINGS,
    NEGATION_AFTER,
    NEGATION_BEFORE,
    NUMBER_WORDS,
    SCOPE_ENDERS,
    STOPWORDS,
    UNITS,
    WEEKDAYS,
)

_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u301c\uff5e"), "-")
_QUOTES = dict.fromkeys(map(ord, "\u2018\u2019\u201a\u201b\u2032"), "'") | dict.fromkeys(
    map(ord, "\u201c\u201d\u201e\u00ab\u00bb\u300c\u300d\u300e\u300f"), '"')
_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HANGUL = r"\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
_CJK_RUN = re.compile(f"[{_CJK}]+")
_HANGUL_RUN = re.compile(f"[{_HANGUL}]+")
_KANA = re.compile(r"[\u3040-\u30ff]")
# identifiers: backticked code, tokens with a digit or an inner ./\_@~:#= , a leading - , #channel, @handle
_BACKTICK = re.compile(r"`([^`]+)`")
_TOKEN = re.compile(r"[#@]?[\w<>$%*+\-./\\:=~']*[\w<>/%*+]|[#@]?\w")
_IDCHARS = re.compile(r"[./\\_@~:#=<>]")
_TIME_12 = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)", re.I)
_TIME_24 = re.compile(r"(?<![\d.,:])(\d{1,2})[:：](\d{2})(?![\d:])")
_TIME_RANGE_12 = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*-\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b", re.I)
_TIME_CJK = re.compile(r"(\d{1,2})\s*(?:点|時|시)(?:\s*(\d{1,2})\s*分)?")
_NUMBER = re.compile(r"(?<![\w.,])([€$£¥]\s?)?(\d+(?:[.,]\d+)*)(\s*-\s*[€$£¥]?\d+(?:[.,]\d+)*)?(?:\s*|-)(%|°\s*c|℃|×|[€$£¥元]|x\b|[a-zäöüßéáíóúñ\u00b2\u00b3]+|[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,2})?", re.I)
_NUM_WORD = re.compile(r"^\d[\d.,]*(?:-[^\d\W]+)+$")
_NON_LATIN = re.compile(f"[{_CJK}{_HANGUL}\u3000-\u303f\uff00-\uffef]")
_CJK_NUM = re.compile(r"([一二两三四五六七八九十]+)\s*([天人列个次周年月位份页组小分時日개명])")
_KO_NUM = re.compile(r"(?<![\uac00-\ud7af])(하나|한|둘|두|셋|세|넷|네)(?=\s|$|[,.])")
_CJK_NAME = re.compile(r"([\u4e00-\u9fff]{1,3}|[\u30a0-\u30ff]{2,6})(?:さん|様|先生)|([\uac00-\ud7af]{2,3})님")
_SENTENCE_START = re.compile(r"(?:^\W*|[.!?;:]\s+|\n\s*)$")

_KO_PARTICLES = ("에서", "으로", "에게", "까지", "부터", "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과",
                 "도", "만", "한다", "하고", "하는")
_SELF_WORDS = re.compile(r"ユーザー|用户|用戶|사용자|使用者")
_RATIO = re.compile(r"(?<![0-9a-z.])(\d+(?:[.,]\d+)?)\s*([/:×x])\s*(\d+(?:[.,]\d+)?)(?![\w.]*[a-z/])")
_LIGHT = frozenset("more mehr any longer anymore ever use using über via as on in at to from for mit más usar".split())
_PHRASE_NUMBER_OF = {"time and a half": "1.5×", "half an hour": "30 min", "an hour and a half": "90 min"}
_PHRASE_NUMBERS = re.compile("|".join(map(re.escape, _PHRASE_NUMBER_OF)), re.I)
_TARGET_PREPOSITIONS = frozenset("in into on onto to via over with as from through at für über mit en con por".split())
_LIST_JOINERS = frozenset("and or und oder y o e nor".split())
_SEQ = re.compile(f"[{_CJK}{_HANGUL}]|[^\\W\\d_{_CJK}{_HANGUL}]+")
_SLOT_SKIP = frozenset("""within after before about around under over up least than from to by every each per max min
    innerhalb nach vor bis ab desde hasta cada dentro""".split())
_GERMAN = frozenset("für über nur und mit nicht ist im auf von bei der das den dem ein eine oder auch noch".split())
_CJK_DIGITS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_KO_DIGITS = {"하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "네": 4}


@dataclass(frozen=True)
class Value:
    """One specific value an entry states: ``kind`` (num, time, day, id, name, contrast), a canonical
    form, the unit or slot it belongs to (for conflicts) and whether it is negated."""

    kind: str
    canon: str
    slot: str = ""
    negated: bool = False
    soft: bool = False
    """A number said with the word "one": it must not conflict, but another entry may leave it out."""

    @property
    def key(self) -> str:
        """What must match for two entries to state the same value (polarity included)."""
        return ("!" if self.negated else "") + self.kind + ":" + self.canon


@dataclass(frozen=True)
class Reading:
    """Everything the rules need about one entry."""

    text: str
    norm: str
    script: str
    words: frozenset[str]
    values: tuple[Value, ...]
    negations: int
    lowered: frozenset[str] = frozenset()
    seq: tuple[str, ...] = ()
    label: frozenset[str] = frozenset()
    """The words of a leading ``Label:`` (e.g. "grafana prod" in "Grafana prod: ..."), if any."""
    negated_heads: frozenset[str] = frozenset()
    """Words a negation rejects that are no values: "commit" in "never commit lockfiles"."""
    affirmed: frozenset[str] = frozenset()
    """The entry's words outside every negation's scope."""

    @property
    def value_keys(self) -> frozenset[str]:
        """Polarity-marked keys of the entry's values."""
        return frozenset(v.key for v in self.values)


def normalise(text: str) -> str:
    """NFKC, one kind of dash and quote, lower case."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_QUOTES)
    return text.casefold()


def script_of(text: str) -> str:
    """The entry's main script: ja, zh, ko or latin."""
    if _HANGUL_RUN.search(text):
        return "ko"
    if _KANA.search(text):
        return "ja"
    if _CJK_RUN.search(text):
        return "zh"
    return "latin"


def stem(word: str) -> str:
    """The project's one stemmer (Snowball English) for plain alphabetic words; others as they are."""
    if len(word) <= 3 or not word.isalpha():
        return word
    return _snowball(word)


def _num(raw: str) -> str:
    """Canonical number: 3,000 = 3000, 24,90 = 24.9, 1.300 = 1300, 2.50 = 2.5."""
    s = raw.lstrip("+")
    parts = re.split(r"[.,]", s)
    if len(parts) > 1:
        seps = re.findall(r"[.,]", s)
        if all(len(p) == 3 for p in parts[1:]) and (len(set(seps)) == 1 and (len(seps) > 1 or seps[0] == ",")
                                                     or len(parts[0]) <= 3 and len(seps) > 1):
            s = "".join(parts)
        elif len(set(seps)) == 2:  # 1.234,5 or 1,234.5
            dec = s[max(s.rfind("."), s.rfind(","))]
            s = s.replace("," if dec == "." else ".", "").replace(",", ".")
        else:
            s = s.replace(",", ".")
    try:
        f = float(s)
    except ValueError:
        return raw
    return str(int(f)) if f == int(f) and abs(f) < 1e15 else repr(round(f, 6))


def _known_unit(raw: str | None) -> str:
    if not raw:
        return ""
    u = raw.replace(" ", "")
    for cand in (u, u.rstrip("s"), u[:2], u[:1]) if not u.isascii() else (u, u.rstrip("s")):
        if cand in UNITS:
            return UNITS[cand]
    return ""


def _unit(raw: str | None) -> str:
    if not raw:
        return ""
    u = raw.replace(" ", "")
    if u in UNITS or u.rstrip("s") in UNITS:
        return UNITS.get(u, UNITS.get(u.rstrip("s"), ""))
    if u.isalpha() and u not in STOPWORDS and u not in NUMBER_WORDS:
        return stem(u)
    return ""


def _times(norm: str, out: list[tuple[int, Value]]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for m in _TIME_RANGE_12.finditer(norm):
        pm = m.group(5).startswith("p")
        for h, mi in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
            hour = int(h) % 12 + (12 if pm else 0)
            out.append((m.start(), Value("time", f"{hour:02d}:{mi or '00'}")))
        spans.append(m.span())
    for m in _TIME_12.finditer(norm):
        if any(s <= m.start() < e for s, e in spans):
            continue
        hour = int(m.group(1)) % 12 + (12 if m.group(3).startswith("p") else 0)
        out.append((m.start(), Value("time", f"{hour:02d}:{m.group(2) or '00'}")))
        spans.append(m.span())
    for rx in (_TIME_24, _TIME_CJK):
        for m in rx.finditer(norm):
            if any(s <= m.start() < e for s, e in spans) or int(m.group(1)) > 24:
                continue
            out.append((m.start(), Value("time", f"{int(m.group(1)):02d}:{m.group(2) or '00'}")))
            spans.append(m.span())
    return spans


def _numbers(norm: str, spans: list[tuple[int, int]], out: list[tuple[int, Value]]) -> None:
    for m in _RATIO.finditer(norm):
        if any(s <= m.start() < e for s, e in spans):
            continue
        dim = m.group(2) in "×x"
        out.append((m.start(), Value("num", f"{_num(m.group(1))}{'x' if dim else m.group(2)}{_num(m.group(3))}",
                                     "u:dim" if dim else "u:ratio")))
        spans.append(m.span())
    for m in _NUMBER.finditer(norm):
        if any(s <= m.start() < e for s, e in spans):
            continue
        tail = norm[m.end(2):m.end(2) + 1]
        after = norm[m.end(2) + 1:m.end(2) + 2]
        if (tail and (tail.isalpha() and not m.group(4) or tail in "_/" or tail == ":" and (after == "/" or after.isdigit()))
                or m.start() and norm[m.start() - 1].isalpha()
                or m.start() > 1 and norm[m.start() - 1] in "-_" and norm[m.start() - 2].isalpha()):
            continue  # part of an identifier (k8s, s3://, v2beta)
        known = _known_unit((m.group(1) or "").strip()) or _known_unit(m.group(4))
        if not known and m.group(4) and m.group(4).isalpha():  # 5 business days, 3 full weeks
            nxt = re.match(r"\s+([^\W\d_]+)", norm[m.end():])
            known = _known_unit(nxt.group(1)) if nxt else ""
        before = re.search(r"([a-z\u00c0-\u024f]+)\s*$", norm[max(0, m.start() - 24):m.start()])
        if known:
            slot = "u:" + known
        elif before and before.group(1) not in STOPWORDS and before.group(1) not in _SLOT_SKIP:
            slot = "p:" + before.group(1)
        else:
            unit = _unit(m.group(4)) if (m.group(4) or "").isascii() else ""
            slot = "u:" + unit if unit else ""
        numbers = [m.group(2)] + ([m.group(3).strip(" -€$£¥")] if m.group(3) else [])
        for raw in numbers:
            out.append((m.start(), Value("num", _num(raw), slot)))
    for m in _CJK_NUM.finditer(norm):
        total = 0
        for ch in m.group(1):
            total = total * 10 if ch == "十" and total else total + _CJK_DIGITS[ch] if ch != "十" else 10
        out.append((m.start(), Value("num", str(total), "u:" + _unit(m.group(2)))))
    for m in _KO_NUM.finditer(norm):
        out.append((m.start(), Value("num", str(_KO_DIGITS[m.group(1)]))))


def _is_name(word: str, original: str, pos: int, text: str, script: str, german: bool) -> bool | str:
    if not any(c.isupper() for c in original) or not any(c.isalpha() for c in original):
        return False
    if original.isupper() and len(original) >= 2:
        return True
    if any(c.isupper() for c in original[1:]):
        return True  # PagerDuty, iPhone, ArgoCD
    if script != "latin":
        return True
    if word in STOPWORDS or word in NUMBER_WORDS or word in WEEKDAYS or word in GENERIC or stem(word) in GENERIC:
        return False
    if _SENTENCE_START.search(text[:pos]):
        return "initial"
    if german:
        return not word.endswith(DE_NOUN_ENDINGS)
    return True


@lru_cache(maxsize=8192)
def read(text: str) -> Reading:
    """Read one entry (cached by its text)."""
    nfkc = unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_QUOTES)
    nfkc = _PHRASE_NUMBERS.sub(lambda m: _PHRASE_NUMBER_OF[m.group(0).lower()], nfkc)
    norm = nfkc.lower()
    if len(norm) != len(nfkc):  # keep offsets aligned with the original
        norm = "".join(c.lower() if len(c.lower()) == 1 else c for c in nfkc)
    script = script_of(nfkc)
    found: list[tuple[int, Value]] = []
    spans = _times(norm, found)
    _numbers(norm, spans, found)
    ticked = {t.casefold() for m in _BACKTICK.finditer(nfkc) for t in m.group(1).split()}
    words: set[str] = set()
    lowered: set[str] = set()
    german = script == "latin" and any(w in _GERMAN for w in re.findall(r"\w+", norm))
    tokens = list(_TOKEN.finditer(_NON_LATIN.sub(" ", nfkc)))
    for m in tokens:
        original = m.group(0).strip("'.:")
        original = original.rstrip("-") if re.match(r"--?[a-z]", original, re.I) else original.strip("-")
        if original.endswith(("'s", "'S")):
            original = original[:-2]
        if not original:
            continue
        low = original.casefold()
        pos = m.start()
        if low in WEEKDAYS:
            found.append((pos, Value("day", WEEKDAYS[low])))
        elif low in CONTRASTS:
            found.append((pos, Value("contrast", low, CONTRASTS[low])))
        elif low in CHOICES:
            found.append((pos, Value("choice", low, CHOICES[low])))
        elif low in NUMBER_WORDS:
            nxt = re.match(r"\s+([^\W\d_]+)", nfkc[m.end():])
            unit = _unit(nxt.group(1).lower()) if nxt else ""
            found.append((pos, Value("num", NUMBER_WORDS[low], "u:" + unit if unit else "", soft=low == "one")))
        elif (_IDCHARS.search(low.strip("#@")) and any(c.isalpha() for c in low) or low.startswith(("#", "@"))
              or low in ticked or original.startswith("-") and original.lstrip("-")[:1].isalpha()
              or any(c.isdigit() for c in low) and any(c.isalpha() for c in low) and not _NUM_WORD.match(low)):
            found.append((pos, Value("id", low)))
        elif (how := _is_name(low, original, pos, nfkc, script, german)):
            found.append((pos, Value("name", low, "initial" if how == "initial" else "")))
        elif original.islower():
            lowered.add(low)
        if any(c.isalpha() for c in low):
            for part in re.split(r"[-/._]", low):
                if part and part not in STOPWORDS:
                    words.add(stem(part))
            if low not in STOPWORDS and low not in NUMBER_WORDS:
                words.add(stem(low))
    for m in _CJK_RUN.finditer(_SELF_WORDS.sub(" ", norm)):
        run = m.group(0)
        words.update(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    for m in _HANGUL_RUN.finditer(_SELF_WORDS.sub(" ", norm)):
        run = m.group(0)
        for particle in _KO_PARTICLES:
            if run.endswith(particle) and len(run) > len(particle) + 1:
                run = run[: -len(particle)]
                break
        words.update(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    for m in _CJK_NAME.finditer(nfkc):
        found.append((m.start(), Value("name", (m.group(1) or m.group(2)).casefold())))
    for d, canon in WEEKDAYS.items():
        if not d.isascii() and d in norm:
            found.append((norm.index(d), Value("day", canon)))
    heads: set[str] = set()
    scopes: list[tuple[int, int]] = []
    negs = _negation_spans(norm, nfkc, heads, scopes)
    in_scope = {stem(m.group(0)) for s, e in scopes for m in re.finditer(r"[^\W\d_]+", norm[s:e])}
    values = []
    seen = set()
    for pos, v in _join_names(sorted(found, key=lambda x: x[0]), norm):
        neg = any(s <= pos < e for s, e in negs)
        v = Value(v.kind, v.canon, v.slot, neg, v.soft)
        if (v.kind, v.canon, v.negated) not in seen:
            seen.add((v.kind, v.canon, v.negated))
            values.append(v)
    seq = tuple(stem(t) if len(t) > 1 else t for t in _SEQ.findall(_SELF_WORDS.sub(" ", norm)) if t not in STOPWORDS)
    return Reading(text, norm, script, frozenset(words), tuple(values), len(negs), frozenset(lowered), seq,
                   _label(norm), frozenset(heads), frozenset(words - in_scope))


_LABEL = re.compile(r"^\s*([^:;.\n]{1,40}?)\s*:(?!//|\d)")


def _label(norm: str) -> frozenset[str]:
    """The words (or CJK bigrams) of an entry's leading ``Label:``."""
    m = _LABEL.match(norm)
    if not m:
        return frozenset()
    head = m.group(1)
    latin = [stem(w) for w in re.findall(r"[^\W_][\w-]*", _CJK_RUN.sub(" ", _HANGUL_RUN.sub(" ", head)))
             if w not in STOPWORDS and w not in NUMBER_WORDS and not w.isdigit()]
    if len(latin) > 4:  # a sentence with a colon, not a "Label:"
        return frozenset()
    grams = [run[i:i + 2] for run in _CJK_RUN.findall(head) + _HANGUL_RUN.findall(head) for i in range(max(1, len(run) - 1))]
    return frozenset(latin + grams)


def _object_spans(original: str, start: int, end: int, heads: set[str]) -> list[tuple[int, int]]:
    """What a Latin-script negation rejects: the values right after it ("no CocoaPods", "not over
    WhatsApp"), or after a preposition that follows the negated verb ("never put tokens in
    UserDefaults"), but not the verb's own object ("never commit Burp files" rejects committing)."""
    spans: list[tuple[int, int]] = []
    begin = start
    last = start
    seen = False
    in_verb = False
    for m in _TOKEN.finditer(original, start, end):
        tok = m.group(0).strip("'.:-")
        low = tok.lower()
        if not tok:
            continue
        valued = (any(c.isupper() for c in tok) or any(c.isdigit() for c in tok) or bool(_IDCHARS.search(tok))
                  or not tok.isascii() and not tok.isalpha() or low in CHOICES or low in CONTRASTS)
        if in_verb:
            if low in _TARGET_PREPOSITIONS:
                in_verb, begin, last, seen = False, m.end(), m.end(), False
            continue
        if valued:
            seen = True
            last = m.end()
        elif seen and low in _TARGET_PREPOSITIONS:
            break  # "prefers pnpm over npm in every JavaScript project": the object ends at "in"
        elif low in STOPWORDS or low in _LIGHT or low in _LIST_JOINERS:
            continue
        elif seen:
            break
        else:  # the negated verb or word: "never commit ...", "does not want ..."
            heads.add(stem(low))
            in_verb = True
            continue
    if seen:
        spans.append((begin, last))
    return spans


def _join_names(found: list[tuple[int, Value]], norm: str) -> list[tuple[int, Value]]:
    """Adjacent names are one name ("Swift Package Manager", "Tokens Studio"): each word alone could
    be found inside another name ("swift-snapshot-testing")."""
    out: list[tuple[int, Value]] = []
    for pos, v in found:
        if out and v.kind == "name" and out[-1][1].kind == "name" and out[-1][1].slot != "initial":
            prev_pos, prev = out[-1]
            if norm[prev_pos:pos] == prev.canon + " ":
                out[-1] = (prev_pos, Value("name", prev.canon + " " + v.canon, prev.slot if prev.slot else v.slot))
                continue
        out.append((pos, v))
    return out


def _negation_spans(norm: str, original: str = "", heads: set[str] | None = None,
                    scopes: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """Character spans whose values are negated: after not/no/never/avoid/without/instead of/over
    (after prefer) up to the end of the clause or a scope ender; before 不要/禁止/使わない-style
    markers that follow what they negate."""
    spans = []
    clause_end = re.compile(r"[;.!?\n。；！？]|,\s|、|，|\s\(| but | aber | pero ")  # "(" opens an aside
    for m in NEGATION_BEFORE.finditer(norm):
        start = m.end()
        end_m = clause_end.search(norm, start)
        end = end_m.start() if end_m else len(norm)
        ender = SCOPE_ENDERS.search(norm, start, end)
        if ender and ender.start() > start + 1:
            end = ender.start()
        if scopes is not None:
            scopes.append((start, end))
        if original and m.group(0).isascii() and len(original) == len(norm):
            spans.extend(_object_spans(original, start, end, heads if heads is not None else set()))
        else:
            spans.append((start, end))
    for m in NEGATION_AFTER.finditer(norm):
        begin = max(0, m.start() - 8)  # what is negated sits right before the marker
        for sep in clause_end.finditer(norm, 0, m.start()):
            begin = max(begin, sep.end())
        for particle in re.finditer(r"[はがをにのも、]", norm[begin:m.start() - 1]):
            begin = max(begin, begin + particle.end())
        spans.append((begin, m.start()))
    return spans
