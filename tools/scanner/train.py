"""Train the scanner's learned layer (logistic regression over n-grams), cross-validate it by source, write the model."""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from features_src import features, fold, rules_scan, segment_features, unmasked_features  # noqa: E402

from curator.core.scanner.modelfile import to_format_3  # noqa: E402
from curator.core.scanner.modelfile import write as write_model  # noqa: E402

C_BINARY = 16.0
"""Inverse regularisation; 1, 4 and 16 were compared by the cross-validation below (16 had the
fewest false positives on held-out memory entries at the same detection)."""
C_CATEGORY = 8.0
KEEP = 60000
"""How many features (largest weights) the shipped binary model keeps."""
KEEP_CAT = 20000
CATEGORIES = ("instruction_override", "jailbreak_persona", "prompt_leak", "exfiltration",
              "deception", "tool_misuse", "persistence", "c2")
PUBLIC_FOLDS = 6
LATER_SOURCES = ("l10n-", "ud-vi")
"""Prefixes of the sources added in session 9: placed after the others, so that every earlier source stays in its fold
(which sources share a fold moves the figures by a few points; comparisons need them fixed)."""
MEMORY_FP = 0.02
"""Threshold, first budget: at most this share of out-of-fold benign memory entries and prose
(``own-*`` and ``ud-*`` rows, look-alikes left out) may be flagged, rules and phrase lists included.
The issue's target for memory-shaped text is 3% on sets we have not seen; 2% leaves room for them
being unlike ours."""
REQUEST_FP = 0.01
"""Second budget: at most this share of the out-of-fold public request sets (``REQUEST_SOURCES``),
the issue's target for public prompts."""
REQUEST_SOURCES = ("promptsource", "flan", "arena-hard", "mt-bench", "gsm8k", "deepset", "cheatsheets")
"""Benign requests and notes written by others: task prompts, chat requests, questions, command notes.
(Trigger-word sets, NotInject, our look-alikes and the documentation sentences, are reported, not
budgeted: they sit above 1% for any usable threshold, and chasing them would set the threshold by the
hardest set.)"""
C_SHAPE = 4.0
KEEP_SHAPE = 20000
"""How many features the shape model (memory entry or request) keeps."""
SHAPE_MEMORY = ("fact", "preference", "tech_note", "extra", "prose", "persona_fact")
"""Benign categories the shape model learns as memory-shaped (our entries, treebank prose, persona facts)."""
SHAPE_REQUEST = ("prompt", "task_prompt", "assistant_request", "question", "command_note", "trigger_word_query",
                 "agent_task")
"""Benign categories it learns as requests typed to an assistant (ours in 25 languages, and the public sets)."""


def load(path: Path) -> list[dict]:
    """Rows of the training set."""
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def featurise(rows: list[dict]) -> list[set[str]]:
    """Feature sets of every row's folded text."""
    return [features(fold(r["text"])) for r in rows]


def matrix(feats: list[set[str]], vocab: dict[str, int]) -> csr_matrix:
    """Binary features scaled by 1/sqrt(number of features in the text, known or not)."""
    indptr, indices, data = [0], [], []
    for fs in feats:
        scale = 1.0 / math.sqrt(max(1, len(fs)))
        cols = sorted(vocab[f] for f in fs if f in vocab)
        indices.extend(cols)
        data.extend([scale] * len(cols))
        indptr.append(len(indices))
    return csr_matrix((np.array(data, dtype=np.float64), np.array(indices), np.array(indptr)),
                      shape=(len(feats), len(vocab)))


def weights(rows: list[dict]) -> np.ndarray:
    """Per-row sample weights: each source counts about as sqrt(its size), each class half.
    (Benign requests counted 3x were tried in session 7: no better on request sets held out whole,
    2-4 points less on the public attack sets.)"""
    per_source = Counter((r["source"], r["label"]) for r in rows)
    w = np.array([1.0 / math.sqrt(per_source[(r["source"], r["label"])]) for r in rows])
    y = np.array([r["label"] for r in rows])
    for label in (0, 1):
        w[y == label] *= 0.5 / w[y == label].sum()
    return w * len(rows)


def fit_binary(rows: list[dict], feats: list[set[str]]) -> tuple[dict[str, int], LogisticRegression]:
    """Vocabulary (features in >= 2 texts) and a fitted binary model.

    Each sentence of a benign text is a benign example too (sharing its text's weight): the scanner
    scores every sentence on its own and keeps the highest, so the model must have seen harmless
    sentences alone, not only inside their texts. (An attack text's sentences are not added: some of
    them are harmless.) Cross-validated: fewer false positives on our entries and composed look-alikes
    and a few points more detection at the same rate; MT-Bench requests flagged more.
    """
    df = Counter(f for fs in feats for f in fs)
    vocab = {f: i for i, f in enumerate(sorted(f for f, n in df.items() if n >= 2))}
    model = LogisticRegression(C=C_BINARY, solver="liblinear", max_iter=200)
    w = weights(rows)
    xs, ys, ws = list(feats), [r["label"] for r in rows], list(w)
    for r, wi in zip(rows, w):
        parts = segment_features(r["text"]) if r["label"] == 0 else []
        if parts:
            xs.extend(parts)
            ys.extend([0] * len(parts))
            ws.extend([wi / len(parts)] * len(parts))
    model.fit(matrix(xs, vocab), np.array(ys), sample_weight=np.array(ws))
    return vocab, model


def cv_folds(rows: list[dict]) -> list[int]:
    """Fold per row: every other source lies whole in one of PUBLIC_FOLDS folds (never in two);
    our hand-written texts go in 5 folds by sentence (a sentence and its variants stay together)."""
    fold_of = [-1] * len(rows)
    public = sorted({r["source"] for r in rows if not r["source"].startswith("own-")},
                    key=lambda s: (s.startswith(LATER_SOURCES), s))
    for i, r in enumerate(rows):
        if not r["source"].startswith("own-"):
            fold_of[i] = public.index(r["source"]) % PUBLIC_FOLDS
    own = [i for i, r in enumerate(rows) if r["source"].startswith("own-")]
    groups = [rows[i]["group"] for i in own]
    for k, (_, test) in enumerate(GroupKFold(n_splits=5).split(own, groups=groups)):
        for j in test:
            fold_of[own[j]] = PUBLIC_FOLDS + k
    return fold_of


def shape_label(row: dict) -> int | None:
    """1 for a benign memory entry or prose, 0 for a benign request, None for rows the shape model does not learn
    from (attacks, look-alikes, documentation, translated docs, URL lists)."""
    if row["label"] != 0 or row["source"].startswith(("l10n-", "compose-")):
        return None
    return 1 if row["category"] in SHAPE_MEMORY else 0 if row["category"] in SHAPE_REQUEST else None


def fit_shape(rows: list[dict], feats: list[set[str]]) -> tuple[dict[str, int], LogisticRegression]:
    """Vocabulary and a fitted memory-entry-or-request model over the rows :func:`shape_label` names
    (each source about sqrt(its size), each side half, as :func:`weights` does for attacks)."""
    idx = [i for i, r in enumerate(rows) if shape_label(r) is not None]
    sub = [dict(rows[i], label=shape_label(rows[i])) for i in idx]
    sub_feats = [feats[i] for i in idx]
    df = Counter(f for fs in sub_feats for f in fs)
    vocab = {f: i for i, f in enumerate(sorted(f for f, n in df.items() if n >= 2))}
    model = LogisticRegression(C=C_SHAPE, solver="liblinear", max_iter=200)
    model.fit(matrix(sub_feats, vocab), np.array([r["label"] for r in sub]), sample_weight=weights(sub))
    return vocab, model


def shape_out_of_fold(rows: list[dict], feats: list[set[str]], folds: list[int]) -> np.ndarray:
    """Every row's memory-shape probability from a shape model that never saw its fold (whole text, as read at
    run time)."""
    shape = np.zeros(len(rows))
    for k in sorted(set(folds)):
        train = [i for i, f in enumerate(folds) if f != k]
        test = [i for i, f in enumerate(folds) if f == k]
        vocab, model = fit_shape([rows[i] for i in train], [feats[i] for i in train])
        shape[test] = model.predict_proba(matrix([feats[i] for i in test], vocab))[:, 1]
    return shape


_SHARED: dict = {}
"""What forked fold workers read (rows, features, folds), set before the pool starts."""


def _fold(k: int) -> tuple[list[int], np.ndarray, list[tuple[int, float]]]:
    """Fit without fold ``k``; the held-out rows' whole-text scores and their sentences' scores."""
    rows, feats, folds, seg_feats = (_SHARED[key] for key in ("rows", "feats", "folds", "seg_feats"))
    clear = _SHARED["clear"]
    train = [i for i, f in enumerate(folds) if f != k]
    test = [i for i, f in enumerate(folds) if f == k]
    vocab, model = fit_binary([rows[i] for i in train], [feats[i] for i in train])
    whole = model.predict_proba(matrix([feats[i] for i in test], vocab))[:, 1]
    parts = [(i, fs) for i in test for fs in seg_feats[i]] + [(i, clear[i]) for i in test if clear[i] is not None]
    seg = model.predict_proba(matrix([fs for _, fs in parts], vocab))[:, 1] if parts else []
    print(f"  fold {k:>2}: {len(test):>5} rows held out ({rows[test[0]]['source']}...)", file=sys.stderr)
    return test, whole, [(i, float(p)) for (i, _), p in zip(parts, seg)]


def out_of_fold(rows: list[dict], feats: list[set[str]], folds: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """Score of every row from a model that never saw its fold: the highest of the whole text's
    score, its sentences' scores and its second reading's (disguises undone), as the scanner reads an
    entry; and the whole text's alone.
    Folds are fitted in parallel (forked workers, one per core up to two); the result does not
    depend on how many."""
    _SHARED.update(rows=rows, feats=feats, folds=folds, seg_feats=[segment_features(r["text"]) for r in rows],
                   clear=[unmasked_features(r["text"]) for r in rows])
    scores = np.zeros(len(rows))
    whole = np.zeros(len(rows))
    jobs = min(2, os.cpu_count() or 1)
    ks = sorted(set(folds))
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_fold, ks, chunksize=1)
    else:
        results = [_fold(k) for k in ks]
    for test, w, seg in results:
        scores[test] = w
        whole[test] = w
        for i, p in seg:
            scores[i] = max(scores[i], p)
    return scores, whole


def read_oof(path: Path, rows: list[dict]) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """The out-of-fold scores an earlier run wrote for these rows (checked row by row); the shape
    probabilities too when it wrote them (None from runs before session 11)."""
    oof = json.loads(path.read_text(encoding="utf-8"))
    if len(oof) != len(rows) or any((o["source"], o["label"]) != (r["source"], r["label"]) for o, r in zip(oof, rows)):
        raise SystemExit(f"{path}: its rows are not those of the training set")
    shape = np.array([o["shape"] for o in oof]) if all("shape" in o for o in oof) else None
    return np.array([o["score"] for o in oof]), np.array([o["whole"] for o in oof]), shape


def rule_flags(rows: list[dict]) -> list[bool]:
    """Whether the package's rules or phrase lists flag each row (a finding that is not parity-only)."""
    return [any(not f.parity for f in rules_scan(r["text"])) for r in rows]


def report(rows: list[dict], scores: np.ndarray, thresholds: np.ndarray, rules: list[bool],
           shape: np.ndarray | None = None) -> dict:
    """Out-of-fold detection per source, category and language, and false positives per benign kind and
    budget pool, for the model alone and for rules+model (what ships), each row at its own threshold."""
    table: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
    memory, requests = pools(rows)
    for i, (r, score, ruled, threshold) in enumerate(zip(rows, scores, rules, thresholds)):
        side = "attack" if r["label"] else "benign"
        own = r["source"].startswith("own-")
        src = "own" if own else r["source"]
        keys = [f"{side} source {src}", f"{side} category {r['category']}{' (own)' if own else ''}"]
        if r["lang"] not in ("en", "mixed"):
            keys.append(f"{side} non-English {'own' if own else 'public'}")
            if r["source"].startswith("dev-"):
                keys.append(f"{side} non-English {r['source']}")
        if memory[i] or requests[i]:
            keys.append(f"benign pool {'memory' if memory[i] else 'requests'}")
        if shape is not None:
            keys.append(f"{side} read as {'memory entry' if shape[i] >= 0.5 else 'request'}")
        for key in keys:
            cell = table[side][key]
            cell[0] += int(score >= threshold)
            cell[1] += int(score >= threshold or ruled)
            cell[2] += 1
    return {side: {k: {"model": a, "rules+model": b, "of": n, "rate": round(b / n, 4)}
                   for k, (a, b, n) in sorted(d.items())} for side, d in table.items()}


def pools(rows: list[dict]) -> tuple[np.ndarray, np.ndarray]:
    """Which rows each false-positive budget counts: our benign texts and treebank prose (``own-*`` and ``ud-*``
    rows, look-alikes left out), and the benign public request sets (``REQUEST_SOURCES``)."""
    memory = np.array([r["label"] == 0 and r["source"].startswith(("own-", "ud-")) and r["category"] != "lookalike"
                       for r in rows])
    requests = np.array([r["label"] == 0 and r["source"] in REQUEST_SOURCES for r in rows])
    return memory, requests


GRID = np.round(np.arange(0.5, 0.99, 0.0025), 4)
"""The thresholds :func:`pick_thresholds` tries."""


def pick_thresholds(rows: list[dict], scores: np.ndarray, ruled: list[bool] | None = None,
                    shape: np.ndarray | None = None) -> tuple[float, float | None]:
    """The request threshold and the memory-entry threshold (None without ``shape``): among the pairs of
    :data:`GRID` that keep both budgets (MEMORY_FP of the memory pool, REQUEST_FP of the request pool, see
    :func:`pools`; each row is flagged at the threshold of the shape ``shape`` reads it as, and a row the rules
    or phrase lists flag counts whatever the thresholds), the one that detects most of our memory-shaped
    attacks (``own-*`` rows, out of fold; ties go to higher thresholds). The memory budget is spent on text
    read as memory entries, the request budget keeps public requests flagged at most 1% of the time; public
    attacks held out whole are reported, not optimised (session 11: the pair chosen so costs ASB's
    task-shaped attacks 11 points and GPTFuzz 2, gains deepset 2; weighing them in kept the memory-entry
    threshold near the request one, a cliff in ASB's scores at 0.68-0.69 deciding it).
    Without ``shape``, one threshold for every text: the lowest that keeps both budgets.
    (Until session 6 there was one budget, 1% of memory entries and prose; requests were not budgeted
    and, held out whole, a new request set was flagged up to 24% of the time.)"""
    ruled_arr = np.array(ruled if ruled is not None else [False] * len(rows), dtype=bool)
    mem_shaped = np.zeros(len(rows), dtype=bool) if shape is None else np.asarray(shape) >= 0.5
    memory, requests = pools(rows)
    ours = np.array([r["label"] == 1 and r["source"].startswith("own-") for r in rows])
    grid = GRID

    def hits(pick: np.ndarray) -> np.ndarray:
        """Flag counts of the ``pick`` rows over (memory threshold, request threshold) pairs of the grid."""
        fixed = int((pick & ruled_arr).sum())
        free = pick & ~ruled_arr
        at_m = (scores[free & mem_shaped][None, :] >= grid[:, None]).sum(axis=1)
        at_r = (scores[free & ~mem_shaped][None, :] >= grid[:, None]).sum(axis=1)
        return fixed + at_m[:, None] + at_r[None, :]

    ok = (hits(memory) <= MEMORY_FP * memory.sum()) & (hits(requests) <= REQUEST_FP * requests.sum())
    if shape is None:
        ok &= np.eye(len(grid), dtype=bool)
    if not ok.any():
        return 1.0, (None if shape is None else 1.0)
    gain = np.where(ok, hits(ours), -1)
    best = gain.max()
    m, r = max(zip(*np.nonzero(gain == best)), key=lambda mr: (grid[mr[0]] + grid[mr[1]], grid[mr[1]]))
    return float(grid[r]), (None if shape is None else float(grid[m]))


def category_model(rows: list[dict], feats: list[set[str]], vocab: dict[str, int]) -> tuple[list[str], dict, list]:
    """Multinomial category model over attack rows with a known category, pruned to KEEP_CAT features."""
    idx = [i for i, r in enumerate(rows) if r["label"] == 1 and r["category"] in CATEGORIES]
    y = np.array([CATEGORIES.index(rows[i]["category"]) for i in idx])
    model = LogisticRegression(C=C_CATEGORY, max_iter=500)
    model.fit(matrix([feats[i] for i in idx], vocab), y)
    coef = model.coef_
    inv = {i: f for f, i in vocab.items()}
    top = np.argsort(-np.abs(coef).max(axis=0))[:KEEP_CAT]
    cats = [CATEGORIES[c] for c in model.classes_]
    table = {inv[j]: [round(float(v), 4) for v in coef[:, j]] for j in top if np.abs(coef[:, j]).max() > 1e-4}
    return cats, table, [round(float(b), 4) for b in model.intercept_]


def main() -> None:
    """Cross-validate, train on everything, write the model and the figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, default=HERE / "build" / "train.jsonl")
    ap.add_argument("--model", type=Path, default=ROOT / "curator" / "core" / "scanner" / "model" / "model.json.gz")
    ap.add_argument("--report", type=Path, default=HERE / "cv_report.json")
    ap.add_argument("--no-cv", action="store_true")
    ap.add_argument("--oof", type=Path,
                    help="take the out-of-fold scores from this file (written by an earlier run on the same data) "
                         "instead of cross-validating again; rule and phrase flags and the threshold are worked "
                         "out afresh (for a change to the rules or phrase lists, which the model does not read)")
    ap.add_argument("--oof-next-to-report", action="store_true",
                    help="write the out-of-fold scores beside --report (default: beside --data, as oof.json)")
    args = ap.parse_args()
    rows = load(args.data)
    digest = hashlib.sha256(args.data.read_bytes()).hexdigest()
    feats = featurise(rows)
    threshold, memory_threshold = 0.5, 0.5
    cv = None
    if not args.no_cv:
        folds = cv_folds(rows)
        scores, whole, shape = read_oof(args.oof, rows) if args.oof else (*out_of_fold(rows, feats, folds), None)
        if shape is None:
            shape = shape_out_of_fold(rows, feats, folds)
        flags = rule_flags(rows)
        threshold, memory_threshold = pick_thresholds(rows, scores, flags, shape)
        per_row = np.where(shape >= 0.5, memory_threshold, threshold)
        cv = {"threshold": threshold, "memory_threshold": memory_threshold, "C": C_BINARY, "trained_on": digest,
              "figures": report(rows, scores, per_row, flags, shape)}
        oof = [{"source": r["source"], "label": r["label"], "category": r["category"], "lang": r["lang"],
                "score": round(float(s), 4), "whole": round(float(w), 4), "shape": round(float(m), 4),
                "ruled": ruled}
               for r, s, w, m, ruled in zip(rows, scores, whole, shape, flags)]
        (args.report.with_suffix(".oof.json") if args.oof_next_to_report else args.data.parent / "oof.json").write_text(json.dumps(oof), encoding="utf-8")
    vocab, model = fit_binary(rows, feats)
    coef = model.coef_[0]
    inv = {i: f for f, i in vocab.items()}
    top = np.argsort(-np.abs(coef))[:KEEP]
    binary = {inv[j]: round(float(coef[j]), 4) for j in top if abs(coef[j]) > 1e-4}
    cats, cat_table, cat_bias = category_model(rows, feats, vocab)
    shape_vocab, shape_model = fit_shape(rows, feats)
    shape_coef = shape_model.coef_[0]
    shape_inv = {i: f for f, i in shape_vocab.items()}
    shape_top = np.argsort(-np.abs(shape_coef))[:KEEP_SHAPE]
    shape_weights = {shape_inv[j]: round(float(shape_coef[j]), 4) for j in shape_top if abs(shape_coef[j]) > 1e-4}
    out = {
        "format": 2,
        "kind": "logistic regression over word 1-2-grams, word pairs one apart, char 3- and 5-grams of folded text "
                "and the concepts of its words and their pairs",
        "trained_on": {"rows": len(rows), "sha256": digest},
        "threshold": round(threshold, 4),
        "bias": round(float(model.intercept_[0]), 4),
        "weights": binary,
        "categories": cats,
        "category_bias": cat_bias,
        "category_weights": cat_table,
        "shape": {"kind": "logistic regression, same features: memory entry (positive) or request",
                  "memory_threshold": round(memory_threshold, 4), "bias": round(float(shape_model.intercept_[0]), 4),
                  "weights": shape_weights},
    }
    write_model(args.model, to_format_3(out))  # format 2's fields, its big tables packed (cheap to read)
    print(f"model: {len(binary)} weights, {len(cat_table)} category weights, {len(shape_weights)} shape weights, "
          f"threshold {threshold:.4f} (memory entries {memory_threshold:.4f}) "
          f"-> {args.model} ({args.model.stat().st_size:,} bytes)")
    if cv is not None:
        args.report.write_text(json.dumps(cv, ensure_ascii=False, indent=1), encoding="utf-8")
        for side, table in cv["figures"].items():
            for key, v in table.items():
                print(f"  {key:<44} model {v['model']:>5}  rules+model {v['rules+model']:>5}/{v['of']:<5} "
                      f"{100 * v['rate']:5.1f}%")


if __name__ == "__main__":
    main()
