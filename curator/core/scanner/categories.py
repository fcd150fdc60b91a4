"""What each scanner finding is about: the judgement categories, their plain words, and each rule's category."""

from __future__ import annotations

CATEGORIES: dict[str, str] = {
    "instruction_override": "make the agent obey injected instructions over its own",
    "jailbreak_persona": "change the agent's role or switch off its rules",
    "prompt_leak": "make the agent reveal its system prompt or hidden instructions",
    "exfiltration": "send the user's data or secrets somewhere",
    "deception": "make the agent hide what it does or mislead the user",
    "tool_misuse": "make the agent run harmful commands or actions",
    "persistence": "make itself permanent (shell start-up files, cron, agent config)",
    "c2": "have the agent take orders from a remote command server",
    "secret": "keep a secret in always-on memory",
    "obfuscation": "hide text from a human reviewer",
}
"""Category -> what a text of that category tries to do (completes "Tries to ...")."""

RULE_CATEGORY: dict[str, str] = {
    "prompt_injection": "instruction_override",
    "sys_prompt_override": "instruction_override",
    "disregard_rules": "instruction_override",
    "html_comment_injection": "instruction_override",
    "hidden_div": "instruction_override",
    "translate_execute": "instruction_override",
    "bypass_restrictions": "jailbreak_persona",
    "role_hijack": "jailbreak_persona",
    "role_pretend": "jailbreak_persona",
    "fake_update": "jailbreak_persona",
    "identity_override": "jailbreak_persona",
    "remove_filters": "jailbreak_persona",
    "leak_system_prompt": "prompt_leak",
    "deception_hide": "deception",
    "anti_forensic_disk": "deception",
    "anti_forensic_oneliner": "deception",
    "env_var_unset_agent": "deception",
    "exfil_curl": "exfiltration",
    "exfil_wget": "exfiltration",
    "read_secrets": "exfiltration",
    "send_to_url": "exfiltration",
    "context_exfil": "exfiltration",
    "ssh_access": "exfiltration",
    "hermes_env": "exfiltration",
    "ssh_backdoor": "persistence",
    "agent_config_mod": "persistence",
    "hermes_config_mod": "persistence",
    "c2_explicit": "c2",
    "c2_explicit_long": "c2",
    "c2_heartbeat": "c2",
    "c2_network_connect": "c2",
    "c2_node_registration": "c2",
    "c2_task_pull": "c2",
    "known_c2_framework": "c2",
    "forced_action": "c2",
    "hardcoded_secret": "secret",
    "invisible_unicode": "obfuscation",
}


def rule_category(threat_id: str) -> str:
    """The category of a rule's threat id (``invisible_unicode_U+200B`` -> ``obfuscation``)."""
    if threat_id.startswith("invisible_unicode"):
        return "obfuscation"
    return RULE_CATEGORY.get(threat_id, "instruction_override")
