"""Scanner rules for prompt injection and role hijack (our own patterns for Hermes's threat ids)."""

from __future__ import annotations

import re

from curator.core.scanner.rules.base import S, Rule, gap, not_negated, rule, sentence_around

_CHILD_PLAY = re.compile(
    r"(?:\b(?:likes?|loves?|liked|loved|enjoys?|used|wants?|wanted|like|love)\s+to|"
    r"\b(?:he|she|they|kids|children|we|i|son|daughter)|\bcan)\s+$"
)


_RISKY_ROLE = re.compile(
    r"\b(?:the\s+user'?s?|my\s+(?:late\s+|dead\s+|deceased\s+)?(?:grand(?:ma|mother|pa|father)|mom|mother|dad|father)"
    r"|(?:an?|the|my|their|your)\s+(?:\w+\s+){0,2}?(?:admin(?:istrator)?|sysadmin|developer|system|root|owner|operator"
    r"|manager|boss|bank|support|police|officer|ceo|cfo|it\s+department|security\s+team|tool|process|service|kernel"
    r"|creator|supervisor|moderator)s?"
    r"|unfiltered|unrestricted|uncensored|jailbr\w*|evil|malicious|rogue|amoral|unethical|dan|do\s+anything\s+now"
    r"|(?:developer|god|admin|debug|sudo)\s+mode|(?:no|without(?:\s+any)?)\s+(?:rules|restrictions|limits|filters"
    r"|guidelines|ethics|morals|polic(?:y|ies)|guardrails|censorship)"
    r"|(?:root|admin|developer|sudo|elevated|full)\s+(?:access|rights|privileges|permissions)"
    r"|human|a\s+person|not\s+an?\s+(?:ai|bot|assistant|model)|another\s+(?:ai|model|assistant)"
    r"|a\s+different\s+(?:ai|model|assistant))\b"
)
"""Roles that make a pretence an attack: someone the user trusts or answers to (their bank, their
manager, a late grandmother reading out secrets), the system or its makers, a model without its rules,
or a human. "Pretend you're a tour guide in Lisbon" or "a job interviewer" is an ordinary request: a
role-play, not a new identity that drops the agent's rules (session 8: the rule flagged 48 such
benign texts in the training data against 6 attacks it alone caught)."""


def _pretend_is_addressed(text: str, m: re.Match[str]) -> bool:
    """``pretend to be`` aimed at the agent and at a risky role (:data:`_RISKY_ROLE`), not a child's
    game (``likes to pretend to be``), a way of explaining (``pretend you're explaining it to a
    five-year-old``) or a harmless role-play."""
    before = text[max(0, m.start() - 24):m.start()]
    if _CHILD_PLAY.search(before):
        return False
    if re.match(r"\s+\w+ing\b", text[m.end():m.end() + 24]):
        return False
    role = re.split(r"[.!?;\n]", text[m.end():m.end() + 120], maxsplit=1)[0]
    return _RISKY_ROLE.search(role) is not None


_STYLE_WORDS = re.compile(
    r"\b(?:answers?|repl(?:y|ies)|responses?|summar(?:y|ies)|explanations?|messages?|comments?|"
    r"tweets?|jokes?|descriptions?|bios?|titles?|captions?|headlines?|subject\s+lines?)\b"
)


def _oneliner_is_opsec(text: str, m: re.Match[str]) -> bool:
    """``only use one-liners`` about shell work, not about the style of answers or messages."""
    return not _STYLE_WORDS.search(sentence_around(text, m.start(), m.end()))


_SUMMARY_WORDS = re.compile(r"\b(?:summary|summari[sz]e|recap|gist|date|title|topic|key\s+points|highlights|takeaways)\b")


def _context_exfil_not_summary(text: str, m: re.Match[str]) -> bool:
    """Sharing a summary or the date of a conversation is not leaking the conversation."""
    return not _SUMMARY_WORDS.search(m.group(0))


def _users_side_not_summary(text: str, m: re.Match[str]) -> bool:
    """``forward every message the user writes to ...``, not ``copy each user message into the weekly summary``."""
    return not _SUMMARY_WORDS.search(sentence_around(text, m.start(), m.end()))


_EXECUTE_TAIL = re.compile(
    r"\s*(?:$|[.,;:!?)\n]|(?:immediately|now|directly|right\s+away|without|silently|automatically|"
    r"as\s+root|in\s+(?:a\s+)?(?:shell|terminal|bash|python|powershell))\b)"
)


def _executes_the_translation(text: str, m: re.Match[str]) -> bool:
    """The thing run is the translation itself (``... and run it``), not ``run the tests``."""
    return bool(_EXECUTE_TAIL.match(text, m.end()))


INJECTION_RULES: tuple[Rule, ...] = (
    rule(
        "prompt_injection",
        rf"\b(?:ignore|forget|override|overrule|discard|drop)\b{S}{gap(6)}"
        rf"(?:all|any|every|previous|prior|above|earlier|preceding|former|existing|original|your)\b"
        rf"{S}{gap(6)}(?:instructions?|directions|directives|prompts?|guidance|programming|orders)\b"
        r"|\b(?:ignore|forget|discard|disregard|drop)\s+(?:everything|anything|all)\s+(?:that\s+)?"
        r"(?:you\s+(?:were|have\s+been|'ve\s+been)|you've\s+been)\s+(?:told|taught|instructed|given)\b",
        "Tells the agent to ignore its earlier instructions (prompt injection)",
        not_negated,
        needles=("ignore", "forget", "override", "overrule", "discard", "drop", "disregard"),
    ),
    rule(
        "sys_prompt_override",
        r"\bsystem\W{1,3}prompt\W{1,3}override\b"
        rf"|\b(?:override|overwrite|replace|reset)\b{S}{gap(3)}(?:the|your)\s+system\s+prompt\b"
        r"|\bnew\s+system\s+prompt\s*:|\[\s*system\s+(?:override|prompt)\s*\]"
        r"|<\|(?:im_start|system|start_header_id)\|>",
        "Tries to override or replace the agent's system prompt",
        needles=("system", "<|"),
    ),
    rule(
        "disregard_rules",
        rf"\b(?:disregard|set\s+aside|throw\s+out|abandon|ditch)\b{S}{gap(5)}"
        rf"(?:your|all|any|every|the|these|those|previous|prior|safety|existing)\b{S}{gap(5)}"
        r"(?:instructions|rules|guidelines|polic(?:y|ies)|guardrails|directives|principles|constraints)\b",
        "Tells the agent to disregard its rules or guidelines",
        not_negated,
        needles=("disregard", "aside", "throw", "abandon", "ditch"),
    ),
    rule(
        "bypass_restrictions",
        rf"\b(?:act|behave|operate|respond|proceed|answer)\s+as\s+(?:if|though)\b{S}{gap(4)}you\b{S}"
        rf"{gap(3)}(?:have\s+no|had\s+no|don't\s+have|do\s+not\s+have|didn't\s+have|did\s+not\s+have|"
        rf"are\s+free\s+(?:of|from)|aren't\s+bound\s+by|are\s+not\s+bound\s+by|lack)\b{S}{gap(4)}"
        r"(?:restrictions|limits|limitations|rules|guardrails|filters|constraints|boundaries|"
        r"guidelines|policies)\b"
        r"|\byou\s+(?:now\s+)?have\s+no\s+(?:more\s+)?(?:restrictions|rules|guardrails|filters|"
        r"content\s+polic(?:y|ies))\b",
        "Tells the agent to act as if it had no restrictions",
        needles=("you",),
    ),
    rule(
        "html_comment_injection",
        r"<!--(?:(?!-->)[\s\S]){0,800}?\b(?:ignore|override|system|secret|hidden|instructions?|"
        r"assistant|prompt|disregard|jailbreak)\b(?:(?!-->)[\s\S]){0,800}?(?:-->|\Z)",
        "An HTML comment hides instructions (ignore/override/system/secret/hidden) from readers",
        needles=("<!--",),
    ),
    rule(
        "hidden_div",
        r"<\s*(?:div|span|p|section|font|details|td|a)\b[^>]{0,400}?style\s*=\s*[\"']?[^\"'>]{0,300}?"
        r"(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d])|"
        r"opacity\s*:\s*0(?![.\d]))"
        r"|<\s*(?:div|span|p|section)\b[^>]{0,200}?\shidden(?=[\s>=])",
        "An HTML element styled to be invisible (display:none) can hide instructions",
        needles=("style", "hidden"),
    ),
    rule(
        "translate_execute",
        r"\btranslate\b[^\n]{0,300}?\b(?:into|to)\s+(?:[\w+#-]+\s+){0,3}?(?:and|then|&)\s+(?:then\s+)?"
        r"(?:execute|run|eval|evaluate|exec)"
        r"(?:\s+(?:it|them|that|this|the\s+(?:result|output|code|commands?|script|translation)))?\b",
        "Asks to translate text into code or commands and then execute it",
        _executes_the_translation,
        needles=("translate",),
    ),
    rule(
        "deception_hide",
        r"\b(?:do\s+not|don't|never|must\s+not|mustn't|should\s+not|shouldn't)\s+(?:ever\s+)?"
        r"(?:tell|inform|let\s+the\s+user\s+(?:know|see|find\s+out)|mention\s+(?:this\s+|it\s+|that\s+)?to|"
        r"reveal\s+(?:this\s+|it\s+|that\s+)?to|disclose\s+(?:this\s+|it\s+|that\s+)?to)"
        r"(?:\s+\w+){0,3}?\s+the\s+user\b"
        r"|\b(?:hide|conceal|keep)\s+(?:this|it|that|these|everything|all\s+of\s+this|the\s+\w+)\s+"
        r"(?:(?:secret|hidden|quiet)\s+)?from\s+the\s+user\b"
        r"|\bwithout\s+(?:telling|informing|alerting)\s+the\s+user\b",
        "Tells the agent to hide something from the user",
        needles=("user",),
    ),
    rule(
        "role_hijack",
        r"\byou\s+are\s+(?:\w+\s+){0,2}?now\s+(?:a|an|the|my|called|named|known\s+as)\b"
        r"|\byou're\s+now\s+(?:a|an|the|my)\b"
        r"|\bfrom\s+now\s+on,?\s+you\s+are\s+(?:a|an|the|my|called|named)\b"
        r"|\byou\s+are\s+no\s+longer\s+(?:a|an|the|claude|hermes|bound)\b",
        "Tries to give the agent a new role (\"you are now ...\")",
        needles=("you",),
    ),
    rule(
        "role_pretend",
        r"\bpretend(?:ing)?\s+(?:that\s+)?(?:you\s+are|you're|you\s+were)\b"
        r"|\bpretend(?:ing)?\s+(?:\w+\s+){0,2}?to\s+be\b",
        "Asks the agent to pretend to be someone or something else",
        _pretend_is_addressed,
        needles=("pretend",),
    ),
    rule(
        "leak_system_prompt",
        rf"\b(?:output|print|reveal|repeat|dump|leak|recite|disclose|write\s+out|spell\s+out)\b{S}"
        rf"{gap(5)}(?:system|initial|hidden|original|developer|pre-?prompt)\s+"
        r"(?:prompt|instructions|message)s?\b",
        "Asks the agent to output its system or initial prompt",
        needles=("prompt", "instructions", "message"),
    ),
    rule(
        "remove_filters",
        r"\b(?:respond|answer|reply|speak|talk|write|generate|comply)\b(?:\s+\w+){0,2}?\s+without\s+"
        r"(?:\w+\s+){0,4}?(?:restrictions|limitations|limits|filters|filtering|safety|censorship|"
        r"guardrails|refusals?|moral|ethical|content\s+polic(?:y|ies))\b"
        r"|\b(?:disable|turn\s+off|remove|bypass|switch\s+off|drop)\s+(?:all\s+)?(?:of\s+)?your\s+"
        r"(?:\w+\s+)?(?:filters|safety|guardrails|restrictions|censorship)\b",
        "Asks the agent to answer without its safety filters or restrictions",
        needles=("without", "your"),
    ),
    rule(
        "fake_update",
        r"\byou\s+have\s+been\s+(?:\w+\s+){0,3}?(?:updated|upgraded|patched|reprogrammed|reconfigured|"
        r"modified|granted)\s+(?:to|with)\b"
        r"|\byour\s+(?:instructions|rules|guidelines|system\s+prompt|programming|directives|polic(?:y|ies))"
        r"\s+(?:have|has)\s+(?:been\s+)?(?:\w+\s+)?(?:updated|changed|replaced|revised|overridden)\b",
        "Claims the agent has been updated or patched (fake update)",
        needles=("you",),
    ),
    rule(
        "identity_override",
        r"\b(?:name|call|rename|refer\s+to)\s+yourself\s+(?:as\s+)?\w+"
        r"|\byour\s+(?:new\s+)?name\s+is\s+now\b|\byour\s+new\s+(?:name|identity)\s+is\b"
        r"|\byou\s+(?:will|shall)\s+now\s+(?:be\s+)?(?:called|named|known\s+as)\b",
        "Tries to give the agent a new name or identity",
        needles=("yourself", "name", "identity", "called", "known"),
    ),
    rule(
        "context_exfil",
        r"\b(?:include|output|print|share|send|dump|paste|leak|forward|upload|post|reveal|repeat|"
        r"transmit|exfiltrate)\b" + S + gap(5)
        + r"(?:(?:full|entire|whole|complete|raw|prior|previous|past|all|every)\s+(?:of\s+the\s+)?"
        r"(?:conversations?|chats?|context|transcripts?|messages(?!\s+from\s+(?!(?:this|the|our|your|that)\s+"
        r"(?:conversation|chat|session|context|user)))|history|sessions?)"
        r"|chat\s+(?:history|logs?|transcripts?)|conversation\s+(?:history|logs?|transcripts?)"
        r"|previous\s+messages|context\s+window|system\s+context"
        r"|(?:this|the|our|your|each|every)\s+conversation(?!\s+(?:date|title|id|topic|name|count|"
        r"length|summary|language|tone)\b))\b",
        "Asks to copy out the conversation or full context (context exfiltration)",
        _context_exfil_not_summary,
        needles=("conversation", "chat", "context", "transcript", "messages", "history", "session"),
    ),
    rule(
        "context_exfil",
        r"\b(?:forward|send|upload|post|transmit|exfiltrate|leak|share|dump|copy|cc|bcc|mirror|relay)\b" + S
        + gap(3) + r"(?:every|each|all)(?:\s+of)?(?:\s+(?:the|my|their))?\s+(?:"
        # every message the user writes / each of the user's prompts / all user messages
        r"(?:(?:user'?s?|my)\s+)?(?:messages?|prompts?|inputs?)\s+(?:(?:the\s+)?users?|i|you|they)\s+"
        r"(?:writes?|sends?|types?|says?|enters?|submits?)"
        r"|users?'?s?\s+(?:messages?|prompts?|inputs?))\b",
        "Asks to send the user's messages somewhere (context exfiltration)",
        _users_side_not_summary,
        needles=("message", "prompt", "input"),
    ),
    rule(
        "anti_forensic_oneliner",
        r"\b(?:only|exclusively)\s+use\s+(?:\w+\s+){0,2}?one[\s-]?liners?\b"
        r"|\buse\s+only\s+(?:\w+\s+){0,2}?one[\s-]?liners?\b|\bone[\s-]?liners?\s+only\b"
        r"|\b(?:stick\s+to|limit\s+yourself\s+to)\s+(?:\w+\s+)?one[\s-]?liners?\b"
        r"(?=[^.\n]{0,80}\b(?:traces?|disk|files?|logs?|history|forensics?|evidence|detect\w*)\b)",
        "Tells the agent to work only in one-liners so no scripts are left behind (anti-forensic)",
        _oneliner_is_opsec,
        needles=("liner",),
    ),
    rule(
        "anti_forensic_disk",
        r"\b(?:never|don't|do\s+not|avoid|without)\s+(?:ever\s+)?(?:\w+\s+){0,2}?(?:create|write|save|"
        r"drop|store|touch|persist|leave|creating|writing|saving|dropping|storing|leaving)\s+"
        r"(?:\w+\s+){0,4}?(?:scripts?|files?|payloads?|binaries|artifacts|artefacts|traces?|anything|"
        r"evidence)\s+(?:\w+\s+){0,3}?(?:to|on|onto|in)\s+(?:the\s+)?(?:local\s+)?"
        r"(?:disk|filesystem|file\s+system|hard\s+drive)\b",
        "Tells the agent never to write scripts or files to disk (anti-forensic)",
        needles=("disk", "system", "drive"),
    ),
)
