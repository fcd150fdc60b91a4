"""Concept lexicons, one module per language (each defines ``LANGUAGE``: ``code``, ``name``, ``spaced``,
``clitics`` and ``concepts``, a dict of concept -> entries). See ``tools/scanner/concepts_brief.md``."""

from __future__ import annotations

import importlib
import pkgutil


def gather() -> dict[str, dict]:
    """Every language's lexicon by code."""
    out: dict[str, dict] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        table = getattr(importlib.import_module(f"{__name__}.{info.name}"), "LANGUAGE", None)
        if table is None:
            continue
        code = table["code"]
        if code in out:
            raise ValueError(f"concept lexicons: {code} is defined twice (again in {info.name})")
        out[code] = table
    return out
