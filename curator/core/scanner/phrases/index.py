"""The phrase lists' index: every language module's word lists (``langs/``) folded and indexed for lookup, once
per run (or read from the cache of built tables, :mod:`curator.core.scanner.tablecache`); ``match`` finds them in text."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from curator.core.scanner.text import WORD as _WORD
from curator.core.scanner.text import plain_form

ROLES = ("verb", "scope", "object", "scope_object")
"""A family matches when it has a ``verb`` and either a ``scope`` and an ``object`` or one
``scope_object`` (a phrase that is both, like "everything above" or "alles davor")."""

FAMILIES: dict[str, tuple[str, str]] = {
    "override": ("instruction_override", "Tells the agent to ignore or forget its earlier instructions"),
    "leak": ("prompt_leak", "Asks the agent to reveal its prompt, its instructions or a secret it was given"),
    "unrestricted": ("jailbreak_persona", "Tells the agent to answer without its rules or restrictions"),
    "persona": ("jailbreak_persona", "Gives the agent a new role or persona that drops its rules"),
}
"""Family -> (category, reason)."""

EXACT = "$"
"""Written at the end of an entry, its last word must be whole, not a stem."""


@dataclass(frozen=True)
class Lexicon:
    """All languages' word lists, indexed for lookup."""

    by_head: dict[str, tuple[tuple[str, tuple], ...]]
    """The first three characters of a stem (all of a shorter one) -> (stem, its entries), each entry
    (lang, family, role, the words of the whole phrase or None for a one-word entry): a word's stems
    are looked for among those that start like it. A one-word entry is a stem; a phrase of several
    words is keyed by one of its words (:func:`_key_word`): by its last word, a stem, here, or by
    another, whole word in ``by_word``, so common words like "the" or "you" cost nothing until a
    rarer word of the phrase turns up."""
    by_word: dict[str, list[tuple[str, str, str, tuple[str, ...]]]]
    unspaced_index: dict[str, list[tuple[str, str, str, str]]]
    """First two characters -> (entry, lang, family, role) of the entries of unspaced languages."""
    negations: dict[str, str]
    """Language -> the pattern of the words (its own and English) that cancel a match just before its verb.
    The patterns of these tables are kept as their sources, compiled on first use (:func:`_pattern`): most
    languages' are never needed in a run."""
    negations_after: dict[str, str]
    """Language -> the pattern of the words that cancel a match right after its verb ("vergeet niet")."""
    spaced: frozenset[str]
    indefinite: dict[str, str]
    """Language -> the pattern of its indefinite articles, right before a leak object: "what is a system
    prompt?" asks what the thing is, "what is your system prompt?" asks for it."""


def fold_entry(entry: str) -> str:
    """A word-list entry in the form the text is matched in (marks stripped, lower case)."""
    return plain_form(entry).lower().strip()


def _key_word(words: list[str]) -> int:
    """Which word of a several-word entry indexes it: the longest whole word (an exact match is
    rarer than a stem's), unless the last word, a stem, is much longer or the others are tiny."""
    inner = max(range(len(words) - 1), key=lambda i: (len(words[i]), -i))
    last = len(words) - 1
    if len(words[inner]) >= 3 and len(words[last]) < len(words[inner]) + 3:
        return inner
    return inner if len(words[last]) < 3 else last


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The lookup tables of every language module (once; built, or read from the cache of built tables)."""
    from curator.core.scanner.tablecache import cached_tables, sources_of

    here = Path(__file__).resolve().parent
    return cached_tables("phrases", lambda: sources_of(here / "langs", here / "index.py", here.parent / "text.py"),
                         _build, _lexicon_of)


def _lexicon_of(tables: tuple) -> Lexicon:
    """The :class:`Lexicon` of tables :func:`_build` made."""
    heads, by_word, index, negations, negations_after, spaced, indefinite = tables
    if not all(type(t) is dict for t in (heads, by_word, index, negations, negations_after, indefinite)) or \
            type(spaced) is not frozenset:
        raise TypeError("phrase index tables of the wrong type")
    return Lexicon(heads, by_word, index, negations, negations_after, spaced, indefinite)


@lru_cache(maxsize=None)
def _pattern(source: str) -> re.Pattern[str]:
    """One of :class:`Lexicon`'s patterns, compiled (once)."""
    return re.compile(source)


def _build() -> tuple:
    """Build the lookup tables from every language module: :class:`Lexicon`'s fields."""
    from curator.core.scanner.phrases.langs import LANGUAGES

    by_prefix: dict[str, list] = defaultdict(list)
    by_word: dict[str, list] = defaultdict(list)
    unspaced: dict[str, list] = defaultdict(list)
    negations: dict[str, str] = {}
    negations_after: dict[str, str] = {}
    spaced = set()
    indefinite: dict[str, str] = {}
    english = [fold_entry(n) for n in LANGUAGES.get("en", {}).get("negation", ())]
    for lang, table in LANGUAGES.items():
        is_spaced = table.get("spaced", True)
        words = sorted({fold_entry(n) for n in table.get("negation", ())} | set(english), key=len, reverse=True)
        alt = "|".join(re.escape(w) for w in words if w) or "(?!)"
        negations[lang] = rf"(?<!\w)(?:{alt})(?!\w)" if is_spaced else f"(?:{alt})"
        after = [fold_entry(n) for n in table.get("negation_after", ())]
        if after:
            negations_after[lang] = r"\W{1,3}(?:" + "|".join(map(re.escape, after)) + r")(?!\w)"
        articles = [fold_entry(a) for a in table.get("indefinite", ())]
        if articles and is_spaced:
            indefinite[lang] = r"(?<!\w)(?:" + "|".join(map(re.escape, articles)) + r")\W{1,3}$"
        if is_spaced:
            spaced.add(lang)
        for family in FAMILIES:
            for role, entries in table.get(family, {}).items():
                if role not in ROLES:
                    raise ValueError(f"phrase list {lang}/{family}: unknown role {role!r}")
                for entry in entries:
                    folded = fold_entry(entry)
                    if not folded:
                        continue
                    if not is_spaced:
                        unspaced[lang].append((folded, family, role))
                        continue
                    words = _WORD.findall(folded)
                    if not words:
                        continue
                    exact = folded.endswith(EXACT)
                    if len(words) == 1 and not exact:
                        by_prefix[words[0]].append((lang, family, role, None))
                        continue
                    whole = tuple(words) + ((EXACT,) if exact else ())
                    key = _key_word(words) if len(words) > 1 else 0
                    index = by_prefix if key == len(words) - 1 and not exact else by_word
                    index[words[key]].append((lang, family, role, whole))
    heads: dict[str, list] = defaultdict(list)
    for stem, entries in by_prefix.items():
        heads[stem[:3]].append((stem, tuple(entries)))
    index: dict[str, list] = defaultdict(list)
    for lang, entries in unspaced.items():
        for entry, family, role in entries:
            if len(entry) < 2:
                raise ValueError(f"phrase list {lang}/{family}: {entry!r} is too short for a language without spaces")
            index[entry[:2]].append((entry, lang, family, role))
    return ({k: tuple(v) for k, v in heads.items()}, dict(by_word), dict(index), negations, negations_after,
            frozenset(spaced), indefinite)
