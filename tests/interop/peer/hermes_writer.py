"""A real Hermes writer process: random memory-tool ops on its own entries, every verdict counted."""

# ``python hermes_writer.py NAME SEED COUNT [GO STOP]`` (HERMES_HOME set): adds ``NAME-i`` entries, replaces and
# removes its own entries through Hermes's MemoryStore, then prints one JSON line: ``ops`` done, how many
# ``failures`` and the first ``refused`` ones with Hermes's error, and ``final``, the entries it believes it owns (one line at the end, so
# a long run never blocks on a full stdout pipe). With GO and STOP (paths) it waits for GO before its first op,
# so every writer of a test starts together, and after COUNT ops goes on until STOP appears (at most five
# times COUNT), so it keeps writing for as long as the slowest writer does.

from __future__ import annotations

import json
import os
import random
import sys
import time


#: Seconds between two ops of a paced (GO/STOP) run: Hermes's blocking flock hands the lock from one busy
#: writer straight to the other, and the curator, which polls for it, would rarely get a turn.
PACE = 0.01


def main() -> int:
    """Run the loop; exit 0 even when Hermes refuses an op (the verdict is reported)."""
    from tools.memory_tool import MemoryStore
    name, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    go, stop = (sys.argv[4], sys.argv[5]) if len(sys.argv) > 5 else (None, None)
    while go and not os.path.exists(go):
        time.sleep(0.005)
    started = time.monotonic()
    rng = random.Random(seed)
    store = MemoryStore(memory_char_limit=200_000, user_char_limit=200_000)
    store.load_from_disk()
    mine: list[str] = []
    refused: list[dict] = []
    i = failures = 0
    while i < count or (stop is not None and not os.path.exists(stop) and i < 5 * count):
        roll = rng.random()
        if not mine or roll < 0.55:
            op, text = "add", f"{name}-{i:04d} note about shard {rng.randint(0, 99)}"
            result = store.add("memory", text)
            if result.get("success"):
                mine.append(text)
        elif roll < 0.8:
            old = rng.choice(mine)
            op, text = "replace", old.split(" note")[0] + f" note revised {i}"
            result = store.replace("memory", old.split(" note")[0] + " note", text)
            if result.get("success"):
                mine[mine.index(old)] = text
        else:
            op, text = "remove", rng.choice(mine)
            result = store.remove("memory", text.split(" note")[0] + " note")
            if result.get("success"):
                mine.remove(text)
        if not result.get("success"):
            failures += 1
            if len(refused) < 5:
                refused.append({"op": op, "text": text, "error": result.get("error")})
        i += 1
        if stop is not None:
            time.sleep(PACE)  # outside Hermes's lock: a writer that never lets go starves the others' polling
    print(json.dumps({"ops": i, "failures": failures, "refused": refused, "final": mine,
                      "seconds": round(time.monotonic() - started, 3)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
