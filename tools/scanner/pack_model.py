"""Turn a format-2 scanner model file into format 3 (its big tables packed: ``curator/core/scanner/modelfile.py``),
the same weights; then check it: both files load to the same model, every weight identical to the bit.

    python tools/scanner/pack_model.py IN OUT

IN may be OUT (the file is replaced once the new one is checked). A format-3 IN is repacked as it is.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from curator.core.scanner import learned  # noqa: E402
from curator.core.scanner.modelfile import FORMAT, to_format_3, unpack, unpack_rows, write  # noqa: E402


def _format_2(doc: dict) -> dict:
    """A format-3 document as format 2 (its tables unpacked); a format-2 one as it is."""
    if doc.get("format") != FORMAT:
        return doc
    width = len(doc["categories"])
    return dict(doc, format=2, weights=unpack(doc["weights"]),
                category_weights={k: list(v) for k, v in unpack_rows(doc["category_weights"], width).items()},
                shape=dict(doc["shape"], weights=unpack(doc["shape"]["weights"])))


def _bits(table: dict) -> tuple[list[str], bytes]:
    """A table's features (sorted: format 3 keeps them so, whatever order a format-2 file had) and their weights'
    bytes (so -0.0 differs from 0.0, and NaN equals itself)."""
    names = sorted(table)
    values = [v for name in names for v in (table[name] if isinstance(table[name], tuple) else (table[name],))]
    return names, array("d", values).tobytes()


def same_model(a: learned.Model, b: learned.Model) -> list[str]:
    """What differs between two loaded models (nothing: an empty list)."""
    out = []
    for name in ("threshold", "bias", "categories", "category_bias", "trained_on", "memory_threshold", "shape_bias"):
        if repr(getattr(a, name)) != repr(getattr(b, name)):
            out.append(name)
    for name in ("weights", "category_weights", "shape_weights"):
        if _bits(getattr(a, name)) != _bits(getattr(b, name)):
            out.append(name)
    return out


def main() -> int:
    """Convert, write beside OUT, check, then move into place."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("source", type=Path, metavar="IN")
    ap.add_argument("target", type=Path, metavar="OUT")
    args = ap.parse_args()
    with gzip.open(args.source, "rb") as fh:
        doc = json.loads(fh.read().decode("utf-8"))
    old, size = learned._read_model(str(args.source)), args.source.stat().st_size
    if doc.get("format") not in (2, FORMAT):
        print(f"pack_model: {args.source} is format {doc.get('format')!r}; only format 2 (or 3) is packed",
              file=sys.stderr)
        return 2
    tmp = args.target.with_name(f".{args.target.name}.{os.getpid()}.tmp")
    try:
        write(tmp, to_format_3(_format_2(doc)))
        differs = same_model(old, learned._read_model(str(tmp)))
        if differs:
            print(f"pack_model: the packed model differs in {', '.join(differs)}; {args.target} left as it was",
                  file=sys.stderr)
            return 1
        os.replace(tmp, args.target)
    finally:
        tmp.unlink(missing_ok=True)
    print(f"{args.source} (format {doc.get('format')}, {size:,} bytes) -> {args.target} "
          f"(format {FORMAT}, {args.target.stat().st_size:,} bytes): {len(old.weights):,} weights, "
          f"{len(old.category_weights):,} category weights, {len(old.shape_weights):,} shape weights, all identical")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
