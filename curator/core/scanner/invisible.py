"""Invisible-character findings for the scanner, telling emoji and script joiners from hidden tricks."""

from __future__ import annotations

import re
from typing import NamedTuple

from curator.core.scanner.text import HERMES_INVISIBLES, INVISIBLE_NAMES

ZWJ = "\u200d"
ZWNJ = "\u200c"
ZWSP = "\u200b"
_ARTEFACT_RUN = 2
"""A zero-width space or two beside a space splits nothing: texts pasted from translation tools and web
pages carry them ("in the area of \u200b\u200bIT", seen in deepset's benign prompts)."""
_UNSPACED_SCRIPTS = ((0x0E00, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF))
"""Thai and Lao, Myanmar, Khmer: written without spaces, a zero-width space marks where a line may break."""


def _unspaced(ch: str) -> bool:
    return bool(ch) and any(lo <= ord(ch) <= hi for lo, hi in _UNSPACED_SCRIPTS)

_CANDIDATES = re.compile(
    "[" + "".join(sorted(HERMES_INVISIBLES)) + "]+|[\U000e0000-\U000e007f]+"
)
_EMOJI_RANGES = (
    (0x1F000, 0x1FAFF), (0x2600, 0x27BF), (0x2300, 0x23FF), (0x2B00, 0x2BFF), (0x2190, 0x21FF),
    (0x25A0, 0x25FF), (0x2934, 0x2935), (0x3030, 0x3030), (0x303D, 0x303D), (0x3297, 0x3299),
    (0x00A9, 0x00A9), (0x00AE, 0x00AE), (0x203C, 0x203C), (0x2049, 0x2049), (0x2122, 0x2122),
    (0x2139, 0x2139), (0x24C2, 0x24C2),
)
# Scripts whose normal spelling uses ZWJ/ZWNJ between letters (Persian, Urdu, Hindi, Bengali ...).
_JOINER_SCRIPTS = (
    ((0x0600, 0x06FF), "Arabic-script"), ((0x0750, 0x077F), "Arabic-script"),
    ((0x08A0, 0x08FF), "Arabic-script"), ((0xFB50, 0xFDFF), "Arabic-script"),
    ((0xFE70, 0xFEFC), "Arabic-script"), ((0x0900, 0x0DFF), "Indic-script"),
)


class RawFinding(NamedTuple):
    """An invisible-character finding before it becomes a scanner Finding."""

    id: str
    span: tuple[int, int]
    reason: str
    parity: bool


def _is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _EMOJI_RANGES)


def _is_emoji_modifier(ch: str) -> bool:
    cp = ord(ch)
    return cp in (0xFE0E, 0xFE0F) or 0x1F3FB <= cp <= 0x1F3FF or 0xE0020 <= cp <= 0xE007F


def _script_of(ch: str) -> str | None:
    cp = ord(ch)
    for (lo, hi), name in _JOINER_SCRIPTS:
        if lo <= cp <= hi:
            return name
    return None


def _neighbours(text: str, start: int, end: int) -> tuple[str, str]:
    """The visible characters just before ``start`` and at/after ``end`` (emoji modifiers skipped)."""
    i = start - 1
    while i >= 0 and _is_emoji_modifier(text[i]):
        i -= 1
    j = end
    while j < len(text) and text[j] in "\ufe0e\ufe0f":
        j += 1
    return (text[i] if i >= 0 else "", text[j] if j < len(text) else "")


def _emoji_cluster(text: str, start: int, end: int) -> str:
    i = start
    while i > 0 and (_is_emoji(text[i - 1]) or _is_emoji_modifier(text[i - 1]) or text[i - 1] == ZWJ):
        i -= 1
    j = end
    while j < len(text) and (_is_emoji(text[j]) or _is_emoji_modifier(text[j]) or text[j] == ZWJ):
        j += 1
    return text[i:j]


def _word_around(text: str, start: int, end: int) -> str:
    i = start
    while i > 0 and (text[i - 1].isalnum() or text[i - 1] in HERMES_INVISIBLES):
        i -= 1
    j = end
    while j < len(text) and (text[j].isalnum() or text[j] in HERMES_INVISIBLES):
        j += 1
    return "".join(c for c in text[i:j] if c not in HERMES_INVISIBLES)


def _judge(text: str, start: int, end: int, ch: str, runs: int = 1) -> tuple[str, bool]:
    """Reason and parity flag for a run of the invisible ``ch`` at ``[start, end)`` (one of ``runs``
    runs of invisible characters in the text)."""
    code = f"U+{ord(ch):04X}"
    name = INVISIBLE_NAMES[ch]
    before, after = _neighbours(text, start, end)
    if ch == ZWJ and end - start == 1 and before and after and _is_emoji(before) and _is_emoji(after):
        cluster = _emoji_cluster(text, start, end)
        return (
            f"{name} ({code}) inside an emoji sequence ({cluster}): an emoji joiner, harmless here, "
            "but Hermes blocks it by design",
            True,
        )
    if ch in (ZWJ, ZWNJ) and end - start == 1 and before and after:
        script = _script_of(before)
        if script and _script_of(after) == script:
            return (
                f"{name} ({code}) inside an {script} word: normal spelling there, but Hermes blocks it",
                True,
            )
    if ch == "\ufeff" and start == 0:
        return (
            f"{name} ({code}) at the very start: usually a copy-paste artefact, but Hermes blocks it",
            False,
        )
    if "\u202a" <= ch <= "\u202e" or "\u2066" <= ch <= "\u2069":
        return (
            f"{name} ({code}): a bidirectional control that changes how text is displayed, so what you "
            "see is not what the model reads",
            False,
        )
    if ch == ZWSP and end - start <= _ARTEFACT_RUN and runs <= 2 and not (before.isalnum() and after.isalnum()):
        return (
            f"{name} ({code}) beside a space or punctuation: it splits no word (a copy-paste artefact), "
            "but Hermes blocks it",
            True,
        )
    if ch == ZWSP and end - start == 1 and _unspaced(before) and _unspaced(after):
        return (
            f"{name} ({code}) between two words of a script written without spaces: a line-break hint, "
            "normal there, but Hermes blocks it",
            True,
        )
    if before.isalnum() and after.isalnum():
        word = _word_around(text, start, end)
        return (
            f'{name} ({code}) hidden inside the word "{word}": invisible characters can split words '
            "to slip past filters",
            False,
        )
    return (f"{name} ({code}): an invisible character that can hide or split text", False)


def invisible_findings(text: str) -> list[RawFinding]:
    """One finding per run of the same invisible character Hermes blocks, plus hidden tag text."""
    out: list[RawFinding] = []
    found = list(_CANDIDATES.finditer(text))  # more than two runs can carry a message: none is an artefact
    for m in found:
        run = m.group(0)
        if ord(run[0]) >= 0xE0000:
            for start, end, hidden in tag_runs(text, m.start(), m.end()):
                out.append(
                    RawFinding(
                        f"invisible_unicode_U+{ord(text[start]):04X}",
                        (start, end),
                        f'Invisible Unicode tag characters spelling "{hidden[:60]}": hidden from '
                        "readers but read by the model",
                        False,
                    )
                )
            continue
        i = m.start()
        while i < m.end():
            ch = text[i]
            j = i + 1
            while j < m.end() and text[j] == ch:
                j += 1
            reason, parity = _judge(text, i, j, ch, len(found))
            out.append(RawFinding(f"invisible_unicode_U+{ord(ch):04X}", (i, j), reason, parity))
            i = j
    return out


def tag_runs(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int, str]]:
    """Runs of tag characters that spell hidden text (not part of an emoji flag), with that text."""
    hi = len(text) if hi is None else hi
    out: list[tuple[int, int, str]] = []
    for m in re.finditer("[\U000e0000-\U000e007f]+", text[lo:hi]):
        start, end = lo + m.start(), lo + m.end()
        if start > 0 and text[start - 1] == "\U0001f3f4" and text[end - 1] == "\U000e007f":
            continue  # a subdivision flag such as England's
        hidden = "".join(chr(ord(c) - 0xE0000) for c in m.group(0) if 0xE0020 <= ord(c) <= 0xE007E)
        if hidden.strip():
            out.append((start, end, hidden))
    return out
