"""Where the training script takes the scanner's folding, feature and sentence functions from (the package's own)."""

from __future__ import annotations

from curator.core.scanner.features import MAX_CHARS, features, pieces
from curator.core.scanner.findings import scan
from curator.core.scanner.phrases import phrase_findings
from curator.core.scanner.text import fold_text
from curator.core.scanner.unmask import unmask


def rules_scan(text: str) -> list:
    """What the scanner finds without its model: the rules' findings and the phrase lists'."""
    return scan(text) + phrase_findings(fold_text(text))


def fold(text: str) -> str:
    """The folded form the learned layer reads."""
    return fold_text(text).folded


def segment_features(text: str) -> list[set[str]]:
    """The features of each sentence of ``text`` as the scanner cuts and reads them at run time."""
    return [part for _, _, part, _ in pieces(fold(text)).segments]


def unmasked_features(text: str) -> set[str] | None:
    """The features of the scanner's second reading of ``text`` (disguises undone), or None."""
    clear = unmask(fold(text)[:MAX_CHARS])
    return None if clear is None else features(clear.text)


__all__ = ["features", "fold", "rules_scan", "segment_features", "unmasked_features"]
