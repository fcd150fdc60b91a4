"""The consolidation JSON contract the evaluation scorer reads (../shared/data/consolidation-dev/eval_consolidation.py).

Our figures on homes nobody here wrote are measured by that scorer through `consolidate STORE --json`. It reads
each group's "id", "kind", "entries", "reclaim_chars", "confidence", "suggestion"; an entry of the analysed store
as an int **index from 0**, one of the other store as {"store", "index"}; contradictions' "entries" and stale
items' "entry" the same way. 1-based numbers for people may be added beside these, never instead of them.
"""

from __future__ import annotations

from pathlib import Path

from conftest import make_home, run_cli

MEMORY = ["Deploy with `make deploy ENV=staging`.", "deploy with make deploy ENV=staging",
          "Uses npm for every project.", "Currently fixing the login bug (ATL-12)."]
USER = ["Name: Sam.", "Prefers pnpm.", "Deploy with `make deploy ENV=staging`!"]


def _ref_ok(ref: object, entries: dict[str, list[str]], analysed: str) -> bool:
    if isinstance(ref, int) and not isinstance(ref, bool):
        return 0 <= ref < len(entries[analysed])
    return isinstance(ref, dict) and isinstance(ref.get("index"), int) and 0 <= ref["index"] < len(entries[ref["store"]])


def test_groups_contradictions_and_stale_name_entries_by_zero_based_index(tmp_path: Path) -> None:
    home = make_home(tmp_path / "hermes", memory=MEMORY, user=USER)
    data = run_cli("consolidate", "memory", "--today", "2026-03-10", "--json", home=home).json
    stores = {"memory": MEMORY, "user": USER}
    assert data["groups"], data
    for group in data["groups"]:
        assert {"id", "kind", "entries", "reclaim_chars", "confidence", "suggestion"} <= set(group), group
        assert group["entries"] and all(_ref_ok(r, stores, "memory") for r in group["entries"]), group
    first = data["groups"][0]
    texts = [MEMORY[r] if isinstance(r, int) else stores[r["store"]][r["index"]] for r in first["entries"]]
    assert all("deploy" in t.lower() for t in texts), (first, texts)  # index 0 is the first entry, not #1
    for c in data["contradictions"]:
        assert all(_ref_ok(r, stores, "memory") for r in c["entries"]), c
    assert data["stale"] and all(_ref_ok(st["entry"], stores, "memory") for st in data["stale"])
    assert MEMORY[data["stale"][0]["entry"]].startswith("Currently fixing")
