"""Text handling shared by the index, the Hermes path and snippets: analysis, CJK grams, snippets."""

from __future__ import annotations

import bisect
import json
import re
import unicodedata

from curator.core.sessions.stopwords import TOKEN_STOPWORDS
from curator.core.stemming import STEM_CACHE, stem

_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)
_CJK_CLASS = ("\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
              "\uf900-\ufaff\U00020000-\U0002a6df")
_CJK_RE = re.compile(f"[{_CJK_CLASS}]")
_CJK_RUN_RE = re.compile(f"[{_CJK_CLASS}]+")
MAX_TOKEN_CHARS = 40
_STEM_CACHE_MAX = 400_000



def _build_fold_table() -> dict[int, str]:
    """Map punctuation/symbols/spaces below U+2E80 to a space and accented Latin letters to ASCII."""
    table: dict[int, str] = {}
    for cp in range(0x80, 0x2E80):
        ch = chr(cp)
        cat = unicodedata.category(ch)
        if cat[0] in "PSZC":
            table[cp] = " "
        elif cat[0] == "L":
            base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
            if base != ch and base.isascii() and base:
                table[cp] = base.lower()
        elif cat == "Mn":
            table[cp] = ""
    for src, dst in {"ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "đ": "d", "ł": "l", "þ": "th", "ð": "d",
                     "ı": "i"}.items():
        table[ord(src)] = dst
        if len(src.upper()) == 1:
            table[ord(src.upper())] = dst
    return table


_FOLD_TABLE = _build_fold_table()


def fold(text: str) -> str:
    """Lower-case, strip accents (``Café`` -> ``cafe``) and blank out non-ASCII punctuation."""
    text = text.lower()
    return text if text.isascii() else text.translate(_FOLD_TABLE)


# ASCII fast path: one bytes.translate lower-cases and turns every non-alphanumeric byte into a space.
_ASCII_TABLE = bytes((c + 32 if 65 <= c <= 90 else c) if chr(c).isalnum() and c < 128 else 32 for c in range(256))


def _tokens(text: str) -> list[str]:
    if not text.isascii():
        text = fold(text)
    if text.isascii():
        return text.encode("ascii").translate(_ASCII_TABLE).decode("ascii").split()
    return _WORD_RE.findall(text.lower())


def words(text: str) -> list[str]:
    """Folded word tokens of *text* (letters and digits; long tokens such as hashes dropped)."""
    return [w for w in _tokens(text) if len(w) <= MAX_TOKEN_CHARS]


def analyze(text: str, *, stopwords: bool = True) -> list[str]:
    """Index terms of *text*: folded, stop words removed (unless ``stopwords=False``), stemmed."""
    get = STEM_CACHE.get
    stop = TOKEN_STOPWORDS if stopwords else ()
    return [get(w) or stem(w) for w in _tokens(text) if w not in stop and len(w) <= MAX_TOKEN_CHARS]


def word_stem(word: str) -> str:
    """The index term of one raw word as it appears in a message (for highlighting)."""
    folded = fold(word)
    return stem(folded) if len(folded) <= MAX_TOKEN_CHARS else ""


def is_cjk_char(ch: str) -> bool:
    """True for CJK ideographs, kana, hangul and CJK punctuation."""
    return _CJK_RE.match(ch) is not None


def contains_cjk(text: str) -> bool:
    """True when any character of *text* is CJK."""
    return _CJK_RE.search(text) is not None


def cjk_runs(text: str) -> list[str]:
    """Maximal runs of CJK characters in *text*."""
    return _CJK_RUN_RE.findall(text)


def cjk_grams(text: str) -> list[str]:
    """Unigrams and bigrams of every CJK run (what our ``cjk`` field indexes)."""
    grams: list[str] = []
    for run in cjk_runs(text):
        grams.extend(run)
        grams.extend(run[i:i + 2] for i in range(len(run) - 1))
    return grams


def cjk_query_grams(run: str) -> list[str]:
    """Terms that must all be present for a CJK query run to occur: its bigrams (or the lone char)."""
    if len(run) == 1:
        return [run]
    return [run[i:i + 2] for i in range(len(run) - 1)]


def message_text(content: object) -> str:
    """Displayable text of a stored content value (plain text, or a JSON list of multimodal parts)."""
    if content is None:
        return ""
    if isinstance(content, bytes):
        content = content.decode("utf-8", "replace")
    text = str(content)
    if text.startswith("[{") and '"type"' in text[:200]:
        try:
            parts = json.loads(text)
        except ValueError:
            return text
        if isinstance(parts, list):
            texts = [p.get("text", "") for p in parts if isinstance(p, dict) and p.get("type") == "text"]
            joined = " ".join(t for t in texts if t).strip()
            return joined or "[multimodal content]"
    return text


_SNIPPET_SCAN_CHARS = 50_000
_WS_RE = re.compile(r"\s+")
_raw_stems: dict[str, str] = {}


def _raw_stem(word: str) -> str:
    out = _raw_stems.get(word)
    if out is None:
        out = word_stem(word)
        if len(_raw_stems) >= _STEM_CACHE_MAX:
            _raw_stems.clear()
        _raw_stems[word] = out
    return out


def make_snippet(content: str, stems: set[str], substrings: tuple[str, ...] = (), *,
                 max_words: int = 40) -> tuple[str, tuple[str, ...]]:
    """A window of *content* around its densest run of matches, matches wrapped in ``>>>`` and ``<<<``.

    *stems* are index terms (a word matches when its stem is one of them); *substrings* are literal
    pieces (CJK, substring queries) matched case-insensitively. Returns the snippet and the matched words.
    """
    text = content[:_SNIPPET_SCAN_CHARS]
    tokens = [(m.start(), m.end()) for m in _WORD_RE.finditer(text)]
    if not tokens:
        return _WS_RE.sub(" ", text).strip()[:200], ()
    spans: list[tuple[int, int]] = []
    if stems:
        get = _raw_stems.get
        for s0, e0 in tokens:
            w = text[s0:e0]
            if (get(w) or _raw_stem(w)) in stems:
                spans.append((s0, e0))
    if substrings:
        lowered = text.lower()
        for sub in substrings:
            sub_l = sub.lower()
            start = lowered.find(sub_l) if sub_l else -1
            while start >= 0:
                spans.append((start, start + len(sub_l)))
                start = lowered.find(sub_l, start + len(sub_l))
    spans = _merge(sorted(spans))
    starts = [t[0] for t in tokens]
    first = 0
    if spans:
        idx = [max(0, bisect.bisect_right(starts, sp[0]) - 1) for sp in spans]
        best_i, best_n, j = 0, 0, 0
        for i in range(len(idx)):          # two pointers: most matches within max_words - 12 words
            while idx[i] - idx[j] >= max_words - 12:
                j += 1
            if i - j + 1 > best_n:
                best_i, best_n = j, i - j + 1
        first = max(0, idx[best_i] - 6)
    last = min(len(tokens), first + max_words)
    lo = 0 if first == 0 else tokens[first][0]
    hi = len(text) if last == len(tokens) and len(text) == len(content) else tokens[last - 1][1]
    out, pos, matched = [], lo, []
    for s0, e0 in spans:
        if e0 <= lo or s0 >= hi:
            continue
        s0, e0 = max(s0, lo), min(e0, hi)
        out.append(text[pos:s0])
        out.append(">>>" + text[s0:e0] + "<<<")
        matched.append(text[s0:e0].lower())
        pos = e0
    out.append(text[pos:hi])
    snippet = _WS_RE.sub(" ", "".join(out)).strip()
    if lo > 0:
        snippet = "..." + snippet
    if hi < len(content) and content[hi:].strip():
        snippet += "..."
    return snippet, tuple(dict.fromkeys(matched))


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out
