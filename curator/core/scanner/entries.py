"""Scanner findings per text or entry, and the words a person reads about each finding."""

from __future__ import annotations

from curator.core.humanize import clip
from curator.core.scanner.findings import Finding, scan


def scan_text(text: str) -> tuple[Finding, ...]:
    """Rule findings for one text (what Hermes blocks)."""
    return tuple(scan(text))


def review_text(text: str) -> tuple[Finding, ...]:
    """Everything the scanner says about one text: rule findings, the learned layer's, hygiene notes."""
    from curator.core.scanner.review import review

    return review(text).findings


def judgement(text: str) -> tuple[Finding, ...]:
    """What the scanner says about ``text`` beyond what Hermes blocks: the learned layer's findings
    and hygiene notes (for a reviewer; neither ever refuses a write)."""
    from curator.core.scanner.review import review

    return tuple(f for f in review(text).findings if f.source != "rules")


def blocks(finding: Finding) -> bool:
    """True for a rule finding: Hermes refuses the text (the model's and hygiene findings never block)."""
    return finding.source == "rules"


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


def describe_judgement(finding: Finding, text: str) -> str:
    """Like :func:`describe_finding`, with the category and (for the model) its confidence."""
    span = matched_text(finding, text)
    shown = f" \u201c{clip(span, 48)}\u201d" if span.strip() else ""
    how = finding.category + (f", {finding.confidence:.0%} sure" if finding.source == "model" else "")
    return f"{finding.id} ({how}){shown}" + (f" \u2014 {finding.reason}" if finding.reason else "")
