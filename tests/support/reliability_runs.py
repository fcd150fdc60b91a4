"""The reliability campaigns (concurrent writers, SIGKILL rounds), sized by the caller: tests run them small,
bench/stress.py runs them big. Each returns its figures and raises AssertionError on the first violation."""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import threading
import time
from pathlib import Path

from support.agent_sim import join_entries
from support.reliability_checks import (
    TESTS,
    Zygote,
    agent_links,
    chain_problems,
    file_sha,
    journal_links,
    journal_order_problems,
    lost_adds,
    settle_round,
    spawn_python,
)

from curator.core.workspace import open_workspace
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.memory.format import read_store_file, serialise
from curator.core.memory.ops import Op
from curator.core.sessions.engine import SearchEngine
from curator.core.sessions.schema import open_store
from curator.core.sessions.store import SessionStore
from curator.core.memory.store import MemoryStore

SEED_ENTRIES = ["Seed: the project lives in ~/code/app.", "Seed: run tests with make test."]
STORE_FILES = {"memory": "MEMORY.md", "user": "USER.md"}


def new_home(root: Path, store: str, entries: list[str], config: str | None = None) -> Path:
    """A Hermes home with one store written canonically (and an optional config.yaml)."""
    (root / "memories").mkdir(parents=True, exist_ok=True)
    (root / "memories" / STORE_FILES[store]).write_bytes(join_entries(entries).encode("utf-8"))
    if config is not None:
        (root / "config.yaml").write_text(config, encoding="utf-8")
    return root


def run_all(procs: list, timeout: float = 600) -> list[dict]:
    """Wait for every process; each must exit 0 with a JSON counts line (the rest are killed on failure)."""
    outs = []
    try:
        for p in procs:
            out, err = p.communicate(timeout=timeout)
            assert p.returncode == 0, err.decode()
            assert b"Traceback" not in err, err.decode()
            outs.append(json.loads(out.decode().strip().splitlines()[-1]))
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    return outs


# ---------------------------------------------------------------- concurrent writers

def concurrency_run(base: Path, store: str = "memory", *, agents: int = 3, curators: int = 2, ops: int = 60,
                    limit: int = 3000, pause_ms: float = 6.0) -> dict[str, int]:
    """Agents and curator writers on one store at once; checks every acknowledged write is accounted for."""
    key = "memory_char_limit" if store == "memory" else "user_char_limit"
    home = new_home(base / "hermes", store, SEED_ENTRIES, f"memory:\n  {key}: {limit}\n")
    path = home / "memories" / STORE_FILES[store]
    agent_logs = [base / f"agent{i}.jsonl" for i in range(agents)]
    curator_logs = [base / f"curator{i}.jsonl" for i in range(curators)]
    sync = ["--barrier", str(base / "barrier"), "--parties", str(agents + curators), "--pause-ms", str(pause_ms)]
    started = time.monotonic()
    procs = [spawn_python(TESTS / "agent_sim.py", "run", "--file", str(path), "--ops", str(ops), "--seed", str(i),
                          "--tag", f"agent{i}", "--limit", str(limit), "--log", str(log), *sync)
             for i, log in enumerate(agent_logs)]
    procs += [spawn_python(TESTS / "curator_worker.py", "writer", "--home", str(home), "--store", store,
                           "--ops", str(ops), "--seed", str(100 + i), "--tag", f"curator{i}", "--log", str(log),
                           *sync) for i, log in enumerate(curator_logs)]
    counts = run_all(procs)
    elapsed = time.monotonic() - started

    final = read_store_file(path, limit)
    assert final.tool_shaped and final.decodable, final.problems
    assert final.raw == serialise(list(final.entries)).encode("utf-8"), "the file does not round-trip"
    assert len(final.raw.decode("utf-8")) <= limit, "the store grew past its limit"
    assert not list(path.parent.glob(".mem_*.tmp")) and not list(path.parent.glob(".curator-*.tmp")), (
        "a temp file was left behind without any crash")

    journal = Journal.for_home(HermesHome(home).path).read()
    assert journal.damaged == (), journal.damaged
    links = [link for log in agent_logs for link in agent_links(log)] + journal_links(journal.records, store)
    assert sum(c["changed"] for c in counts) == len(links), "an acknowledged change has no record"
    problems = (chain_problems(SEED_ENTRIES, links, final.entries) + lost_adds(links, final.entries)
                + journal_order_problems(journal.records, store, SEED_ENTRIES))
    assert not problems, "\n".join(problems[:20])

    by_id = {r.id: r for r in journal.records}
    acks = [json.loads(line) for log in curator_logs for line in log.read_text(encoding="utf-8").splitlines()]
    acks = [a for a in acks if a["kind"] == "write" and a["changed"]]
    assert len(acks) == len([r for r in journal.records if r.kind == "curator"])
    for ack in acks:
        record = by_id[ack["journal_id"]]
        assert (list(record.before), list(record.after)) == (ack["before"], ack["after"])
    external = sum(r.kind == "external" for r in journal.records)
    return {"processes": agents + curators, "ops": (agents + curators) * ops,
            "acknowledged": sum(c["acked"] for c in counts), "changed_writes": len(links),
            "refused": sum(c["refused"] for c in counts), "outside_changes_journaled": external,
            "final_entries": len(final.entries), "lost_updates": 0, "seconds": round(elapsed, 2)}


# ---------------------------------------------------------------- SIGKILL rounds

def _kill_home(epoch: int, base: Path, rng: random.Random) -> tuple[Path, str, int, int]:
    store = "memory" if epoch % 2 == 0 else "user"
    limit = rng.choice([2200, 4000, 6000]) if store == "memory" else 1375
    entries = [f"seed {epoch}-{i}: prefers tabs over spaces" for i in range(rng.randint(0, 5))]
    config = f"memory:\n  memory_char_limit: {limit}\n" if store == "memory" else None
    return new_home(base / f"home{epoch}", store, entries, config), store, limit, rng.choice([60, 400, 1200])


def tear_last_line(journal: Path, rng: random.Random) -> bool:
    """Cut the journal's last line in half, as a power loss could leave it; False when the last line is
    already torn (cutting it again would not add a damaged line) or too short."""
    raw = journal.read_bytes()
    if not raw.endswith(b"\n"):
        return False
    body = raw[:-1]
    start = body.rfind(b"\n") + 1
    if len(body) - start < 4:
        return False
    with open(journal, "r+b") as fh:
        fh.truncate(start + rng.randint(1, len(body) - start - 1))
    return True


def kill_campaign(base: Path, kills: int, seed: int, *, rounds_per_home: int = 25, tear_every: int = 10,
                  max_delay: float = 0.03, after_each_home=None) -> dict[str, int]:
    """SIGKILL ``kills`` curator writers at random moments; after each: old-or-new bytes, readable journal."""
    rng = random.Random(seed)
    zygote = Zygote()
    figures = {"kills": 0, "mid_write": 0, "landed_new": 0, "journal_lag": 0, "writes_confirmed": 0,
               "torn_injected": 0, "torn_by_kill": 0, "orphan_tmp": 0}
    started = time.monotonic()
    try:
        for epoch in range((kills + rounds_per_home - 1) // rounds_per_home):
            home, store, limit, max_chars = _kill_home(epoch, base, rng)
            path = HermesHome(home).store_path(store)
            journal = Journal.for_home(home)
            torn = 0
            behind = False  # the journal may trail the file after a tear or a kill just after the replace
            for n in range(min(rounds_per_home, kills - figures["kills"])):
                where = f"home {epoch} round {n}"
                base_sha = file_sha(path)
                request = {"home": str(home), "store": store, "seed": rng.randrange(1 << 30), "max_chars": max_chars}
                pid, status, lines = zygote.kill_round(request, rng.uniform(0.0, max_delay))
                assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, (
                    f"{where}: child {pid} did not die by SIGKILL (status {status}); lines: {lines}")
                rnd = settle_round(pid, status, lines, base_sha, file_sha(path))
                figures["kills"] += 1
                figures["writes_confirmed"] += rnd.writes_done
                allowed = {rnd.base} | ({rnd.pending} if rnd.pending else set())
                assert rnd.on_disk in allowed, f"{where}: the file is neither the old nor the new content"
                figures["mid_write"] += rnd.killed_mid_write
                figures["landed_new"] += rnd.landed_new

                state = read_store_file(path, limit)
                assert state.tool_shaped and state.decodable, (where, state.problems)
                if state.exists:
                    assert state.raw == serialise(list(state.entries)).encode("utf-8"), where
                names = {p.name for p in path.parent.iterdir()}
                orphans = {x for x in names if x.startswith((".mem_", ".curator-")) and x.endswith(".tmp")}
                assert names - orphans <= {path.name, path.name + ".lock"}, (where, names)

                contents = journal.read()  # never raises, whatever the kill left
                # a kill inside the journal's write(2) can leave a torn last line: reported, never fatal
                assert torn <= len(contents.damaged) <= torn + 1, (where, contents.damaged)
                if len(contents.damaged) > torn:
                    assert "torn last line" in contents.damaged[-1], (where, contents.damaged)
                    torn += 1
                    behind = True
                    figures["torn_by_kill"] += 1
                assert all("torn last line" in d or "unreadable line" in d for d in contents.damaged)
                last = journal.last_known(store)
                known = hashlib.sha256(serialise(list(last)).encode("utf-8")).hexdigest() if last is not None else None
                if known is not None and known != rnd.on_disk:
                    # only a kill between the file's replace and the journal append (or a torn journal) leaves
                    # the journal behind; the next curator write journals the difference as an outside change
                    assert rnd.landed_new or behind, f"{where}: journal and file disagree unexplained"
                    figures["journal_lag"] += rnd.landed_new
                    behind = True
                else:
                    behind = False
                if n % tear_every == tear_every - 1 and journal.path.exists() and tear_last_line(journal.path, rng):
                    torn += 1
                    behind = True
                    figures["torn_injected"] += 1
                    assert "torn last line" in journal.read().damaged[-1]
            # the store still takes writes after all that (and the write's settle removes a killed writer's temp)
            final = open_workspace(HermesHome(home)).store(store)
            entries = final.read().entries
            op = Op("remove", old_text=entries[0]) if entries else Op("add", content=f"after the kills {epoch}")
            assert final.apply([op]).changed, f"home {epoch}: the store refused a write after the kills"
            figures["orphan_tmp"] += len(list(path.parent.glob(".mem_*.tmp")) + list(path.parent.glob(".curator-*.tmp")))
            if after_each_home is not None:
                after_each_home(home, torn)
    finally:
        zygote.close()
    figures["seconds"] = round(time.monotonic() - started, 2)
    return figures


# ---------------------------------------------------------------- a live session store

SESSION = "20260722_204335_d62c16"
MESSAGES = 300
RATE = 100.0
"""Messages a second, each in its own transaction like a live agent turn."""


def token(n: int) -> str:
    """A word that occurs in message ``n`` only."""
    return f"zqmarker{n:05d}"


class HermesWriter(threading.Thread):
    """Plays the running agent: appends ``count`` messages at ``rate`` per second to a WAL-mode store."""

    def __init__(self, path: Path, count: int, rate: float) -> None:
        super().__init__(name="hermes-writer", daemon=True)
        self.path, self.count, self.rate = path, count, rate
        self.committed: list[tuple[int, int]] = []
        """(n, message id) of every committed message, in commit order."""
        self.lock = threading.Lock()
        self.error: BaseException | None = None

    def last(self) -> tuple[int, int] | None:
        """The newest committed message."""
        with self.lock:
            return self.committed[-1] if self.committed else None

    def run(self) -> None:
        try:
            writer = open_store(self.path)
            try:
                start = time.monotonic()
                for n in range(self.count):
                    role = "user" if n % 2 == 0 else "assistant"
                    mid = writer.add_message(SESSION, role, f"turn {n}: the deploy note {token(n)} about postgres")
                    with self.lock:
                        self.committed.append((n, mid))
                    delay = start + (n + 1) / self.rate - time.monotonic()
                    if delay > 0:
                        time.sleep(delay)
            finally:
                writer.close()
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc


def live_store_run(live_db: Path, messages: int = MESSAGES, rate: float = RATE) -> dict[str, int]:
    """Writer at ``rate``/s; the curator searches non-stop (Hermes's FTS first, then its own index built
    meanwhile): no exception escapes and every message committed before a search is found by that search."""
    writer = HermesWriter(live_db, messages, rate)
    engine = SearchEngine(live_db)
    store = SessionStore(live_db)
    seen_id = store.max_message_id()
    figures = {"searches": 0, "index_searches": 0, "fallback_searches": 0, "windows": 0}
    builder_error: list[BaseException] = []

    def build() -> None:
        try:
            engine.ensure_index()
        except BaseException as exc:  # noqa: BLE001
            builder_error.append(exc)

    builder = threading.Thread(target=build, name="index-build")
    writer.start()
    try:
        while writer.is_alive() or figures["searches"] == 0:
            last = writer.last()
            if last is not None and figures["searches"] == 20:
                builder.start()  # build the curator's index while the writer keeps going
            if last is None:
                time.sleep(0.005)
                continue
            n, mid = last
            index_built = builder.ident is not None and not builder.is_alive()
            result = engine.search(token(n))
            figures["searches"] += 1
            found = [h.message_id for h in result.hits]
            assert mid in found, f"message {n} (id {mid}) committed before the search was not found via {result.used}"
            if index_built:  # the index picked the message up in this search's own refresh
                assert result.used == "index", (n, result.used, result.degraded_reason)
            if result.used == "index":
                figures["index_searches"] += 1
            else:
                figures["fallback_searches"] += 1
            new = store.messages_since(seen_id, SESSION)
            if mid > seen_id:
                assert new and new[-1].id >= mid, "messages_since missed a committed message"
            seen_id = new[-1].id if new else seen_id
            window = store.window(SESSION, around=mid, before=3, after=3)
            assert mid in [m.id for m in window.messages]
            figures["windows"] += 1
            assert store.recent_sessions(5)[0].message_count >= n
    finally:
        writer.join(60)
        if builder.is_alive() or builder.ident is not None:
            builder.join(60)
    assert writer.error is None, writer.error
    assert not builder_error, builder_error
    assert len(writer.committed) == messages
    # after the build finished, searches answer from the curator's index and still see the newest message
    n, mid = writer.last()
    result = engine.search(token(n))
    assert result.used == "index" and mid in [h.message_id for h in result.hits]
    engine.close()
    store.close()
    figures["messages"] = len(writer.committed)
    return figures


