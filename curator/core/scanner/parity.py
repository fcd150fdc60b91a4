"""What the published Hermes 0.19 blocks: its strict-scope verdict, re-derived, and the placeholder it shows."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

#: Hermes scans at most this many characters of a text (the rest is never looked at).
SCAN_WINDOW = 65_536

#: Code points Hermes 0.19 reports as ``invisible_unicode_U+XXXX`` (checked on the raw text).
INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff"
                      "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

PARITY_REASON = "Hermes will block this entry at load; the agent won't see it"


def _words(most: int) -> str:
    """Up to `most` filler words, each followed by whitespace (Hermes's bounded filler)."""
    return rf"(?:\w+\s+){{0,{most}}}"


def _line(most: int) -> str:
    """Up to `most` characters that are not a newline."""
    return rf"[^\n]{{0,{most}}}"


def _either(*alternatives: str) -> str:
    return "(?:" + "|".join(alternatives) + ")"


_F = _words(8)
_HAVE_NO = _either(r"have\s+no", r"don't\s+have")
_SECRET_VAR = r"\$\{?\w*" + _either("KEY", "TOKEN", "SECRET", "PASSWORD", "CREDENTIAL", "API")
_EDIT_VERB = _either("update", "modify", "edit", "write", "change", "append", r"add\s+to")

#: (finding id, pattern) in the order Hermes 0.19 checks them (its strict scope: every rule it has).
_RULES: tuple[tuple[str, str], ...] = (
    ("prompt_injection", rf"ignore\s+{_F}{_either('previous', 'all', 'above', 'prior')}\s+{_F}instructions"),
    ("sys_prompt_override", r"system\s+prompt\s+override"),
    ("disregard_rules", rf"disregard\s+{_F}{_either('your', 'all', 'any')}\s+{_F}"
                        + _either("instructions", "rules", "guidelines")),
    ("bypass_restrictions", rf"act\s+as\s+{_either('if', 'though')}\s+{_F}you\s+{_F}"
                            + _HAVE_NO + rf"\s+{_F}"
                            + _either("restrictions", "limits", "rules")),
    ("html_comment_injection", "<!--[^>]{0,512}" + _either("ignore", "override", "system", "secret", "hidden")
                               + "[^>]{0,512}-->"),
    ("hidden_div", r"<\s*div\s+style\s*=\s*[\"'][^>]{0,2048}display\s*:\s*none"),
    ("translate_execute", rf"translate\s+{_line(512)}\s+into\s+{_line(512)}\s+and\s+"
                          + _either("execute", "run", "eval")),
    ("deception_hide", rf"do\s+not\s+{_F}tell\s+{_F}the\s+user"),
    ("role_hijack", rf"you\s+are\s+{_F}now\s+{_either('a', 'an', 'the')}\s+"),
    ("role_pretend", rf"pretend\s+{_F}" + _either(r"you\s+are", r"to\s+be") + r"\s+"),
    ("leak_system_prompt", rf"output\s+{_F}{_either('system', 'initial')}\s+prompt"),
    ("remove_filters", rf"{_either('respond', 'answer', 'reply')}\s+without\s+{_F}"
                       + _either("restrictions", "limitations", "filters", "safety")),
    ("fake_update", rf"you\s+have\s+been\s+{_F}{_either('updated', 'upgraded', 'patched')}\s+to"),
    ("identity_override", r"\bname\s+yourself\s+\w+"),
    ("c2_node_registration", r"register\s+(?:as\s+)?a?\s*node"),
    ("c2_heartbeat", _either("heartbeat", "beacon", r"check[\s\-]?in") + r"\s+" + _either("to", "with") + r"\s+"),
    ("c2_task_pull", r"pull\s+(?:down\s+)?(?:new\s+)?task(?:ing|s)?\b"),
    ("c2_network_connect", r"connect\s+to\s+the\s+network\b"),
    ("forced_action", r"you\s+must\s+" + _words(3) + _either("register", "connect", "report", "beacon") + r"\b"),
    ("anti_forensic_oneliner", r"only\s+use\s+one[\s\-]?liners?\b"),
    ("anti_forensic_disk", rf"never\s+{_F}" + _either("create", "write") + rf"\s+{_F}"
                           + _either("script", "file") + rf"\s+{_F}disk"),
    ("env_var_unset_agent", r"unset\s+\w*" + _either("CLAUDE", "CODEX", "HERMES", "AGENT", "OPENAI", "ANTHROPIC")
                            + r"\w*"),
    ("known_c2_framework", r"\b" + _either(r"cobalt\s*strike", "sliver", "havoc", "mythic", "metasploit",
                                           "brainworm") + r"\b"),
    ("c2_explicit", r"\bc2\s+" + _either("server", "channel", "infrastructure", "beacon") + r"\b"),
    ("c2_explicit_long", r"\bcommand\s+and\s+control\b"),
    ("exfil_curl", rf"curl\s+{_line(2048)}{_SECRET_VAR}"),
    ("exfil_wget", rf"wget\s+{_line(2048)}{_SECRET_VAR}"),
    ("read_secrets", rf"cat\s+{_line(2048)}" + _either(r"\.env", "credentials", r"\.netrc", r"\.pgpass",
                                                        r"\.npmrc", r"\.pypirc")),
    ("send_to_url", _either("send", "post", "upload", "transmit") + rf"\s+{_line(2048)}\s+"
                    + _either("to", "at") + r"\s+https?://"),
    ("context_exfil", _either("include", "output", "print", "share") + rf"\s+{_F}"
                      + _either("conversation", r"chat\s+history", r"previous\s+messages", r"full\s+context",
                                r"entire\s+context")),
    ("ssh_backdoor", r"authorized_keys"),
    ("ssh_access", _either(r"\$HOME/\.ssh", r"~/\.ssh")),
    ("hermes_env", _either(r"\$HOME/\.hermes/\.env", r"~/\.hermes/\.env")),
    ("agent_config_mod", rf"{_EDIT_VERB}\s+{_line(2048)}"
                         + _either(r"AGENTS\.md", r"CLAUDE\.md", r"\.cursorrules", r"\.clinerules")),
    ("hermes_config_mod", rf"{_EDIT_VERB}\s+{_line(2048)}\.hermes/" + _either(r"config\.yaml", r"SOUL\.md")),
    ("hardcoded_secret", _either(r"api[_-]?key", "token", "secret", "password")
                         + r"\s*[=:]\s*[\"'][A-Za-z0-9+/=_-]{20,}"),
)

_NEEDLES: dict[str, tuple[str, ...]] = {
    "prompt_injection": ("ignore",), "sys_prompt_override": ("system",), "disregard_rules": ("disregard",),
    "bypass_restrictions": ("act",), "html_comment_injection": ("<!--",), "hidden_div": ("display",),
    "translate_execute": ("translate",), "deception_hide": ("tell",), "role_hijack": ("now",),
    "role_pretend": ("pretend",), "leak_system_prompt": ("output",), "remove_filters": ("without",),
    "fake_update": ("been",), "identity_override": ("yourself",), "c2_node_registration": ("register",),
    "c2_heartbeat": ("heartbeat", "beacon", "check"), "c2_task_pull": ("pull",),
    "c2_network_connect": ("connect",), "forced_action": ("must",), "anti_forensic_oneliner": ("liner",),
    "anti_forensic_disk": ("disk",), "env_var_unset_agent": ("unset",),
    "known_c2_framework": ("cobalt", "sliver", "havoc", "mythic", "metasploit", "brainworm"),
    "c2_explicit": ("c2",), "c2_explicit_long": ("control",), "exfil_curl": ("curl",), "exfil_wget": ("wget",),
    "read_secrets": ("cat",), "send_to_url": ("http",), "context_exfil": ("conversation", "chat", "previous", "context"),
    "ssh_backdoor": ("authorized_keys",), "ssh_access": (".ssh",), "hermes_env": (".hermes/.env",),
    "agent_config_mod": ("agents.md", "claude.md", ".cursorrules", ".clinerules"),
    "hermes_config_mod": (".hermes/",), "hardcoded_secret": ("key", "token", "secret", "password"),
}
"""Per rule, lower-case strings of which one must be in the (NFKC, lower-cased) text for its pattern
to match at all: a cheap pre-check that skips most patterns on most texts, never a change of verdict
(each pattern spells its needle out literally; ``test_scanner_parity`` checks both ways agree)."""

_COMPILED = tuple((rule_id, re.compile(pattern, re.IGNORECASE), _NEEDLES[rule_id]) for rule_id, pattern in _RULES)
_INVISIBLE_RX = re.compile("[" + "".join(sorted(INVISIBLE)) + "]")

#: What each rule is about, in words (shown after the parity reason).
RULE_TOPICS: dict[str, str] = {
    "ssh_access": "mentions ~/.ssh", "ssh_backdoor": "mentions authorized_keys",
    "hermes_env": "mentions ~/.hermes/.env", "known_c2_framework": "names a red-team framework",
    "c2_heartbeat": "reads like a check-in/heartbeat instruction", "c2_task_pull": "reads like 'pull tasks'",
    "exfil_curl": "curl with a secret-looking variable", "exfil_wget": "wget with a secret-looking variable",
    "hermes_config_mod": "an edit verb before .hermes/config.yaml or SOUL.md",
    "agent_config_mod": "an edit verb before AGENTS.md, CLAUDE.md or a rules file",
}


@dataclass(frozen=True)
class HermesHit:
    """One rule Hermes 0.19 matches: its id and where (in the NFKC-normalised text it scans)."""

    id: str
    span: tuple[int, int]
    exact_span: bool
    """True when the span indexes the original text too (normalisation changed nothing)."""


def hermes_hits(text: str) -> list[HermesHit]:
    """Every id Hermes 0.19's strict scan gives `text`, in its order (invisible characters first)."""
    if not text:
        return []
    window = text[:SCAN_WINDOW]
    hits = [HermesHit(f"invisible_unicode_U+{ord(ch):04X}", (i, i + 1), True)
            for ch, i in sorted(_first_positions(window, INVISIBLE).items())]
    folded = unicodedata.normalize("NFKC", window)
    exact = folded == window
    low = folded.lower().replace("\u0131", "i")  # dotless i: the one letter IGNORECASE matches that lower() keeps apart
    for rule_id, rx, needles in _COMPILED:
        if not any(map(low.__contains__, needles)):
            continue
        match = rx.search(folded)
        if match:
            hits.append(HermesHit(rule_id, match.span() if exact else (0, len(window)), exact))
    return hits


def hermes_ids(text: str) -> list[str]:
    """Just the ids of :func:`hermes_hits`."""
    return [hit.id for hit in hermes_hits(text)]


def blocked_at_load(entry: str) -> bool:
    """Whether Hermes 0.19 replaces this entry with a ``[BLOCKED: ...]`` placeholder in the prompt."""
    return bool(entry) and not entry.startswith("[BLOCKED:") and bool(hermes_hits(entry))


def _first_positions(text: str, chars: frozenset[str]) -> dict[str, int]:
    seen: dict[str, int] = {}
    for m in (_INVISIBLE_RX if chars is INVISIBLE else re.compile("[" + re.escape("".join(chars)) + "]")).finditer(text):
        seen.setdefault(m.group(), m.start())
    return seen


def placeholder(filename: str, ids: list[str], *, older_wording: bool = False) -> str:
    """The text Hermes puts in the prompt instead of a blocked entry of `filename`."""
    tail = ("use memory(action=read) to inspect and memory(action=remove) to delete the original.]"
            if older_wording else "use memory(action=remove) to delete the original.]")
    return (f"[BLOCKED: {filename} entry contained threat pattern(s): {', '.join(ids)}. "
            f"Removed from system prompt; {tail}")

