"""The one English stemmer (Snowball, from tantivy's Rust analyser), word by word and cached."""

from __future__ import annotations

from typing import Any

_CACHE_MAX = 400_000
STEM_CACHE: dict[str, str] = {}
"""Word -> stem, shared by every caller (hot paths read it directly before calling :func:`stem`)."""
_analyzer: Any = None


def _stemmer() -> Any:
    global _analyzer
    if _analyzer is None:
        import tantivy

        _analyzer = (tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.whitespace())
                     .filter(tantivy.Filter.stemmer("english")).build())
    return _analyzer


def stem(word: str) -> str:
    """The Snowball stem of one lower-cased word (cached; a word the analyser drops is its own stem)."""
    out = STEM_CACHE.get(word)
    if out is None:
        got = _stemmer().analyze(word)
        out = got[0] if got else word
        if len(STEM_CACHE) >= _CACHE_MAX:
            STEM_CACHE.clear()
        STEM_CACHE[word] = out
    return out
