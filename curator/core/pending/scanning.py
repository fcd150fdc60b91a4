"""The scanner over a pending write's texts: what Hermes blocks, the curator's judgement, and which scanner ran."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from curator.core.memory.ops import Op


@dataclass(frozen=True)
class OpFinding:
    """A scanner finding in the text of one operation."""

    op_index: int
    id: str
    reason: str
    span: tuple[int, int] | None = None
    excerpt: str = ""
    parity: bool = False
    """True when flagged only because Hermes does (benign by the scanner's own judgement)."""
    category: str = ""
    confidence: float = 1.0
    kind: str = "threat"
    source: str = "rules"
    """``rules`` (Hermes blocks it), ``model`` (the curator's judgement) or ``hygiene``."""

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the CLI."""
        return {"op_number": self.op_index + 1, "id": self.id, "reason": self.reason,
                "span": list(self.span) if self.span else None, "excerpt": self.excerpt, "parity": self.parity,
                "category": self.category, "confidence": self.confidence, "kind": self.kind, "source": self.source}


def scanner_note(ops: Sequence[Op]) -> str | None:
    """The scanner's word on why it judged by rules alone, when some text was judged and the model is missing."""
    from curator.core.scanner.review import model_status

    return model_status()[1] if any(op.action in ("add", "replace") for op in ops) else None


def judge_ops(ops: Sequence[Op]) -> tuple[OpFinding, ...]:
    """The curator's own judgement (learned layer) and hygiene notes for every add/replace text:
    shown to the reviewer apart from what Hermes blocks, never a refusal."""
    from curator.core.scanner.entries import judgement

    return _op_findings(ops, judgement)


def scan_ops(ops: Sequence[Op]) -> tuple[OpFinding, ...]:
    """Scanner findings for every add/replace text (what Hermes blocks)."""
    from curator.core.scanner.findings import scan

    return _op_findings(ops, scan)


def _op_findings(ops: Sequence[Op], read: Callable[[str], Iterable[Any]]) -> tuple[OpFinding, ...]:
    found: list[OpFinding] = []
    for i, op in enumerate(ops):
        if op.action not in ("add", "replace"):
            continue
        for f in read(op.content):
            start, end = f.span
            found.append(OpFinding(i, f.id, f.reason, f.span, op.content[start:end], f.parity, f.category,
                                   f.confidence, f.kind, f.source))
    return tuple(found)
