"""Scanner findings per text or entry, and the words a person reads about each finding."""

from __future__ import annotations

from curator.core.humanize import clip
from curator.core.scanner.findings import Finding, scan


def scan_text(text: str) -> tuple[Finding, ...]:
    """Findings for one text."""
    return tuple(scan(text))


def finding_id(finding: Finding) -> str:
    """The threat id of a finding (e.g. ``prompt_injection``)."""
    return finding.id


def finding_reason(finding: Finding) -> str:
    """The plain-language reason of a finding."""
    return finding.reason


def matched_text(finding: Finding, text: str) -> str:
    """The text a finding matched, from its ``(start, end)`` span."""
    start, end = finding.span
    return text[start:end]


def looks_benign(finding: Finding) -> bool:
    """True for a finding Hermes blocks although the curator judges the text harmless (``parity``).

    Every finding means Hermes would refuse the text; this only changes the words shown to the user.
    """
    return finding.parity


def describe_finding(finding: Finding, text: str) -> str:
    """One line: id, the matched span and the reason."""
    span = matched_text(finding, text)
    shown = f" \u201c{clip(span, 48)}\u201d" if span.strip() else ""
    return f"{finding.id}{shown}" + (f" \u2014 {finding.reason}" if finding.reason else "")
