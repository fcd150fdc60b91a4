"""A real Hermes writer process: random memory-tool ops on its own entries, each verdict logged."""

# ``python hermes_writer.py NAME SEED COUNT`` (HERMES_HOME set): adds ``NAME-i`` entries, replaces and removes
# its own entries through Hermes's MemoryStore, and prints one JSON line per op with Hermes's verdict, then
# a last line ``{"final": [...]}`` with the entries it believes it owns.

from __future__ import annotations

import json
import random
import sys


def main() -> int:
    """Run the loop; exit 0 even when Hermes refuses an op (the verdict is logged)."""
    from tools.memory_tool import MemoryStore
    name, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    store = MemoryStore(memory_char_limit=200_000, user_char_limit=200_000)
    store.load_from_disk()
    mine: list[str] = []
    for i in range(count):
        roll = rng.random()
        if not mine or roll < 0.55:
            text = f"{name}-{i:04d} note about shard {rng.randint(0, 99)}"
            result = store.add("memory", text)
            if result.get("success"):
                mine.append(text)
            print(json.dumps({"op": "add", "text": text, "ok": bool(result.get("success"))}), flush=True)
        elif roll < 0.8:
            old = rng.choice(mine)
            new = old.split(" note")[0] + f" note revised {i}"
            result = store.replace("memory", old.split(" note")[0] + " note", new)
            if result.get("success"):
                mine[mine.index(old)] = new
            print(json.dumps({"op": "replace", "text": new, "ok": bool(result.get("success")),
                              "error": result.get("error")}), flush=True)
        else:
            old = rng.choice(mine)
            result = store.remove("memory", old.split(" note")[0] + " note")
            if result.get("success"):
                mine.remove(old)
            print(json.dumps({"op": "remove", "text": old, "ok": bool(result.get("success")),
                              "error": result.get("error")}), flush=True)
    print(json.dumps({"final": mine}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
