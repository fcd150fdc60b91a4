"""Word lists per language for the phrase rules, one module per group of languages (every module in
this package that defines ``LANGUAGES`` is read).

Each language is a dict: ``name``; ``spaced`` (False for scripts written without spaces: entries are
then found anywhere in the text); ``negation`` (words that cancel a match just before its verb, in
the same sentence); ``negation_after`` (words that cancel it right after the verb, for languages that
put "not" there: "vergeet niet"); and per family (``override``, ``leak``, ``unrestricted``,
``persona``) lists per role: ``verb``, ``scope``, ``object``, ``scope_object``. In a spaced language
a one-word entry is a stem (it matches any word that starts with it: "ignor" matches "ignore",
"ignoriere"); in an entry of several words every word is whole except the last, which is a stem.
Entries are written with their accents: they are folded the way the text is (marks stripped, lower
case); punctuation inside an entry matches any punctuation or space."""

from __future__ import annotations

import importlib
import pkgutil


def _gather() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for lang, table in getattr(module, "LANGUAGES", {}).items():
            if lang in out:
                raise ValueError(f"phrase lists: {lang} is defined twice (again in {info.name})")
            out[lang] = table
    return out


LANGUAGES: dict[str, dict] = _gather()
