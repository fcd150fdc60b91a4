"""Concepts for the learned layer: each word of a text mapped to language-independent concepts
(``HIDE``, ``USER``, ``SECRET``...) from a lexicon per language, so that what the model learns from
training text in one language carries over to texts in others ("hide the outbound calls from the user"
and "скрывай исходящие запросы от пользователя" share ``HIDE``, ``SEND`` and ``USER``).

The lexicons (``langs/<code>.py``) were written from a brief (``tools/scanner/concepts_brief.md``) by
writers who saw no training or test text.

Not read by the shipped model yet: adding ``k:``/``kk:`` features to ``features.pieces`` changes every
text's feature count, so it lands only with a model retrained on them (``tools/scanner/train.py``)."""

from curator.core.scanner.concepts.match import CONCEPTS, concept_hits, lexicon

__all__ = ["CONCEPTS", "concept_hits", "lexicon"]
