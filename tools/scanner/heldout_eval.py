"""Score the shipped scanner (rules + model) on a held-out set of memory-shaped texts it was never trained on."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))

MEMORY_KINDS = ("preference", "fact", "tech_note", "lookalike")
"""Benign kinds that are memory entries (``prompt`` rows are requests typed to an assistant)."""
Judged = list[tuple[bool, bool, float, bool]]
"""Per row of a held-out set: flagged, flagged by rules and phrase lists alone, model score, read as a memory entry."""


def load(path: Path) -> list[dict]:
    """Rows of a held-out file (JSON lines: text, label, category, lang)."""
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def judge(rows: list[dict]) -> Judged:
    """Per row: flagged by the shipped scanner, flagged by the rules and phrase lists alone, the model's score, and
    whether the shape model reads it as a memory entry."""
    from curator.core.scanner.features import features
    from curator.core.scanner.findings import scan
    from curator.core.scanner.learned import read
    from curator.core.scanner.phrases import phrase_findings
    from curator.core.scanner.review import model_status, review
    from curator.core.scanner.text import fold_text

    model, note = model_status()
    if model is None:
        raise SystemExit(f"the model did not load: {note}")
    # scored in full: the scanner stops reading an entry once flagged
    model = replace(model, threshold=1.01, memory_threshold=None if model.memory_threshold is None else 1.01)
    out = []
    for r in rows:
        folded = fold_text(r["text"])
        flagged = review(r["text"], with_hygiene=False).flagged
        ruled = any(not f.parity for f in scan(r["text"])) or bool(phrase_findings(folded))
        out.append((flagged, ruled, read(model, folded).score, model.memory_shaped(features(folded.folded))))
    return out


def rate(hits: int, of: int) -> str:
    """``hits/of = pct``."""
    return f"{hits:>4}/{of:<4} {100.0 * hits / max(1, of):5.1f}%"


def at_fp(rows: list[dict], judged: Judged, share: float) -> tuple[float, dict[str, str]]:
    """Detection (rules or model score >= t) at the lowest t flagging at most ``share`` of benign memory entries
    (one threshold for every text, whatever the shape model reads)."""
    entries = [j for r, j in zip(rows, judged) if r["label"] == 0 and r["category"] in MEMORY_KINDS]
    benign = sorted((score for _, ruled, score, _m in entries if not ruled), reverse=True)
    ruled_fp = sum(1 for _, ruled, _s, _m in entries if ruled)
    allowed = max(0, int(share * (len(benign) + ruled_fp)) - ruled_fp)
    t = benign[allowed] + 1e-9 if allowed < len(benign) else 0.0
    out = {}
    for name, keep in (("en", lambda r: r["lang"] == "en"), ("non-en", lambda r: r["lang"] != "en")):
        idx = [i for i, r in enumerate(rows) if r["label"] == 1 and keep(r)]
        out[name] = rate(sum(1 for i in idx if judged[i][1] or judged[i][2] >= t), len(idx))
    return t, out


def main() -> None:
    """Print detection per category and language and false positives per benign kind."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("heldout", type=Path)
    ap.add_argument("--model", help="a model file other than the shipped one")
    ap.add_argument("--json", type=Path, help="also write the figures here")
    args = ap.parse_args()
    if args.model:
        os.environ["HERMES_CURATOR_SCANNER_MODEL"] = args.model
    rows = load(args.heldout)
    judged = judge(rows)
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for r, (flagged, ruled, _, _m) in zip(rows, judged):
        side = "attack" if r["label"] else "benign"
        lang = "en" if r["lang"] == "en" else "non-en"
        for key in (f"{side} {lang} all", f"{side} {lang} {r['category']}", f"{side} all all"):
            table[key][0] += int(flagged)
            table[key][1] += int(ruled)
            table[key][2] += 1
        if r["lang"] != "en":
            table[f"{side} lang {r['lang']}"][0] += int(flagged)
            table[f"{side} lang {r['lang']}"][1] += int(ruled)
            table[f"{side} lang {r['lang']}"][2] += 1
    figures = {}
    print(f"{'':<38} {'rules+model':>18}   {'rules+phrases':>18}")
    for key in sorted(table):
        hit, ruled, n = table[key]
        figures[key] = {"flagged": hit, "rules": ruled, "of": n}
        print(f"  {key:<36} {rate(hit, n)}   {rate(ruled, n)}")
    mem = [i for i, r in enumerate(rows) if r["label"] == 0 and r["category"] in MEMORY_KINDS]
    fp = sum(1 for i in mem if judged[i][0])
    print(f"  benign memory entries flagged (no prompts): {rate(fp, len(mem))}")
    figures["benign memory entries"] = {"flagged": fp, "of": len(mem)}
    attacks = [i for i, r in enumerate(rows) if r["label"] == 1]
    shaped = sum(1 for i in attacks if judged[i][3])
    prompts = [i for i, r in enumerate(rows) if r["label"] == 0 and r["category"] == "prompt"]
    print(f"  read as memory entries by the shape model: attacks {rate(shaped, len(attacks))}, benign requests "
          f"{rate(sum(1 for i in prompts if judged[i][3]), len(prompts))}")
    for share in (0.01, 0.03):
        t, det = at_fp(rows, judged, share)
        print(f"  at {share:.0%} false positives on memory entries (threshold {t:.3f}): "
              + ", ".join(f"{k} {v}" for k, v in det.items()))
        figures[f"at {share:.0%} FP"] = {"threshold": round(t, 4), **det}
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
