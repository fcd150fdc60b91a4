"""The scanner's learned layer: a logistic-regression model over n-grams, shipped in the package, read lazily."""

from __future__ import annotations

import gzip
import json
import math
import os
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import repeat
from operator import itemgetter
from pathlib import Path

from curator.core.scanner.features import features, pieces

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
    """Weights of the attack-or-not model and of the category model, and the flagging threshold."""

    threshold: float
    bias: float
    weights: dict[str, float]
    categories: tuple[str, ...]
    category_bias: tuple[float, ...]
    category_weights: dict[str, tuple[float, ...]]
    path: str
    trained_on: str

    def score(self, folded: str) -> float:
        """How sure the model is, in [0, 1], that ``folded`` (folded text) is an attack."""
        return self.score_features(features(folded))

    def score_features(self, feats: set[str]) -> float:
        """:meth:`score` for features already extracted."""
        return self.prob(sum(map(_WEIGHT, map(self.table.get, feats, repeat(_UNKNOWN)))), len(feats))

    def prob(self, total: float, count: int) -> float:
        """The attack probability of a text with ``count`` features whose weights sum to ``total``."""
        if not count:
            return 0.0
        z = self.bias + total / math.sqrt(count)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def entries(self, feats: set[str]) -> dict[str, tuple[float, tuple[float, ...] | None]]:
        """Each feature's (weight, category weights or None), looked up once (the costly step)."""
        return dict(zip(feats, map(self.table.get, feats, repeat(_UNKNOWN))))

    def category(self, entries: dict[str, tuple[float, tuple[float, ...] | None]]) -> tuple[str, float]:
        """The likeliest attack category of a text (its :meth:`entries`) and its probability among the categories."""
        scale = 1.0 / math.sqrt(max(1, len(entries)))
        rows = list(filter(None, map(_CATEGORY, entries.values())))
        z = [b + scale * sum(col) for b, col in zip(self.category_bias, zip(*rows))] if rows else \
            list(self.category_bias)
        top = max(z)
        exp = [math.exp(v - top) for v in z]
        best = max(range(len(z)), key=z.__getitem__)
        return self.categories[best], exp[best] / sum(exp)

    def telling_words(self, entries: dict[str, tuple[float, tuple[float, ...] | None]], limit: int = 3) -> list[str]:
        """The words and word pairs of a text (its :meth:`entries`) that weigh most towards "attack"."""
        words = sorted(((-e[0], f[2:]) for f, e in entries.items() if e[0] > 0 and f[1] == ":"))
        picked: list[str] = []
        for _, word in words:
            if not any(word in p or p in word for p in picked):
                picked.append(word)
            if len(picked) == limit:
                break
        return picked

    @cached_property
    def table(self) -> dict[str, tuple[float, tuple[float, ...] | None]]:
        """Feature -> (weight, category weights or None): one dict, so a text's features are looked up once."""
        cat = self.category_weights
        out = {f: (w, cat.get(f)) for f, w in self.weights.items()}
        out.update((f, (0.0, row)) for f, row in cat.items() if f not in out)
        return out


_UNKNOWN: tuple[float, None] = (0.0, None)
_WEIGHT = itemgetter(0)
_CATEGORY = itemgetter(1)


def load_model(path: str | None = None) -> Model:
    """The model at ``path`` (default :func:`model_path`), read once per path; :class:`ModelError`
    names the file and what is wrong."""
    return _load(path or model_path())


@lru_cache(maxsize=4)
def _load(path: str) -> Model:
    try:
        with gzip.open(path, "rb") as fh:
            data = json.loads(fh.read().decode("utf-8"))
    except FileNotFoundError:
        raise ModelError(f"scanner model {path} is missing") from None
    except (OSError, EOFError, ValueError, UnicodeDecodeError) as exc:
        raise ModelError(f"scanner model {path} is damaged ({exc})") from None
    try:
        if data.get("format") != 1:
            raise ValueError(f"unknown format {data.get('format')!r}")
        cats = tuple(str(c) for c in data["categories"])
        cat_w = {str(k): tuple(float(x) for x in v) for k, v in data["category_weights"].items()}
        if not cats or len(data["category_bias"]) != len(cats) or any(len(v) != len(cats) for v in cat_w.values()):
            raise ValueError("category weights do not match the category list")
        return Model(
            threshold=float(data["threshold"]),
            bias=float(data["bias"]),
            weights={str(k): float(v) for k, v in data["weights"].items()},
            categories=cats,
            category_bias=tuple(float(b) for b in data["category_bias"]),
            category_weights=cat_w,
            path=path,
            trained_on=str(data.get("trained_on", {}).get("sha256", "")),
        )
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise ModelError(f"scanner model {path} is damaged ({exc})") from None


@dataclass(frozen=True)
class Reading:
    """What the model makes of one text: its score, where it peaks, and that piece's :meth:`Model.entries`."""

    score: float
    span: tuple[int, int]
    entries: dict[str, tuple[float, tuple[float, ...] | None]]


def read(model: Model, folded) -> Reading:
    """The entry's score (the highest of the whole text's and each sentence's), where it peaks (a
    span of the original text), and the looked-up features of that piece.

    ``folded`` is the text's :class:`~curator.core.scanner.text.FoldedText`. Every feature is looked
    up in the model once; the sentences reuse the whole text's look-ups.
    """
    found = pieces(folded.folded)
    entries = model.entries(found.whole)
    best, best_score = (0, len(folded.original)), model.prob(sum(map(_WEIGHT, entries.values())), len(entries))
    best_part = None
    get = entries.__getitem__
    for a, b, part in found.segments:
        s = model.prob(sum(map(_WEIGHT, map(get, part))), len(part))
        if s > best_score:
            best, best_score, best_part = (a, b), s, part
    if best_part is None:
        return Reading(best_score, best, entries)
    return Reading(best_score, folded.span_from_folded(*found.folded_span(*best)),
                   {f: entries[f] for f in best_part})
