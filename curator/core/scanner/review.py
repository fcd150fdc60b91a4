"""The scanner's judgement of a text: rule findings, the learned layer's finding, hygiene, and which scanner ran."""

from __future__ import annotations

import re
from dataclasses import dataclass

from curator.core.scanner.categories import CATEGORIES
from curator.core.scanner.decode import decoded_findings
from curator.core.scanner.hygiene import hygiene
from curator.core.scanner.learned import Model, ModelError, load_model, read, model_path
from curator.core.scanner.findings import Finding, scan
from curator.core.scanner.phrases import phrase_findings
from curator.core.scanner.text import FoldedText, fold_text

RULES = "rules"
RULES_ONLY_TAIL = "; scanning with rules only"
"""How :func:`model_status`'s note ends (:func:`model_problem` drops it, for "rules only: <problem>")."""
RULES_AND_MODEL = "rules+model"


@dataclass(frozen=True)
class Review:
    """Everything the scanner says about one text."""

    threats: tuple[Finding, ...]
    """Rule findings (what Hermes blocks; ``parity`` where we judge it harmless), phrase findings (the
    multilingual phrase lists), the model's, and any of these on text decoded from hex, ROT13...
    (``source == "decoded"``)."""
    hygiene: tuple[Finding, ...]
    """Never-blocking notes: logs, transcripts, stale ids, in-progress status, long text."""
    scanner: str
    """``rules+model`` or ``rules`` (model missing, damaged, or switched off)."""
    note: str | None = None
    """Why the model did not run, when it did not."""

    @property
    def flagged(self) -> bool:
        """True when some threat finding is not parity-only (the curator's own judgement says no)."""
        return any(not f.parity for f in self.threats)

    @property
    def blocked(self) -> bool:
        """True when Hermes would refuse the text (a rule finding, parity or not)."""
        return any(f.source == "rules" for f in self.threats)

    @property
    def findings(self) -> tuple[Finding, ...]:
        """Threats then hygiene notes, each group in text order."""
        return self.threats + self.hygiene

    def to_json(self) -> dict:
        """``{"scanner", "scanner_note", "flagged", "blocked", "findings": [...]}``."""
        return {"scanner": self.scanner, "scanner_note": self.note, "flagged": self.flagged,
                "blocked": self.blocked, "findings": [f.to_json() for f in self.findings]}


_STATUS: dict[str, tuple[Model | None, str | None]] = {}


def model_status() -> tuple[Model | None, str | None]:
    """The model, or None and a sentence saying why the scanner runs on rules alone (each model
    file is tried once per process)."""
    path = model_path()
    if path not in _STATUS:
        try:
            model = load_model(path)
            model.attack_words  # built once here, so forked batch workers share it
            _STATUS[path] = (model, None)
        except ModelError as exc:
            _STATUS[path] = (None, f"{exc}{RULES_ONLY_TAIL}")
    return _STATUS[path]


def prepare(use_model: bool = True) -> None:
    """Load now what judging loads on first use: the model, the phrase lists' index and, with the model, the
    concept lexicons it reads (once, before forking workers that share them)."""
    from curator.core.scanner.phrases.index import lexicon as phrase_index

    phrase_index()
    if use_model and model_status()[0] is not None:
        from curator.core.scanner.concepts import lexicon as concept_index

        concept_index()


def model_problem(note: str) -> str:
    """What is wrong with the model, from :func:`model_status`'s note (``scanner model X is missing``)."""
    return note.removesuffix(RULES_ONLY_TAIL)


def scanner_name(use_model: bool = True) -> str:
    """Which scanner :func:`review` would run: ``rules+model`` or ``rules``."""
    return RULES_AND_MODEL if use_model and model_status()[0] is not None else RULES


def review(text: str, *, use_model: bool = True, with_hygiene: bool = True, decode: bool = True) -> Review:
    """Judge ``text``: the rules and the phrase lists always run, the learned layer when its model loads;
    with ``decode``, text hidden in an encoding (hex, ROT13...) is judged the same way (``decode.py``)."""
    threats = list(scan(text))
    threats.extend(f for f in phrase_findings(fold_text(text)) if not _covered(f, threats))
    model, note = model_status() if use_model else (None, "model switched off")
    if model is not None:
        found = model_finding(model, text)
        if found is not None and not _covered(found, threats):
            threats.append(found)
    hidden = decoded_findings(text, lambda t: review(t, use_model=use_model, with_hygiene=False,
                                                     decode=False).threats) if decode else []
    threats.extend(f for f in hidden if not _covered(f, threats))
    if model is not None or hidden:
        threats.sort(key=lambda f: (f.span[0], f.span[1], f.id))
    notes = tuple(hygiene_findings(text)) if with_hygiene else ()
    return Review(tuple(threats), notes, RULES_AND_MODEL if model is not None else RULES,
                  None if model is not None else note)


def model_finding(model: Model, text: str) -> Finding | None:
    """The learned layer's finding for ``text``, or None below its threshold (the memory-entry one when the shape
    model reads ``text`` as a memory entry)."""
    if not text.strip():
        return None
    folded = fold_text(text)
    reading = read(model, folded)
    span, score = reading.span, reading.score
    if score < reading.threshold:
        return None
    category, share = model.category(reading.feats)
    words = [_as_written(folded, w) for w in model.telling_words(reading.words)]
    said = f"; telling words: {', '.join(repr(w) for w in words)}" if words else ""
    unsure = " (its kind is uncertain)" if share < 0.5 else ""
    if reading.undone:
        said += f"; read with {' and '.join(reading.undone)} undone"
    shaped = ""
    if score < model.threshold:  # flagged only because it reads as a memory entry
        shaped = f" (read as a memory entry, flagged from {reading.threshold:.0%})"
    reason = (f"Reads like an attempt to {CATEGORIES.get(category, category)}{unsure}: the learned model "
              f"is {score:.0%} sure{shaped}{said}")
    return Finding(f"learned_{category}", span, reason, False, category=category,
                   confidence=round(score, 3), kind="threat", source="model")


_DIGIT = re.compile(r"\d")


def _as_written(folded: FoldedText, word: str) -> str:
    """A telling word (or pair) as the text writes it: the model's words are folded (look-alike letters mapped,
    so Cyrillic "не" reads "he"; digits as 0; a pair is two words with anything but a word between them). The
    first place the folded text has it, mapped back to the original; the folded word when it is not there (a
    reading with disguises undone)."""
    parts = [re.escape(p) for p in word.split(" ")]
    digits = _DIGIT.sub("0", folded.folded)
    m = re.search(r"(?<!\w)" + r"\W+".join(parts) + r"(?!\w)", digits) or re.search(r"\W*".join(parts), digits)
    if m is None:
        return word
    a, b = folded.span_from_folded(m.start(), m.end())
    written = " ".join(folded.original[a:b].split())
    return written or word


def _covered(found: Finding, threats: list[Finding]) -> bool:
    """True when a non-parity finding of the same category already overlaps ``found``'s span."""
    a, b = found.span
    return any(not t.parity and t.category == found.category and t.span[0] < b and a < t.span[1]
               for t in threats)


def hygiene_findings(text: str) -> list[Finding]:
    """Hygiene notes of ``text`` as findings of kind ``hygiene`` (never blocking, never parity)."""
    return [Finding(f"hygiene_{h.category}", h.span, h.reason, False, category=h.category, confidence=1.0,
                    kind="hygiene", source="hygiene") for h in hygiene(text)]
