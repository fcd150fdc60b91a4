"""The scanner's learned layer: a logistic-regression model over n-grams, shipped in the package, read lazily."""

from __future__ import annotations

import gzip
import json
import math
import os
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import repeat
from pathlib import Path

from curator.core.scanner.features import MAX_CHARS, features, pieces
from curator.core.scanner.unmask import unmask

MODEL_PATH = Path(__file__).resolve().parent / "model" / "model.json.gz"
"""The model that ships with the package (written by ``tools/scanner/train.py``)."""
MODEL_ENV = "HERMES_CURATOR_SCANNER_MODEL"
"""Environment variable naming another model file (tests; trying a retrained model)."""


def model_path() -> str:
    """The model file :func:`load_model` reads: ``$HERMES_CURATOR_SCANNER_MODEL`` or the shipped one."""
    return os.environ.get(MODEL_ENV) or str(MODEL_PATH)


class ModelError(Exception):
    """The model file is missing or damaged; the scanner then runs on its rules alone."""


@dataclass(frozen=True, eq=False)
class Model:
    """Weights of the attack-or-not model, of the category model and of the shape model, and the flagging
    thresholds: one for texts that read as memory entries, one for the rest (requests, documents...)."""

    threshold: float
    """The flagging threshold of texts the shape model does not read as memory entries (all texts when the
    model has no shape model)."""
    bias: float
    weights: dict[str, float]
    categories: tuple[str, ...]
    category_bias: tuple[float, ...]
    category_weights: dict[str, tuple[float, ...]]
    path: str
    trained_on: str
    memory_threshold: float | None = None
    """The flagging threshold of texts that read as memory entries; None: :attr:`threshold` for every text."""
    shape_bias: float = 0.0
    shape_weights: dict[str, float] = field(default_factory=dict)
    """The shape model (logistic regression, same features): memory entry (positive) or request to an assistant."""

    def memory_shaped(self, feats: set[str]) -> bool:
        """True when the shape model reads a text with these (whole-text) features as a memory entry."""
        if self.memory_threshold is None or not feats:
            return False
        total = sum(map(self.shape_weights.get, feats, repeat(0.0)))
        return self.shape_bias + total / math.sqrt(len(feats)) >= 0.0

    def threshold_for(self, feats: set[str]) -> float:
        """The flagging threshold of a text with these whole-text features (see :meth:`memory_shaped`)."""
        if self.memory_threshold is not None and self.memory_shaped(feats):
            return self.memory_threshold
        return self.threshold

    def score(self, folded: str) -> float:
        """How sure the model is, in [0, 1], that ``folded`` (folded text) is an attack."""
        return self.score_features(features(folded))

    def score_features(self, feats: set[str]) -> float:
        """:meth:`score` for features already extracted."""
        return self.prob(sum(map(self.weights.get, feats, repeat(0.0))), len(feats))

    def prob(self, total: float, count: int) -> float:
        """The attack probability of a text with ``count`` features whose weights sum to ``total``."""
        if not count:
            return 0.0
        z = self.bias + total / math.sqrt(count)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def category(self, feats: set[str]) -> tuple[str, float]:
        """The likeliest attack category for these features and its probability among the categories."""
        scale = 1.0 / math.sqrt(max(1, len(feats)))
        rows = list(filter(None, map(self.category_weights.get, feats)))
        z = [b + scale * sum(col) for b, col in zip(self.category_bias, zip(*rows))] if rows else \
            list(self.category_bias)
        top = max(z)
        exp = [math.exp(v - top) for v in z]
        best = max(range(len(z)), key=z.__getitem__)
        return self.categories[best], exp[best] / sum(exp)

    def telling_words(self, words: set[str], limit: int = 3) -> list[str]:
        """The words and word pairs among ``words`` (word features) that weigh most towards "attack"."""
        w = self.weights
        ranked = sorted((-w[f], f[2:]) for f in words & self.attack_words)
        picked: list[str] = []
        for _, word in ranked:
            if not any(word in p or p in word for p in picked):
                picked.append(word)
            if len(picked) == limit:
                break
        return picked

    @cached_property
    def attack_words(self) -> frozenset[str]:
        """The word and word-pair features with a positive weight."""
        return frozenset(f for f, v in self.weights.items() if v > 0 and f[:2] in ("w:", "b:"))


def load_model(path: str | None = None) -> Model:
    """The model at ``path`` (default :func:`model_path`), read once per path; :class:`ModelError`
    names the file and what is wrong."""
    return _load(path or model_path())


@lru_cache(maxsize=4)
def _load(path: str) -> Model:
    from curator.core.scanner.tablecache import paused_gc

    with paused_gc():
        return _read_model(path)


def _read_model(path: str) -> Model:
    """The model of any format: 1 (one threshold, no shape model), 2 (a shape model), 3 (format 2, its tables
    packed: :mod:`curator.core.scanner.modelfile`)."""
    try:
        with gzip.open(path, "rb") as fh:
            data = json.loads(fh.read().decode("utf-8"))
    except FileNotFoundError:
        raise ModelError(f"scanner model {path} is missing") from None
    except (OSError, EOFError, ValueError, UnicodeDecodeError) as exc:
        raise ModelError(f"scanner model {path} is damaged ({exc})") from None
    try:
        form = data.get("format")
        if form not in (1, 2, 3):
            raise ValueError(f"unknown format {form!r}")
        shape = None if form == 1 else data["shape"]
        cats = tuple(str(c) for c in data["categories"])
        if not cats or len(data["category_bias"]) != len(cats):
            raise ValueError("category weights do not match the category list")
        if form == 3:
            from curator.core.scanner.modelfile import unpack, unpack_rows

            weights, cat_w = unpack(data["weights"]), unpack_rows(data["category_weights"], len(cats))
            shape_w = unpack(shape["weights"])
        else:
            weights = {str(k): float(v) for k, v in data["weights"].items()}
            cat_w = {str(k): tuple(map(float, v)) for k, v in data["category_weights"].items()}
            if any(len(v) != len(cats) for v in cat_w.values()):
                raise ValueError("category weights do not match the category list")
            shape_w = {} if shape is None else {str(k): float(v) for k, v in shape["weights"].items()}
        return Model(
            threshold=float(data["threshold"]),
            bias=float(data["bias"]),
            weights=weights,
            categories=cats,
            category_bias=tuple(float(b) for b in data["category_bias"]),
            category_weights=cat_w,
            path=path,
            trained_on=str(data.get("trained_on", {}).get("sha256", "")),
            memory_threshold=None if shape is None else float(shape["memory_threshold"]),
            shape_bias=0.0 if shape is None else float(shape["bias"]),
            shape_weights=shape_w,
        )
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise ModelError(f"scanner model {path} is damaged ({exc})") from None


@dataclass(frozen=True)
class Reading:
    """What the model makes of one text: its score, where it peaks, and that piece's features and words."""

    score: float
    span: tuple[int, int]
    feats: set[str]
    words: set[str]
    bar: _Bar = field(compare=False, repr=False)
    undone: tuple[str, ...] = ()
    """What was undone to get the reading that scored highest (letter spacing, digits for letters…)."""

    @property
    def threshold(self) -> float:
        """The threshold this reading's score is judged at (see :class:`_Bar`)."""
        return self.bar(self.score)


class _Bar:
    """The threshold a text's scores are judged at: :meth:`Model.threshold_for` its whole-text features,
    worked out (a look-up per feature) the first time a score falls between the memory-entry threshold and
    the other, the only scores whose flag it decides; any other score is judged at :attr:`Model.threshold`."""

    __slots__ = ("model", "whole", "own")

    def __init__(self, model: Model, whole: set[str]) -> None:
        self.model, self.whole, self.own = model, whole, None

    def __call__(self, score: float) -> float:
        model = self.model
        if model.memory_threshold is None or not model.memory_threshold <= score < model.threshold:
            return model.threshold
        if self.own is None:
            self.own = model.threshold_for(self.whole)
        return self.own


def read(model: Model, folded) -> Reading:
    """:func:`read_as_written`, or, when that is not flagged, the whole text read with its disguises
    undone (see :func:`~curator.core.scanner.unmask.unmask`) if that reading scores higher."""
    first = read_as_written(model, folded)
    clear = None if first.score >= first.threshold else unmask(folded.folded[:MAX_CHARS])
    if clear is None:
        return first
    feats = features(clear.text)
    score = model.score_features(feats)
    if score <= first.score:
        return first
    words = {f for f in feats if f[:2] in ("w:", "b:")}
    return Reading(score, (0, len(folded.original)), feats, words, first.bar, clear.undone)


def read_as_written(model: Model, folded) -> Reading:
    """The entry's score (the highest of the whole text's and each sentence's, and of the windows of
    long sentences when neither is flagged), where it is (a span of the original text: the
    highest-scoring piece when it is flagged on its own or outscores the whole, else the whole entry),
    and the features of that piece. Skipping the windows of an entry already flagged changes no flag,
    only how sure the finding says it is.

    ``folded`` is the text's :class:`~curator.core.scanner.text.FoldedText`. Every feature is looked
    up in the model once; the sentences reuse the whole text's look-ups.
    """
    found = pieces(folded.folded)
    whole, w = found.whole, model.weights
    span = (0, len(folded.original))
    bar = _Bar(model, whole)
    if not found.segments:
        return Reading(model.prob(sum(map(w.get, whole, repeat(0.0))), len(whole)), span, whole, found.words, bar)
    local = dict(zip(whole, map(w.get, whole, repeat(0.0))))
    overall = model.prob(sum(local.values()), len(whole))
    get = local.__getitem__
    top, cut, feats, words = -1.0, None, whole, found.words
    for n, (a, b, part, part_words) in enumerate(found.segments):
        if n == found.sentences and max(top, overall) >= bar(max(top, overall)):
            break  # flagged already: the windows could only move the span off its sentence
        s = model.prob(sum(map(get, part)), len(part))
        if s > top:
            top, cut, feats, words = s, (a, b), part, part_words
    if top < bar(top) and top <= overall:
        return Reading(overall, span, whole, found.words, bar)
    # a flagged sentence is what the finding points at, even when the whole entry scores higher
    return Reading(max(overall, top), folded.span_from_folded(*found.folded_span(*cut)), feats, words, bar)
