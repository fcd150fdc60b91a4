"""Hostile inputs: damaged memory files, pending records, config.yaml and state.db never crash or change anything.

Each case damages one file of a healthy home (tests/support/hostile/cases.py). Every command that touches it must
exit non-zero with a message that names the file and the problem, print no traceback, and leave every
byte of the home as it was (sha256 of the whole tree before and after). The TUI must show the problem
without a traceback.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import run_cli
from support.hostile.cases import (
    ALL_CASES,
    CONFIG_CASES,
    NOTED_CONFIG_CASES,
    CONFIG_COMMANDS,
    MEMORY_CASES,
    MEMORY_COMMANDS,
    PENDING_CASES,
    PENDING_COMMANDS,
    PENDING_ID,
    PENDING_LISTING_COMMANDS,
    READABLE_STATE_DBS,
    STATE_DB_CASES,
    STATE_DB_COMMANDS,
    TRAVERSAL_IDS,
    HostileCase,
    healthy_home,
    write_state_db,
)
from support.hostile.check import check_refusal, run_inprocess
from support.reliability_checks import home_digest


COMMANDS = {"memory": MEMORY_COMMANDS, "pending": PENDING_COMMANDS, "config": CONFIG_COMMANDS,
            "statedb": STATE_DB_COMMANDS}
SLOW_COMMANDS = {"memory-ten_mb_many_entries": (("add", "memory", "a brand new note"),),
                 "memory-ten_mb_one_entry": (("status",), ("add", "memory", "a brand new note"))}
"""The 10 MB stores: every entry is scanned by ``status``/``show`` (seconds each), so CI runs ``status``
once on the single 10 MB entry and only the refused write on 100k canonical entries (that store is
tool-shaped, only far over its limit: ``status`` lists it as OVER LIMIT). bench/stress.py times the rest."""


@pytest.fixture(autouse=True)
def _no_debug(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HERMES_CURATOR_DEBUG", raising=False)


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda c: c.id)
def test_cli_refuses_hostile_input_without_changing_a_byte(case: HostileCase, tmp_path: Path) -> None:
    """Every command of the case's category: non-zero exit, file and problem named, nothing changed."""
    home = healthy_home(tmp_path / "hermes")
    case.build(home)
    before = home_digest(home)
    problems: list[str] = []
    for argv in SLOW_COMMANDS.get(case.id, COMMANDS[case.category]):
        code, out, err = run_inprocess(home, argv)
        problems += check_refusal(case, argv, code, out, err)
        assert home_digest(home) == before, f"`{' '.join(argv)}` changed the home"
    # the same through --json: stdout stays machine-readable (one JSON object) on refusal
    argv = (*SLOW_COMMANDS.get(case.id, COMMANDS[case.category])[-1], "--json")
    code, out, err = run_inprocess(home, argv)
    problems += check_refusal(case, argv, code, out, err)
    for line in out.splitlines():
        json.loads(line)
    assert home_digest(home) == before
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("case", PENDING_CASES, ids=lambda c: c.id)
def test_queue_commands_skip_a_damaged_record_with_a_warning(case: HostileCase, tmp_path: Path) -> None:
    """``pending list`` and ``approve --all`` go on past a damaged record but warn, naming file and problem."""
    home = healthy_home(tmp_path / "hermes")
    case.build(home)
    before = home_digest(home)
    for argv in PENDING_LISTING_COMMANDS:
        code, out, err = run_inprocess(home, argv)
        assert code in (0, 1, 2) and "Traceback" not in out + err and "internal error" not in out + err
        assert case.names in err, f"`{' '.join(argv)}` printed no warning naming {case.names}: {err!r}"
        assert any(word in err.lower() for word in case.problem), f"`{' '.join(argv)}`: {err!r}"
        assert home_digest(home) == before


def test_pending_show_of_a_damaged_record_exits_non_zero(tmp_path: Path) -> None:
    """``pending show ID`` of a damaged record must fail like ``show memory`` does for a damaged store."""
    problems = []
    for n, case in enumerate(PENDING_CASES):
        home = healthy_home(tmp_path / f"hermes{n}")
        case.build(home)
        before = home_digest(home)
        code, out, err = run_inprocess(home, ("pending", "show", PENDING_ID))
        problems += [f"{case.id}: {p}" for p in check_refusal(case, ("pending", "show", PENDING_ID), code, out, err)]
        assert home_digest(home) == before
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("case", NOTED_CONFIG_CASES, ids=lambda c: c.id)
def test_values_hermes_reads_its_own_way_are_noted_and_writes_follow_hermes(case: HostileCase,
                                                                          tmp_path: Path) -> None:
    """A non-numeric or negative limit is read as Hermes reads it: named with config.yaml, never a traceback."""
    home = healthy_home(tmp_path / "hermes")
    case.build(home)
    for argv in CONFIG_COMMANDS:
        code, out, err = run_inprocess(home, argv)
        said = (out + err).lower()
        assert "traceback" not in said and "config.yaml" in said, (argv, said)
        assert any(word in said for word in case.problem), (argv, said)
    memory = (home / "memories" / "MEMORY.md").read_text(encoding="utf-8")
    if case.name == "wrong_types":  # Hermes falls back to the default limits: the add went ahead
        assert code == 0 and "a brand new note" in memory
    else:  # Hermes keeps -5: every add is over the limit, refused, the file as it was
        assert code != 0 and "a brand new note" not in memory


@pytest.mark.parametrize("case", [MEMORY_CASES[0], PENDING_CASES[0], CONFIG_CASES[4], STATE_DB_CASES[1]],
                         ids=lambda c: c.id)
def test_real_entry_point_prints_no_traceback(case: HostileCase, tmp_path: Path) -> None:
    """One case per category through ``python -m curator`` in a subprocess (the real stderr)."""
    home = healthy_home(tmp_path / "hermes")
    case.build(home)
    before = home_digest(home)
    argv = COMMANDS[case.category][-1]
    run = run_cli(*argv, home=home)
    assert check_refusal(case, argv, run.code, run.stdout, run.stderr) == []
    assert home_digest(home) == before


@pytest.mark.parametrize("bad_id", TRAVERSAL_IDS)
def test_path_traversal_ids_are_refused_before_touching_any_file(bad_id: str, tmp_path: Path) -> None:
    """Ids are 8+ lowercase hex, never a path: a bait record outside the queue is never read or applied."""
    home = healthy_home(tmp_path / "hermes")
    bait = {"id": "x", "subsystem": "memory", "action": "add", "summary": "bait", "origin": "foreground",
            "created_at": 1.0, "payload": {"action": "add", "target": "memory", "content": "BAIT ENTRY"}}
    for where in (home / "x.json", tmp_path / "x.json", home / "pending" / "x.json"):
        where.parent.mkdir(parents=True, exist_ok=True)
        where.write_text(json.dumps(bait), encoding="utf-8")
    (home / "pending" / "memory").mkdir(parents=True, exist_ok=True)
    before = home_digest(tmp_path)
    for argv in (("pending", "show", bad_id), ("pending", "approve", bad_id), ("pending", "reject", bad_id),
                 ("pending", "edit", bad_id, "--content", "new text"), ("pending", "restore", bad_id)):
        code, out, err = run_inprocess(home, argv)
        said = out + err
        assert code == 2, (argv, code, said)
        assert "not a pending-write id" in said and bad_id in said, said
        assert "Traceback" not in said
    assert home_digest(tmp_path) == before
    assert "BAIT" not in (home / "memories" / "MEMORY.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("shape", sorted(READABLE_STATE_DBS))
def test_odd_but_valid_session_stores_are_read_without_a_byte_changed(shape: str, tmp_path: Path) -> None:
    """Missing FTS tables, the v2 schema and an unloadable FTS tokenizer are shapes the curator reads:
    status works, search answers (degrading where it must), and no byte of the home changes."""
    from curator.core.sessions.engine import SearchEngine

    home = healthy_home(tmp_path / "hermes")
    READABLE_STATE_DBS[shape](home / "state.db")
    before = home_digest(home)
    code, out, err = run_inprocess(home, ("status", "--json"))
    assert code == 0, err
    assert json.loads(out)["sessions"]["messages"] == 30
    for argv in (("search", "postgres deploy", "--json"), ("sessions", "--json")):
        code, out, err = run_inprocess(home, argv)
        assert code == 0 and "Traceback" not in err, (argv, err)
        json.loads(out)
    with SearchEngine(home) as engine:
        result = engine.search("postgres deploy")
        assert result.hits, "the messages are found even without Hermes's FTS tables"
    assert home_digest(home) == before


def test_fts_table_with_an_unknown_tokenizer_degrades_to_a_scan(tmp_path: Path) -> None:
    """An FTS table whose tokenizer is not loadable: search still answers, says it degraded, writes nothing."""
    from support.hostile.cases import unknown_tokenizer

    from curator.core.sessions.engine import SearchEngine

    home = healthy_home(tmp_path / "hermes")
    unknown_tokenizer(home / "state.db")
    before = home_digest(home)
    with SearchEngine(home) as engine:
        result = engine.search("postgres deploy")
        assert result.hits
        assert result.degraded_reason, "the user is told Hermes's index could not be used"
    assert home_digest(home) == before


def test_store_locked_by_a_writer_is_reported_not_waited_on_forever(tmp_path: Path) -> None:
    """A rollback-journal store held EXCLUSIVE by a writer: status names state.db as locked, exits non-zero."""
    home = healthy_home(tmp_path / "hermes")
    write_state_db(home / "state.db")
    holder = sqlite3.connect(home / "state.db", isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO sessions (id, source, started_at) VALUES ('locked', 'cli', 1.0)")
    try:
        code, out, err = run_inprocess(home, ("status",))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert code != 0
    assert "state.db" in err and "locked" in err.lower() and "Traceback" not in err


def test_wal_store_with_an_open_write_transaction_is_still_readable(tmp_path: Path) -> None:
    """In WAL mode (what Hermes uses) a writer mid-transaction never blocks the curator's reads."""
    home = healthy_home(tmp_path / "hermes")
    write_state_db(home / "state.db", wal=True)
    holder = sqlite3.connect(home / "state.db", isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("INSERT INTO sessions (id, source, started_at) VALUES ('uncommitted', 'cli', 1.0)")
    try:
        code, out, err = run_inprocess(home, ("status", "--json"))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert code == 0, err
    assert json.loads(out)["sessions"]["sessions"] == 1, "the uncommitted row is not seen"


# ---------------------------------------------------------------- the TUI shows the same problems

def visible_text(app) -> str:
    """Everything a person can read: every Static/Label on the current screen plus the notifications."""
    from textual.widgets import Static

    parts = [str(w.render()) for w in app.screen.query(Static) if w.display]
    parts += [f"{n.title}: {n.message}" for n in app._notifications]
    return "\n".join(parts)


TUI_CASES = [c for c in ALL_CASES if c.id in ("memory-binary", "memory-bom_crlf", "memory-only_delimiters",
                                               "memory-directory", "config-tabs", "config-not_a_mapping",
                                               "statedb-not_a_database")]
"""One app per failure path (undecodable, not tool-shaped, unreadable, bad config, damaged state.db);
every pending case shares one app below."""


async def _open_and_read(home: Path, keys: tuple[str, ...] = ()) -> tuple[str, object]:
    """Start the app on ``home``, press ``keys``, return what it shows; the app must exit cleanly."""
    from support.tui import frozen_clock, settle

    from curator.core.home.resolve import HermesHome
    from curator.tui.app import build_app

    app = build_app(HermesHome(home), clock=frozen_clock, watch=False)
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        text = visible_text(app)
        errors = [n.message for n in app._notifications if n.title == "Error"]
        assert not errors, errors
        await pilot.press("q")
    assert app.return_code in (0, None)
    return text, app


@pytest.mark.anyio
@pytest.mark.parametrize("case", TUI_CASES, ids=lambda c: c.id)
async def test_tui_shows_the_problem_without_a_traceback(case: HostileCase, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The app starts, says what is wrong with which file (banner or notification), and exits cleanly."""
    from curator.tui.views import view_by_id

    monkeypatch.setenv("HOME", str(tmp_path))
    home = healthy_home(tmp_path / "hermes")
    case.build(home)
    before = home_digest(home)
    sessions = view_by_id("sessions")
    keys = (sessions.key,) if case.category == "statedb" and sessions is not None else ()
    text, _app = await _open_and_read(home, keys)
    if case.category != "statedb" or sessions is not None:  # no view reads state.db yet: start and exit cleanly
        assert case.names in text, f"the app does not name {case.names}:\n{text[:1500]}"
        assert any(word in text.lower() for word in case.problem), f"the app does not say what is wrong:\n{text[:1500]}"
    assert home_digest(home) == before


@pytest.mark.anyio
async def test_tui_lists_every_malformed_pending_record_with_its_problem(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """All pending cases in one queue: each row names its record and problem; nothing is applied or deleted."""
    monkeypatch.setenv("HOME", str(tmp_path))
    home = healthy_home(tmp_path / "hermes")
    queue = home / "pending" / "memory"
    queue.mkdir(parents=True)
    expected = {}
    for n, case in enumerate(PENDING_CASES):
        scratch = healthy_home(tmp_path / f"scratch{n}")
        case.build(scratch)
        new_id = f"{n:02d}{PENDING_ID[2:]}"
        (scratch / "pending" / "memory" / f"{PENDING_ID}.json").rename(queue / f"{new_id}.json")
        expected[new_id] = case
    before = home_digest(home)
    text, _app = await _open_and_read(home, ("2",))
    lines = text.splitlines()
    for new_id, case in expected.items():
        rows = [i for i, line in enumerate(lines) if new_id in line]
        assert rows, f"the queue does not show {new_id} ({case.name}):\n{text[:2000]}"
        row = " ".join(lines[rows[0]: rows[0] + 3]).lower()  # head line, then the record's error
        assert any(word in row for word in case.problem), f"{case.name}: problem not shown next to {new_id}: {row!r}"
    assert home_digest(home) == before
