"""The curator's gauge equals the header real Hermes puts in the prompt, for many fills of both stores."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from .support import DELIMITER, curator_session, new_home, stamp_state_db

pytestmark = pytest.mark.interop

WORDS = ("deploy build cache token-free notes staging prod rollout branch review tests lint docs schema "
         "queue retry backoff latency budget owner oncall runbook metrics dashboard alert").split()
#: Entries 0.19 blocks at load (each a different finding), which 0.19 shows as a longer placeholder.
BLOCKED = [
    "The deploy keys live in ~/.ssh on the build box",
    "Team jokes that the sliver of time before standup is sacred",
    "Ops uses curl\n-d $API_TOKEN for the status ping",
    "To modify\n~/.hermes/config.yaml ask Sam first",
    "We check in with the vendor every Friday",
]


def _fill(rng: random.Random, target_chars: int, blocked: int) -> list[str]:
    entries: list[str] = []
    for i in range(blocked):
        entries.append(BLOCKED[(rng.randrange(len(BLOCKED)) + i) % len(BLOCKED)] + f" ({i})")
    while len(DELIMITER.join(entries)) < target_chars:
        entries.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 18))).capitalize() + ".")
    rng.shuffle(entries)
    return list(dict.fromkeys(entries))


def _cases() -> list[tuple[str, list[str], list[str], str | None]]:
    rng = random.Random(1207)
    cases = []
    for n, (fill, blocked) in enumerate([(0, 1), (150, 0), (700, 1), (1400, 2), (2100, 0), (2190, 1),
                                         (2300, 0), (2600, 2), (3100, 1), (1000, 3)]):
        config = None if n % 3 else "memory:\n  memory_char_limit: 1800\n  user_char_limit: 900\n"
        cases.append((f"fill{n}", _fill(rng, fill, blocked), _fill(rng, fill // 2, blocked % 2), config))
    # Sizes where Hermes's floating-point percent is one below the exact floor (638/2,200 is 28%).
    cases.append(("float-rounding", ["x" * 638], ["y" * 1026], "memory:\n  user_char_limit: 1800\n"))
    cases.append(("limit-zero", ["Fact one.", "Fact two."], None, "memory:\n  memory_char_limit: 0\n"))
    return cases


def _bracket(header: str | None) -> str | None:
    match = re.search(r"\[(.*)\]$", header or "")
    return match.group(1) if match else None


def test_gauge_equals_hermes_prompt_header(hermes, tmp_path: Path) -> None:
    """For every fill (blocked entries, over 100%, custom limits) `status` shows Hermes's own header text."""
    homes = []
    for name, memory, user, config in _cases():
        homes.append((name, new_home(tmp_path / name, memory=memory, user=user, config=config)))
    stamp_state_db(hermes, *(home for _, home in homes))
    prompts = hermes.run(None, *({"op": "prompt", "home": str(home)} for _, home in homes))
    mismatches = []
    with curator_session() as curator:  # one curator process, `status --json` once per home
        statuses = [curator(home, "status", "--json").json for _, home in homes]
    for (name, home), prompt, status in zip(homes, prompts, statuses):
        for store in ("memory", "user"):
            want = _bracket(prompt[store]["header"])
            got = status["stores"][store]["gauge"]
            if want is not None and want != got:
                mismatches.append(f"{name}/{store}: Hermes {want!r}, curator {got!r}")
    assert not mismatches, "\n".join(mismatches)
