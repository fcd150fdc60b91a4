"""Text features for consolidation: normalised keys, clauses, canonical tokens, anchors, polarity."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from curator.core.stemming import stem as snowball
from curator.core.consolidate.lexicon import (
    GENERIC,
    NEGATIONS,
    PHRASES,
    STOPWORDS,
    SYNONYMS,
    TZ_ABBREVIATIONS,
    VALUE_CLASS_OF,
)

#: A token: a word, path, version, flag, command name... (inner punctuation kept, edges trimmed).
_TOKEN_RE = re.compile(r"\d{1,3}(?:,\d{3})+(?![\w,])|(?:--?|[~./@$#]{1,2})?[\w](?:[\w'./~+#@%:=\-]*[\w/+])?")
_SEPARATOR_RE = re.compile(
    r"\s*;\s*|\s*\n+\s*|(?<=\S)\.\s+(?=\S)|(?<=\S)[!?]\s+(?=\S)|(?<=\S):\s+|\s+[—–-]{1,2}\s+|,\s+|\s+\|\s+"
)
_ABBREVIATIONS = ("e.g", "i.e", "etc", "vs", "approx", "incl", "cf", "no", "ca", "dr", "mr", "ms", "st")
_BACKTICK_RE = re.compile(r"`([^`]*)`")
_TZ_OFFSET_RE = re.compile(r"^(?:utc|gmt)(?:[+\-]\d{1,2}(?::?\d{2})?)?$")
#: Number words are values, canonicalised to digits ("three nodes" == "3 nodes").
_NUMBER_WORDS = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
_NUMBER_WORDS.update({"fifteen": "15", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50",
                      "hundred": "100", "thousand": "1000", "once": "1x", "twice": "2x"})
_COPULAS = frozenset("is are was were be been must should can could will would may might do does".split())
#: Words that end the scope of a negation ("not used | on gpu01").
_SCOPE_ENDERS = frozenset(
    "on in at for by with from to into onto when because since after before if while unless until so as "
    "via during except".split())
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
    negations: int
    anchors: frozenset[str]
    clauses: tuple[Clause, ...]
    length: int
    positive: frozenset[str]
    negative: frozenset[str]

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
    """The duplicate key: tokens joined by one space (ignores case, whitespace and punctuation;
    spelling variants of a few phrases, like "VS Code"/"vscode", are unified)."""
    return features(text).key


def split_clauses(text: str, *, normalised: bool = False) -> list[tuple[str, str]]:
    """Split an entry into ``(separator, clause)`` pairs; the first separator is empty."""
    text = (text if normalised else nfkc(text)).strip()
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
    """A word's canonical form: its synonym, else the Snowball stem (then its synonym)."""
    if word in SYNONYMS:
        return SYNONYMS[word]
    w = snowball(word[:-2] if word.endswith("'s") else word)
    return SYNONYMS.get(w, w)


_VALUE_CHAR_RE = re.compile(r"\d|[/._@~:#=+$]|^-")


def is_value_token(tok: str) -> bool:
    """True for tokens that carry a value: numbers, paths, versions, flags, known tools, time zones."""
    if _VALUE_CHAR_RE.search(tok) or tok in _NUMBER_WORDS or tok in VALUE_CLASS_OF or tok in TZ_ABBREVIATIONS:
        return True
    return bool(_TZ_OFFSET_RE.match(tok))


def _initial_name(low: str, canon: str) -> bool:
    """A capitalised first word that is probably a name ("Alice reviews...") rather than an ordinary
    sentence-initial word: not a known word and not inflected like a verb or plural."""
    if low in GENERIC or low in NEGATIONS or canon in SYNONYMS.values() or low in STOPWORDS:
        return False
    return not low.endswith(("s", "ed", "ing", "ly", "ion", "ment", "er", "or"))


@lru_cache(maxsize=16384)
def _word_info(low: str) -> tuple[str, bool]:
    """(canonical form, is a value) of one lower-cased word."""
    value = is_value_token(low)
    if low in _NUMBER_WORDS:
        return _NUMBER_WORDS[low], value
    if value and low not in SYNONYMS:
        return low, value
    return stem(low), value


_PHRASE_MAP = {phrase: repl for phrase, repl in PHRASES}
_PHRASE_RE = re.compile(r"\b(?:" + "|".join(re.escape(p) for p, _ in sorted(PHRASES, key=lambda x: -len(x[0])))
                        + r")\b", re.IGNORECASE)


def _phrase_rewrite(text: str) -> str:
    return _PHRASE_RE.sub(lambda m: _PHRASE_MAP[m.group(0).casefold()], text)


def clause_tokens(clause: str, *, normalised: bool = False,
                  words_out: list[str] | None = None) -> tuple[list[str], set[str], set[str], int]:
    """Canonical content tokens of one clause (negated ones prefixed ``!``), its anchor tokens, its
    raw (unstemmed) content words and how many negation words it has.

    A negation covers the words after it up to a preposition or "but"; after a copula ("X is not
    used", "X must not be edited") it also covers the subject before it."""
    rewritten = _phrase_rewrite(clause if normalised else nfkc(clause))
    ticked: set[str] = set()
    if "`" in rewritten:
        for m in _BACKTICK_RE.finditer(rewritten):
            ticked.update(raw_tokens(m.group(1)))
    words = [m.group(0).rstrip(".:-=/'") for m in _TOKEN_RE.finditer(rewritten)]
    words = [w for w in words if w]
    if words_out is not None:
        words_out.extend(w.casefold() for w in words)
    items_negations: list[str] = []
    items: list[list] = []  # [canon, raw, anchor, negated]
    negated = False
    scoped = 0  # tokens negated since the last negation word
    seen_prefer = False
    for pos, original in enumerate(words):
        low = original.casefold()
        if low in NEGATIONS or low in ("insteadof", "ratherthan") or (low == _OVER and seen_prefer):
            negated = not negated
            scoped = 0
            items_negations.append(low)
            prev = words[pos - 1].casefold() if pos else ""
            nxt = words[pos + 1].casefold() if pos + 1 < len(words) else ""
            if prev in _COPULAS or nxt == "be":
                for item in items:
                    item[3] = not item[3]
            continue
        if low == "but" or (low in _SCOPE_ENDERS and scoped):
            negated = False
        if low in STOPWORDS:
            continue
        canon, value = _word_info(low)
        if canon == _PREFER:
            seen_prefer = True
        proper = (original[:1].isupper() and low not in _COMMON_ACRONYMS and low not in SYNONYMS
                  and (pos > 0 or _initial_name(low, canon)))
        items.append([canon, low, value or proper or low in ticked, negated])
        scoped += negated
    tokens = ["!" + c if neg else c for c, _, _, neg in items]
    anchors = {"!" + c if neg else c for c, _, anchor, neg in items if anchor}
    raw = {"!" + r if neg else r for _, r, _, neg in items}
    return tokens, anchors, raw, len(items_negations)


@lru_cache(maxsize=4096)
def features(text: str) -> EntryFeatures:
    """Compute (and cache) the features of one entry text."""
    clauses = []
    all_tokens: set[str] = set()
    all_anchors: set[str] = set()
    all_raw: set[str] = set()
    negations = 0
    words: list[str] = []
    for sep, clause in split_clauses(nfkc(text), normalised=True):
        toks, anchors, raw, negs = clause_tokens(clause, normalised=True, words_out=words)
        negations += negs
        clauses.append(Clause(clause, sep, tuple(toks), frozenset(toks), frozenset(anchors)))
        all_tokens.update(toks)
        all_anchors.update(anchors)
        all_raw.update(raw)
    key = " ".join(words)
    return EntryFeatures(
        text=text,
        key=key,
        canon=frozenset(all_tokens),
        raw=frozenset(all_raw),
        negations=negations,
        anchors=frozenset(all_anchors),
        clauses=tuple(clauses),
        length=len(text),
        positive=frozenset(t for t in all_tokens if not t.startswith("!")),
        negative=frozenset(t[1:] for t in all_tokens if t.startswith("!")),
    )


@lru_cache(maxsize=16384)
def _bigrams(word: str) -> frozenset[str]:
    return frozenset(word[i:i + 2] for i in range(len(word) - 1))


def dice(a: str, b: str) -> float:
    """Character-bigram Dice similarity of two words (for soft token matching)."""
    if a == b:
        return 1.0
    if len(a) < 4 or len(b) < 4 or a[0] != b[0]:
        return 0.0
    ga, gb = _bigrams(a), _bigrams(b)
    return 2 * len(ga & gb) / (len(ga) + len(gb))


def clear_caches() -> None:
    """Forget cached per-text and per-word results (benchmarks measure the cold path)."""
    for fn in (features, stem, _word_info, _bigrams):
        fn.cache_clear()
