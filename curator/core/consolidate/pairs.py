"""Pair rules for consolidation: duplicate, containment, near-duplicate, overlap (with merged text)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from curator.core.consolidate.lexicon import GENERIC
from curator.core.consolidate.text import Clause, EntryFeatures, dice, features

#: A reworded entry is "stated" by another when this share of its (weighted) tokens is covered.
NEAR_COVERAGE = 0.75
#: ...and the other entry is not much bigger than it (else it is containment, not a rewording).
NEAR_BACK_COVERAGE = 0.5
#: An overlap merge must save at least this many characters.
MIN_OVERLAP_RECLAIM = 12
#: Soft match of two plain words (inflections the stemmer missed, small typos).
SOFT_DICE = 0.8

_JOINERS = {";": "; ", ",": ", ", ".": ". ", ":": ": ", "!": "! ", "?": "? ", "|": " | "}


@dataclass(frozen=True)
class PairVerdict:
    """How two entries relate: ``keep`` stays, ``remove`` goes (indices are the caller's)."""

    kind: str
    keep: int
    remove: int
    confidence: float
    reason: str


def _soft_hit(tok: str, pool: Iterable[str]) -> bool:
    neg = tok.startswith("!")
    for other in pool:
        if other.startswith("!") == neg and dice(tok, other) >= SOFT_DICE:
            return True
    return False


def coverage(a: EntryFeatures, b: EntryFeatures, need: float | None = None) -> float:
    """Share of ``a``'s plain (non-value) words that ``b`` also has, exactly or softly (an
    inflection the stemmer missed, a small typo); 1.0 when ``a`` has only values. With ``need``, the
    (slower) soft matching is skipped when it cannot lift the result to ``need``."""
    plain = a.canon - a.anchors
    if not plain:
        return 1.0
    shared = plain & b.canon
    hit = float(len(shared))
    missing = plain - shared
    if missing and need is not None and (hit + 0.8 * len(missing)) / len(plain) < need:
        return hit / len(plain)  # soft matches could not reach ``need``: skip them
    if missing:
        pool = [t for t in b.canon - a.canon if t not in b.anchors]
        if pool:
            hit += 0.8 * sum(1 for tok in missing if _soft_hit(tok, pool))
    return hit / len(plain)


def anchors_stated(a: EntryFeatures, b: EntryFeatures) -> bool:
    """Every value ``a`` names (number, path, name, tool...) also appears in ``b``, same polarity."""
    return a.anchors <= b.canon


def states_same_facts(kept_entries: Iterable[str], removed_entry: str) -> bool:
    """True when some kept entry states every fact of ``removed_entry`` (the analysis's own check):
    same normalised text, or all its values (numbers, paths, names, tools; same polarity) present and
    at least NEAR_COVERAGE of its other words covered."""
    r = features(removed_entry)
    if not r.canon:
        return True
    for text in kept_entries:
        k = features(text)
        if k.key == r.key:
            return True
        if anchors_stated(r, k) and coverage(r, k, NEAR_COVERAGE) >= NEAR_COVERAGE:
            return True
    return False


def judge_redundant(a: EntryFeatures, b: EntryFeatures, ia: int, ib: int) -> PairVerdict | None:
    """Duplicate / containment / near-duplicate verdict for a pair, or None.

    For equal-information pairs the earlier index stays (callers pass the preferred keeper first)."""
    if not a.canon or not b.canon:
        return None
    if a.key == b.key:
        return PairVerdict("duplicate", ia, ib, 1.0, "same text apart from case, spacing and punctuation")
    a_in_b = a.canon <= b.canon
    b_in_a = b.canon <= a.canon
    if a_in_b and b_in_a:
        return PairVerdict("near_duplicate", ia, ib, 0.92, "same words, reworded or reordered")
    if a_in_b or b_in_a:
        small, big, keep, remove = (a, b, ib, ia) if a_in_b else (b, a, ia, ib)
        if small.raw <= big.raw:
            return PairVerdict("containment", keep, remove, 0.96,
                               "everything the shorter entry says is in the longer one")
        if coverage(big, small) >= NEAR_BACK_COVERAGE:
            return PairVerdict("near_duplicate", keep, remove, 0.88,
                               "the same fact reworded; the kept entry says a little more")
        return PairVerdict("containment", keep, remove, 0.9,
                           "everything the shorter entry says is in the longer one (reworded)")
    return _near_duplicate(a, b, ia, ib)


def _near_duplicate(a: EntryFeatures, b: EntryFeatures, ia: int, ib: int) -> PairVerdict | None:
    a_ok, b_ok = anchors_stated(a, b), anchors_stated(b, a)
    if not (a_ok or b_ok):
        return None
    ab = coverage(a, b, NEAR_COVERAGE) if a_ok else 0.0
    ba = coverage(b, a, NEAR_COVERAGE) if b_ok else 0.0
    # remove the entry better covered by the other (its values must all be in the kept one)
    if ab > ba or (ab == ba and len(a.canon) < len(b.canon)):
        small, big, keep, remove, cov = a, b, ib, ia, ab
    else:
        small, big, keep, remove, cov = b, a, ia, ib, ba
    if len(small.canon) < 2 or cov < NEAR_COVERAGE:
        return None
    back = coverage(big, small, NEAR_BACK_COVERAGE)
    if back >= NEAR_BACK_COVERAGE:
        conf = round(min(0.9, 0.5 + 0.4 * (cov + back) / 2), 2)
        return PairVerdict("near_duplicate", keep, remove, conf, "the same fact reworded")
    return None


def clause_stated(clause: Clause, host: EntryFeatures) -> bool:
    """A clause is already stated by ``host`` when all its tokens are in it."""
    return clause.canon <= host.canon


def _substantive(clauses: Sequence[Clause]) -> bool:
    plain = {t.lstrip("!") for c in clauses for t in c.canon} - GENERIC
    return len(plain) >= 2 or any(c.anchors - GENERIC for c in clauses)


def _joiner(sep: str) -> str:
    stripped = sep.strip()
    if not stripped:
        return "; "
    if stripped[0] in "—–-":
        return f" {stripped} "
    return _JOINERS.get(stripped[0], "; ")


def merge_text(keep: EntryFeatures, absorbed: EntryFeatures) -> str | None:
    """The kept entry followed by the absorbed entry's clauses it does not already state, or None
    when the two do not share a subject or merging would not save enough characters."""
    clauses = absorbed.clauses
    if len(clauses) < 2 or not clause_stated(clauses[0], keep):
        return None
    stated = [clause_stated(c, keep) for c in clauses]
    if all(stated) or not stated[0]:
        return None
    lead = 0
    while stated[lead]:
        lead += 1
    if not _substantive(clauses[:lead]):
        return None
    chunks: list[str] = []
    prev = False
    for clause, is_stated in zip(clauses, stated):
        if is_stated:
            prev = False
            continue
        text = clause.text.rstrip(" .")
        if prev:
            chunks[-1] += _joiner(clause.sep) + text
        else:
            chunks.append(text)
        prev = True
    base = keep.text.rstrip()
    period = base.endswith(".") and not base.endswith("..")
    if period:
        base = base[:-1]
    merged = base + "; " + "; ".join(chunks) + ("." if period else "")
    if len(merged) >= keep.length + absorbed.length:
        return None
    if keep.length + absorbed.length + 3 - len(merged) < MIN_OVERLAP_RECLAIM:
        return None
    return merged


def best_overlap(a: EntryFeatures, b: EntryFeatures, ia: int, ib: int) -> tuple[PairVerdict, str] | None:
    """The better of the two merge directions (shorter merged text; then keep the longer entry)."""
    options = []
    for keep, absorbed, ik, ir in ((a, b, ia, ib), (b, a, ib, ia)):
        merged = merge_text(keep, absorbed)
        if merged is not None:
            share = sum(clause_stated(c, keep) for c in absorbed.clauses) / len(absorbed.clauses)
            options.append((len(merged), -keep.length, ik, ir, merged, share))
    if not options:
        return None
    _, _, ik, ir, merged, share = min(options)
    conf = round(0.55 + 0.25 * share, 2)
    return PairVerdict("overlap", ik, ir, conf, "same subject; the merged entry keeps every clause once"), merged
