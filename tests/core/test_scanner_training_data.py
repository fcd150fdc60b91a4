"""The training-set builder (tools/scanner/build_dataset.py): what it reads from translated docs, and what it
must never read (the repositories reserved for the independent test sets)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import curator

ROOT = Path(curator.__file__).resolve().parent.parent
TOOLS = ROOT / "tools" / "scanner"
RESERVED = ("HumanCompatibleAI/tensor-trust-data", "NVIDIA/garak", "meta-llama/PurpleLlama", "microsoft/BIPIA",
            "tldr-pages/tldr", "yizhongw/self-instruct", "google-research-datasets/dstc8-schema-guided-dialogue",
            "snap-research/locomo")
"""Named by ../shared/data/scanner-dev/README.md: the test sets are built from these."""


@pytest.fixture(scope="module")
def builder():
    sys.path.insert(0, str(TOOLS))
    try:
        import build_dataset

        yield build_dataset
    finally:
        sys.path.remove(str(TOOLS))
        for name in [m for m in sys.modules if m == "build_dataset" or m == "own" or m.startswith("own.")]:
            del sys.modules[name]


def _repositories(builder) -> set[str]:
    found = {v[0] for v in builder.UD.values()} | {v[0] for v in builder.DOCS.values()}
    found |= {v[0] for v in builder.L10N.values()}
    for name in ("DEEPSET", "PUBLIC_APIS", "MT_BENCH", "PROMPTSOURCE", "FLAN", "ARENA", "GSM8K", "CHEATSHEETS", "BREW"):
        found.add(getattr(builder, name)[0])
    return found


def test_no_reserved_repository_is_read(builder) -> None:
    repos = {r.lower() for r in _repositories(builder)}
    assert len(repos) >= 35  # all of them were collected
    assert not repos & {r.lower() for r in RESERVED}
    source = (TOOLS / "build_dataset.py").read_text(encoding="utf-8").lower()
    for reserved in RESERVED:
        assert reserved.lower() not in source


def test_every_repository_read_is_in_sources_md(builder) -> None:
    sources = (TOOLS / "SOURCES.md").read_text(encoding="utf-8")
    for repo in _repositories(builder):
        if repo.startswith("UniversalDependencies/"):
            continue  # listed as one row (ud-<lang>), commits in build_dataset.py
        assert f"github.com/{repo}" in sources, repo


def test_pinned_commits_are_full_hashes(builder) -> None:
    pins = [v[1] for v in builder.UD.values()] + [v[1] for v in builder.L10N.values()] + [builder.BREW[1]]
    assert all(re.fullmatch(r"[0-9a-f]{40}", c) for c in pins)


def test_doc_items_keeps_prose_and_list_items_and_drops_code(builder) -> None:
    page = "\n".join([
        "# Titel", "",
        "Ein Absatz über `git push`, der lang genug ist, um genommen zu werden.", "",
        "- Ein Listenpunkt mit einem [Link](https://example.org) darin, auch lang genug.",
        "- kurz", "",
        "```sh", "rm -rf build/ # Code wird nie genommen, auch wenn er lang genug wäre", "```", "",
        "| Tabelle | mit Zellen, die auch nicht genommen werden sollen |",
    ])
    items = builder.doc_items(page)
    assert items == ["Ein Absatz über `git push`, der lang genug ist, um genommen zu werden.",
                     "Ein Listenpunkt mit einem Link darin, auch lang genug."]


def test_a_paragraph_ending_in_a_colon_takes_the_command_below_it(builder) -> None:
    page = "\n".join([
        "Benennen wir also zuerst die entfernte Referenz origin in upstream um:", "",
        "```sh", "$ git remote rename origin upstream", "```", "",
        "Danach ist ein weiterer Absatz da, der keinen Doppelpunkt am Ende hat.", "",
        "```sh", "$ git remote -v", "```",
    ])
    assert builder.doc_items(page) == [
        "Benennen wir also zuerst die entfernte Referenz origin in upstream um: git remote rename origin upstream",
        "Danach ist ein weiterer Absatz da, der keinen Doppelpunkt am Ende hat.",
    ]
