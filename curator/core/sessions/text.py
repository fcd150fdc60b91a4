"""Text handling shared by the index, the Hermes path and snippets: analysis, CJK grams, snippets."""

from __future__ import annotations

import json
import re
from functools import lru_cache

import tantivy

from curator.core.sessions.stopwords import TOKEN_STOPWORDS

#: Name under which the stemming analyzer is registered in our tantivy index.
ANALYZER = "cur_en"
#: Same analyzer without stop words (for queries made only of stop words, and snippet matching).
ANALYZER_KEEP = "cur_en_all"

_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)
_CJK_RANGES = ((0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x3000, 0x303F),
               (0x3040, 0x309F), (0x30A0, 0x30FF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF))
MAX_TOKEN_CHARS = 40


def build_analyzer(stopwords: bool = True) -> tantivy.TextAnalyzer:
    """Lower-case, ASCII-fold, (English stop words), English stemmer: used for both index and queries."""
    builder = (tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
               .filter(tantivy.Filter.remove_long(MAX_TOKEN_CHARS))
               .filter(tantivy.Filter.lowercase())
               .filter(tantivy.Filter.ascii_fold()))
    if stopwords:
        builder = builder.filter(tantivy.Filter.custom_stopword(sorted(TOKEN_STOPWORDS)))
    return builder.filter(tantivy.Filter.stemmer("english")).build()


_ANALYZER = build_analyzer(True)
_ANALYZER_ALL = build_analyzer(False)


def analyze(text: str, *, stopwords: bool = True) -> list[str]:
    """Index terms of *text* (stems, stop words removed unless ``stopwords=False``)."""
    return (_ANALYZER if stopwords else _ANALYZER_ALL).analyze(text)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The index term of one word (no stop-word removal), cached."""
    out = _ANALYZER_ALL.analyze(word)
    return out[0] if out else ""


def is_cjk_char(ch: str) -> bool:
    """True for CJK ideographs, kana, hangul and CJK punctuation."""
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _CJK_RANGES)


def contains_cjk(text: str) -> bool:
    """True when any character of *text* is CJK."""
    return any(is_cjk_char(ch) for ch in text)


def cjk_runs(text: str) -> list[str]:
    """Maximal runs of CJK characters in *text*."""
    runs, cur = [], []
    for ch in text:
        if is_cjk_char(ch):
            cur.append(ch)
        elif cur:
            runs.append("".join(cur))
            cur = []
    if cur:
        runs.append("".join(cur))
    return runs


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


def make_snippet(content: str, stems: set[str], substrings: tuple[str, ...] = (), *,
                 max_words: int = 40) -> tuple[str, tuple[str, ...]]:
    """A window of *content* around its best match, matches wrapped in ``>>>`` and ``<<<``.

    *stems* are index terms (a word matches when its stem is one of them); *substrings* are literal
    pieces (CJK, substring queries) matched case-insensitively. Returns the snippet and the matched words.
    """
    text = " ".join(content.split())
    spans: list[tuple[int, int]] = []
    if stems:
        for m in _WORD_RE.finditer(text):
            w = m.group(0)
            if len(w) <= MAX_TOKEN_CHARS and stem(w) in stems:
                spans.append((m.start(), m.end()))
    lowered = text.lower()
    for sub in substrings:
        sub_l = sub.lower()
        if not sub_l:
            continue
        start = lowered.find(sub_l)
        while start >= 0:
            spans.append((start, start + len(sub_l)))
            start = lowered.find(sub_l, start + len(sub_l))
    spans = _merge(sorted(spans))
    words = list(re.finditer(r"\S+", text))
    if not words:
        return "", ()
    if spans:
        # Start the window so it covers the densest run of matches, a few words before the first.
        best_start, best_count = 0, -1
        word_starts = [w.start() for w in words]
        for i, (s, _e) in enumerate(spans):
            first_word = max(0, _word_index(word_starts, s) - 6)
            lo, hi = words[first_word].start(), words[min(len(words) - 1, first_word + max_words - 1)].end()
            count = sum(1 for s2, e2 in spans[i:] if s2 >= lo and e2 <= hi)
            if count > best_count:
                best_start, best_count = first_word, count
        first_word = best_start
    else:
        first_word = 0
    last_word = min(len(words), first_word + max_words)
    lo, hi = words[first_word].start(), words[last_word - 1].end()
    out, pos, matched = [], lo, []
    for s, e in spans:
        if e <= lo or s >= hi:
            continue
        s, e = max(s, lo), min(e, hi)
        out.append(text[pos:s])
        out.append(">>>" + text[s:e] + "<<<")
        matched.append(text[s:e])
        pos = e
    out.append(text[pos:hi])
    snippet = "".join(out)
    if first_word > 0:
        snippet = "..." + snippet
    if last_word < len(words):
        snippet += "..."
    return snippet, tuple(dict.fromkeys(m.lower() for m in matched))


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def _word_index(word_starts: list[int], offset: int) -> int:
    import bisect
    return max(0, bisect.bisect_right(word_starts, offset) - 1)
