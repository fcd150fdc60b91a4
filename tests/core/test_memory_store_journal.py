"""The write path, journal, history and undo on real files under tmp_path."""

from __future__ import annotations

import multiprocessing as mp
from pathlib import Path

import pytest

from curator.core.workspace import open_workspace
from curator.core.errors import BadInputError, NotToolShapedError, OverLimitError, UndoRefusedError
from curator.core.home.resolve import HermesHome
from curator.core.journal.log import Journal
from curator.core.files import atomic_write_bytes, exclusive_lock
from curator.core.memory.format import parse, serialise
from curator.core.memory.ops import Op
from curator.core.memory.store import MemoryStore
from curator.core.journal.reverts import undo, undo_target

from conftest import make_home


def _store(home_dir: Path, name: str = "memory") -> MemoryStore:
    return open_workspace(HermesHome(home_dir)).store(name)


def _agent_write(path: Path, entries: list[str]) -> None:
    """Write like Hermes: lock, temp + fsync + replace."""
    with exclusive_lock(path):
        atomic_write_bytes(path, serialise(entries).encode("utf-8"))


def test_apply_writes_canonical_bytes_and_journals(home: Path) -> None:
    store = _store(home)
    result = store.apply([Op("add", content="Deploy with `make deploy`.")], reason="test")
    raw = store.path.read_bytes()
    assert raw == serialise(["Project lives in ~/code/app.", "Run tests with `make test`.", "Uses Postgres 16.",
                             "Deploy with `make deploy`."]).encode()
    assert result.changed and result.journal_id
    records = store.journal.records("memory")
    assert [r.kind for r in records] == ["baseline", "curator"]
    assert records[-1].added == ["Deploy with `make deploy`."] and records[-1].reason == "test"
    assert not (home / "memories").joinpath("MEMORY.md.lock").read_bytes()  # lock file exists, empty


def test_journal_lives_outside_the_hermes_home(home: Path, tmp_path: Path) -> None:
    store = _store(home)
    store.apply([Op("add", content="x fact")])
    assert tmp_path / "_curator_state" in store.journal.path.parents
    assert home not in store.journal.path.parents


def test_over_limit_leaves_file_untouched(tmp_path: Path) -> None:
    h = make_home(tmp_path / "h", memory=["a" * 50], config="memory:\n  memory_char_limit: 60\n")
    store = _store(h)
    before = store.path.read_bytes()
    with pytest.raises(OverLimitError) as err:
        store.apply([Op("add", content="b" * 20)])
    assert "50/60" in err.value.message
    assert store.path.read_bytes() == before


def test_refuses_to_write_unshaped_file_and_normalise_keeps_backup(tmp_path: Path) -> None:
    h = make_home(tmp_path / "h")
    path = h / "memories" / "MEMORY.md"
    original = "one\r\n\r\n§\r\ntwo\r\n".encode()
    path.write_bytes(original)
    store = _store(h)
    with pytest.raises(NotToolShapedError) as err:
        store.apply([Op("add", content="three")])
    assert "blank lines" in err.value.message and str(path) in err.value.message  # CRLF alone is accepted
    assert path.read_bytes() == original
    result = store.normalise()
    assert path.read_bytes() == b"one\n\xc2\xa7\ntwo"
    assert result.backup is not None and result.backup.read_bytes() == original
    assert result.backup.name.startswith("MEMORY.md.bak.")
    store.apply([Op("add", content="three")])
    assert parse(path.read_text()) == ["one", "two", "three"]


def test_config_error_refuses_writes(tmp_path: Path) -> None:
    h = make_home(tmp_path / "h", memory=["a"], config="memory: [unclosed\n")
    with pytest.raises(BadInputError) as err:
        _store(h).apply([Op("add", content="b")])
    assert "config.yaml" in err.value.message and "line" in err.value.message


def test_undo_restores_bytes_exactly(home: Path) -> None:
    store = _store(home)
    before = store.path.read_bytes()
    store.apply([Op("replace", content="Uses Postgres 17.", old_text="Postgres")])
    store.apply([Op("remove", old_text="make test")])
    journal = store.journal
    undo(store, undo_target(journal))
    undo(store, undo_target(journal))
    assert store.path.read_bytes() == before
    with pytest.raises(UndoRefusedError):
        undo_target(journal)


def test_undo_refuses_when_entry_changed_outside(home: Path) -> None:
    store = _store(home)
    store.apply([Op("add", content="Cache is Redis 7.")])
    entries = parse(store.path.read_text())
    entries[-1] = "Cache is Redis 7.2 (agent edit)."
    _agent_write(store.path, entries)
    before = store.path.read_bytes()
    with pytest.raises(UndoRefusedError) as err:
        undo(store, undo_target(store.journal))
    assert "changed or been removed" in err.value.message
    assert store.path.read_bytes() == before
    kinds = [r.kind for r in store.journal.records("memory")]
    assert kinds[-1] == "external"


def test_undo_merges_with_unrelated_outside_change(home: Path) -> None:
    store = _store(home)
    store.apply([Op("remove", old_text="make test")])
    entries = parse(store.path.read_text()) + ["Agent added this."]
    _agent_write(store.path, entries)
    undo(store, undo_target(store.journal))
    assert parse(store.path.read_text()) == ["Project lives in ~/code/app.", "Run tests with `make test`.",
                                             "Uses Postgres 16.", "Agent added this."]


def test_external_change_is_detected(home: Path) -> None:
    store = _store(home)
    store.observe()
    _agent_write(store.path, parse(store.path.read_text()) + ["From the agent."])
    record = store.observe()
    assert record is not None and record.kind == "external" and record.operation == "add"
    assert record.added == ["From the agent."]
    assert store.observe() is None


def test_torn_journal_line_is_tolerated(home: Path) -> None:
    store = _store(home)
    store.apply([Op("add", content="fact one")])
    with open(store.journal.path, "ab") as fh:
        fh.write(b'{"id": "deadbeef", "ts": 1, "ki')
    contents = store.journal.read()
    assert len(contents.records) == 2 and "torn last line" in contents.damaged[0]
    store.apply([Op("add", content="fact two")])
    contents = Journal(store.journal.path).read()
    assert [r.kind for r in contents.records][-1] == "curator" and len(contents.damaged) == 1


def _writer(home_dir: str, tag: str, count: int) -> None:
    store = open_workspace(HermesHome(Path(home_dir))).store("memory")
    for i in range(count):
        store.apply([Op("add", content=f"{tag} fact {i}")], scan=False)


def _agent(path: str, tag: str, count: int) -> None:
    for i in range(count):
        with exclusive_lock(Path(path)):
            entries = parse(Path(path).read_text(encoding="utf-8"))
            entries.append(f"{tag} fact {i}")
            atomic_write_bytes(Path(path), serialise(entries).encode("utf-8"))


def test_two_processes_under_the_lock_lose_nothing(tmp_path: Path) -> None:
    h = make_home(tmp_path / "h", memory=["seed"], config="memory:\n  memory_char_limit: 100000\n")
    path = h / "memories" / "MEMORY.md"
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(h), "curator", 40)),
             ctx.Process(target=_agent, args=(str(path), "agent", 40))]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    entries = parse(path.read_text())
    assert len(entries) == 81
    assert {f"curator fact {i}" for i in range(40)} | {f"agent fact {i}" for i in range(40)} | {"seed"} == set(entries)
    assert path.read_bytes() == serialise(entries).encode()
