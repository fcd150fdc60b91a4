"""Features of the learned scanner layer: word 1-2-grams and character 3-5-grams of folded text."""

from __future__ import annotations

import re

MAX_CHARS = 2000
"""Only the first this-many folded characters are read (long jailbreaks say it all early)."""

_WORD = re.compile(r"\w+")
_UNSPACED = "\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_UNSPACED_RUN = re.compile(f"[{_UNSPACED}]|[^{_UNSPACED}]+")
_HAS_UNSPACED = re.compile(f"[{_UNSPACED}]")
_SPACE = re.compile(r"\s+")
_DIGITS = re.compile(r"\d")


def features(folded: str) -> set[str]:
    """The feature strings of ``folded`` (lower-cased, look-alikes mapped, invisibles dropped).

    Digits become ``0`` so that ports, amounts and ids generalise; words are prefixed ``w:``,
    word pairs ``b:``, character n-grams (over the text with single spaces) have no prefix. In
    scripts written without spaces (Chinese, Japanese, Thai; Korean syllables too) every character
    counts as a word, so word pairs are character pairs.
    """
    text = _DIGITS.sub("0", _SPACE.sub(" ", folded[:MAX_CHARS])).strip()
    if not text:
        return set()
    words = _words(text)
    out = {"w:" + w for w in words}
    out.update("b:" + a + " " + b for a, b in zip(words, words[1:]))
    padded = " " + text + " "
    n = len(padded)
    for k in (3, 4, 5):
        out.update(padded[i:i + k] for i in range(n - k + 1))
    return out


def _words(text: str) -> list[str]:
    out: list[str] = []
    for w in _WORD.findall(text):
        if w.isascii() or not _HAS_UNSPACED.search(w):
            out.append(w)
        else:
            out.extend(_UNSPACED_RUN.findall(w))
    return out


_SEGMENT_END = re.compile(r"(?<=[.!?;。！？；])\s+|\s*\n+\s*")
MIN_SEGMENT = 12


def segment_spans(text: str) -> list[tuple[int, int]]:
    """``[start, end)`` of the sentences and lines of ``text``; ``[]`` when there is only one."""
    spans = []
    pos = 0
    for m in _SEGMENT_END.finditer(text):
        if m.start() - pos >= MIN_SEGMENT:
            spans.append((pos, m.start()))
        pos = m.end()
    if len(text) - pos >= MIN_SEGMENT:
        spans.append((pos, len(text)))
    return spans if len(spans) > 1 else []


def segments(text: str) -> list[str]:
    """The sentences and lines of ``text`` when it has more than one."""
    return [text[a:b] for a, b in segment_spans(text)]
