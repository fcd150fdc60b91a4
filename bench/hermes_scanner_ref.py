"""A minimal stand-in for Hermes's own memory scanner, written from the facts in hermes-compat §4.

It models Hermes's plain behaviour only: invisible characters are looked up in the raw text, the
text is NFKC-normalised, and one case-insensitive regex per threat id runs over it, with no
de-obfuscation (zero-width stripping, look-alike letters, base64) and no false-positive refinements.
Plain ``~/.ssh`` mentions count, as in the public builds we read; newer builds want a write verb.
These regexes are ours, written from the descriptions; they are not Hermes's source.
"""

from __future__ import annotations

import re
import unicodedata

INVISIBLES = frozenset(
    "\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_W = r"(?:\w+\s+){0,8}"  # a few filler words, as Hermes allows between key words
_VERB = r"(?:update|modify|edit|write|change|append|add\s+to)\s+[^\n]*"
_SECRET_VAR = r"\$\{?\w*(?:key|token|secret|password|credential)s?\b"

_REF_PATTERNS: tuple[tuple[str, str], ...] = (
    ("prompt_injection", rf"ignore\s+{_W}(?:previous|all|above|prior)\s+{_W}instructions"),
    ("sys_prompt_override", r"system\s+prompt\s+override"),
    ("disregard_rules", rf"disregard\s+{_W}(?:your|all|any)\s+{_W}(?:instructions|rules|guidelines)"),
    ("bypass_restrictions",
     rf"act\s+as\s+(?:if|though)\s+{_W}you\s+{_W}(?:have\s+no|don't\s+have)\s+{_W}(?:restrictions|limits|rules)"),
    ("html_comment_injection", r"<!--[^>]*\b(?:ignore|override|system|secret|hidden)\b[^>]*-->"),
    ("hidden_div", r"<\s*div\s+style\s*=\s*[\"'][^>]*display\s*:\s*none"),
    ("translate_execute", r"translate\s+[^\n]*\s+into\s+\w+(?:[\s-]+\w+){0,2}\s+and\s+(?:execute|run|eval)\b"),
    ("deception_hide", rf"do\s+not\s+{_W}tell\s+{_W}the\s+user"),
    ("role_hijack", rf"you\s+are\s+{_W}now\s+(?:a|an|the)\s+"),
    ("role_pretend", rf"pretend\s+{_W}(?:you\s+are|to\s+be)\s+"),
    ("leak_system_prompt", rf"output\s+{_W}(?:system|initial)\s+prompt"),
    ("remove_filters", rf"(?:respond|answer|reply)\s+without\s+{_W}(?:restrictions|limitations|filters|safety)"),
    ("fake_update", rf"you\s+have\s+been\s+{_W}(?:updated|upgraded|patched)\s+to"),
    ("identity_override", r"\bname\s+yourself\s+\w+"),
    ("c2_node_registration", r"register\s+(?:as\s+)?a?\s*node"),
    ("c2_heartbeat", r"(?:heartbeat|beacon|check[\s-]?in)\s+(?:to|with)\s+"),
    ("c2_task_pull", r"pull\s+(?:down\s+)?(?:new\s+)?task(?:ing|s)?\b"),
    ("c2_network_connect", r"connect\s+to\s+the\s+network\b"),
    ("forced_action", r"you\s+must\s+(?:\w+\s+){0,3}(?:register|connect|report|beacon)\b"),
    ("anti_forensic_oneliner", r"only\s+use\s+one[\s-]?liners?\b"),
    ("anti_forensic_disk", rf"never\s+{_W}(?:create|write)\s+{_W}(?:script|file)\s+{_W}disk"),
    ("env_var_unset_agent", r"unset\s+\w*(?:claude|codex|hermes|agent|openai|anthropic)\w*"),
    ("known_c2_framework", r"\b(?:cobalt\s*strike|sliver|havoc|mythic|metasploit|brainworm)\b"),
    ("c2_explicit", r"\bc2\s+(?:server|channel|infrastructure|beacon)\b"),
    ("c2_explicit_long", r"\bcommand\s+and\s+control\b"),
    ("exfil_curl", rf"curl\s+[^\n]*{_SECRET_VAR}"),
    ("exfil_wget", rf"wget\s+[^\n]*{_SECRET_VAR}"),
    ("read_secrets", r"cat\s+[^\n]*(?:\.env|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc)"),
    ("send_to_url", r"(?:send|post|upload|transmit)\s+[^\n]*\s+(?:to|at)\s+https?://"),
    ("context_exfil",
     rf"(?:include|output|print|share)\s+{_W}"
     r"(?:conversation|chat\s+history|previous\s+messages|full\s+context|entire\s+context)"),
    ("ssh_backdoor", r"authorized_keys"),
    ("ssh_access", r"\$home/\.ssh|~/\.ssh"),
    ("hermes_env", r"\$home/\.hermes/\.env|~/\.hermes/\.env"),
    ("agent_config_mod", rf"{_VERB}(?:agents\.md|claude\.md|\.cursorrules|\.clinerules)"),
    ("hermes_config_mod", rf"{_VERB}\.hermes/(?:config\.yaml|soul\.md)"),
    ("hardcoded_secret", r"(?:api[_-]?key|token|secret|password)\s*[=:]\s*[\"'][a-z0-9+/=_-]{20,}"),
)
_COMPILED = tuple((pid, re.compile(rx, re.IGNORECASE)) for pid, rx in _REF_PATTERNS)
REF_IDS = frozenset(pid for pid, _ in _REF_PATTERNS) | {"invisible_unicode"}


def hermes_ref_scan(text: str) -> list[str]:
    """Threat ids a plain Hermes-style scan reports for ``text``: invisibles first, then patterns."""
    if not text:
        return []
    hits = [f"invisible_unicode_U+{ord(c):04X}" for c in sorted(set(text) & INVISIBLES)]
    folded = unicodedata.normalize("NFKC", text)
    hits.extend(pid for pid, rx in _COMPILED if rx.search(folded))
    return hits
