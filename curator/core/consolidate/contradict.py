"""Contradictions: two entries about one subject where one scalar value changed or a polarity flipped (for review)."""

from __future__ import annotations

import re
from typing import Sequence

from curator.core.consolidate.relate import (
    CONTRA_SIM,
    Store,
    _names,
    labels_differ,
    template_pair,
)
from curator.core.consolidate.values import Reading, Value, stem
from curator.core.consolidate.words import GENERIC, STOPWORDS


_KEY_VALUE = re.compile(r"^\s*([^:=\n]{2,30}?)\s*(?::|=|\bis\b|\bare\b)\s+([^;,\n]{1,30}?)\s*\.?\s*$")


def _key_value(r: Reading) -> tuple[frozenset[str], frozenset[str], str] | None:
    """``key: value`` / ``key is value`` of a short entry whose value is one or two words."""
    m = _KEY_VALUE.match(r.norm)
    if not m:
        return None
    key = frozenset(stem(w) for w in re.findall(r"\w+", m.group(1)) if w not in STOPWORDS)
    value = frozenset(re.findall(r"[\w+./:-]+", m.group(2)))
    if not key or not value or len(value) > 2:
        return None
    return key, value, m.group(1).strip()


def _opening(r: Reading, own: frozenset[str]) -> str:
    """The first word of a Latin-script entry (stemmed), when it can name a subject ("Per diem ...",
    "Postmortems ..." / "Postmortem muss ..."): not a generic word, not the user's name."""
    if r.script != "latin":
        return ""
    first = next((t for t in r.seq if t not in own), "")
    return first if len(first) >= 4 and first.isalpha() and first not in GENERIC else ""


def _unmentioned(names: frozenset[str] | set[str], r: Reading) -> set[str]:
    """The names (or identifiers) entry ``r`` does not mention, not even as an ordinary word (German
    nouns are capitalised: "nach dem Incident" names no one the English "an incident" lacks)."""
    def mentioned(n: str) -> bool:
        if not n.isascii():
            return n in r.norm
        return n in r.words or all(p in r.words or stem(p) in r.words for p in n.split())
    return {n for n in names if not mentioned(n)}


def _affirms(r: Reading, v: Value) -> bool:
    """The entry states the value outside every negation's scope ("avoid calling a feature
    'critical'" does not affirm "critical", even when the parser kept it positive)."""
    parts = re.findall(r"[^\W\d_]+", v.canon)
    return not v.canon.isascii() or all(stem(p) in r.affirmed or stem(p) not in r.words for p in parts)


def _contrast_clash(vi: Sequence[Value], vj: Sequence[Value]) -> bool:
    """Both entries name a member of one contrast set, and different members (prod vs staging)."""
    for v in vi:
        if v.kind == "contrast" and any(w.kind == "contrast" and w.slot == v.slot for w in vj):
            if not any(w.kind == "contrast" and w.canon == v.canon for w in vj):
                return True
    return False


#: Contrast classes that scope a rule: a rule for staging (or the frontend) does not contradict a general one.
_SCOPES = frozenset({"environment", "side"})


def _scoped(vi: Sequence[Value], vj: Sequence[Value]) -> bool:
    """Entry i names an environment or side that entry j leaves open."""
    return bool({v.slot for v in vi if v.kind == "contrast" and v.slot in _SCOPES}
                - {v.slot for v in vj if v.kind == "contrast"})


def contradiction(store: Store, i: int, j: int, sim: float | None) -> str | None:
    """Why entries i and j likely disagree: same subject, one scalar changed or a polarity flipped."""
    x, y = store.readings[i], store.readings[j]
    vi, vj = store.specific[i], store.specific[j]
    sx, sy = store.subjects[i], store.subjects[j]
    common = len(sx & sy)
    if not common and (sim is None or sim < CONTRA_SIM) and not (x.values and y.values):
        return None  # nothing in common: the usual pair, answered quickly
    lex = max(common / len(sx), common / len(sy)) if sx and sy else 0.0
    ids = {(v.kind, v.canon, v.slot) for v in vi if v.kind == "id" and len(v.canon) >= 4 or v.slot.startswith("p:")}
    shared_id = bool(ids & {(v.kind, v.canon, v.slot) for v in vj})
    bare_x = sx - GENERIC - {v.canon for v in vi if v.kind == "choice"}
    bare_y = sy - GENERIC - {v.canon for v in vj if v.kind == "choice"}
    one_subject = bare_x <= bare_y or bare_y <= bare_x
    roles = {v.slot for v in vi if v.kind == "choice"} & {v.slot for v in vj if v.kind == "choice"}
    opens = _opening(x, store.own)
    same_open = bool(opens) and opens == _opening(y, store.own)
    if (not (lex >= 0.5 or shared_id or same_open or roles and one_subject or sim is not None and sim >= CONTRA_SIM)
            or template_pair(x, y, store.own) or labels_differ(x, y)):
        return None
    if x.label and y.label and not (x.label & y.label):
        return None  # "Itoshima house:" vs "Ohori cafe:": two subjects
    if _unmentioned(_names(x, store.own), y) and _unmentioned(_names(y, store.own), x):
        return None  # Ana vs Ben: two people with one template

    def flippable(v: Value) -> bool:
        return v.kind in ("name", "id", "contrast", "choice") or v.kind == "num" and v.slot.startswith("p:")

    def key(v: Value) -> tuple[str, str, str]:  # a name's slot only says where it stands
        return v.kind, v.canon, v.slot if v.kind == "num" else ""

    pos_i = {key(v) for v in vi if not v.negated and flippable(v) and _affirms(x, v)}
    neg_i = {key(v) for v in vi if v.negated and flippable(v)}
    pos_j = {key(v) for v in vj if not v.negated and flippable(v) and _affirms(y, v)}
    neg_j = {key(v) for v in vj if v.negated and flippable(v)}
    one_way, other_way = (pos_i & neg_j) - pos_j, (pos_j & neg_i) - pos_i
    if one_way and other_way:
        return None  # the negation moved, not the fact: "Slurm is not used on gpu01" vs "on gpu01, no Slurm"
    flipped = one_way | other_way
    if flipped:
        kind, canon, slot = sorted(flipped)[0]
        what = f"{slot[2:]} {canon}" if kind == "num" else canon
        return f"one entry negates the other about '{what}'"
    # names / identifiers / contrasts that differ mean different subjects; an environment or side only
    # one entry names narrows it ("never backfill more than 7 days on the staging warehouse": staging)
    if _contrast_clash(vi, vj) or _scoped(vi, vj) or _scoped(vj, vi):
        return None
    for kind in ("name", "id"):
        a = {v.canon for v in vi if v.kind == kind}
        b = {v.canon for v in vj if v.kind == kind}
        if _unmentioned(a - b, y) and _unmentioned(b - a, x):
            return None
    for slot in {v.slot for v in vi if v.kind == "num" and v.slot.startswith("p:")}:
        a = {v.canon for v in vi if v.kind == "num" and v.slot == slot}
        b = {v.canon for v in vj if v.kind == "num" and v.slot == slot}
        if b and a.isdisjoint(b) and all("." in c for c in a | b) and len(a | b) == 2:
            return f"different {slot[2:]} versions: {', '.join(sorted(a))} vs {', '.join(sorted(b))}"
        if b and a != b:
            return None  # Module 1 vs Module 2: different subjects
    if shared_id:  # one identified thing: "HLW-2307 claims micro entity status" vs "HLW-2307 lost micro entity status"
        heads = (x.negated_heads & y.affirmed) | (y.negated_heads & x.affirmed)
        heads -= GENERIC | STOPWORDS
        if heads and not (x.negated_heads & y.negated_heads):
            return f"one entry negates '{sorted(heads)[0]}', the other states it"
    changed = []
    for v in vi:  # one role, two choices: "uses pnpm" vs "uses npm"
        if v.kind == "choice" and not v.negated and one_subject:
            others = {w.canon for w in vj if w.kind == "choice" and w.slot == v.slot and not w.negated}
            mine = {w.canon for w in vi if w.kind == "choice" and w.slot == v.slot and not w.negated}
            if others and others.isdisjoint(mine):
                changed.append(f"different {v.slot}: {', '.join(sorted(mine))} vs {', '.join(sorted(others))}")
                break
    kv = _key_value(x), _key_value(y)
    if kv[0] and kv[1] and kv[0][0] == kv[1][0] and kv[0][1].isdisjoint(kv[1][1]):
        return f"different values for '{kv[0][2]}': {' '.join(sorted(kv[0][1]))} vs {' '.join(sorted(kv[1][1]))}"
    for slot in sorted({v.slot for v in vi if v.kind == "num" and v.slot.startswith("u:")}
                       & {v.slot for v in vj if v.kind == "num"}):
        a = {v.canon for v in vi if v.kind == "num" and v.slot == slot}
        b = {v.canon for v in vj if v.kind == "num" and v.slot == slot}
        if a.isdisjoint(b) and len(a | b) <= 3:
            changed.append(f"different {slot[2:]}: {', '.join(sorted(a))} vs {', '.join(sorted(b))}")
        elif a.isdisjoint(b):
            return None
    for kind in ("time", "day"):
        a = {v.canon for v in vi if v.kind == kind}
        b = {v.canon for v in vj if v.kind == kind}
        if a and b and not (a <= b or b <= a) and len(a | b) <= 4 and lex >= 0.6:
            changed.append(f"different {kind}s: {', '.join(sorted(a))} vs {', '.join(sorted(b))}")
        elif a and b and a.isdisjoint(b):
            return None
    return changed[0] if len(changed) == 1 else None
