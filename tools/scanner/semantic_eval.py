"""Does the semantic layer's multilingual sentence embedding (the ``[semantic]`` extra) add detection to the n-gram model? Cross-validated, same folds."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE))

from train import cv_folds, load, pick_thresholds, weights  # noqa: E402

from curator.core.semantic import cache_for, embed  # noqa: E402

PUBLIC_BENIGN = ("dev-notinject", "dev-agentdojo", "dev-art-of-cli", "deepset", "dev-persona-chat", "dev-asb", "public-apis")
"""Benign sources written by others, pooled to compare the models at the same false-positive rate."""


def logit(p: np.ndarray) -> np.ndarray:
    """Log-odds of probabilities (clipped)."""
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return np.log(p / (1 - p))


def semantic_oof(rows: list[dict], vecs: np.ndarray, c: float) -> np.ndarray:
    """Out-of-fold attack probability from a logistic regression over the embeddings."""
    folds = np.array(cv_folds(rows))
    y = np.array([r["label"] for r in rows])
    w = weights(rows)
    out = np.zeros(len(rows))
    for k in sorted(set(folds)):
        train, test = folds != k, folds == k
        model = LogisticRegression(C=c, max_iter=2000).fit(vecs[train], y[train], sample_weight=w[train])
        out[test] = model.predict_proba(vecs[test])[:, 1]
    return out


def groups(rows: list[dict]) -> dict[str, np.ndarray]:
    """Row masks of the sets reported."""
    src = np.array([r["source"] for r in rows])
    lab = np.array([r["label"] for r in rows])
    lang = np.array([r["lang"] for r in rows])
    own = np.char.startswith(src.astype(str), "own-")
    out = {"attack own en": (lab == 1) & own & (lang == "en"), "attack own non-English": (lab == 1) & own & (lang != "en")}
    for s in ("deepset", "dev-agentdojo", "dev-asb", "dev-gptfuzz", "compose-en"):
        out[f"attack {s}"] = (lab == 1) & (src == s)
    out["benign own en"] = (lab == 0) & own & (lang == "en")
    for s in PUBLIC_BENIGN + ("compose-en",):
        out[f"benign {s}"] = (lab == 0) & (src == s)
    out["benign ud prose"] = (lab == 0) & np.char.startswith(src.astype(str), "ud-")
    return out


def main() -> None:
    """Embed every row, cross-validate, print detection and false positives per set for n-grams,
    embeddings, and their mix, at the training rule's threshold and at a matched false-positive rate."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, default=HERE / "build" / "train.jsonl")
    ap.add_argument("--oof", type=Path, default=HERE / "build" / "oof.json", help="n-gram out-of-fold scores (train.py)")
    ap.add_argument("--cache", type=Path, default=HERE / "build" / "semantic-vectors.sqlite3")
    ap.add_argument("-C", type=float, default=1.0)
    args = ap.parse_args()
    rows = load(args.data)
    oof = json.loads(args.oof.read_text(encoding="utf-8"))
    if len(oof) != len(rows):
        raise SystemExit(f"{args.oof} has {len(oof)} rows, {args.data} {len(rows)}: run train.py on this data first")
    vecs = embed([r["text"][:2000] for r in rows], "use", cache=cache_for(args.cache))
    ngram = np.array([o["score"] for o in oof])
    ruled = np.array([bool(o.get("ruled")) for o in oof])
    sem = semantic_oof(rows, vecs, args.C)
    variants = {"n-grams": logit(ngram), "embeddings": logit(sem)}
    for a in (0.2, 0.35, 0.5):
        variants[f"mix {a}"] = (1 - a) * logit(ngram) + a * logit(sem)
    masks = groups(rows)
    public = np.zeros(len(rows), dtype=bool)
    for s in PUBLIC_BENIGN:
        public |= masks[f"benign {s}"]
    print(f"{'':<30}" + "".join(f"{n:>12}" for n in variants))
    for title, pick in (("training rule (1% of own entries and prose)", None), ("1% FP on pooled public benign", public)):
        print(f"-- threshold: {title}")
        flags = {}
        for name, z in variants.items():
            if pick is None:
                t = logit(np.array([pick_thresholds(rows, 1 / (1 + np.exp(-z)))[0]]))[0]
            else:
                t = np.sort(z[pick])[::-1][int(0.01 * pick.sum())]
            flags[name] = (z >= t) | ruled
        for key, m in masks.items():
            print(f"  {key:<28}" + "".join(f"{100 * flags[n][m].mean():>11.1f}%" for n in variants))


if __name__ == "__main__":
    main()
