"""A second reading of a folded text for the learned layer, with letter spacing and number-for-letter swaps undone."""

from __future__ import annotations

import re
from dataclasses import dataclass

_DOTTED = re.compile(r"(?<![\w.\-*·|/])(?:\w[.\-_*·|/])+\w(?!\w|[.\-_*·|/]\w)")
"""Two or more single characters, each after the last by one mark: "y.o.u", "i-g-n-o-r-e", "i.n"."""
_SPACED = re.compile(r"(?<!\S)(?:\w ){2,}\w(?!\S)")
"""Three or more single characters, each after the last by one space: "h i d e"."""
_MARKS = re.compile(r"[ .\-_*·|/]")
_LEET_WORD = re.compile(r"(?<![\w@$])(?=[\w@$]*[^\W\d_])(?=[\w@$]*[013457])[\w@$]*[^\W_][\w@$]*(?![\w@$])")
"""A word with both letters and digits that stand for letters ("t3ll", "0ff1c1al", "us3r")."""
LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
"""Digits and signs read as the letters they stand for (the rules' disguise pass uses it too)."""
_TAGS = re.compile(r"</?[a-z][a-z0-9]*(?:\s[^<>]*)?/?>|<!--|-->")
"""HTML tags and comment marks (their text is kept)."""
_JOINERS = re.compile(r"(?<=[^\W\d_])[_=](?=[^\W\d_])")
"""Snake case and ``key=value`` joints between letters ("safety_mode=off")."""


@dataclass(frozen=True)
class Unmasked:
    """The second reading and the plain-language names of what was undone to get it."""

    text: str
    undone: tuple[str, ...]


def unmask(folded: str) -> Unmasked | None:
    """``folded`` with markup tags dropped, spaced-out letters joined, digits standing for letters in
    words swapped back and snake-case joints opened; None when none of these occurs (the text reads
    as it is)."""
    undone: list[str] = []
    text = folded
    bare = _TAGS.sub(" ", text)
    if bare != text:
        undone.append("markup")
        text = " ".join(bare.split())
    joined = _SPACED.sub(_join, _DOTTED.sub(_join, text))
    if joined != text:
        undone.append("letters spaced out")
        text = joined
    swapped = _LEET_WORD.sub(_swap, text)
    if swapped != text:
        undone.append("digits for letters")
        text = swapped
    opened = _JOINERS.sub(" ", text)
    if opened != text:
        undone.append("words joined by _ or =")
        text = opened
    return Unmasked(text, tuple(undone)) if undone else None


def _join(m: re.Match) -> str:
    return _MARKS.sub("", m.group())


def _swap(m: re.Match) -> str:
    word = m.group()
    letters = sum(ch.isalpha() for ch in word)
    return word.translate(LEET) if letters >= 2 or len(word) <= 3 else word
