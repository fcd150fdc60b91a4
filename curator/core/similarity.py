"""How alike two memory texts are: the Dice coefficient of their word sets (one measure, used everywhere)."""

from __future__ import annotations

import re

_WORD = re.compile(r"\w+", re.UNICODE)


def tokens(text: str) -> set[str]:
    """Lower-cased word tokens of a text."""
    return {t.lower() for t in _WORD.findall(text)}


def similarity(a: str, b: str) -> float:
    """Dice coefficient of the word-token sets of two texts (0.0 unrelated .. 1.0 same words)."""
    ta, tb = tokens(a), tokens(b)
    if not ta or not tb:
        return 0.0
    return 2 * len(ta & tb) / (len(ta) + len(tb))
