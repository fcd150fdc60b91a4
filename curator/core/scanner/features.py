"""Features of the learned scanner layer: word 1-2-grams, word pairs one word apart, character 3- and
5-grams of folded text, and the language-independent concepts of its words
(:mod:`curator.core.scanner.concepts`) and their pairs."""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

from curator.core.scanner.concepts import concept_hits

MAX_CHARS = 2000
"""Only the first this-many folded characters are read (long jailbreaks say it all early)."""
SEGMENT_LIMIT = 1200
"""Folded texts up to this long are also read sentence by sentence (an attack hidden among harmless
sentences); longer ones (pasted prompts, not memory entries) are read whole, to keep batches fast."""

_WORD = re.compile(r"\w+")
_UNSPACED = "\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_UNSPACED_RUN = re.compile(f"[{_UNSPACED}]|[^{_UNSPACED}]+")
_HAS_UNSPACED = re.compile(f"[{_UNSPACED}]")
_SPACE = re.compile(r"\s+")
_LINE_BREAKS = re.compile(r"\s*\n\s*")
_BLANKS = re.compile(r"[^\S\n]+")
_DIGITS = re.compile(r"\d")
_SEGMENT_END = re.compile(r"(?<=[.!?;。！？；])\s+|\s*\n+\s*")
MIN_SEGMENT = 12
WINDOW = 60
WINDOW_FROM = 100
"""Sentences longer than this are also read in windows of about :data:`WINDOW` characters."""
_GAP = re.compile(r" ")
CHAR_ORDERS = (3, 5)
"""Lengths of the character n-grams (the model is trained with the same). 4-grams were dropped: a
third fewer look-ups per text, and the cross-validation was no worse without them."""


@dataclass(frozen=True)
class Pieces:
    """The features of a folded text as a whole and of each of its sentences and lines."""

    whole: set[str]
    words: set[str]
    """The word and word-pair features among ``whole``."""
    segments: tuple[tuple[int, int, set[str], set[str]], ...]
    """``(start, end, features, word features)`` per sentence (``start``/``end`` in the collapsed
    text, see :meth:`folded_span`); empty when the text has one sentence or is longer than
    :data:`SEGMENT_LIMIT`."""
    head: str = ""
    lead: int = 0
    sentences: int = 0
    """How many of ``segments`` (the first ones) are sentences; the rest are windows of long sentences."""

    def folded_span(self, start: int, end: int) -> tuple[int, int]:
        """A segment's ``[start, end)`` in the folded text."""
        return _unlined(self.head, self.lead, start), _unlined(self.head, self.lead, end - 1) + 1


def features(folded: str) -> set[str]:
    """The feature strings of ``folded`` (lower-cased, look-alikes mapped, invisibles dropped).

    Digits become ``0`` so that ports, amounts and ids generalise; words are prefixed ``w:``, word
    pairs ``b:``, pairs one word apart ``s:``; character n-grams (over the text with single spaces)
    have no prefix; each concept found is ``k:`` (``k:HIDE``) and each pair of them ``kk:`` (``kk:HIDE|USER``),
    so that "hide it from the user" and "скрой это от пользователя" share features. In scripts written
    without spaces (Chinese, Japanese, Thai; Korean syllables too) every character counts as a word, so
    word pairs are character pairs.
    """
    return pieces(folded, segmented=False).whole


def pieces(folded: str, segmented: bool = True) -> Pieces:
    """:func:`features` of ``folded`` and of each of its sentences, from one pass over the text.

    Whitespace runs are collapsed once (to a line break when they hold one, else to a space), the
    sentences are cut on that text, and each sentence's character n-grams are a slice of the whole
    text's (a sentence is bounded by whitespace, so its padded n-grams are exactly those).
    """
    head = _DIGITS.sub("0", folded[:MAX_CHARS])
    lead = len(head) - len(head.lstrip())
    lined = _BLANKS.sub(" ", _LINE_BREAKS.sub("\n", head.strip()))
    if not lined:
        return Pieces(set(), set(), ())
    text = lined.replace("\n", " ")
    padded = " " + text + " "
    n = len(padded)
    starts, singles, pairs, skips = _placed_words(text)
    words = set(singles)
    words.update(pairs)
    words.update(skips)
    whole = set(words)
    hits = concept_hits(text)
    whole.update(_concept_features(frozenset([c for _, c in hits])))
    spans, sentences = _cut(lined) if segmented and len(folded) <= SEGMENT_LIMIT else ([], 0)
    if not spans:
        for k in CHAR_ORDERS:
            whole.update([padded[i:i + k] for i in range(n - k + 1)])
        return Pieces(whole, words, ())
    grams = [[padded[i:i + k] for i in range(n - k + 1)] for k in CHAR_ORDERS]
    for g in grams:
        whole.update(g)
    out = []
    for a, b in spans:
        i, j = bisect_left(starts, a), bisect_left(starts, b)
        part_words = set(singles[i:j])
        part_words.update(pairs[i:j - 1])
        part_words.update(skips[i:j - 2])
        part = set(part_words)
        for k, g in zip(CHAR_ORDERS, grams):
            part.update(g[a:b + 3 - k])
        if hits:
            part.update(_concept_features(frozenset([c for pos, c in hits if a <= pos < b])))
        out.append((a, b, part, part_words))
    return Pieces(whole, words, tuple(out), head, lead, sentences)


@lru_cache(maxsize=4096)
def _concept_features(concepts: frozenset[str]) -> tuple[str, ...]:
    """``k:`` per concept found and ``kk:`` per pair of them (see :mod:`curator.core.scanner.concepts`; the same
    few sets of concepts come back again and again)."""
    found = sorted(concepts)
    return tuple(["k:" + c for c in found] + ["kk:" + a + "|" + b for i, a in enumerate(found) for b in found[i + 1:]])


def _unlined(head: str, lead: int, pos: int) -> int:
    """Where character ``pos`` of the collapsed text sits in ``head`` (its first ``lead`` were blank)."""
    removed = 0
    for m in _SPACE.finditer(head, lead):
        if m.start() - lead - removed >= pos:
            break
        removed += len(m.group()) - 1
    return pos + lead + removed


def _placed_words(text: str) -> tuple[list[int], list[str], list[str], list[str]]:
    """Every word of ``text`` with where its token starts, its ``w:`` feature, the ``b:`` feature of
    it and the next word, and the ``s:`` feature of it and the word after next: "ignore … instructions"
    tells "ignore the previous instructions" from "ignore the lint warnings" (session 9:
    at the same false-positive rates, 1-4 points more of the held-out attacks).
    In scripts written without spaces each character is a word. The whole text's word features
    are all of these, a sentence's a slice of them (sentences and windows start and end at spaces,
    so no token crosses their edges)."""
    starts: list[int] = []
    words: list[str] = []
    for m in _WORD.finditer(text):
        w = m.group()
        if w.isascii() or not _HAS_UNSPACED.search(w):
            starts.append(m.start())
            words.append(w)
        else:
            for piece in _UNSPACED_RUN.findall(w):
                starts.append(m.start())
                words.append(piece)
    pairs = ["b:" + a + " " + b for a, b in zip(words, words[1:])]
    skips = ["s:" + a + " " + b for a, b in zip(words, words[2:])]
    return starts, ["w:" + w for w in words], pairs, skips


def _cut(text: str) -> tuple[list[tuple[int, int]], int]:
    """The sentences of ``text`` then the windows of its long ones, and how many are sentences; nothing
    when the text is one short sentence."""
    spans = []
    pos = 0
    for m in _SEGMENT_END.finditer(text):
        if m.start() - pos >= MIN_SEGMENT:
            spans.append((pos, m.start()))
        pos = m.end()
    if len(text) - pos >= MIN_SEGMENT:
        spans.append((pos, len(text)))
    if len(spans) <= 1:
        spans = [(0, len(text))]
    windows = [w for a, b in spans if b - a > WINDOW_FROM for w in _windows(text, a, b)]
    if len(spans) + len(windows) <= 1:
        return [], 0
    return spans + windows, len(spans)


def _windows(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """Stretches of about :data:`WINDOW` characters of the sentence ``text[a:b]``, each starting at
    most half a window after the last and inside it, starting and ending at spaces (a word longer
    than a window is kept whole): a command pasted into a long sentence is read on its own too."""
    starts = [a] + [m.end() for m in _GAP.finditer(text, a, b)]
    out = []
    i = 0
    while i < len(starts):
        start = starts[i]
        end = start + WINDOW
        if end >= b:
            if start > a:
                out.append((start, b))
            break
        cut = text.rfind(" ", start + 1, end)
        if cut <= start:  # one word longer than a window: the window runs to its end
            cut = text.find(" ", end, b)
            cut = b if cut == -1 else cut
        out.append((start, cut))
        limit = min(start + WINDOW // 2, cut)
        j = i + 1
        while j < len(starts) and starts[j] <= limit:
            j += 1
        i = max(i + 1, j - 1)
    return out
