"""Bench: how fast origins + usage are (demo home, a LoCoMo-style store with memory calls, a scaled store)
and how many entries of the generated store get the right origin (match rate against the generator's truth)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from locomo_store import load_all  # noqa: E402

from curator.core.memory.format import serialise, size_of  # noqa: E402
from curator.core.sessions.schema import MessageRow, create_store  # noqa: E402

LIMIT = 2200


@dataclass
class Truth:
    """What the generator did: each final entry's expected (via, session, message), and call counts."""

    expected: dict[str, tuple[str, str | None, int | None]] = field(default_factory=dict)
    first: dict[str, tuple[str, int]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    def bump(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1


def _sentence(text: str) -> str:
    for stop in (". ", "! ", "? "):
        if stop in text:
            text = text.split(stop, 1)[0] + stop.strip()
            break
    return text.strip()[:150]


def _unique_needle(entry: str, entries: list[str]) -> str | None:
    for start in range(0, max(1, len(entry) - 24), 7):
        needle = entry[start:start + 24].strip()
        if len(needle) >= 12 and sum(needle in e for e in entries) == 1:
            return needle
    return None


def _tool_calls(args: dict, shape: str, call_id: str) -> str:
    encoded = json.dumps(args, ensure_ascii=False)
    if shape == "plain":
        return json.dumps([{"name": "memory", "arguments": encoded}])
    return json.dumps([{"id": call_id, "type": "function", "function": {"name": "memory", "arguments": encoded}}])


def build_locomo_home(home: Path, truth: Truth) -> None:
    """Every dev conversation's sessions in one state.db, the agent's memory calls after some user turns,
    and the MEMORY.md they leave behind (Hermes's add/replace/remove/batch semantics, limit 2,200)."""
    (home / "memories").mkdir(parents=True)
    writer = create_store(home / "state.db")
    entries: list[str] = []
    k = 0
    next_id = 1
    for conv in load_all():
        for s_index, (start, turns) in enumerate(conv.sessions, 1):
            sid = f"{time.strftime('%Y%m%d_%H%M%S', time.gmtime(start))}_{conv.name}{s_index:04d}"
            writer.add_session(sid, source="cli", started_at=start, title=f"{conv.name} session {s_index}")
            rows: list[MessageRow] = []
            for t_index, turn in enumerate(turns):
                role = "user" if turn["speaker"] == conv.speaker_a else "assistant"
                ts = start + 60.0 * t_index
                rows.append(MessageRow(sid, role, turn["text"], ts))
                if role != "user" or t_index % 6 != 2 or len(turn["text"]) < 40:
                    continue
                k += 1
                fact = f"{conv.speaker_a}: {_sentence(turn['text'])}"
                shape = "plain" if k % 3 == 0 else "openai"
                mid = next_id + len(rows)   # the assistant row about to be written
                args, outcome, apply = _plan(k, fact, entries, truth)
                call_id = f"call_{k}"
                rows.append(MessageRow(sid, "assistant", "", ts + 20, tool_calls=_tool_calls(args, shape, call_id)))
                if k % 17 != 9:
                    rows.append(MessageRow(sid, "tool", json.dumps(outcome), ts + 21, tool_name="memory",
                                           tool_call_id=call_id))
                else:
                    truth.bump("no tool row")
                if apply is not None:
                    entries[:] = apply(entries, sid, mid)
            next_id += len(rows)
            writer.add_messages(rows)
    writer.close()
    for n, entry in enumerate(list(entries[:2])):   # two hand edits nobody recorded: unknown
        edited = entry + " (edited by hand)"
        entries[n] = edited
        truth.expected.pop(entry, None)
        truth.expected[edited] = ("unknown", None, None)
    (home / "memories" / "MEMORY.md").write_text(serialise(entries), "utf-8")


def _plan(k: int, fact: str, entries: list[str], truth: Truth):  # type: ignore[no-untyped-def]
    """The call to make (arguments, the tool's answer, how it changes the entries) for the k-th fact."""
    if k % 11 == 5:
        truth.bump("failed")
        return ({"action": "add", "target": "memory", "content": fact},
                {"success": False, "error": "Content blocked by the scanner."}, None)
    if k % 13 == 7:
        truth.bump("staged, never approved")
        return ({"action": "add", "target": "memory", "content": fact},
                {"success": True, "staged": True, "pending_id": f"{k:08x}"}, None)
    if fact in entries:
        truth.bump("duplicate add")
        return ({"action": "add", "target": "memory", "content": fact},
                {"success": True, "message": "Entry already exists (no duplicate added)."}, None)
    target = entries[-3] if k % 5 == 2 and len(entries) >= 3 else None
    needle = _unique_needle(target, entries) if target else None
    if needle and size_of([e if e != target else fact for e in entries]) <= LIMIT:
        truth.bump("replace")

        def replace(cur: list[str], sid: str, mid: int) -> list[str]:
            first = truth.first.get(target)
            truth.expected.pop(target, None)
            truth.expected[fact] = ("agent", sid, mid)
            if first:
                truth.first[fact] = first
            return [fact if e == target else e for e in cur]

        return ({"action": "replace", "target": "memory", "old_text": needle, "content": fact},
                {"success": True, "message": "Entry replaced."}, replace)
    ops, drop = [], []
    for victim in entries:   # the oldest first, until the new fact fits (as the model consolidates)
        if size_of([e for e in entries if e not in drop] + [fact]) <= LIMIT:
            break
        vneedle = _unique_needle(victim, entries)
        if vneedle is not None:
            drop.append(victim)
            ops.append({"action": "remove", "old_text": vneedle})
    if size_of([e for e in entries if e not in drop] + [fact]) > LIMIT:
        truth.bump("failed (over the limit)")
        return ({"action": "add", "target": "memory", "content": fact},
                {"success": False, "error": "Memory at 2,190/2,200 chars. Adding this entry would exceed the "
                                            "limit."}, None)

    def add(cur: list[str], sid: str, mid: int) -> list[str]:
        for victim in drop:
            truth.expected.pop(victim, None)
            truth.first.pop(victim, None)
        truth.expected[fact] = ("agent", sid, mid)
        truth.first[fact] = (sid, mid)
        return [e for e in cur if e not in drop] + [fact]

    if ops:
        truth.bump("batch (remove + add)")
        return ({"target": "memory", "operations": ops + [{"action": "add", "content": fact}]},
                {"success": True, "message": f"Applied {len(ops) + 1} operation(s)."}, add)
    truth.bump("add")
    return ({"action": "add", "target": "memory", "content": fact}, {"success": True, "message": "Entry added."},
            add)


def _entries(home: Path) -> dict[str, list[str]]:
    from curator.core.memory.format import parse

    out = {}
    for store, name in (("memory", "MEMORY.md"), ("user", "USER.md")):
        path = home / "memories" / name
        out[store] = parse(path.read_text("utf-8")) if path.exists() else []
    return out


def _time(fn, runs: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    fn()
    cold = time.perf_counter() - t
    warm = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        warm.append(time.perf_counter() - t)
    return cold, statistics.median(warm)


def run(home: Path, label: str, runs: int) -> list:
    from curator.core import provenance as pv

    entries = _entries(home)
    result: list = []

    def once() -> None:   # what the app's worker does: origins, usage, and the session titles the lines name
        got = pv.provenance(entries, db_path=home / "state.db")
        pv.session_facts(home / "state.db", [ep.origin for eps in got.values() for ep in eps])
        result[:] = [got]

    cold, warm = _time(once, runs)
    n = sum(len(v) for v in entries.values())
    print(f"{label}: {n} entries, origin + usage + titles cold {cold * 1000:.0f} ms (first call in this process: reads "
          f"the memory calls and scans the messages), warm median {warm * 1000:.1f} ms over {runs} runs")
    return result[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--big", type=Path, help="also time a big state.db (e.g. one bench/scale_store.py built)")
    args = parser.parse_args()
    from curator.core.demo.home import write_demo_home

    with tempfile.TemporaryDirectory() as tmp:
        demo = write_demo_home(Path(tmp) / "demo")
        got = run(demo, "demo home", args.runs)
        items = [ep for eps in got.values() for ep in eps]
        known = [ep for ep in items if ep.origin.via != "unknown"]
        print(f"demo home: origin known for {len(known)}/{len(items)} entries "
              f"({100 * len(known) // max(1, len(items))}%); by kind: "
              + ", ".join(f"{v} {sum(ep.origin.via == v for ep in items)}"
                          for v in ("agent", "pending", "curator", "outside", "unknown")))
        truth = Truth()
        home = Path(tmp) / "locomo"
        build_locomo_home(home, truth)
        got = run(home, "LoCoMo-style store", args.runs)
        _score(got["memory"], truth)
    if args.big:
        _big(args.big)


def _big(db: Path) -> None:
    """Origins + usage of the demo entries against a big store: the cold pass is what the app's worker does."""
    from curator.core import provenance as pv
    from curator.core.demo.memory import MEMORY_ENTRIES, USER_ENTRIES

    entries = {"memory": MEMORY_ENTRIES, "user": USER_ENTRIES}
    marks: list[tuple[int, float]] = []
    t = time.perf_counter()
    pv.provenance(entries, db_path=db, progress=lambda done, total: marks.append((total, time.perf_counter() - t)))
    cold = time.perf_counter() - t
    t = time.perf_counter()
    pv.provenance(entries, db_path=db)
    warm = time.perf_counter() - t
    total = marks[-1][0] if marks else 0
    print(f"big store {db}: {total:,} user/assistant messages scanned; cold {cold:.1f} s (in the app: a worker "
          f"with progress every 0.5 s, {len(marks)} reports), warm {warm:.2f} s")


def _score(items: list, truth: Truth) -> None:
    right = hist = hist_total = 0
    wrong: list[str] = []
    for ep in items:
        via, sid, mid = truth.expected[ep.entry]
        ok = ep.origin.via == via and ep.origin.session_id == sid and ep.origin.message_id == mid
        right += ok
        if not ok:
            wrong.append(f"  {ep.entry[:60]!r}: expected {via} {sid} #{mid}, got {ep.origin.via} "
                         f"{ep.origin.session_id} #{ep.origin.message_id}")
        first = truth.first.get(ep.entry)
        if via == "agent" and first and len(ep.origin.history) > 1:
            hist_total += 1
            hist += (ep.origin.first.session_id, ep.origin.first.message_id) == first
    print(f"LoCoMo-style store: calls made: " + ", ".join(f"{k} {v}" for k, v in sorted(truth.counts.items())))
    print(f"LoCoMo-style store: match rate {right}/{len(items)} ({100 * right / max(1, len(items)):.1f}%) of the "
          f"final entries (via, session and message all right); replaced entries traced to their original add: "
          f"{hist}/{hist_total}")
    for line in wrong[:10]:
        print(line)


if __name__ == "__main__":
    main()
