"""Scanner rules for command-and-control and exfiltration (our own patterns for Hermes's threat ids)."""

from __future__ import annotations

import re

from curator.core.scanner.rules.base import NET_TARGET, TARGET, Rule, rule, sentence_around

# -- command and control ----------------------------------------------------------------------

_C2_WINDOW_WORDS = re.compile(
    r"\b(?:beacons?|implants?|listeners?|teamserver|team\s+server|c2|c&c|command\s+and\s+control|"
    r"stagers?|shellcode|red[\s-]?team(?:ing|ers?)?|mtls|armory|post-exploitation|malware|pentest(?:ing)?|"
    r"exploits?|exploitation|payload\s+generat\w*)\b"
)
_C2_ADJACENT = re.compile(
    r"^[\s'-]*(?:s\s+)?(?:c2|server|client|implants?|beacons?|framework|payloads?|teamserver|demon|"
    r"agents?|listeners?|operators?|armory)\b"
)


_IDIOM = re.compile(
    r"\b(?:wreak\w*|caus\w*|play\w*|creat\w*|rais\w*|spread\w*)\s+(?:\w+\s+)?havoc$|^sliver\s+of\b"
)


def _framework_in_c2_context(text: str, m: re.Match[str]) -> bool:
    """``sliver``/``havoc``/``mythic`` only when the clause is about C2 tooling (not idioms)."""
    if _IDIOM.search(text[max(0, m.start() - 30):m.end()]) or _IDIOM.search(text[m.start():m.end() + 4]):
        return False
    if _C2_ADJACENT.match(text[m.end():m.end() + 24]):
        return True
    before = text[max(0, m.start() - 24):m.start()]
    if re.search(r"\b(?:install|run|start|launch|deploy|configure|set\s+up)\s+(?:the\s+)?$", before):
        return True
    return bool(_C2_WINDOW_WORDS.search(sentence_around(text, m.start(), m.end(), reach=120)))


_NET_CONTEXT_AFTER = re.compile(
    r"\b(?:await|receive|wait\s+for|orders|instructions|commands|tasks|tasking|peers|nodes?|register|"
    r"beacon|check\s+in|operator|controller|report)\b"
)
_NET_IMPERATIVE_BEFORE = re.compile(
    r"(?:you\s+must|immediately|on\s+startup|at\s+startup|upon\s+(?:startup|start|boot|loading)|"
    r"every\s+session|first\s+thing|always|your\s+first\s+task\s+is\s+to|each\s+time)\W+(?:\w+\W+){0,2}$"
)


def _network_connect_is_c2(text: str, m: re.Match[str]) -> bool:
    """``connect to the network`` as an order with C2 follow-up, not a flaky printer."""
    if _NET_IMPERATIVE_BEFORE.search(text[max(0, m.start() - 48):m.start()]):
        return True
    after = sentence_around(text, m.end(), m.end(), reach=100)
    return bool(_NET_CONTEXT_AFTER.search(after) or re.match(r"\s+(?:at|via|on)\s+" + TARGET, text[m.end():]))


_TOWARDS_TARGET = r"[^.\n;]{0,60}?\b(?:to|with|at|on|into)\s+" + TARGET
_FORCED_OK_TAIL = {
    "register": re.compile(r"\s+(?:yourself|itself|as\b|this\s+(?:agent|machine|host))|" + _TOWARDS_TARGET),
    "connect": re.compile(
        r"\s+(?:back\s+)?(?:to|with)\s+(?:the\s+network\b|home\b|the\s+(?:botnet|swarm|mesh|hive|collective)\b)"
        r"|" + _TOWARDS_TARGET
    ),
    "report": re.compile(r"\s+(?:back|home|in)\b|" + _TOWARDS_TARGET),
    "send": re.compile(r"[^.\n;]{0,60}?\b(?:to|at)\s+(?:https?://|\d{1,3}\.\d)"),
    "upload": re.compile(r"[^.\n;]{0,60}?\b(?:to|at)\s+(?:https?://|\d{1,3}\.\d)"),
    "check in": re.compile(_TOWARDS_TARGET),
}


def _forced_action_is_c2(text: str, m: re.Match[str]) -> bool:
    """``you must register/connect/report`` only towards C2-like targets, not bug trackers or VPNs."""
    verb = re.sub(r"\s+", " ", m.group("verb"))
    tail = _FORCED_OK_TAIL.get(verb)
    return tail is None or bool(tail.match(text, m.end()))


_AGENT_VAR = r"\w*(?:hermes|openai|anthropic|claude|codex|agent|gemini|openrouter|opencode|nous)\w*"


def _agent_var_not_ssh_agent(text: str, m: re.Match[str]) -> bool:
    """``SSH_AGENT_PID``/``GPG_AGENT_INFO``/``USER_AGENT`` are not the AI agent's variables."""
    name = m.group("var") or m.group("var2")
    if name is None:
        return True
    return not re.fullmatch(r"(?:ssh|gpg|user|http_user)_agent\w*", name)


# Words allowed between "beacon"/"check in"/"heartbeat" and its target: when and how often, so
# "the beacon chain API at https://..." (a noun phrase) does not read as an order to beacon.
_WHEN = (
    r"(?:(?:every|each|once|twice|back|home|in|regularly|periodically|silently|quietly|hourly|daily|"
    r"nightly|immediately|again|\d+|a|an|few|several|couple|of|minutes?|seconds?|hours?|mins?|secs?|"
    r"days?|per|session|time|your|status|results?)\s+){0,5}?"
)

C2_RULES: tuple[Rule, ...] = (
    rule(
        "c2_node_registration",
        r"\bregister\s+(?:yourself\s+|itself\s+|this\s+(?:agent|machine|host|instance|device)\s+)?as\s+"
        r"(?:a\s+|an\s+)?(?:new\s+)?(?:node|peer|bot|implant|zombie)\b"
        r"|\bregister\s+(?:yourself|itself|this\s+(?:agent|machine|host|instance|device))\s+"
        r"(?:with|on|at|to)\b"
        r"|\b(?:join|enrol+|enlist)\s+(?:yourself\s+|this\s+(?:agent|machine|host)\s+)?(?:in\s+|into\s+)?"
        r"(?:the|our|a)\s+(?:botnet|swarm|hive|mesh|collective)\s+as\s+(?:a\s+)?(?:node|peer|bot|member)\b",
        "Tells the agent to register itself as a node of a remote network (C2 enrolment)",
        needles=("register", "join", "enrol", "enlist"),
    ),
    rule(
        "c2_heartbeat",
        r"\b(?:beacon|check[\s-]?in|phone\s+home|call\s+home|ping\s+home|report\s+(?:back|home|in)|"
        r"call\s*back)(?:s|ed|ing)?\s+" + _WHEN + r"(?:to|with|at|on|into)\s+" + TARGET
        + r"|\b(?:phone|ping)\s+home\b(?=[^.\n]{0,60}\b(?:every|each|periodically|hourly|minutes?|"
        r"seconds?|on\s+startup|at\s+startup)\b)",
        "Tells the agent to check in / beacon to a remote server (C2 heartbeat)",
        needles=("beacon", "check", "phone", "call", "ping", "report"),
    ),
    rule(
        "c2_heartbeat",
        r"\bheartbeats?\s+" + _WHEN + r"(?:to|with|at)\s+" + NET_TARGET,
        "Tells the agent to send heartbeats to a remote address (C2 heartbeat)",
        needles=("heartbeat",),
    ),
    rule(
        "c2_task_pull",
        r"\b(?:pull|fetch|poll|grab|download|retrieve|get|receive)\s+(?:down\s+)?"
        r"(?:(?:your|the|new|next|latest|pending|any|more)\s+){0,3}"
        r"(?:tasking|tasks|commands|instructions|orders|payloads)\s+(?:\w+\s+){0,2}?(?:from|at|via|off)\s+"
        + TARGET
        + r"|\bpull\s+(?:down\s+)?(?:new\s+)?tasking\b"
        r"|\bpoll\s+" + TARGET + r"[^\s]*\s+(?:\w+\s+){0,2}?for\s+(?:new\s+|more\s+|pending\s+|the\s+next\s+)?"
        r"(?:tasks?|commands?|instructions|orders|tasking)\b",
        "Tells the agent to pull tasks or commands from a remote server (C2 tasking)",
        needles=("task", "command", "instruction", "order", "payload"),
    ),
    rule(
        "c2_network_connect",
        r"\bconnect(?:ing)?\s+(?:yourself\s+|this\s+(?:agent|machine|host)\s+)?(?:back\s+)?to\s+"
        r"(?:the|our|my)\s+(?:botnet|swarm|hive|collective|mesh\s+network|agent\s+network|c2(?:\s+network)?|"
        r"command\s+network|overlay\s+network|peer\s+network|relay\s+network)\b",
        "Tells the agent to join a remote agent network (C2)",
        needles=("connect",),
    ),
    rule(
        "c2_network_connect",
        r"\bconnect\s+to\s+the\s+network\b",
        "Tells the agent to connect to \"the network\" and take orders from it (C2)",
        _network_connect_is_c2,
        needles=("connect",),
    ),
    rule(
        "forced_action",
        r"\byou\s+(?:must|have\s+to|are\s+required\s+to|need\s+to|shall)\s+(?:\w+\s+){0,3}?"
        r"(?P<verb>register|connect|report|beacon|check\s+in|phone\s+home|exfiltrate|upload|send)\b",
        "Orders the agent to register, connect, report or beacon to someone (forced action)",
        _forced_action_is_c2,
        needles=("you",),
    ),
    rule(
        "env_var_unset_agent",
        r"\bunset\s+(?:-[fv]\s+)?(?:\$?\w+\s+){0,5}?(?P<var>" + _AGENT_VAR + ")"
        r"|\benv\s+(?:-\w+\s+)*-u\s*(?P<var2>" + _AGENT_VAR + ")"
        r"|\b(?:del\s+os\.environ\s*\[|os\.environ\.pop\s*\(|unsetenv\s*\()\s*['\"]?" + _AGENT_VAR
        + r"|remove-item\s+env:" + _AGENT_VAR,
        "Unsets the agent's own environment variables (HERMES/OPENAI/ANTHROPIC...) to escape its guard",
        _agent_var_not_ssh_agent,
        needles=("unset", "env", "environ", "remove-item"),
    ),
    rule(
        "known_c2_framework",
        r"\b(?:cobalt\s*strike|metasploit|meterpreter|msfvenom|msfconsole|brainworm|brute\s*ratel|poshc2)\b",
        "Names a known command-and-control / red-team framework",
        needles=("cobalt", "metasploit", "meterpreter", "msf", "brainworm", "ratel", "poshc2"),
    ),
    rule(
        "known_c2_framework",
        r"\b(?:sliver|havoc|mythic)\b",
        "Names a known command-and-control framework in a C2 context",
        _framework_in_c2_context,
        needles=("sliver", "havoc", "mythic"),
    ),
    rule(
        "c2_explicit",
        r"\b(?:c2|c&c)[\s-]*(?:servers?|channels?|infrastructure|beacons?|domains?|endpoints?|traffic|"
        r"callbacks?|nodes?|hosts?|implants?|urls?|ips?|listeners?|panel|profiles?|framework)\b"
        r"|\bc2\s*[:=]\s*(?:https?://|\d{1,3}\.)",
        "Mentions C2 (command-and-control) infrastructure",
        needles=("c2", "c&c"),
    ),
    rule(
        "c2_explicit_long",
        r"\bcommand[\s-]+(?:and|&|n)[\s-]+control\b",
        "Mentions command-and-control",
        needles=("control",),
    ),
)

# -- exfiltration -----------------------------------------------------------------------------

_SECRET_VAR = (
    r"(?:\$\{?|%|\$env:)\w*(?:key|token|secret|password|passwd|credentials?|creds)s?\b\}?%?"
)
_SECRET_FILE = (
    r"(?:\.env(?:rc)?(?!\.(?:example|sample|template|dist|defaults?|tpl)\b)(?![\w-])(?:\.[\w-]+)?"
    r"|credentials(?:\.json|\.ya?ml|\.csv)?\b|\.netrc\b|\.pgpass\b|\.npmrc\b|\.pypirc\b"
    r"|\.git-credentials\b|id_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|/etc/shadow\b"
    r"|\.docker/config\.json|\.kube/config\b)"
)
_SECRET_PATH = (
    r"[~$\w./-]*?(?:\.env(?:rc)?(?!\.(?:example|sample|template|dist|defaults?|tpl)\b)(?![\w-])"
    r"|\.netrc\b|\.pgpass\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.aws/credentials\b"
    r"|id_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|/etc/shadow\b)"
)
_SECRET_DUMP = r"\$\((?:cat\s+[^)\n]*(?:\.env|credentials|\.netrc|id_rsa)|env|printenv)\)"
_UPLOAD_FLAG = (
    r"(?:-d|--data(?:-binary|-raw|-urlencode)?|-f|--form|-t|--upload-file|--post-file=?|--body-file=?)"
    r"\s*['\"]?(?:\w+=)?@?\S*(?:\.env\b|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc|id_rsa|"
    r"id_ed25519|\.aws/|\.ssh/|/etc/passwd|/etc/shadow|\.hermes/)"
)
_PIPE_SECRETS = (
    r"(?:\b(?:env|printenv)\b|\bcat\s+[^\n|]*(?:\.env|credentials|\.netrc|id_rsa|\.pgpass|\.npmrc|\.pypirc))"
    r"\s*\|[^\n]{0,80}?"
)
_NOUN_BEFORE = re.compile(
    r"\b(?:a|an|the|my|your|his|her|our|their|this|that|blog|forum|linkedin|reddit|guest|latest|last|"
    r"first|next|previous|recent)\s+$"
)


def _verb_not_noun(text: str, m: re.Match[str]) -> bool:
    """``post`` as an order, not ``my blog post ... at https://``."""
    return not _NOUN_BEFORE.search(text[max(0, m.start() - 16):m.start()])


# A token sent to the service that issued it (``$GITHUB_TOKEN`` to api.github.com) is its normal use.
_VENDOR_HOSTS = {
    "github": "github.com", "gh": "github.com", "gitlab": "gitlab.com", "openai": "openai.com",
    "anthropic": "anthropic.com", "slack": "slack.com", "stripe": "stripe.com", "hf": "huggingface.co",
    "huggingface": "huggingface.co", "npm": "npmjs.org", "cloudflare": "cloudflare.com",
    "digitalocean": "digitalocean.com", "sentry": "sentry.io", "linear": "linear.app",
}
_VAR_NAME = re.compile(r"(?:\$\{?|%|\$env:)(\w+)")
_HOST = re.compile(r"https?://([a-z0-9.-]+)")


def _secret_not_to_its_owner(text: str, m: re.Match[str]) -> bool:
    """Reject ``curl ... $GITHUB_TOKEN https://api.github.com/...``: every secret goes to its issuer."""
    line_end = text.find("\n", m.end())
    line = text[m.start():line_end if line_end >= 0 else len(text)]
    if re.search(_SECRET_DUMP + "|" + _UPLOAD_FLAG + r"|\|", line):
        return True
    hosts = _HOST.findall(line)
    names = [n for n in _VAR_NAME.findall(line) if re.search(r"(?:key|token|secret|password|passwd|creds?)", n)]
    if not hosts or not names:
        return True
    for name in names:
        owner = _VENDOR_HOSTS.get(name.split("_")[0])
        if owner is None or not all(h == owner or h.endswith("." + owner) for h in hosts):
            return True
    return False


EXFIL_RULES: tuple[Rule, ...] = tuple(
    rule(
        f"exfil_{tool}",
        rf"\b{tool}\b[^\n]{{0,1000}}?(?:{_SECRET_VAR}|{_SECRET_DUMP}|{_UPLOAD_FLAG})"
        rf"|{_PIPE_SECRETS}\b{tool}\b",
        f"Uses {tool} with a secret (KEY/TOKEN/SECRET/PASSWORD variable or secrets file): can send it away",
        _secret_not_to_its_owner,
        needles=(tool,),
    )
    for tool in ("curl", "wget")
) + (
    rule(
        "read_secrets",
        r"\b(?:cat|tac|less|more|head|tail|bat|batcat|nl|strings|xxd|od|hexdump|base64|type|"
        r"get-content|scp|rsync)\s+(?:-\S+\s+)*(?:[^\s|;&]+\s+){0,3}?[^\s|;&]*?" + _SECRET_FILE
        + r"|\b(?:print|dump|output|reveal|exfiltrate|leak|send|upload|post|grab|harvest|steal|collect)\s+"
        r"(?:out\s+)?(?:the\s+)?(?:(?:full\s+|raw\s+)?contents?\s+of\s+)?(?:the\s+|my\s+|your\s+|all\s+)?"
        + _SECRET_PATH,
        "Reads a secrets file (.env, credentials, .netrc, .pgpass, .npmrc, .pypirc, private key)",
        needles=(".env", "credentials", ".netrc", ".pgpass", ".npmrc", ".pypirc", "id_", "shadow", ".docker", ".kube"),
    ),
    rule(
        "send_to_url",
        r"\b(?:send|sending|post|posting|upload|uploading|transmit|transmitting|exfiltrate|exfiltrating|"
        r"forward|forwarding|leak|leaking)\b(?!-)[^\n]{0,300}?\s(?:to|at|into|via)\s+<?https?://",
        "Tells the agent to send data to a web address",
        _verb_not_noun,
        needles=("http",),
    ),
)
