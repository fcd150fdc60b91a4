"""Finding the concepts of a folded text: word stems and short phrases of every language's lexicon."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from curator.core.scanner.text import WORD as _WORD
from curator.core.scanner.text import folded_form

CONCEPTS = (
    "USER", "TELL", "ASK", "HIDE", "FALSE", "SUCCESS", "REALITY", "DESTROY", "DISABLE", "SAFEGUARD", "TRACES",
    "CRITICAL", "BLANKET", "PRIVILEGE", "APPROVE", "RUN", "REMOTE_ORDERS", "PERIODIC", "PERSIST", "SEND", "SECRET",
    "OWN_RULES", "OBEY", "EXTERNAL", "ROLE", "IGNORE", "MONEY", "PROMOTE", "LIMITS", "NEGATE", "CONDITION",
)
"""The concepts, as ``tools/scanner/concepts_brief.md`` defines them."""
EXACT = "$"
"""Written at the end of an entry, its last word must be whole, not a stem."""
MIN_STEM = 3
"""Shortest stem of a language written with spaces (shorter entries must be whole words, ``$``)."""
MIN_UNSPACED = 2
"""Shortest entry of a language written without spaces."""
_UNSPACED_CHAR = "\u0900-\u0DFF\u0E00-\u0E7F\u1000-\u109F\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF"
_UNSPACED_RUN = re.compile(f"[{_UNSPACED_CHAR}]+")
_IS_UNSPACED = re.compile(f"[{_UNSPACED_CHAR}]")
_DIGIT = re.compile(r"\d")
Concepts = frozenset[str]


@dataclass(frozen=True)
class Lexicon:
    """Every language's entries, indexed for lookup."""

    stems: dict[str, tuple[tuple[str, Concepts], ...]]
    """First three characters of a stem -> (stem, its concepts)."""
    words: dict[str, Concepts]
    """Whole words (entries ending in ``$``) -> concepts."""
    phrases: dict[tuple[str, str], tuple[tuple[tuple[str, ...], bool, Concepts], ...]]
    """(first word, first character of the second) of an entry of several words -> (the later words, whether
    the last is whole, concepts). Keyed on the second word too: "in", "a", "the" start hundreds of entries."""
    unspaced: dict[str, tuple[tuple[str, Concepts], ...]]
    """First two characters -> (entry, concepts), entries of languages written without spaces."""
    anywhere: tuple[tuple[str, Concepts], ...]
    """Entries of those languages that start in another script ("api密钥"): looked for with ``str.find``."""
    skipped: tuple[str, ...]
    """``lang/CONCEPT/entry`` of the entries too short to match safely (left out)."""
    seen: dict[str, Concepts] = field(default_factory=dict, compare=False, repr=False)
    """Concepts of the words met so far (most words have none); emptied when it holds :data:`SEEN_WORDS`."""


def fold_entry(entry: str) -> str:
    """An entry in the form the learned layer reads text (folded, look-alikes mapped, digits as 0)."""
    return _DIGIT.sub("0", folded_form(entry.strip()))


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The lookup tables of every language's lexicon (once; built, or read from the cache of built tables)."""
    from curator.core.scanner.tablecache import cached_tables, sources_of

    here = Path(__file__).resolve().parent
    return cached_tables("concepts", lambda: sources_of(here / "langs", here / "match.py", here.parent / "text.py"),
                         _build, _lexicon_of)


def _lexicon_of(tables: tuple) -> Lexicon:
    """The :class:`Lexicon` of tables :func:`_build` made."""
    stems, words, phrases, unspaced, anywhere, skipped = tables
    if not all(type(t) is dict for t in (stems, words, phrases, unspaced)) or \
            type(anywhere) is not tuple or type(skipped) is not tuple:
        raise TypeError("concept lexicon tables of the wrong type")
    return Lexicon(stems, words, phrases, unspaced, anywhere, skipped)


def _build() -> tuple:
    """Build the lookup tables from every language's lexicon: :class:`Lexicon`'s fields but :attr:`~Lexicon.seen`."""
    from curator.core.scanner.concepts.langs import gather

    stems: dict[str, set[str]] = defaultdict(set)
    words: dict[str, set[str]] = defaultdict(set)
    phrases: dict[tuple[str, tuple[str, ...], bool], set[str]] = defaultdict(set)
    unspaced: dict[str, set[str]] = defaultdict(set)
    skipped: list[str] = []
    for code, table in gather().items():
        spaced = table.get("spaced", True)
        clitics = [""] + [fold_entry(c) for c in table.get("clitics", ())]
        for concept, entries in table["concepts"].items():
            if concept not in CONCEPTS:
                raise ValueError(f"concept lexicon {code}: unknown concept {concept!r}")
            for entry in entries:
                exact = entry.rstrip().endswith(EXACT)
                folded = fold_entry(entry.rstrip().rstrip(EXACT))
                if not spaced:
                    if len(folded) < MIN_UNSPACED:
                        skipped.append(f"{code}/{concept}/{entry}")
                    else:
                        unspaced[folded].add(concept)
                    continue
                parts = _WORD.findall(folded)
                if not parts or (len(parts) == 1 and not exact and len(parts[0]) < MIN_STEM):
                    skipped.append(f"{code}/{concept}/{entry}")
                    continue
                for clitic in clitics:
                    first = clitic + parts[0]
                    if len(parts) > 1:
                        phrases[(first, tuple(parts[1:]), exact)].add(concept)
                    elif exact:
                        words[first].add(concept)
                    else:
                        stems[first].add(concept)
    shared: dict[Concepts, Concepts] = {}  # some 28,000 sets of concepts, 64 of them different: one object each

    def one(concepts: set[str]) -> Concepts:
        found = frozenset(concepts)
        return shared.setdefault(found, found)

    by_head: dict[str, list] = defaultdict(list)
    for stem, concepts in stems.items():
        by_head[stem[:MIN_STEM]].append((stem, one(concepts)))
    by_first: dict[str, list] = defaultdict(list)
    for (first, rest, exact), concepts in phrases.items():
        by_first[(first, rest[0][0])].append((rest, exact, one(concepts)))
    index: dict[str, list] = defaultdict(list)
    anywhere = []
    for entry, concepts in unspaced.items():
        if _IS_UNSPACED.match(entry):
            index[entry[:MIN_UNSPACED]].append((entry, one(concepts)))
        else:
            anywhere.append((entry, one(concepts)))
    return ({k: tuple(v) for k, v in by_head.items()}, {k: one(v) for k, v in words.items()},
            {k: tuple(v) for k, v in by_first.items()}, {k: tuple(v) for k, v in index.items()},
            tuple(anywhere), tuple(skipped))


SEEN_WORDS = 1 << 16
"""How many words' concepts :attr:`Lexicon.seen` keeps."""


def _word_concepts(lex: Lexicon, word: str) -> Concepts:
    """The concepts of one word: of the stems it starts with and of the word itself (remembered in ``lex.seen``)."""
    found = set(lex.words.get(word, ()))
    for stem, concepts in lex.stems.get(word[:MIN_STEM], ()):
        if word.startswith(stem):
            found.update(concepts)
    if len(lex.seen) >= SEEN_WORDS:
        lex.seen.clear()
    out = lex.seen[word] = frozenset(found)
    return out


def concept_hits(text: str) -> list[tuple[int, str]]:
    """``(position, concept)`` of every concept found in ``text`` (text folded as the learned layer reads it)."""
    lex = lexicon()
    phrases, seen = lex.phrases, lex.seen.get
    out: list[tuple[int, str]] = []
    tokens = [(m.start(), m.group()) for m in _WORD.finditer(text)]
    last_i = len(tokens) - 1
    for i, (pos, word) in enumerate(tokens):
        found = seen(word)
        if found is None:
            found = _word_concepts(lex, word)
        if found:
            out.extend([(pos, c) for c in found])
        if i == last_i:
            break
        for rest, exact, concepts in phrases.get((word, tokens[i + 1][1][0]), ()):
            end = i + len(rest)
            if end > last_i or any(tokens[i + 1 + k][1] != w for k, w in enumerate(rest[:-1])):
                continue
            last = tokens[end][1]
            if last == rest[-1] or (not exact and last.startswith(rest[-1])):
                out.extend([(pos, c) for c in concepts])
    if lex.unspaced and _IS_UNSPACED.search(text):
        for m in _UNSPACED_RUN.finditer(text):
            for i in range(m.start(), m.end()):
                for entry, concepts in lex.unspaced.get(text[i:i + MIN_UNSPACED], ()):
                    if text.startswith(entry, i):
                        out.extend((i, c) for c in concepts)
    for entry, concepts in lex.anywhere:
        i = text.find(entry)
        while i != -1:
            out.extend((i, c) for c in concepts)
            i = text.find(entry, i + 1)
    return out
