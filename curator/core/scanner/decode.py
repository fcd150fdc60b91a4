"""Text hidden in an encoding (hex, base32, base64, ROT13, reversed, Morse, braille) read back as plain
text, so the scanner judges a smuggled instruction like a written one.

Every decoder has a cheap pre-check (a substring, a digit count, a word-set look-up) that must pass
before its regex runs or anything is decoded, so ordinary texts pay a few microseconds. A decoded run
counts only when it reads as text (mostly printable letters and spaces, 8 characters or more); ROT13
and reversed text also need clearly more common English words than the text as written. Decoding a run says nothing on its own: only what the judgement
flags in the decoded text becomes a finding (``source == "decoded"``, never blocking a write).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from curator.core.scanner.decode_words import BRAILLE, COMMON_WORDS, MORSE, REVERSED_HINTS, ROT13_HINTS
from curator.core.scanner.findings import Finding, base64_runs, preview, reads_as_text

MAX_DEPTH = 2
"""A decoded text is searched for encodings once more (base64 of hex), not deeper."""
MIN_CHARS = 8
"""Shortest decoded text worth judging (shorter ones are ids, flags, colour codes)."""
MAX_RUNS = 32
"""Decoded runs judged per text at most (each costs a full judgement; a text with more is mostly blobs)."""
SOURCE = "decoded"

_HEX_PLAIN = re.compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){8,}(?![0-9A-Za-z])")
_HEX_SPACED = re.compile(r"(?<![0-9A-Za-z:])[0-9a-fA-F]{2}(?:(?:[ :,]|, )[0-9a-fA-F]{2}){7,}(?![0-9A-Za-z:])")
_HEX_ESCAPED = re.compile(r"(?:\\x[0-9a-fA-F]{2}){8,}")
_HEX_PREFIXED = re.compile(r"0x[0-9a-fA-F]{2}(?:,?[ \t]*0x[0-9a-fA-F]{2}){7,}")
_HEX_DIGITS = re.compile(r"[0-9a-fA-F]{2}")
_B32_RUN = re.compile(r"(?<![A-Za-z0-9+/=])(?:[A-Z2-7]{16,}|[a-z2-7]{16,})={0,6}(?![A-Za-z0-9+/=])")
_ENCODED = re.compile(r"[A-Za-z0-9+/=_-]+|[0-9a-fA-Fx\\\\ :,]+")
"""Decoded text that is itself base64, base32 or hex (one token, or hex bytes with separators)."""
_WORD = re.compile(r"[A-Za-z]+")
_LETTER = re.compile(r"[^\W\d_]")
_CLAUSE_BREAK = re.compile(r"[.:;!?](?=\s)|(?<=\s)[.:;!?]|\n")
"""A sentence or clause end between two words, as written or as reversed text shows it (".tpmorp")."""
_MORSE_RUN = re.compile(r"(?<![\w.\-])[.\-]{1,7}(?:(?:[ \t]*[/|][ \t]*|[ \t]+)[.\-]{1,7}){7,}(?![\w.\-])")
_MORSE_WORD_BREAK = re.compile(r"[ \t]*[/|][ \t]*|[ \t]{2,}")
_BRAILLE_CELL = re.compile(r"[\u2801-\u28ff]")
_BRAILLE_RUN = re.compile(r"[\u2801-\u28ff][\u2800-\u28ff \t!-@\[-`{-~]{6,}[\u2801-\u28ff]")
"""Braille cells with spaces, ASCII digits and signs among them (a path or address keeps its ``/~_``)."""
_ROT13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                       "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")


@dataclass(frozen=True)
class Decoded:
    """One encoded run of a text and what it reads as."""

    span: tuple[int, int]
    """``[start, end)`` of the encoded run in the text that was searched (the outer run when nested)."""
    text: str
    """The decoded text."""
    encodings: tuple[str, ...]
    """What was undone, outermost first: ``("Base64", "hex")`` for hex inside base64."""

    @property
    def label(self) -> str:
        """``Hex`` or, nested, ``Base64 (then hex)``: how the finding's reason names the encoding."""
        first, rest = self.encodings[0], self.encodings[1:]
        return first + (f" (then {' then '.join(rest)})" if rest else "")


Judge = Callable[[str], Iterable[Finding]]
"""The scanner's judgement of a decoded text: its threat findings (rules, phrase lists, model)."""


def decoded_findings(text: str, judge: Judge) -> list[Finding]:
    """One finding per threat the judgement finds in a decoded run of ``text``, on the run's span, its
    reason saying which encoding was undone (``Hex text that decodes to "...": <reason>``).

    Parity findings of a decoded text are dropped: Hermes does not decode these runs, so "Hermes
    blocks it" would not be true of the entry.
    """
    out: list[Finding] = []
    for run in decoded_runs(text)[:MAX_RUNS]:
        shown = preview(run.text)
        for inner in judge(run.text):
            if inner.parity or inner.kind != "threat":
                continue
            out.append(Finding(inner.id, run.span, f'{run.label} text that decodes to "{shown}": {inner.reason}',
                               False, category=inner.category, confidence=inner.confidence, kind="threat",
                               source=SOURCE))
    return out


def decoded_runs(text: str, depth: int = MAX_DEPTH) -> list[Decoded]:
    """Every encoded run of ``text`` that decodes to readable text, and (down to ``depth`` levels) the
    runs inside those, each nested one on its outer run's span."""
    out: list[Decoded] = []
    seen: set[tuple[tuple[int, int], str]] = set()
    for run in _one_level(text):
        if (run.span, run.text) in seen:
            continue
        seen.add((run.span, run.text))
        out.append(run)
        if depth > 1:
            out.extend(Decoded(run.span, inner.text, run.encodings + tuple(e.lower() for e in inner.encodings))
                       for inner in decoded_runs(run.text, depth - 1))
    return out


def _one_level(text: str) -> Iterator[Decoded]:
    """The runs of every decoder, each tried only when its cheap pre-check passes: eight digits 2-7
    for hex (hex of text has one every other character), a token of 16+ characters for base32 and
    base64, the encoded forms of common words for ROT13 and reversed text, ``.-`` or ``-.`` for Morse,
    a braille cell for braille."""
    parts = text.lower().split()
    long_token = max(map(len, parts), default=0) >= 16
    if _digit_count(text) >= 8:
        yield from _hex_runs(text)
    if long_token:
        yield from _base32_runs(text)
        for start, end, clear in base64_runs(text, readable):
            yield Decoded((start, end), clear, ("Base64",))
    words = set(parts)  # words with a sign attached are missed: an encoded sentence has others
    if len(words & ROT13_HINTS) >= 2:
        yield from _turned_runs(text, lambda s: s.translate(_ROT13), "ROT13")
    if len(words & REVERSED_HINTS) >= 2:
        yield from _turned_runs(text, lambda s: s[::-1], "Reversed")
    if ".-" in text or "-." in text:
        yield from _morse_runs(text)
    if not text.isascii() and _BRAILLE_CELL.search(text):
        yield from _braille_runs(text)


def _digit_count(text: str) -> int:
    """How many of the digits 2-7 ``text`` holds (each byte of printable ASCII starts with one in hex;
    hex of other UTF-8 text with few of them is not looked for)."""
    return sum(map(text.count, "234567"))


def readable(text: str, wordy: float = 0.5) -> bool:
    """True for decoded text a person could read: 8+ characters, nearly all printable, and at least
    ``wordy`` of them letters or spaces (random bytes, hashes and keys fail this), or text that is
    itself one more encoding (hex, base32, base64 of 16+ characters), so that it is decoded again."""
    text = text.strip()
    if len(text) < MIN_CHARS:
        return False
    if len(text) >= 16 and _ENCODED.fullmatch(text):
        return True
    return reads_as_text(text, wordy)


def _bytes_text(raw: bytes) -> str | None:
    """``raw`` as UTF-8 text when it is readable, else None."""
    try:
        clear = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return clear if readable(clear) else None


def _hex_runs(text: str) -> Iterator[Decoded]:
    """Hex bytes written plain (``4967...``), spaced or colon-separated, as ``\\x49`` or ``0x49``."""
    taken: list[tuple[int, int]] = []
    for pattern in (_HEX_ESCAPED, _HEX_PREFIXED, _HEX_SPACED, _HEX_PLAIN):
        for m in pattern.finditer(text):
            if any(a <= m.start() < b for a, b in taken):
                continue
            digits = m.group(0).replace("\\x", " ").replace("0x", " ")
            clear = _bytes_text(bytes.fromhex("".join(_HEX_DIGITS.findall(digits))))
            if clear is not None:
                taken.append(m.span())
                yield Decoded(m.span(), clear, ("Hex",))


def _base32_runs(text: str) -> Iterator[Decoded]:
    """Base32 runs (RFC 4648 alphabet, one case, padding optional) of readable text."""
    for m in _B32_RUN.finditer(text):
        body = m.group(0).rstrip("=").upper()
        if len(body) % 8 in (1, 3, 6):
            continue
        try:
            raw = base64.b32decode(body + "=" * (-len(body) % 8))
        except (binascii.Error, ValueError):
            continue
        clear = _bytes_text(raw)
        if clear is not None:
            yield Decoded(m.span(), clear, ("Base32",))


def _turned_runs(text: str, turn: Callable[[str], str], name: str) -> Iterator[Decoded]:
    """Stretches of words that read as common English once ``turn`` (ROT13, reversal) is undone; the
    stretches of following lines with no letters between them are one run (one text, judged whole)."""
    runs: list[list[int]] = []
    for start, end in _wordier_stretches(text, turn):
        if runs and not _LETTER.search(text, runs[-1][1], start):
            runs[-1][1] = end
        else:
            runs.append([start, end])
    for start, end in runs:
        yield Decoded((start, end), turn(text[start:end]), (name,))


def _wordier_stretches(text: str, turn: Callable[[str], str]) -> Iterator[tuple[int, int]]:
    """Per line, the stretch of words where reading each word through ``turn`` gains the most common
    words, when the gain is decisive (3+ more, at least 2 for each one lost, a quarter of its words),
    widened over neighbouring words that neither gain nor lose, up to a clause break."""
    pos = 0
    for line in text.splitlines(keepends=True):
        words = [(m.start() + pos, m.end() + pos, m.group(0).lower()) for m in _WORD.finditer(line)]
        pos += len(line)
        gains = [(turn(w) in COMMON_WORDS) - (w in COMMON_WORDS) for _, _, w in words]
        cut = _best_stretch(gains)
        if cut is None:
            continue
        lo, hi = cut
        won, lost = sum(g > 0 for g in gains[lo:hi]), sum(g < 0 for g in gains[lo:hi])
        if won - lost < 3 or won < 2 * lost + 2 or won * 4 < hi - lo:
            continue
        joined = [not _CLAUSE_BREAK.search(text, words[k][1], words[k + 1][0]) for k in range(len(words) - 1)]
        while lo > 0 and gains[lo - 1] == 0 and joined[lo - 1]:
            lo -= 1
        while hi < len(gains) and gains[hi] == 0 and joined[hi - 1]:
            hi += 1
        yield words[lo][0], words[hi - 1][1]


def _best_stretch(gains: list[int]) -> tuple[int, int] | None:
    """``[lo, hi)`` of the largest-sum stretch of ``gains`` (Kadane); None when no word gains."""
    best, best_cut, total, start = 0, None, 0, 0
    for i, g in enumerate(gains):
        if total <= 0:
            total, start = 0, i
        total += g
        if total > best:
            best, best_cut = total, (start, i + 1)
    return best_cut


def _morse_runs(text: str) -> Iterator[Decoded]:
    """Morse code (``.`` and ``-``, letters apart by a space, words by ``/``, ``|`` or two spaces)."""
    for m in _MORSE_RUN.finditer(text):
        words = [w.split() for w in _MORSE_WORD_BREAK.split(m.group(0).strip())]
        clear = " ".join("".join(MORSE.get(code, "\ufffd") for code in word) for word in words)
        if _mostly_known(clear) and readable(clear.replace("\ufffd", "?"), 0.5):
            yield Decoded(m.span(), clear.lower(), ("Morse code",))


def _braille_runs(text: str) -> Iterator[Decoded]:
    """Unicode braille (U+2800 block) read as Grade-1 letters, digits after the number sign."""
    for m in _BRAILLE_RUN.finditer(text):
        clear = _read_braille(m.group(0))
        if _mostly_known(clear) and readable(clear.replace("\ufffd", "?")):
            yield Decoded(m.span(), clear, ("Braille",))


def _mostly_known(clear: str) -> bool:
    """True when at most one symbol in ten of a Morse or braille run was not a letter or sign we know."""
    return clear.count("\ufffd") * 10 <= len(clear.replace(" ", ""))


def _read_braille(run: str) -> str:
    """Grade-1 braille to letters: ⠠ capitalises the next letter, ⠼ turns a-j into digits to the space."""
    out: list[str] = []
    capital = number = False
    for ch in run:
        if ch == "\u2820":
            capital = True
            continue
        if ch == "\u283c":
            number = True
            continue
        letter = BRAILLE.get(ch, ch if ch < "\x7f" else "\ufffd")
        if letter in " \u2800\t":
            number = False
            out.append(" ")
            continue
        if number and "a" <= letter <= "j":
            letter = "1234567890"["abcdefghij".index(letter)]
        out.append(letter.upper() if capital else letter)
        capital = False
    return "".join(out)
