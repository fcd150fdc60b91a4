"""Scanner text folding: NFKC, mark stripping, case folding and look-alike letters, with offset maps."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# The invisible code points Hermes blocks, each reported as ``invisible_unicode_U+XXXX``.
HERMES_INVISIBLES: frozenset[str] = frozenset(
    "\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff"
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)

# Further format / filler characters an attacker can use to split words. Hermes does not report
# them, so neither do we; they are only dropped before the text patterns run.
_SILENT_SINGLES = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200e\u200f\u2061\u3164\uffa0"
)

INVISIBLE_NAMES: dict[str, str] = {
    "\u200b": "Zero-width space",
    "\u200c": "Zero-width non-joiner",
    "\u200d": "Zero-width joiner",
    "\u2060": "Word joiner",
    "\u2062": "Invisible times",
    "\u2063": "Invisible separator",
    "\u2064": "Invisible plus",
    "\ufeff": "Byte-order mark (zero-width no-break space)",
    "\u202a": "Left-to-right embedding",
    "\u202b": "Right-to-left embedding",
    "\u202c": "Pop directional formatting",
    "\u202d": "Left-to-right override",
    "\u202e": "Right-to-left override",
    "\u2066": "Left-to-right isolate",
    "\u2067": "Right-to-left isolate",
    "\u2068": "First strong isolate",
    "\u2069": "Pop directional isolate",
}


def is_tag_char(ch: str) -> bool:
    """True for a Unicode tag character (U+E0000..U+E007F), invisible ASCII look-alikes."""
    return 0xE0000 <= ord(ch) <= 0xE007F


def is_dropped(ch: str) -> bool:
    """True when ``ch`` is invisible and removed before the text patterns run."""
    if ch in HERMES_INVISIBLES or ch in _SILENT_SINGLES:
        return True
    cp = ord(ch)
    return (0xFE00 <= cp <= 0xFE0F) or (0xE0000 <= cp <= 0xE01EF)


# Look-alike letters that NFKC leaves alone, checked on the character before case folding
# (capitals differ: Greek capital eta looks like H, its lower case like n).
_UPPER_LOOKALIKES: dict[str, str] = {
    # Cyrillic capitals
    "А": "a", "В": "b", "С": "c", "Е": "e", "Н": "h", "І": "i", "Ј": "j", "К": "k",
    "М": "m", "О": "o", "Р": "p", "Ѕ": "s", "Т": "t", "Х": "x", "У": "y", "Ү": "y",
    "Ԛ": "q", "Ԝ": "w", "Һ": "h", "Ӏ": "l", "Ԁ": "d",
    # Greek capitals
    "Α": "a", "Β": "b", "Ε": "e", "Ζ": "z", "Η": "h", "Ι": "i", "Κ": "k", "Μ": "m",
    "Ν": "n", "Ο": "o", "Ρ": "p", "Τ": "t", "Υ": "y", "Χ": "x",
}

# Lower-case look-alikes, checked after case folding.
_LOWER_LOOKALIKES: dict[str, str] = {
    # Cyrillic
    "а": "a", "в": "b", "г": "r", "е": "e", "и": "u", "і": "i", "ј": "j", "к": "k",
    "м": "m", "н": "h", "о": "o", "п": "n", "р": "p", "с": "c", "т": "t", "у": "y",
    "х": "x", "ш": "w", "ь": "b", "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h",
    "ӏ": "l", "ү": "y", "ҡ": "k", "ѵ": "v",
    # Greek
    "α": "a", "β": "b", "γ": "y", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "ϲ": "c", "ϳ": "j",
    # Armenian
    "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "զ": "q", "ա": "w",
    # Latin letters outside ASCII and small capitals
    "ı": "i", "ȷ": "j", "ɑ": "a", "ɡ": "g", "ɩ": "i", "ʏ": "y", "ᴀ": "a", "ʙ": "b",
    "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ғ": "f", "ɢ": "g", "ʜ": "h", "ɪ": "i", "ᴊ": "j",
    "ᴋ": "k", "ʟ": "l", "ᴍ": "m", "ɴ": "n", "ᴏ": "o", "ᴘ": "p", "ʀ": "r", "ꜱ": "s",
    "ᴛ": "t", "ᴜ": "u", "ᴠ": "v", "ᴡ": "w", "ᴢ": "z",
    # Punctuation look-alikes
    "\u2018": "'", "\u2019": "'", "\u201b": "'", "\u2032": "'", "\u201c": '"', "\u201d": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-",
    "\u2215": "/", "\u2044": "/", "\u223c": "~", "\u02dc": "~",
}


@lru_cache(maxsize=8192)
def fold_plain(ch: str) -> str:
    """NFKC of ``ch`` with combining marks removed (``ｉ`` -> ``i``, ``ï`` -> ``i``), case kept."""
    decomposed = unicodedata.normalize("NFKD", ch)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFKC", bare)


@lru_cache(maxsize=8192)
def fold_match(ch: str) -> str:
    """What the text patterns see for ``ch``: folded, lower-cased, look-alikes mapped to Latin."""
    out = []
    for c in fold_plain(ch):
        if c in _UPPER_LOOKALIKES:
            out.append(_UPPER_LOOKALIKES[c])
            continue
        for low in c.casefold():
            out.append(_LOWER_LOOKALIKES.get(low, low))
    return "".join(out)


def is_lookalike(ch: str) -> bool:
    """True when ``ch`` is a non-Latin letter we read as a Latin one (Cyrillic ``а``, Greek ``ο``)."""
    if not ch.isalpha():
        return False
    base = fold_plain(ch)
    if base.isascii():
        return False
    return any(c in _UPPER_LOOKALIKES or c.casefold() in _LOWER_LOOKALIKES for c in base)


@dataclass(frozen=True)
class FoldedText:
    """A text in two matchable forms, each with a map back to offsets in the original."""

    original: str
    plain: str
    """Invisibles dropped, NFKC, marks stripped, case kept (for base64 and key formats)."""
    plain_map: tuple[int, ...]
    folded: str
    """``plain`` lower-cased with look-alike letters mapped to Latin (for the text patterns)."""
    folded_map: tuple[int, ...]

    def span_from_plain(self, start: int, end: int) -> tuple[int, int]:
        """Map ``[start, end)`` in ``plain`` back to the original text."""
        return _map_span(self.plain_map, start, end)

    def span_from_folded(self, start: int, end: int) -> tuple[int, int]:
        """Map ``[start, end)`` in ``folded`` back to the original text."""
        return _map_span(self.folded_map, start, end)


def _map_span(mapping: tuple[int, ...], start: int, end: int) -> tuple[int, int]:
    if not mapping:
        return (0, 0)
    if end <= start:
        pos = mapping[min(start, len(mapping) - 1)]
        return (pos, pos)
    return (mapping[start], mapping[end - 1] + 1)


class _Table(dict):
    """A ``str.translate`` table filled on demand: code point -> its plain or folded form ("" when dropped)."""

    def __init__(self, folded: bool) -> None:
        super().__init__()
        self.folded = folded
        self.irregular: set[str] = set()
        """Characters whose form is not exactly one character (dropped or expanded)."""

    def __missing__(self, cp: int) -> str:
        ch = chr(cp)
        if ch < "\x80":
            out = ch.lower() if self.folded else ch
        elif is_dropped(ch):
            out = ""
        else:
            out = fold_match(ch) if self.folded else fold_plain(ch)
        if len(out) != 1:
            self.irregular.add(ch)
        self[cp] = out
        return out


_PLAIN = _Table(folded=False)
_FOLDED = _Table(folded=True)


def plain_form(text: str) -> str:
    """``text`` as :attr:`FoldedText.plain` has it (invisibles dropped, NFKC, marks stripped), without the maps."""
    return text.translate(_PLAIN)


def folded_form(text: str) -> str:
    """``text`` as :attr:`FoldedText.folded` has it, without the maps (for word lists folded once)."""
    return text.translate(_FOLDED)


WORD = re.compile(r"(?:\w|[\u0900-\u0DFF\u0E00-\u0E7F\u1000-\u109F])+")
"""A word of folded text: word characters and the vowel signs of Indic, Thai and Myanmar scripts
(which are not ``\\w`` in Python)."""


@lru_cache(maxsize=64)
def fold_text(text: str) -> FoldedText:
    """Fold ``text`` for matching, keeping maps from every folded character to its source index
    (the last few texts are kept: the rules and the learned layer both read the same text)."""
    identity = tuple(range(len(text)))
    if text.isascii():
        return FoldedText(text, text, identity, text.lower(), identity)
    plain = text.translate(_PLAIN)
    folded = text.translate(_FOLDED)
    return FoldedText(
        original=text,
        plain=plain,
        plain_map=identity if _PLAIN.irregular.isdisjoint(text) else _index_map(text, _PLAIN),
        folded=folded,
        folded_map=identity if _FOLDED.irregular.isdisjoint(text) else _index_map(text, _FOLDED),
    )


def _index_map(text: str, table: _Table) -> tuple[int, ...]:
    """For each character of ``text.translate(table)``, the index of the character it came from."""
    out: list[int] = []
    for i, ch in enumerate(text):
        out.extend([i] * len(table[ord(ch)]))
    return tuple(out)


def disguises(fragment: str) -> list[str]:
    """Plain-language names of the disguises used in ``fragment`` of the original text."""
    found: list[str] = []
    if any(is_dropped(c) for c in fragment):
        found.append("split with invisible characters")
    wide = accented = lookalike = False
    for c in fragment:
        if c < "\x80" or is_dropped(c):
            continue
        if is_lookalike(c):
            lookalike = True
        elif unicodedata.normalize("NFKC", c) != c and unicodedata.normalize("NFKC", c).isascii():
            wide = True
        elif c.isalpha() and fold_plain(c).isascii():
            accented = True
    if lookalike:
        found.append("look-alike Cyrillic/Greek letters")
    if wide:
        found.append("full-width or styled letters")
    if accented:
        found.append("accented letters")
    return found
