"""The scanner model's file format 3: gzipped JSON, its big tables packed so that reading them is cheap.

Formats 1 and 2 hold the weights as JSON objects (feature -> weight, feature -> one weight per category);
parsing 100,000 of them costs more than all the rest of the scanner's start-up. Format 3 is format 2 with each
of those tables (``weights``, ``category_weights``, ``shape.weights``) packed as ``{"features": ..., "values":
...}``: the feature names joined by newlines (in sorted order, as format 2 wrote them), and the weights as
base64 of little-endian float64 (the table's width per feature, one after the other): every weight reads back
exactly as stored. ``tools/scanner/train.py`` writes it; ``tools/scanner/pack_model.py`` turns a format-2 file
into format 3 with the same weights.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import json
import sys
from array import array
from itertools import chain
from pathlib import Path
from typing import Any

FORMAT = 3
SEPARATOR = "\n"
"""Between two feature names of a packed table (no feature has one: folded text has no newline)."""


def pack(table: dict[str, Any], width: int = 1) -> dict[str, str]:
    """``table`` (feature -> weight, or -> ``width`` weights) packed, its features in sorted order."""
    names = sorted(table)
    if any(not name or SEPARATOR in name for name in names):
        raise ValueError("a feature name is empty or holds a newline: it can't be packed")
    rows = [table[name] for name in names]
    if width != 1 and any(len(row) != width for row in rows):
        raise ValueError(f"a row of the table does not hold {width} weights")
    values = array("d", map(float, rows if width == 1 else chain.from_iterable(rows)))
    if sys.byteorder != "little":
        values.byteswap()
    return {"features": SEPARATOR.join(names), "values": base64.b64encode(values.tobytes()).decode("ascii")}


def _unpacked(packed: dict[str, str], width: int) -> tuple[list[str], array]:
    """The feature names and the weights (``width`` per name) of a packed table; ValueError or TypeError
    when it is damaged."""
    names, blob = packed["features"], packed["values"]
    if not isinstance(names, str) or not isinstance(blob, str):
        raise TypeError("a packed table's features and values must be strings")
    features = names.split(SEPARATOR) if names else []
    raw = binascii.a2b_base64(blob, strict_mode=True)  # b64decode(validate=True), without its slow regex
    if len(raw) % 8:
        raise ValueError(f"packed weights of {len(raw)} bytes, not a whole number of float64")
    values = array("d")
    values.frombytes(raw)
    if sys.byteorder != "little":
        values.byteswap()
    if len(values) != len(features) * width:
        raise ValueError(f"a packed table of {len(features)} features has {len(values)} weights, not "
                         f"{len(features) * width}")
    return features, values


def unpack(packed: dict[str, str]) -> dict[str, float]:
    """A packed table of one weight per feature: feature -> weight."""
    features, values = _unpacked(packed, 1)
    out = dict(zip(features, values))
    if len(out) != len(features):
        raise ValueError("a packed table names a feature twice")
    return out


def unpack_rows(packed: dict[str, str], width: int) -> dict[str, tuple[float, ...]]:
    """A packed table of ``width`` weights per feature: feature -> the tuple of its weights."""
    features, values = _unpacked(packed, width)
    column = iter(values)
    out = dict(zip(features, zip(*[column] * width)))
    if len(out) != len(features):
        raise ValueError("a packed table names a feature twice")
    return out


def to_format_3(doc: dict[str, Any]) -> dict[str, Any]:
    """A format-2 model (as its JSON reads, or as ``train.py`` builds it) in format 3, the same weights."""
    if doc.get("format") != 2:
        raise ValueError(f"format {doc.get('format')!r}: only a format-2 model becomes format 3")
    out = dict(doc, format=FORMAT, weights=pack(doc["weights"]),
               category_weights=pack(doc["category_weights"], len(doc["categories"])))
    out["shape"] = dict(doc["shape"], weights=pack(doc["shape"]["weights"]))
    return out


def write(path: Path, doc: dict[str, Any]) -> None:
    """Write the model ``doc`` to ``path``: gzipped JSON, keys sorted, no time stamp (the same model, the same bytes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as fh:
        fh.write(json.dumps(doc, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8"))
