"""Building blocks of scanner rules: the Rule type and regex fragments shared by the rule tables."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

Accept = Callable[[str, "re.Match[str]"], bool]


@dataclass(frozen=True)
class Rule:
    """One way of catching a Hermes threat id.

    ``pattern`` runs on the folded text (lower case, look-alikes mapped) unless ``on_plain`` is set,
    then on the case-kept text. ``accept`` can veto a match after looking at its surroundings; that
    is where our false-positive refinements live.
    """

    id: str
    pattern: re.Pattern[str]
    reason: str
    accept: Accept | None = None
    on_plain: bool = False
    needles: tuple[str, ...] = ()
    """Lower-case words of which at least one must be in the folded text for the rule to match at
    all; a cheap pre-check that skips the regex on most texts."""

    def may_match(self, folded: str) -> bool:
        """False when the rule cannot match ``folded`` (none of its needles is there)."""
        return not self.needles or any(map(folded.__contains__, self.needles))


def rule(
    threat_id: str,
    regex: str,
    reason: str,
    accept: Accept | None = None,
    *,
    needles: tuple[str, ...] = (),
    on_plain: bool = False,
) -> Rule:
    """Compile ``regex`` into a Rule (plain-text rules ignore case too)."""
    flags = re.IGNORECASE if on_plain else 0
    return Rule(threat_id, re.compile(regex, flags), reason, accept, on_plain, needles)


# Separator between words inside one clause: anything but word characters and clause ends.
S = r"[^\w.!?;]+"


def gap(n: int) -> str:
    """Up to ``n`` filler words, each followed by a separator (bounded, so no runaway backtracking)."""
    return rf"(?:\w+{S}){{0,{n}}}?"


# Something a compromised agent would call out to: a URL, an IP, a domain, or C2 vocabulary.
TARGET = (
    r"(?:https?://|\d{1,3}(?:\.\d{1,3}){3}\b|[a-z0-9-]+(?:\.[a-z0-9-]+)*"
    r"\.(?:com|net|org|io|xyz|ru|cn|top|onion|sh|dev|app|cc|tk|co|info|biz|site|online|live|pw|su|example)\b"
    r"|(?:the\s+|your\s+|our\s+|my\s+)?(?:c2|c&c|command\s+(?:server|node|post)|controller|"
    r"control\s+server|operator|mothership|listener|teamserver|team\s+server|relay\s+server|"
    r"home\s+base|handler|master\s+node|callback\s+(?:server|url|host)|beacon\s+server|"
    r"collector\s+endpoint|botnet|hive)\b)"
)

# Only network addresses and unambiguous C2 words (no "controller": Kubernetes has those too).
NET_TARGET = (
    r"(?:https?://|\d{1,3}(?:\.\d{1,3}){3}\b|[a-z0-9-]+(?:\.[a-z0-9-]+)*"
    r"\.(?:com|net|org|io|xyz|ru|cn|top|onion|sh|dev|app|cc|tk|co|info|biz|site|online|live|pw|su|example)\b"
    r"|(?:the\s+|your\s+|our\s+)?(?:c2|c&c|mothership|teamserver|team\s+server|botnet|operator)\b)"
)

NEGATION_BEFORE = re.compile(r"(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+)?$")


def not_negated(text: str, m: re.Match[str]) -> bool:
    """Reject a match that is negated just before it (``don't forget the previous instructions``)."""
    return not NEGATION_BEFORE.search(text[max(0, m.start() - 20):m.start()])


def sentence_around(text: str, start: int, end: int, reach: int = 160) -> str:
    """The clause around ``[start, end)``: up to ``reach`` chars each side, cut at sentence ends."""
    left = text[max(0, start - reach):start]
    cut = max(left.rfind(". "), left.rfind("\n"), left.rfind("! "), left.rfind("? "))
    if cut >= 0:
        left = left[cut + 1:]
    right = text[end:end + reach]
    ends = [i for i in (right.find(". "), right.find("\n"), right.find("! "), right.find("? ")) if i >= 0]
    if ends:
        right = right[:min(ends)]
    return left + text[start:end] + right
