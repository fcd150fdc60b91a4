"""The scanner's learned layer: a small logistic-regression model shipped in the package, read lazily."""

from __future__ import annotations

import gzip
import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from features import features, segment_spans

MODEL_PATH = Path(__file__).resolve().parent / "model" / "model.json.gz"


class ModelError(Exception):
    """The model file is missing or damaged (the scanner then runs on rules alone)."""


@dataclass(frozen=True)
class Model:
    """Weights of the binary and the category model, and the flagging threshold."""

    threshold: float
    bias: float
    weights: dict[str, float]
    categories: tuple[str, ...]
    category_bias: tuple[float, ...]
    category_weights: dict[str, list[float]]
    path: str

    def score(self, folded: str) -> float:
        """Probability-like score in [0, 1] that ``folded`` is an attack."""
        feats = features(folded)
        if not feats:
            return 0.0
        w = self.weights
        z = self.bias + sum(w.get(f, 0.0) for f in feats) / math.sqrt(len(feats))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def category(self, folded: str) -> tuple[str, float]:
        """The most likely attack category of ``folded`` and its share among the categories."""
        feats = features(folded)
        scale = 1.0 / math.sqrt(max(1, len(feats)))
        z = list(self.category_bias)
        for f in feats:
            row = self.category_weights.get(f)
            if row is not None:
                for k, v in enumerate(row):
                    z[k] += v * scale
        top = max(z)
        exp = [math.exp(v - top) for v in z]
        best = max(range(len(z)), key=z.__getitem__)
        return self.categories[best], exp[best] / sum(exp)


@lru_cache(maxsize=4)
def load_model(path: str = str(MODEL_PATH)) -> Model:
    """Read the model at ``path``; :class:`ModelError` names the file and the problem."""
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
        cat_w = {str(k): [float(x) for x in v] for k, v in data["category_weights"].items()}
        if any(len(v) != len(cats) for v in cat_w.values()) or len(data["category_bias"]) != len(cats):
            raise ValueError("category weights do not match the category list")
        return Model(
            threshold=float(data["threshold"]), bias=float(data["bias"]),
            weights={str(k): float(v) for k, v in data["weights"].items()},
            categories=cats, category_bias=tuple(float(b) for b in data["category_bias"]),
            category_weights=cat_w, path=path,
        )
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise ModelError(f"scanner model {path} is damaged ({exc})") from None


def best_span(model: Model, text: str, fold) -> tuple[tuple[int, int], float]:
    """The sentence of ``text`` that scores highest (or the whole text) and the entry's score."""
    whole = model.score(fold(text))
    best, best_score = (0, len(text)), whole
    for a, b in segment_spans(text):
        s = model.score(fold(text[a:b]))
        if s > best_score:
            best, best_score = (a, b), s
    return best, best_score
