"""Content scanner: finds what Hermes's memory scanner blocks, with spans, reasons and fewer false alarms."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from urllib.parse import unquote_plus

from curator.core.scanner.categories import rule_category
from curator.core.scanner.invisible import invisible_findings, tag_runs
from curator.core.scanner.parity import PARITY_REASON, RULE_TOPICS, hermes_hits
from curator.core.scanner.rules.injection import INJECTION_RULES
from curator.core.scanner.rules.c2 import C2_RULES, EXFIL_RULES
from curator.core.scanner.rules.persistence import PERSISTENCE_RULES, SECRET_RULES
from curator.core.scanner.rules.base import Rule
from curator.core.scanner.text import FoldedText, disguises, fold_text
from curator.core.scanner.unmask import LEET

INVISIBLE_FAMILY = "invisible_unicode"
RULES: tuple[Rule, ...] = INJECTION_RULES + C2_RULES + EXFIL_RULES + PERSISTENCE_RULES + SECRET_RULES

THREAT_IDS: frozenset[str] = frozenset({r.id for r in RULES} | {INVISIBLE_FAMILY})
"""Every id ``scan`` can emit; ``invisible_unicode_U+XXXX`` ids count as the one family name."""

_MAX_DEPTH = 2
_URL_RUN = re.compile(r"[\w.~+\-/:?=&]*(?:%[0-9a-fA-F]{2}[\w.~+\-/:?=&]*){3,}")
_SPACED_RUN = re.compile(r"(?<![\w])(?:[a-z0-9][ .\-*]){2,}[a-z0-9](?![\w])")
_B64_RUN = re.compile(
    r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}(?:[ \t]*\r?\n[ \t]*[A-Za-z0-9+/_-]{4,})*={0,2}(?![A-Za-z0-9+/=_-])"
)


@dataclass(frozen=True)
class Finding:
    """One thing the scanner says about a text, located in it.

    Rule findings (``source == "rules"``, what :func:`scan` returns) are what Hermes's scanner blocks;
    the phrase lists' (``"phrases"``), the learned layer's (``"model"``), those of text hidden in an
    encoding (``"decoded"``) and hygiene notes (``"hygiene"``) come from
    :func:`curator.core.scanner.review.review` and never block a write.
    """

    id: str
    """Hermes threat id, e.g. ``prompt_injection`` or ``invisible_unicode_U+200D``; ``learned_<category>``
    for the model, ``hygiene_<category>`` for hygiene notes."""
    span: tuple[int, int]
    """``[start, end)`` offsets into the original text passed to :func:`scan`."""
    reason: str
    """Plain-language reason for a person reviewing the entry."""
    parity: bool = False
    """True when we flag it only because Hermes does (benign by our judgement)."""
    category: str = ""
    """What the text tries to do (``prompt_leak``, ``exfiltration``...; see ``categories.CATEGORIES``);
    filled from the rule id when left empty."""
    confidence: float = 1.0
    """1.0 for a rule match; the model's probability for a learned finding."""
    kind: str = "threat"
    """``threat`` or ``hygiene`` (hygiene never blocks and never counts as a flag)."""
    source: str = "rules"
    """``rules``, ``phrases``, ``model``, ``decoded`` (any of those on text hidden in an encoding, never
    blocking) or ``hygiene``: which part of the scanner said it."""

    def __post_init__(self) -> None:
        if not self.category:
            object.__setattr__(self, "category", rule_category(self.id))

    @property
    def family(self) -> str:
        """The id, with every ``invisible_unicode_*`` id folded into one family name."""
        return id_family(self.id)

    def to_json(self) -> dict:
        """A JSON-ready dict: ``{"id", "span": [s, e], "reason", "parity", "category", "confidence",
        "kind", "source"}``."""
        return {"id": self.id, "span": [self.span[0], self.span[1]], "reason": self.reason, "parity": self.parity,
                "category": self.category, "confidence": self.confidence, "kind": self.kind, "source": self.source}


def id_family(threat_id: str) -> str:
    """``invisible_unicode`` for any ``invisible_unicode_U+XXXX`` id, else the id itself."""
    return INVISIBLE_FAMILY if threat_id.startswith(INVISIBLE_FAMILY) else threat_id


def scan(text: str) -> list[Finding]:
    """All findings in ``text``, sorted by span start; ``[]`` when Hermes would accept it as is.

    Texts the curator's own rules pass but the published Hermes 0.19 blocks get ``parity`` findings
    (core/scanner/parity.py), so nothing Hermes hides from its prompt goes unflagged.
    """
    return _scan(text, 0) or parity_findings(text)


def parity_findings(text: str) -> list[Finding]:
    """One ``parity`` finding per rule Hermes 0.19 blocks `text` on (for texts the curator's rules pass)."""
    out = []
    for hit in hermes_hits(text):
        topic = RULE_TOPICS.get(hit.id, "")
        detail = f"Hermes rule {hit.id}" + (f": {topic}" if topic else "")
        out.append(Finding(hit.id, hit.span, f"{PARITY_REASON} ({detail})", parity=True))
    return out


def blocking_finding(text: str) -> Finding | None:
    """The finding Hermes would block this text on (the first one), or None if it would accept it."""
    found = scan(text)
    return found[0] if found else None


def _scan(text: str, depth: int) -> list[Finding]:
    if not text:
        return []
    folded = fold_text(text)
    found: list[Finding] = [
        Finding(f.id, f.span, f.reason, f.parity) for f in invisible_findings(text)
    ]
    found.extend(_rule_findings(folded))
    found.extend(_variant_findings(folded))
    if depth < _MAX_DEPTH:
        found.extend(_hidden_text_findings(folded, depth))
    return _tidy(found)


def _rule_findings(ft: FoldedText) -> list[Finding]:
    out: list[Finding] = []
    for r in RULES:
        if not r.may_match(ft.folded):
            continue
        target = ft.plain if r.on_plain else ft.folded
        for m in r.pattern.finditer(target):
            if m.end() <= m.start():
                continue
            if r.accept is not None and not r.accept(target, m):
                continue
            span = ft.span_from_plain(*m.span()) if r.on_plain else ft.span_from_folded(*m.span())
            out.append(Finding(r.id, span, _with_disguise(r.reason, ft.original[span[0]:span[1]])))
    return out


_LEET_WORD = re.compile(r"\b(?=[a-z0-9@]*[a-z])(?=[a-z0-9@]*[0-9@])[a-z0-9@]{3,}\b")


def _variant_findings(ft: FoldedText) -> list[Finding]:
    """Run the text rules again on de-obfuscated variants: letter-spaced words closed up
    (``i g n o r e``) and digits read as letters inside words (``1gn0r3``)."""
    out: list[Finding] = []
    if _SPACED_RUN.search(ft.folded):
        chars: list[str] = []
        index: list[int] = []
        pos = 0
        for m in _SPACED_RUN.finditer(ft.folded):
            chars.extend(ft.folded[pos:m.start()])
            index.extend(range(pos, m.start()))
            keep = [k for k in range(m.start(), m.end()) if ft.folded[k].isalnum()]
            chars.extend(ft.folded[k] for k in keep)
            index.extend(keep)
            pos = m.end()
        chars.extend(ft.folded[pos:])
        index.extend(range(pos, len(ft.folded)))
        out.extend(_rerun(ft, "".join(chars), index, "letters spaced out to hide the words"))
    leet_words = [w for w in _LEET_WORD.findall(ft.folded) if len(w) >= 4 and w.translate(LEET).isalpha()]
    if len(leet_words) >= 2:
        leet = _LEET_WORD.sub(lambda m: m.group(0).translate(LEET), ft.folded)
        out.extend(_rerun(ft, leet, list(range(len(leet))), "digits standing in for letters"))
    return out


def _rerun(ft: FoldedText, variant: str, index: list[int], note: str) -> list[Finding]:
    out: list[Finding] = []
    for r in RULES:
        if r.on_plain or not r.may_match(variant):
            continue
        for m in r.pattern.finditer(variant):
            if m.end() <= m.start() or (r.accept is not None and not r.accept(variant, m)):
                continue
            lo, hi = index[m.start()], index[m.end() - 1] + 1
            if ft.folded[lo:hi] == m.group(0):
                continue  # the plain pass already saw this text as it is
            span = ft.span_from_folded(lo, hi)
            reason = _with_disguise(r.reason, ft.original[span[0]:span[1]])
            out.append(Finding(r.id, span, f"{reason} ({note})"))
    return out


def _with_disguise(reason: str, fragment: str) -> str:
    tricks = disguises(fragment)
    return f"{reason}; disguised with {' and '.join(tricks)}" if tricks else reason


def _hidden_text_findings(ft: FoldedText, depth: int) -> list[Finding]:
    """Findings inside base64 runs and invisible tag-character text, reported on the hidden run."""
    out: list[Finding] = []
    for start, end, decoded in base64_runs(ft.plain):
        span = ft.span_from_plain(start, end)
        shown = preview(decoded)
        for inner in _scan(decoded, depth + 1):
            out.append(
                Finding(inner.id, span, f'Base64 text that decodes to "{shown}": {inner.reason}', inner.parity)
            )
    for m in _URL_RUN.finditer(ft.plain) if "%" in ft.plain else ():
        decoded = unquote_plus(m.group(0))
        if decoded == m.group(0):
            continue
        span = ft.span_from_plain(*m.span())
        shown = preview(decoded)
        for inner in _scan(decoded, depth + 1):
            out.append(
                Finding(inner.id, span, f'URL-encoded text that decodes to "{shown}": {inner.reason}', inner.parity)
            )
    for start, end, hidden in tag_runs(ft.original):
        shown = preview(hidden)
        for inner in _scan(hidden, depth + 1):
            out.append(
                Finding(
                    inner.id,
                    (start, end),
                    f'Invisible tag characters spelling "{shown}": {inner.reason}',
                    inner.parity,
                )
            )
    return out


def base64_runs(text: str, readable: Callable[[str], bool] | None = None) -> Iterator[tuple[int, int, str]]:
    """``(start, end, decoded)`` for every base64 run of ``text`` that decodes to readable text (a run
    broken over lines that does not decode whole is tried up to its first line break); shared by the
    rules' pass here and the decoding pass of ``decode.py`` (which passes its own ``readable``)."""
    for m in _B64_RUN.finditer(text):
        start, end = m.span()
        decoded = decode_base64_text(m.group(0), readable)
        if decoded is None and "\n" in m.group(0):
            end = start + m.group(0).index("\n")
            decoded = decode_base64_text(text[start:end], readable)
        if decoded is not None:
            yield start, end, decoded


def decode_base64_text(run: str, readable: Callable[[str], bool] | None = None) -> str | None:
    """The text a base64 run decodes to, or None when it is not base64 of readable text (``readable``,
    or by default: 8+ characters, nearly all printable, half of them letters or spaces)."""
    body = "".join(run.split()).rstrip("=")
    if len(body) % 4 == 1:
        body = body[:-1]
    padded = body + "=" * (-len(body) % 4)
    altchars = b"-_" if ("-" in body or "_" in body) else None
    if altchars and ("+" in body or "/" in body):
        return None
    try:
        raw = base64.b64decode(padded, altchars=altchars, validate=True)
        decoded = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return decoded if (readable or reads_as_text)(decoded) else None


def reads_as_text(text: str, wordy: float = 0.5) -> bool:
    """True for decoded text a person could read: 8+ characters, nearly all printable, and at least
    ``wordy`` of them letters or spaces (random bytes, hashes and keys fail this)."""
    if len(text) < 8:
        return False
    printable = sum(c.isprintable() or c in "\n\r\t" for c in text)
    letters = sum(c.isalpha() or c == " " for c in text)
    return printable >= 0.95 * len(text) and letters >= wordy * len(text)


def preview(text: str, limit: int = 60) -> str:
    """``text`` on one line, cut to ``limit`` characters for a finding's reason."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "\u2026"


def _tidy(found: list[Finding]) -> list[Finding]:
    """Drop exact repeats and findings whose span lies inside another finding with the same id."""
    unique: dict[tuple[str, tuple[int, int]], Finding] = {}
    for f in found:
        unique.setdefault((f.id, f.span), f)
    items = sorted(unique.values(), key=lambda f: (f.span[0], -f.span[1], f.id))
    kept: list[Finding] = []
    widest: dict[str, list[tuple[int, int]]] = {}
    for f in items:
        spans = widest.setdefault(f.id, [])
        if any(s <= f.span[0] and f.span[1] <= e for s, e in spans):
            continue
        spans.append(f.span)
        kept.append(f)
    kept.sort(key=lambda f: (f.span[0], f.span[1], f.id))
    return kept
