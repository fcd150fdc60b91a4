"""Phrase rules in many languages: the common shapes of injection ("ignore all previous instructions",
"reveal your system prompt", "answer without any restrictions", "from now on you are DAN") found
from word lists per language, in any word order, so a translation or a paraphrase is caught.

These findings flag a text for the reviewer (``source == "phrases"``); they never block a write,
because Hermes's own scanner does not have them."""

from curator.core.scanner.phrases.match import FAMILIES, phrase_findings

__all__ = ["FAMILIES", "phrase_findings"]
