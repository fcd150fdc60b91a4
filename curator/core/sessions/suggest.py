"""Did-you-mean for a query with no hits: each unknown word becomes the most frequent indexed word one edit away."""

from __future__ import annotations

import string
from typing import Callable

from curator.core.sessions.text import analyze

_LETTERS = string.ascii_lowercase


def one_edit_away(word: str) -> set[str]:
    """Every string one deletion, swap of neighbours, replacement or insertion away from ``word``."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaces = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    inserts = {a + c + b for a, b in splits for c in _LETTERS}
    return (deletes | swaps | replaces | inserts) - {word}


def suggest(query: str, doc_freq: Callable[[str], int]) -> str | None:
    """The query with its unknown words corrected (``deplyo`` -> ``deploy``), or None when nothing is close.

    ``doc_freq(term)`` says in how many indexed messages an index term occurs. Only plain words of three
    letters or more that the index does not know are corrected; a correction must be known to the index."""
    out, changed = [], False
    for word in query.split():
        folded = word.lower()
        terms = analyze(folded)
        if len(folded) < 3 or not folded.isalpha() or len(terms) != 1 or doc_freq(terms[0]) > 0:
            out.append(word)
            continue
        best, best_count = None, 0
        for candidate in sorted(one_edit_away(folded)):
            stems = analyze(candidate)
            count = doc_freq(stems[0]) if len(stems) == 1 else 0
            if count > best_count:
                best, best_count = candidate, count
        out.append(best or word)
        changed = changed or best is not None
    return " ".join(out) if changed else None
