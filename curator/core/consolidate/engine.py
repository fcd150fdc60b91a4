"""The values-aware consolidation engine: bounded candidate pairs, optional semantic similarity, verdicts and groups."""

from __future__ import annotations

import itertools
import os
import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from curator.core.consolidate.relate import (
    Store,
    exact_key,
    Verdict,
    build_store,
    judge,
    overlap,
    stated_by,
)
from curator.core.consolidate.contradict import contradiction
from curator.core.consolidate.values import read

#: The model(s) consolidation uses when the ``[semantic]`` extra is installed (chosen by measuring).
SEMANTIC_MODELS: tuple[str, ...] = ("use",)
#: Below this many entries the store is too small to centre the embeddings: words and values only.
MIN_SEMANTIC_ENTRIES = 10
#: At most this many entries are analysed (a far-over-limit store is read, not compared whole) ...
MAX_ENTRIES = 1000
#: ... and at most this many candidate pairs are judged.
MAX_PAIRS = 30_000
#: A word or value in more entries than this does not make candidate pairs (it is everywhere).
MAX_POSTING = 32

_KIND_RANK = {"duplicate": 0, "containment": 1, "near_duplicate": 2}


@dataclass
class Found:
    """The engine's result: pair verdicts, overlap merges and contradictions (indices into the texts)."""

    verdicts: list[Verdict] = field(default_factory=list)
    overlaps: list[Verdict] = field(default_factory=list)
    contradictions: list[tuple[int, int, str]] = field(default_factory=list)
    method: str = "lexical"
    truncated: bool = False


def candidate_pairs(store: Store, n_mine: int, sims: Any = None) -> tuple[list[tuple[int, int]], bool]:
    """Pairs ``(i, j)``, ``i < j``, ``i`` among the first ``n_mine``, that share a word or a value (or,
    with similarities, are close in meaning); bounded by MAX_POSTING and MAX_PAIRS."""
    n = len(store.readings)
    if n * (n - 1) // 2 <= MAX_PAIRS and n <= 400:
        return [(i, j) for i, j in itertools.combinations(range(n), 2) if i < n_mine], False
    index: dict[str, list[int]] = {}
    for i, r in enumerate(store.readings):
        for tok in store.words[i] | {v.kind + ":" + v.canon for v in store.specific[i]}:
            index.setdefault(tok, []).append(i)
    pairs: set[tuple[int, int]] = set()
    truncated = False
    for ids in index.values():
        if len(ids) < 2 or len(ids) > MAX_POSTING:
            continue
        for x, i in enumerate(ids):
            if i >= n_mine:
                break
            for j in ids[x + 1:]:
                pairs.add((i, j))
        if len(pairs) > MAX_PAIRS:
            truncated = True
            break
    return sorted(pairs)[:MAX_PAIRS], truncated


def similarities(texts: Sequence[str], models: Sequence[str]) -> Any:
    """Mean over ``models`` of the cosine similarity of the texts' embeddings, centred on the
    analysed texts (their common direction says nothing about any one pair)."""
    import numpy as np

    from curator.core.semantic import embed

    mats = []
    for model in models:
        vecs = np.asarray(embed(list(texts), model), dtype=np.float64)
        vecs = vecs - vecs.mean(axis=0)
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        vecs = vecs / np.where(norms == 0, 1.0, norms)
        mats.append(vecs @ vecs.T)
    return sum(mats) / len(mats)


def semantic_models(wanted: bool | None) -> tuple[str, ...]:
    """The models to use: none when ``wanted`` is False (or, when it is None, when
    ``HERMES_CURATOR_SEMANTIC`` is 0/off), the installed ones of SEMANTIC_MODELS otherwise."""
    if wanted is False:
        return ()
    if wanted is None and os.environ.get("HERMES_CURATOR_SEMANTIC", "").strip().lower() in ("0", "off", "no", "false"):
        return ()
    from curator.core.semantic import available

    return tuple(available(SEMANTIC_MODELS))


def find(texts: Sequence[str], n_mine: int, *, identity: int | None = None, prefer_other: bool = True,
         semantic: bool | None = None) -> Found:
    """Judge every candidate pair of ``texts`` (the analysed store first, then the other store).
    ``identity`` is the index of USER.md's first entry (the user's own name is no specific value).
    ``semantic=None`` uses the models when installed, False never, True requires them."""
    texts = list(texts)
    truncated = len(texts) > MAX_ENTRIES
    if truncated:
        keep_other = max(0, MAX_ENTRIES - min(n_mine, MAX_ENTRIES))
        texts = texts[:min(n_mine, MAX_ENTRIES)] + texts[n_mine:n_mine + keep_other]
        n_mine = min(n_mine, MAX_ENTRIES)
        identity = identity if identity is not None and identity < len(texts) else None
    readings = [read(t) for t in texts]
    store = build_store(readings, readings[identity] if identity is not None else None)
    models = semantic_models(semantic) if len(texts) >= MIN_SEMANTIC_ENTRIES else ()
    if semantic and not models and len(texts) >= MIN_SEMANTIC_ENTRIES:
        from curator.core.semantic import SemanticUnavailableError

        raise SemanticUnavailableError("No embedding model of the [semantic] extra is installed.")
    sims = similarities(texts, models) if models else None
    found = Found(method="semantic:" + "+".join(models) if models else "lexical")
    pairs, cut = candidate_pairs(store, n_mine, sims)
    found.truncated = truncated or cut

    def prefer(a: int, b: int) -> int:
        """Equal information: keep the other store's copy (reclaim where we consolidate), else the earlier."""
        if prefer_other and (a >= n_mine) != (b >= n_mine):
            return a if a >= n_mine else b
        return min(a, b)

    for i, j in pairs:
        sim = float(sims[i][j]) if sims is not None else None
        why = contradiction(store, i, j, sim)
        if why:
            found.contradictions.append((i, j, why))
            continue
        verdict = judge(store, i, j, sim, prefer)
        if verdict is not None:
            found.verdicts.append(verdict)
        elif j < n_mine:
            merge = overlap(store, i, j, sim)
            if merge is not None:
                found.overlaps.append(merge)
    return found


@dataclass
class Assembled:
    """A group under construction (indices into the texts)."""

    kind: str
    keep: int
    removes: list[int]
    confidence: float
    reason: str
    lexical: bool
    merged: str = ""


def assemble(found: Found, texts: Sequence[str], stores: Sequence[str], sizes: dict[str, int],
             store: Store | None = None) -> list[Assembled]:
    """Groups from the verdicts, strongest first: every entry is removed at most once, a removed entry
    never keeps another, an entry rewritten by a merge is in no other group, no store loses its last
    entry. Copies of one fact removed for the same keeper share a group when they state each other."""
    removed: set[int] = set()
    keepers: set[int] = set()
    rewritten: set[int] = set()
    per_store: dict[str, int] = {}
    groups: list[Assembled] = []

    def removable(idx: int) -> bool:
        st = stores[idx]
        return (idx not in removed and idx not in keepers and idx not in rewritten
                and per_store.get(st, 0) + 1 < sizes.get(st, 0))

    def take(idx: int) -> None:
        removed.add(idx)
        per_store[stores[idx]] = per_store.get(stores[idx], 0) + 1

    mutual = {frozenset((v.keep, v.remove)) for v in found.verdicts}
    related = {(v.keep, v.remove) for v in found.verdicts if v.lexical}
    for v in sorted(found.verdicts, key=lambda v: (not v.lexical, _KIND_RANK[v.kind], -v.confidence, v.keep, v.remove)):
        if v.keep in removed or v.keep in rewritten:
            continue
        if v.lexical and v.remove in keepers and v.remove not in removed:
            _fold(groups, v, related, keepers, texts)  # a copy that keeps others is itself in a bigger entry
        if not removable(v.remove):
            continue
        if not v.lexical:  # by meaning only: offered as a merge of both texts, never a plain deletion
            merged = merge_texts(texts[v.keep], texts[v.remove])
            groups.append(Assembled(v.kind, v.keep, [v.remove], v.confidence, v.reason, False, merged))
            rewritten.add(v.keep)
            take(v.remove)
            continue
        home = next((g for g in groups if g.keep == v.keep and g.lexical and g.kind == v.kind
                     and all(frozenset((r, v.remove)) in mutual for r in g.removes)), None)
        if home is None:
            groups.append(Assembled(v.kind, v.keep, [v.remove], v.confidence, v.reason, True, texts[v.keep]))
        else:
            home.removes.append(v.remove)
            home.confidence = min(home.confidence, v.confidence)
        take(v.remove)
        keepers.add(v.keep)
    groups = [g for g in groups if g.removes]
    for v in sorted(found.overlaps, key=lambda v: (-v.confidence, v.keep, v.remove)):
        if not removable(v.remove) or v.keep in removed or v.keep in keepers or v.keep in rewritten:
            continue
        groups.append(Assembled("overlap", v.keep, [v.remove], v.confidence, v.reason, v.lexical,
                                merge_texts(texts[v.keep], texts[v.remove])))
        rewritten.add(v.keep)
        take(v.remove)
    for g in groups:
        g.removes.sort()
    groups.sort(key=lambda g: (min([g.keep, *g.removes]), g.keep))
    return groups


def _fold(groups: list[Assembled], v: Verdict, related: set[tuple[int, int]], keepers: set[int],
          texts: Sequence[str]) -> None:
    """``v`` removes the keeper of earlier groups: when ``v.keep`` states each of their members too,
    they move into one group kept by ``v.keep`` (so all copies of a fact go, the fullest stays)."""
    own = [g for g in groups if g.keep == v.remove and g.lexical]
    members = [r for g in own for r in g.removes]
    if not own or any(m == v.keep or (v.keep, m) not in related for m in members):
        return
    target = next((g for g in groups if g.keep == v.keep and g.lexical and g.kind == v.kind), None)
    if target is None:
        target = Assembled(v.kind, v.keep, [], v.confidence, v.reason, True, texts[v.keep])
        groups.append(target)
    for g in own:
        target.removes.extend(g.removes)
        target.confidence = min(target.confidence, g.confidence)
        g.removes.clear()
    keepers.discard(v.remove)
    keepers.add(v.keep)


def merge_texts(keep: str, absorbed: str) -> str:
    """One entry saying both: the kept text, then the absorbed one without the label or opening words
    it shares with the kept text ("Mairi (vocals) is vegan" + "Mairi needs a humidifier" ->
    "Mairi (vocals) is vegan; needs a humidifier"), and without sentences the kept text already has."""
    base = keep.rstrip()
    period = base.endswith((".", "\u3002"))
    base = base.rstrip(".\u3002 ")
    rest = absorbed.strip()
    label = re.match(r"^([^:;.\n]{1,40}?)\s*:\s+", rest)
    if label and base.casefold().startswith(label.group(1).casefold()):
        rest = rest[label.end():]
    else:
        first = re.match(r"^(\S+)\s+", rest)
        if first and base.split(maxsplit=1)[0].casefold().strip(":,") == first.group(1).casefold().strip(":,"):
            rest = rest[first.end():]
    parts = [p.strip() for p in re.split(r"(?<=[.;\u3002])\s+", rest.replace("\n", " "))]
    extra = [p.rstrip(".;\u3002 ") for p in parts if p and not states([base], p)]
    if not extra:
        return keep
    joined = base + "; " + "; ".join(extra)
    return joined + ("." if period else "")


def _clauses(text: str) -> set[str]:
    return {k for part in re.split(r"[;.\n\u3002\uff1b]+\s*", text) if (k := exact_key(part))}


def states(kept: Sequence[str], removed_text: str) -> bool:
    """True when one of ``kept`` states every fact of ``removed_text``: it holds each of its clauses
    word for word, or states it on words and values."""
    wanted = _clauses(removed_text)
    if wanted and any(wanted <= _clauses(t) for t in kept):
        return True
    readings = [read(t) for t in [*kept, removed_text]]
    store = build_store(readings)
    last = len(readings) - 1
    if not store.words[last] and not store.specific[last]:
        return True
    return any(store.keys[k] == store.keys[last] or stated_by(store, last, k, None) for k in range(last))
