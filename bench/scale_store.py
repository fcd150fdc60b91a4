"""Bench helper: a large Hermes-shaped store made of LoCoMo turns with varied names and words."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Iterator

from locomo_store import load_all

from curator.core.sessions.schema import MessageRow, create_store

_NAMES = """Aaron Abby Adele Ahmed Aiko Alba Alec Alma Amir Anika Ansel Anya Arlo Asha Aurora Ava Axel Bea Benji
Bianca Bo Bruno Cai Calla Cara Cleo Cody Dara Dev Dina Drew Eden Eli Elsa Emil Enzo Esme Ezra Faye Femi Finn Flora
Gael Gia Gus Hana Hugo Ida Ines Iris Ivo Jada Jago Jin Joel Juno Kai Kaya Kenji Kira Lars Lea Leon Lia Lila Lior
Luca Lumi Maia Malik Mara Mei Milo Mina Nadia Nia Nico Nils Noa Noor Odin Omar Oona Orla Otto Paz Pia Quin Rafa Ravi
Remy Rhea Rio Rosa Rumi Sana Sami Sara Seb Sia Sol Suki Tala Tao Tess Theo Tomas Uma Vera Viggo Wren Yara Yuki Zara
Zeno Zoe""".split()
_SOURCES = (("cli", 55), ("telegram", 25), ("discord", 6), ("cron", 10), ("subagent", 3), ("kanban", 1))
_WORD_RE = re.compile(r"[A-Za-z']+")


def _vocab(turns: list[str]) -> list[str]:
    words: list[str] = []
    for t in turns:
        words.extend(w.lower() for w in _WORD_RE.findall(t) if len(w) > 3)
    return words


def generate_rows(n_messages: int, seed: int = 7) -> Iterator[tuple[str, str, float, str | None, list[MessageRow]]]:
    """Yield ``(session_id, source, started_at, title, rows)`` until about *n_messages* rows exist."""
    rng = random.Random(seed)
    convs = load_all()
    sessions = [(c, turns) for c in convs for _start, turns in c.sessions]
    vocab = _vocab([t["text"] for _c, turns in sessions for t in turns])
    sources = [s for s, _w in _SOURCES]
    weights = [w for _s, w in _SOURCES]
    made = 0
    k = 0
    t0 = 1_700_000_000.0
    while made < n_messages:
        conv, turns = sessions[k % len(sessions)]
        k += 1
        a, b = rng.sample(_NAMES, 2)
        swap = {conv.speaker_a: a, conv.speaker_b: b}
        pattern = re.compile("|".join(re.escape(x) for x in swap))
        start = t0 + k * 1800.0 + rng.random() * 600
        sid = f"{_stamp(start)}_{k:06x}"
        source = rng.choices(sources, weights)[0]
        title = None if rng.random() < 0.6 else f"{a} and {b}: " + " ".join(rng.sample(vocab, 3))
        rows: list[MessageRow] = []
        for i, turn in enumerate(turns):
            text = pattern.sub(lambda m: swap[m.group(0)], turn["text"])
            words = text.split()
            for j in range(len(words)):
                if rng.random() < 0.15:
                    words[j] = rng.choice(vocab)
            text = " ".join(words)
            role = "user" if turn["speaker"] == conv.speaker_a else "assistant"
            ts = start + 20.0 * len(rows)
            rows.append(MessageRow(sid, role, text, ts))
            if role == "assistant" and rng.random() < 0.05:
                call = json.dumps([{"id": f"call_{k}_{i}", "type": "function",
                                    "function": {"name": "web_search", "arguments": json.dumps({"q": words[:4]})}}])
                rows.append(MessageRow(sid, "assistant", "", ts + 1, tool_calls=call))
                rows.append(MessageRow(sid, "tool", json.dumps({"results": [text[:200]]}), ts + 2,
                                       tool_name="web_search"))
        made += len(rows)
        yield sid, source, start, title, rows


def _stamp(ts: float) -> str:
    from datetime import datetime, timezone
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y%m%d_%H%M%S")


def build_scale_store(path: Path, n_messages: int, seed: int = 7) -> int:
    """Create the store; returns the number of messages written."""
    writer = create_store(path)

    def rows() -> Iterator[MessageRow]:
        for sid, source, start, title, session_rows in generate_rows(n_messages, seed):
            writer.add_session(sid, source=source, started_at=start, title=title)
            yield from session_rows

    try:
        total = writer.bulk_load(rows())
        writer.checkpoint()
    finally:
        writer.close()
    return total
