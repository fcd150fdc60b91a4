"""Memory hygiene: entries that don't belong in always-on memory (logs, transcripts, stale ids, long text)."""

from __future__ import annotations

import re
from dataclasses import dataclass

LONG_ENTRY = 700
"""Characters above which an entry is called abnormally long (MEMORY.md holds 2,200 in all)."""

_TRACEBACK = re.compile(
    r"Traceback \(most recent call last\)|^\s*File \"[^\"]+\", line \d+|^\s+at [\w$.]+\([\w$.]*:\d+\)"
    r"|^Exception in thread |^panic: |^goroutine \d+ \[|^thread '[^']*' panicked at|^\s*\w+(?:\.\w+)*Error: .+\n\s+at ",
    re.MULTILINE,
)
_LOG_LINE = re.compile(
    r"^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?[^\]\n]*\]?|\[?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?)"
    r"|^\s*\[?(?:DEBUG|INFO|WARN|WARNING|ERROR|FATAL|TRACE|CRITICAL)\]?[\s:]",
    re.MULTILINE,
)
_SPEAKER = re.compile(r"^\s*(?:user|assistant|human|ai|system|me|bot|hermes|agent|you|q|a)\s*:", re.MULTILINE | re.I)
_TICKET = re.compile(r"\b(?!(?:ISO|UTF|SHA|RFC|CVE|GPT|COVID|MD|AES|RSA|ECMA|IEEE|PEP|TLS|SSL|HTTP|IPV|X|Y)-)"
                     r"[A-Z][A-Z0-9]{1,9}-\d{1,6}\b")
_PR = re.compile(r"(?:\b(?:PR|MR|pull request|merge request|issue|ticket|bug)\s*#?\s*\d{2,7}\b"
                 r"|(?<![\w&])#\d{3,7}\b|/pull/\d+|/issues/\d+|/merge_requests/\d+)", re.I)
_COMMIT = re.compile(r"\b(?:commit|sha|revision|rev|hash)\s*:?\s*([0-9a-f]{7,40})\b|(?<![\w/.-])(?=[0-9a-f]*\d)"
                     r"(?=[0-9a-f]*[a-f])[0-9a-f]{10,40}(?![\w/.-])", re.I)
# Cheap pre-checks: each full pattern runs only when its hint is in the text.
_TRACE_HINT = re.compile(r"Traceback|File \"|\bat |panic|Exception|goroutine|Error")
_TICKET_HINT = re.compile(r"[A-Z]-\d")
_PR_HINT = re.compile(r"#\d|/pull/|/issues/|/merge_requests/|\b(?:PR|MR|pull|merge|issue|ticket|bug)\b", re.I)
_HEX_HINT = re.compile(r"[0-9a-f]{7}", re.I)
_IN_PROGRESS_WORDS = ("currently", "progress", "wip", "right now", "waiting", "half", "finished", "next step",
                      "todo:", "blocked on", "today", "this week", "running")
"""A word of each alternative of :data:`_IN_PROGRESS`, one of which any match spells out."""
_IN_PROGRESS = re.compile(
    r"\b(?:currently (?:working on|debugging|fixing|investigating|waiting)|in progress|work in progress|\bWIP\b"
    r"|right now (?:i'm|i am|we're|the user is)|(?:still |is )?waiting (?:for|on) (?:ci|review|the build|approval)"
    r"|half[- ]done|not finished yet|next step is|todo:|blocked on|today (?:i|we|the user) (?:am|are|is|'m)"
    r"|this week(?:'s)? (?:task|sprint)|(?:is|are) (?:now )?running (?:the|a)\b)",
    re.I,
)


@dataclass(frozen=True)
class HygieneHit:
    """One hygiene problem: what it is, where, and why it matters."""

    category: str
    span: tuple[int, int]
    reason: str


def hygiene(text: str) -> list[HygieneHit]:
    """Hygiene problems of one memory entry, at most one per kind, in text order."""
    hits: list[HygieneHit] = []
    lines = text.count("\n")
    m = _TRACEBACK.search(text) if lines and _TRACE_HINT.search(text) else None
    if m:
        hits.append(HygieneHit("traceback", _line_span(text, m.start(), len(text)),
                               "A raw stack trace; keep the lesson learned, not the trace"))
    logs = list(_LOG_LINE.finditer(text)) if lines >= 2 else []
    if len(logs) >= 3:
        hits.append(HygieneHit("raw_log", (logs[0].start(), _line_end(text, logs[-1].start())),
                               f"{len(logs)} raw log lines; memory should hold the conclusion, not the log"))
    speakers = list(_SPEAKER.finditer(text)) if lines >= 2 and ":" in text else []
    if len(speakers) >= 3:
        hits.append(HygieneHit("transcript", (speakers[0].start(), len(text)),
                               f"A conversation transcript ({len(speakers)} turns); the session store already has it"))
    for cat, hint, rx, reason in (
        ("ticket_id", _TICKET_HINT.search, _TICKET, "A ticket id; it will be stale once the ticket closes"),
        ("pr_id", _PR_HINT.search, _PR,
         "A pull-request or issue number; it will be stale once it is merged or closed"),
        ("commit_id", _HEX_HINT.search, _COMMIT,
         "A commit hash; short-lived, and the repository history already has it"),
        ("in_progress", _in_progress_hint, _IN_PROGRESS, "In-progress status; it will be wrong by the next session"),
    ):
        m = rx.search(text) if hint(text) else None
        if m:
            hits.append(HygieneHit(cat, m.span(), reason))
    if len(text) > LONG_ENTRY:
        hits.append(HygieneHit("long_entry", (0, len(text)),
                               f"{len(text):,} characters: a long entry crowds out the rest of always-on memory"))
    hits.sort(key=lambda h: h.span)
    return hits


def _in_progress_hint(text: str) -> bool:
    """False when :data:`_IN_PROGRESS` cannot match: an ASCII text (where ignoring case is lower-casing)
    without any of its words. Other texts always run it (case-insensitive matching also takes letters
    like the long s for ASCII ones), so this only skips work."""
    if not text.isascii():
        return True
    low = text.lower()
    return any(map(low.__contains__, _IN_PROGRESS_WORDS))


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _line_span(text: str, start: int, end: int) -> tuple[int, int]:
    return (text.rfind("\n", 0, start) + 1, end)
