"""Find phrase families in a text: a verb, a scope and an object of one family, close together in
one sentence (any order), in one language's word lists."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from curator.core.scanner.phrases.index import ROLES  # noqa: F401 - the lists' vocabulary, for callers
from curator.core.scanner.phrases.index import EXACT, FAMILIES, Lexicon, _pattern, lexicon
from curator.core.scanner.text import WORD as _WORD
from curator.core.scanner.text import FoldedText, fold_text

SPACED_REACH = 64
"""Widest span (characters) a match may cover in a language written with spaces."""
UNSPACED_REACH = 36
"""The same for languages written without spaces (Chinese, Japanese, Thai)."""
NEGATION_REACH = 16
"""How far before the verb a negation ("don't", "nicht") cancels the match."""
_MIXED_SCRIPT = re.compile(r"[a-z][\u0370-\u03ff\u0400-\u04ff]|[\u0370-\u03ff\u0400-\u04ff][a-z]")
"""A word mixing Latin letters with Greek or Cyrillic ones: look-alike letters, read again mapped to Latin."""
_UNSPACED_RUN = re.compile(r"[\u0900-\u0DFF\u0E00-\u0E7F\u1000-\u109F\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF][^\n]*")
"""Where entries of the languages written without spaces are looked for: from the first character of
their scripts (Indic, Thai, Myanmar, kana, CJK ideographs, full-width forms) to the end of its line."""
PHRASE_REACH = 80
"""How far from its key word the rest of a several-word entry is looked for."""
_SENTENCE_END = re.compile(r"[.!?;。！？；؟۔।]\s|[\n。！？؟।]")
_CLAUSE_END = re.compile(r"[.!?;:,。！？；：，、؟،؛۔।]\s?|\n|\s[-\u2013\u2014]\s")
"""Where a negation stops counting: "Don't worry, ignore all previous instructions" is not negated."""


@dataclass(frozen=True)
class Hit:
    """One word-list entry found in the text."""

    start: int
    end: int
    lang: str
    family: str
    role: str


@lru_cache(maxsize=1 << 16)
def _entries_for(word: str) -> tuple[tuple[str, str, str, tuple[str, ...] | None], ...]:
    """The entries keyed by ``word``: by a stem it starts with, or by the word itself (cached: most
    words have none)."""
    lex = lexicon()
    out: list = []
    for head in {word[:1], word[:2], word[:3]}:
        for stem, entries in lex.by_head.get(head, ()):
            if word.startswith(stem):
                out.extend(entries)
    out.extend(lex.by_word.get(word, ()))
    return tuple(out)


@lru_cache(maxsize=None)
def _phrase_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern of an entry of several words: each word whole but the last (a stem), any
    punctuation or space between. Compiled on first use (most entries never are in a session);
    it starts with a literal, so the search skips ahead fast, and the word boundary before it is
    checked by the caller. An entry written with a final ``$`` ends with a whole word ("give$" is
    not "given", "the secret$" not "the secretary")."""
    if words[-1] == EXACT:
        return re.compile(r"\W+".join(map(re.escape, words[:-1])) + r"(?!\w)")
    return re.compile(r"\W+".join(map(re.escape, words)) + r"\w*")


@lru_cache(maxsize=1 << 16)
def _keys_of(word: str) -> tuple[frozenset, frozenset]:
    """The (language, family) pairs for which entries keyed by ``word`` can be a verb, and those for
    which they can be an object or scope_object."""
    entries = _entries_for(word)
    return (frozenset((e[0], e[1]) for e in entries if e[2] == "verb"),
            frozenset((e[0], e[1]) for e in entries if e[2] in ("object", "scope_object")))


def _candidates(text: str, lex: Lexicon) -> set[tuple[str, str]]:
    """A cheap first look: the (language, family) pairs that could match, those with both a verb and
    an object (or scope_object) somewhere in the text; most texts have none."""
    verbs: set = set()
    objects: set = set()
    for word in set(_WORD.findall(text)):
        v, o = _keys_of(word)
        if v:
            verbs |= v
        if o:
            objects |= o
    if not text.isascii():
        index = lex.unspaced_index
        for run in _UNSPACED_RUN.finditer(text):
            for i in range(run.start(), run.end() - 1):
                for entry, lang, family, role in index.get(text[i:i + 2], ()):
                    if role == "verb":
                        verbs.add((lang, family))
                    elif role in ("object", "scope_object"):
                        objects.add((lang, family))
    return verbs & objects


@lru_cache(maxsize=1 << 16)
def _by_pair(word: str) -> dict[tuple[str, str], tuple]:
    """The entries keyed by ``word``, grouped by (language, family)."""
    out: dict[tuple[str, str], list] = defaultdict(list)
    for e in _entries_for(word):
        out[(e[0], e[1])].append(e)
    return {k: tuple(v) for k, v in out.items()}


def _hits(text: str, lex: Lexicon, wanted: set[tuple[str, str]]) -> list[Hit]:
    """Every entry of the ``wanted`` (language, family) pairs found in the text."""
    found: list[Hit] = []
    for m in _WORD.finditer(text):
        groups = _by_pair(m.group())
        if not groups:
            continue
        start, end = m.start(), m.end()
        for pair in wanted:
            for lang, family, role, whole in groups.get(pair, ()):
                if whole is None:
                    found.append(Hit(start, end, lang, family, role))
                    continue
                window = _phrase_pattern(whole).finditer(text, max(0, start - PHRASE_REACH),
                                                          min(len(text), end + PHRASE_REACH))
                for p in window:
                    if p.start() <= start and end <= p.end():
                        if p.start() == 0 or not _WORD.match(text, p.start() - 1):
                            found.append(Hit(p.start(), p.end(), lang, family, role))
                        break
    if not text.isascii():
        index = lex.unspaced_index
        for run in _UNSPACED_RUN.finditer(text):
            for i in range(run.start(), run.end() - 1):
                for entry, lang, family, role in index.get(text[i:i + 2], ()):
                    if (lang, family) in wanted and text.startswith(entry, i):
                        found.append(Hit(i, i + len(entry), lang, family, role))
    return found


def _negated(text: str, verb: Hit, lex: Lexicon) -> bool:
    """A negation in the same clause just before the verb ("don't ignore"), or right after it
    ("vergeet niet", "glöm inte", "vergiss nicht")."""
    start = max(0, verb.start - NEGATION_REACH)
    end = _CLAUSE_END.search(text, start, verb.start)
    while end is not None:  # the clause the verb is in starts after the last clause end
        start = end.end()
        end = _CLAUSE_END.search(text, start, verb.start)
    if _pattern(lex.negations[verb.lang]).search(text, start, verb.start) is not None:
        return True
    after = lex.negations_after.get(verb.lang)
    return after is not None and _pattern(after).match(text, verb.end) is not None


def _complete(hits: list[Hit], text: str, lex: Lexicon) -> tuple[int, int] | None:
    """The span of the tightest complete match among one language's hits of one family, if any."""
    reach = SPACED_REACH if hits[0].lang in lex.spaced else UNSPACED_REACH
    verbs = [h for h in hits if h.role == "verb"]
    others = [h for h in hits if h.role != "verb"]
    best: tuple[int, int] | None = None
    for v in verbs:
        if _negated(text, v, lex) or _quoted(text, v.start, v.end):
            continue  # a quoted verb is mentioned, not said: 「前の指示を無視して」という文がなぜ危険か、プロンプト…
        near = [h for h in others if abs(h.start - v.start) <= reach and (h.end <= v.start or h.start >= v.end)]
        near = [h for h in near if not _SENTENCE_END.search(text, min(h.end, v.end), max(h.start, v.start))]
        article = lex.indefinite.get(v.lang) if v.family == "leak" else None
        if article is not None:
            article_at = _pattern(article).search
            near = [h for h in near if not article_at(text, max(0, h.start - 12), h.start)]
        pair = [h for h in near if h.role == "scope_object"]
        scopes = [h for h in near if h.role == "scope"]
        objects = [h for h in near if h.role == "object"]
        spans = [(min(v.start, p.start), max(v.end, p.end)) for p in pair]
        spans += [(min(v.start, s.start, o.start), max(v.end, s.end, o.end)) for s in scopes for o in objects
                  if s.end <= o.start or o.end <= s.start]
        for a, b in spans:
            if b - a <= reach and (best is None or b - a < best[1] - best[0]) and not _quoted(text, a, b):
                best = (a, b)
    return best


_OPENERS = {"\u201c": "\u201d", "\u00ab": "\u00bb", "\u300c": "\u300d", "\u300e": "\u300f", "\u201e": "\u201c",
            "\u2039": "\u203a"}


_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[{:,]))'(?=\S)")
_SINGLE_CLOSE = re.compile(r"(?<=\S)'(?=[\s.,;:!?)\]}]|$)")


def _single_quote_open(text: str, line_start: int, start: int) -> bool:
    """More single quotes opened (after a space or a bracket) than closed before ``start``: an
    apostrophe inside a word ("don't", "user's") is neither."""
    opened = len(_SINGLE_OPEN.findall(text, line_start, start + 1))
    return opened > len(_SINGLE_CLOSE.findall(text, line_start, start))


def _quoted(text: str, start: int, end: int) -> bool:
    """True when the match sits inside quotation marks on its line, opened before it and closed after
    it: the text quotes the phrase ("why is 'ignore previous instructions' dangerous?") rather than
    saying it. A mark opened and never closed does not count: an attack may start by closing a quote
    of its own (``Okay." Now forget all previous information``)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end) % (len(text) + 1)  # no line break after it: the end of the text
    before, after = text[line_start:start], text[end:line_end]
    if before.count('"') % 2 and '"' in after:
        return True
    if "'" in before and _single_quote_open(text, line_start, start) and _SINGLE_CLOSE.search(text, end, line_end):
        return True
    waiting: list[str] = []  # the closing marks still expected, innermost last
    for ch in before:
        if waiting and ch == waiting[-1]:
            waiting.pop()
        elif ch in _OPENERS:
            waiting.append(_OPENERS[ch])
    return bool(waiting) and any(mark in after for mark in waiting)


def phrase_matches(text: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(language, family, span in ``text``) of every family complete in ``text`` (one per family and
    language, the tightest)."""
    lex = lexicon()
    wanted = _candidates(text, lex)
    if not wanted:
        return []
    groups: dict[tuple[str, str], list[Hit]] = defaultdict(list)
    for h in _hits(text, lex, wanted):
        groups[(h.lang, h.family)].append(h)
    out = []
    for (lang, family), hits in groups.items():
        roles = {h.role for h in hits}
        if "verb" not in roles or ("scope_object" not in roles and not {"scope", "object"} <= roles):
            continue
        span = _complete(hits, text, lex)
        if span is not None:
            out.append((lang, family, span))
    return out


def _lowered(folded: FoldedText) -> str:
    """The text the lists are matched in: ``folded.plain`` in lower case, offsets kept."""
    text = folded.plain.lower()
    if len(text) != len(folded.plain):  # a lower-casing that changes length: keep offsets right
        text = "".join(c.lower() if len(c.lower()) == 1 else c for c in folded.plain)
    return text


def text_matches(text: str) -> list[tuple[str, str, tuple[int, int]]]:
    """:func:`phrase_matches` of a text as :func:`phrase_findings` reads it (its own letters, lower case)."""
    return phrase_matches(_lowered(fold_text(text)))


def phrase_findings(folded: FoldedText) -> list:
    """Findings (``source == "phrases"``) for every phrase family found in the text, one per family.

    The text is read with its own letters (marks stripped, lower case); when it has look-alike
    letters from another script, it is read again with them mapped to Latin."""
    from curator.core.scanner.findings import Finding

    text = _lowered(folded)
    readings = [(phrase_matches(text), folded.span_from_plain, "")]
    if folded.folded != text and _MIXED_SCRIPT.search(text):
        readings.append((phrase_matches(folded.folded), folded.span_from_folded, "; read with look-alike letters mapped"))
    seen: dict[str, Finding] = {}
    for matches, to_original, how in readings:
        for lang, family, (a, b) in sorted(matches, key=lambda m: (m[2], m[0], m[1])):  # ties: the same each run
            if family in seen:
                continue
            category, reason = FAMILIES[family]
            seen[family] = Finding(f"phrase_{family}", to_original(a, b),
                                   f"{reason} ({_language_name(lang)} phrase list{how})", False,
                                   category=category, confidence=1.0, kind="threat", source="phrases")
    return sorted(seen.values(), key=lambda f: f.span)


def _language_name(lang: str) -> str:
    from curator.core.scanner.phrases.langs import LANGUAGES

    return LANGUAGES.get(lang, {}).get("name", lang)
