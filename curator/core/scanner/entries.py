"""Adapter over the content scanner: findings per entry, tolerant of the scanner module being absent."""

from __future__ import annotations

from typing import Any, Sequence

_MISSING = object()
_scan: Any = None


def _scanner() -> Any:
    """The core ``scan`` function, or ``_MISSING`` when the scanner module is not available."""
    global _scan
    if _scan is None:
        try:
            from curator.core.scanner.findings import scan
        except ImportError:
            _scan = _MISSING
        else:
            _scan = scan
    return _scan


def scanner_available() -> bool:
    """True when ``curator.core.scanner.findings`` can be imported."""
    return _scanner() is not _MISSING


def scan_text(text: str) -> tuple[Any, ...]:
    """Findings for one text (empty when the scanner is unavailable)."""
    scan = _scanner()
    if scan is _MISSING:
        return ()
    return tuple(scan(text))


def finding_id(finding: Any) -> str:
    """The threat id of a finding (e.g. ``prompt_injection``)."""
    return str(getattr(finding, "id", finding))


def finding_reason(finding: Any) -> str:
    """The plain-language reason of a finding."""
    return str(getattr(finding, "reason", "") or "")


def matched_text(finding: Any, text: str) -> str:
    """The text a finding matched, from its span (``(start, end)``) or the span itself if it is text."""
    span = getattr(finding, "span", None)
    if isinstance(span, str):
        return span
    if isinstance(span, Sequence) and len(span) == 2 and all(isinstance(x, int) for x in span):
        start, end = span
        return text[start:end]
    return ""


def looks_benign(finding: Any) -> bool:
    """True for a finding Hermes blocks although the curator judges the text harmless (``parity``).

    Every finding means Hermes would refuse the text; this only changes the words shown to the user.
    """
    return bool(getattr(finding, "parity", False))


def describe_finding(finding: Any, text: str) -> str:
    """One line: id, the matched span and the reason."""
    span = matched_text(finding, text)
    shown = f" \u201c{_clip(span)}\u201d" if span.strip() else ""
    reason = finding_reason(finding)
    return f"{finding_id(finding)}{shown}" + (f" \u2014 {reason}" if reason else "")


def _clip(text: str, width: int = 48) -> str:
    one = " ".join(text.split()) or repr(text)
    return one if len(one) <= width else one[: width - 1] + "\u2026"
