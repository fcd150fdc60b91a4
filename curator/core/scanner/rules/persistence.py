"""Scanner rules for persistence (SSH, agent and Hermes config files) and hard-coded secrets."""

from __future__ import annotations

import re

from curator.core.scanner.rules.base import Rule, rule

# -- persistence ------------------------------------------------------------------------------

_SSH_DIR = r"(?:~|\$home|\$\{home\}|/root|/home/[\w.-]+|/users/[\w.-]+|%userprofile%)[/\\]\.ssh\b"
_TOKEN = r"[^\s;!?]*[^\s;.,!?:]"
_AGENT_FILE = (
    r"(?:agents\.md|claude\.md|gemini\.md|\.cursorrules|\.clinerules|\.windsurfrules|"
    r"copilot-instructions\.md|\.cursor/rules)\b"
)
_HERMES_FILE = (
    r"(?:(?:~|\$home|\$\{?hermes_home\}?|/root|/home/[\w.-]+)?/?\.hermes/(?:config\.ya?ml|soul\.md)"
    r"|\$\{?hermes_home\}?/(?:config\.ya?ml|soul\.md)|\bsoul\.md)\b"
)
_CLAUSE = r"(?:[^\n;!?.]|\.(?=\w))"


def _modify(target: str) -> str:
    """A modify verb (or shell redirect) aimed at ``target`` in the same clause."""
    return (
        r"\b(?:update|modify|edit|write|change|append|overwrite|replace|rewrite|insert|inject|prepend|"
        r"patch|alter|amend)\b" + _CLAUSE + r"{0,200}?" + target
        + r"|\badd\b(?:\s+" + _TOKEN + r"){0,6}?\s+(?:to|into)\s+(?:the\s+)?\S*?" + target
        + r"|(?:>>?|\btee\s+(?:-a\s+)?)\s*['\"]?\S*?" + target
    )


PERSISTENCE_RULES: tuple[Rule, ...] = (
    rule(
        "ssh_backdoor",
        r"\bauthorized_keys2?\b|\bpermitrootlogin\s+yes\b",
        "Touches SSH authorized_keys, the classic way to plant a login backdoor",
        needles=("authorized_keys", "permitrootlogin"),
    ),
    rule(
        "ssh_access",
        r"(?:>>?|\btee\s+(?:-a\s+)?)\s*['\"]?" + _SSH_DIR
        + r"|\b(?:cp|mv|scp|rsync|install|ln)\s+(?:-\S+\s+)*\S+(?:\s+\S+){0,3}?\s+['\"]?" + _SSH_DIR
        + r"|\b(?:edit|modify|overwrite|replace|change|delete|remove|rm|truncate|chmod|chown)\s+"
        r"(?:-\S+\s+)*(?:\S+\s+)?(?:the\s+)?(?:file\s+)?" + _SSH_DIR
        + r"|\b(?:write|append|add|copy|put|drop|place|plant|save|create|move|upload|inject|insert)\b"
        r"(?:\s+" + _TOKEN + r"){0,6}?\s+(?:to|into|in|inside|under|within)\s+(?:the\s+)?(?:file\s+)?"
        + _SSH_DIR,
        "Writes into ~/.ssh (SSH keys or config): a way to gain persistent access",
        needles=(".ssh",),
    ),
    rule(
        "hermes_env",
        r"(?:~|\$home|\$\{home\}|/root|/home/[\w.-]+|/users/[\w.-]+)/\.hermes/\.env\b(?!\.example)"
        r"|\$\{?hermes_home\}?/\.env\b(?!\.example)",
        "Points at ~/.hermes/.env, where Hermes keeps its API keys",
        needles=(".hermes", "hermes_home"),
    ),
    rule(
        "agent_config_mod",
        _modify(_AGENT_FILE),
        "Tells the agent to modify an agent instruction file (AGENTS.md, CLAUDE.md, .cursorrules...)",
        needles=(
            "agents.md", "claude.md", "gemini.md", ".cursorrules", ".clinerules", ".windsurfrules",
            "copilot-instructions", ".cursor/rules",
        ),
    ),
    rule(
        "hermes_config_mod",
        _modify(_HERMES_FILE),
        "Tells the agent to modify Hermes's own config.yaml or SOUL.md",
        needles=(".hermes/", "soul.md", "hermes_home"),
    ),
)

# -- secrets ----------------------------------------------------------------------------------

_KEY_NAME = (
    r"(?:api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?|secret(?:[_-]?key)?|client[_-]?secret|"
    r"auth[_-]?token|access[_-]?token|token|password|passwd|private[_-]?key)"
)
_PLACEHOLDER = re.compile(
    r"your|example|placeholder|changeme|dummy|redacted|xxxx|\*\*\*|here|sample|fake|test[_-]?key|"
    r"^(.)\1+$|^[a-z_]+(?:\.[a-z_]\w*)+$"
)


def _real_secret(text: str, m: re.Match[str]) -> bool:
    """A value that looks like a key, not a placeholder or a variable reference."""
    value = m.group("val")
    if _PLACEHOLDER.search(value.lower()):
        return False
    if m.group("q"):
        return True
    digits = sum(c.isdigit() for c in value)
    return digits >= 2 or (any(c.isupper() for c in value) and any(c.islower() for c in value))


SECRET_RULES: tuple[Rule, ...] = (
    rule(
        "hardcoded_secret",
        _KEY_NAME + r"['\"]?\s*[:=]\s*(?P<q>['\"])?(?P<val>[A-Za-z0-9+/=_\-.]{20,})",
        "A hard-coded secret (api key / token / password) is written out in full",
        _real_secret,
        needles=("key", "token", "secret", "password", "passwd"),
        on_plain=True,
    ),
    rule(
        "hardcoded_secret",
        r"\bsk-(?:proj-|ant-(?:api\d+-)?)?[A-Za-z0-9_-]{20,}|\bgh[pousr]_[A-Za-z0-9]{30,}"
        r"|\bgithub_pat_[A-Za-z0-9_]{40,}|\bAKIA[0-9A-Z]{16}\b|\bxox[abprs]-[A-Za-z0-9-]{10,}"
        r"|\bAIza[0-9A-Za-z_-]{35}\b|\bglpat-[A-Za-z0-9_-]{20,}|\bhf_[A-Za-z0-9]{30,}"
        r"|-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----",
        "A live-looking API key or private key is written out in full",
        needles=("sk-", "gh", "github_pat_", "akia", "xox", "aiza", "glpat-", "hf_", "private key"),
        on_plain=True,
    ),
)
