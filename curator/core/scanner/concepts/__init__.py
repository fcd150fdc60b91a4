"""Concepts for the learned layer: each word of a text mapped to language-independent concepts
(``HIDE``, ``USER``, ``SECRET``...) from a lexicon per language, so that what the model learns from
training text in one language carries over to texts in others ("hide the outbound calls from the user"
and "скрывай исходящие запросы от пользователя" share ``HIDE``, ``SEND`` and ``USER``).

The lexicons (``langs/<code>.py``) were written from a brief (``tools/scanner/concepts_brief.md``) by
writers who saw no training or test text.

The learned layer reads them as features (``k:HIDE`` per concept, ``kk:HIDE|USER`` per pair, whole text and
per sentence: :func:`curator.core.scanner.features.pieces`); a change to a lexicon changes what the model
reads, so it lands with a model retrained on it (``tools/scanner/train.py``)."""

from curator.core.scanner.concepts.match import CONCEPTS, concept_hits, lexicon

__all__ = ["CONCEPTS", "concept_hits", "lexicon"]
