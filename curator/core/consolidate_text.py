"""Text features for consolidation: normalised keys, clauses, canonical tokens, anchors, polarity."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from curator.core.consolidate_lexicon import (
    NEGATIONS,
    PHRASES,
    STOPWORDS,
    SYNONYMS,
    TZ_ABBREVIATIONS,
    VALUE_CLASS_OF,
)

#: A token: a word, path, version, flag, command name... (inner punctuation kept, edges trimmed).
_TOKEN_RE = re.compile(r"(?:--?|[~./@$#]{1,2})?[\w](?:[\w'./~+#@%:=\-]*[\w/+])?")
_SEPARATOR_RE = re.compile(
    r"\s*;\s*|\s*\n+\s*|(?<=\S)\.\s+(?=\S)|(?<=\S)[!?]\s+(?=\S)|(?<=\S):\s+|\s+[—–-]{1,2}\s+|,\s+|\s+\|\s+"
)
_ABBREVIATIONS = ("e.g", "i.e", "etc", "vs", "approx", "incl", "cf", "no", "ca", "dr", "mr", "ms", "st")
_BACKTICK_RE = re.compile(r"`([^`]*)`")
_TZ_OFFSET_RE = re.compile(r"^(?:utc|gmt)(?:[+\-]\d{1,2}(?::?\d{2})?)?$")
_TZ_AREA_RE = re.compile(r"^(?:europe|america|asia|africa|australia|pacific|atlantic|indian|etc)/[a-z_\-]+$")
_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty "
    "fifty hundred thousand once twice first second third half double single".split()
)
_COMMON_ACRONYMS = frozenset(
    "api ci cd pr db ui ux cli url urls http https json yaml toml ssh sql os id ids io dns tls vm vms "
    "cpu gpu ram ssd readme todo faq ok md csv pdf html css".split()
)
_PREFER = "prefer"
_OVER = "over"


@dataclass(frozen=True)
class Clause:
    """One clause of an entry with its own tokens (separator = the text that preceded it)."""

    text: str
    sep: str
    seq: tuple[str, ...]
    canon: frozenset[str]
    anchors: frozenset[str]


@dataclass(frozen=True)
class EntryFeatures:
    """Everything the pair rules need about one entry, computed once."""

    text: str
    key: str
    canon: frozenset[str]
    raw: frozenset[str]
    anchors: frozenset[str]
    clauses: tuple[Clause, ...]
    shingles: frozenset[str]
    length: int

    @property
    def plain(self) -> frozenset[str]:
        """Canonical tokens with polarity marks removed."""
        return frozenset(t.lstrip("!") for t in self.canon)


def nfkc(text: str) -> str:
    """NFKC-normalise and unify quotes/apostrophes."""
    text = unicodedata.normalize("NFKC", text)
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')


def raw_tokens(text: str) -> list[str]:
    """Tokens of ``text`` in order, lower-cased, with edge punctuation trimmed."""
    out = []
    for match in _TOKEN_RE.finditer(nfkc(text).casefold()):
        tok = match.group(0).rstrip(".:-=/'")
        if tok:
            out.append(tok)
    return out


def normalised_key(text: str) -> str:
    """The duplicate key: tokens joined by one space (ignores case, whitespace and punctuation)."""
    return " ".join(raw_tokens(text))


def split_clauses(text: str) -> list[tuple[str, str]]:
    """Split an entry into ``(separator, clause)`` pairs; the first separator is empty."""
    text = nfkc(text).strip()
    pieces: list[tuple[str, str]] = []
    start = 0
    sep = ""
    for match in _SEPARATOR_RE.finditer(text):
        before = text[start:match.start()]
        if match.group(0).lstrip().startswith(".") and before.rsplit(" ", 1)[-1].lower().rstrip(".") in _ABBREVIATIONS:
            continue
        if match.group(0).strip() == ":" and _inside_url_or_time(text, match.start()):
            continue
        if before.strip():
            pieces.append((sep, before.strip()))
            sep = match.group(0)
        else:
            sep = sep or match.group(0)
        start = match.end()
    tail = text[start:].strip()
    if tail:
        pieces.append((sep, tail))
    return pieces


def _inside_url_or_time(text: str, pos: int) -> bool:
    word = text[:pos].rsplit(" ", 1)[-1]
    return word.lower() in ("http", "https") or word[-1:].isdigit() and text[pos + 1:pos + 2].isdigit()


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A light, deterministic stemmer for plain English words (synonyms looked up first and last)."""
    if word in SYNONYMS:
        return SYNONYMS[word]
    w = word[:-2] if word.endswith("'s") else word
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    elif len(w) > 4 and w.endswith("es") and (w[-3] in "sxz" or w[-4:-2] in ("ch", "sh")):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz":
        w = w[:-1]
    if len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return SYNONYMS.get(w, w)


def is_value_token(tok: str) -> bool:
    """True for tokens that carry a value: numbers, paths, versions, flags, known tools, time zones."""
    if any(c.isdigit() for c in tok) or tok in _NUMBER_WORDS or tok in VALUE_CLASS_OF:
        return True
    if tok in TZ_ABBREVIATIONS or _TZ_OFFSET_RE.match(tok) or _TZ_AREA_RE.match(tok):
        return True
    return any(c in "/._@~:#=+$" for c in tok) or tok.startswith("-")


def _phrase_rewrite(text: str) -> str:
    low = text
    for phrase, repl in PHRASES:
        if phrase in low.casefold():
            low = re.sub(r"\b" + re.escape(phrase) + r"\b", repl, low, flags=re.IGNORECASE)
    return low


def clause_tokens(clause: str) -> tuple[list[str], set[str], set[str]]:
    """Canonical content tokens of one clause (negated ones prefixed ``!``), its anchor tokens and
    its raw (unstemmed) content words."""
    rewritten = _phrase_rewrite(nfkc(clause))
    ticked = set()
    for m in _BACKTICK_RE.finditer(rewritten):
        ticked.update(raw_tokens(m.group(1)))
    tokens: list[str] = []
    anchors: set[str] = set()
    raw: set[str] = set()
    negated = False
    seen_prefer = False
    first = True
    for match in _TOKEN_RE.finditer(rewritten):
        original = match.group(0).rstrip(".:-=/'")
        if not original:
            continue
        low = original.casefold()
        is_first, first = first, False
        if low in NEGATIONS or low in ("insteadof", "ratherthan") or (low == _OVER and seen_prefer):
            negated = not negated
            continue
        if low == "but":
            negated = False
            continue
        if low in STOPWORDS:
            continue
        value = is_value_token(low)
        canon = low if value and low not in SYNONYMS else stem(low)
        if canon == _PREFER:
            seen_prefer = True
        proper = original[:1].isupper() and not is_first and low not in _COMMON_ACRONYMS and low not in SYNONYMS
        tok = "!" + canon if negated else canon
        if value or proper or low in ticked:
            anchors.add(tok)
        tokens.append(tok)
        raw.add("!" + low if negated else low)
    return tokens, anchors, raw


def char_shingles(key: str, n: int = 3) -> frozenset[str]:
    """Character n-grams of a normalised key (padded), for fuzzy similarity."""
    padded = f" {key} "
    return frozenset(padded[i:i + n] for i in range(max(1, len(padded) - n + 1)))


@lru_cache(maxsize=4096)
def features(text: str) -> EntryFeatures:
    """Compute (and cache) the features of one entry text."""
    clauses = []
    all_tokens: set[str] = set()
    all_anchors: set[str] = set()
    all_raw: set[str] = set()
    for sep, clause in split_clauses(text):
        toks, anchors, raw = clause_tokens(clause)
        clauses.append(Clause(clause, sep, tuple(toks), frozenset(toks), frozenset(anchors)))
        all_tokens.update(toks)
        all_anchors.update(anchors)
        all_raw.update(raw)
    key = normalised_key(text)
    return EntryFeatures(
        text=text,
        key=key,
        canon=frozenset(all_tokens),
        raw=frozenset(all_raw),
        anchors=frozenset(all_anchors),
        clauses=tuple(clauses),
        shingles=char_shingles(key),
        length=len(text),
    )


def dice(a: str, b: str) -> float:
    """Character-bigram Dice similarity of two words (for soft token matching)."""
    if a == b:
        return 1.0
    if len(a) < 4 or len(b) < 4:
        return 0.0
    ga = {a[i:i + 2] for i in range(len(a) - 1)}
    gb = {b[i:i + 2] for i in range(len(b) - 1)}
    return 2 * len(ga & gb) / (len(ga) + len(gb))
