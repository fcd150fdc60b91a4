"""CLI verbs search / search --batch / sessions / session, run as subprocesses."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from curator.cli.main import main
from support.sessions import build_crafted

HIT_KEYS = {"message_id", "session_id", "role", "timestamp", "snippet", "score", "session_title", "source"}


@pytest.fixture
def crafted(tmp_path: Path):  # type: ignore[no-untyped-def]
    return build_crafted(tmp_path / "hermes")


class InProcess:
    """Runs the CLI in this process (fast); the subprocess tests cover the real entry point."""

    def __init__(self, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.capsys, self.monkeypatch = capsys, monkeypatch

    def __call__(self, *args: str, home: Path, stdin: str = ""):  # type: ignore[no-untyped-def]
        self.monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        code = main(["--home", str(home), *args])
        out = self.capsys.readouterr()
        return _Run(code, out.out, out.err)


class _Run:
    def __init__(self, code: int, stdout: str, stderr: str) -> None:
        self.code, self.stdout, self.stderr = code, stdout, stderr

    @property
    def json(self):  # type: ignore[no-untyped-def]
        lines = [x for x in self.stdout.splitlines() if x.strip()]
        assert len(lines) == 1, self.stdout
        return json.loads(lines[0])


@pytest.fixture
def run(capsys, monkeypatch):  # type: ignore[no-untyped-def]
    return InProcess(capsys, monkeypatch)


def test_search_json_shape_and_order(cli, crafted) -> None:  # type: ignore[no-untyped-def]
    r = cli("search", "which port does redis use", "--json", home=crafted.home)
    assert r.code == 0, r.stderr
    out = r.json
    assert out["schema_version"] == 1 and out["query"] == "which port does redis use"
    assert out["hits"] and all(set(h) == HIT_KEYS for h in out["hits"])
    assert out["hits"][0]["session_title"] == "Redis port clash"
    assert ">>>" in out["hits"][0]["snippet"]
    assert out["used"] == "index"


def test_search_filters(run, crafted) -> None:  # type: ignore[no-untyped-def]
    r = run("search", "redis port", "--json", "--limit", "2", "--role", "user", home=crafted.home)
    hits = r.json["hits"]
    assert len(hits) <= 2 and {h["role"] for h in hits} == {"user"}
    r = run("search", "redis port", "--json", "--source", "cron", home=crafted.home)
    assert [h["message_id"] for h in r.json["hits"]] == [crafted.ids["cron_redis"]]
    r = run("search", "redis port", "--json", "--after", "2026-06-05", home=crafted.home)
    assert [h["message_id"] for h in r.json["hits"]] == [crafted.ids["cron_redis"]]
    r = run("search", "zeppelin", "--json", home=crafted.home)
    assert r.json["hits"] == []
    r = run("search", "zeppelin", "--json", "--all-sources", home=crafted.home)
    assert [h["source"] for h in r.json["hits"]] == ["subagent"]
    r = run("search", "redis", "--after", "last tuesday", home=crafted.home)
    assert r.code == 2 and "not a date" in r.stderr


def test_search_batch_one_object_per_line(cli, crafted) -> None:  # type: ignore[no-untyped-def]
    r = cli("search", "--batch", "--json", home=crafted.home, stdin="redis port\n东京\n\nwifi password\n")
    assert r.code == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x["query"] for x in lines] == ["redis port", "东京", "", "wifi password"]
    assert lines[1]["hits"][0]["session_title"] == "东京出差"
    assert lines[2]["hits"] == []
    assert all(x["schema_version"] == 1 for x in lines)


def test_search_hermes_engine_and_text_output(run, crafted) -> None:  # type: ignore[no-untyped-def]
    r = run("search", "redis port", "--engine", "hermes", "--json", home=crafted.home)
    assert r.json["used"] == "hermes_fts" and r.json["hits"]
    r = run("search", "redis port", home=crafted.home)
    assert r.code == 0 and ">>>Redis<<<" in r.stdout and "Redis port clash" in r.stdout


def test_sessions_and_session_window(run, crafted) -> None:  # type: ignore[no-untyped-def]
    r = run("sessions", "--json", home=crafted.home)
    sessions = r.json["sessions"]
    assert sessions[0]["id"] == "20260621_080000_abcdef"
    assert "20260611_080000_dddddd" not in [s["id"] for s in sessions]
    assert {"id", "title", "source", "started_at", "last_activity_at", "message_count"} <= set(sessions[0])
    sid, anchor = "20260528_090000_aaaaaa", crafted.ids["redis_a"]
    r = run("session", sid, "--around", str(anchor), "--window", "1", "--json", home=crafted.home)
    out = r.json
    assert out["anchor_id"] == anchor and out["more_after"] and not out["more_before"]
    assert [m["id"] for m in out["messages"]] == [crafted.ids["redis_q"], anchor, crafted.ids["redis_tool"]]
    assert [m["anchor"] for m in out["messages"]] == [False, True, False]
    r = run("session", sid, "--json", home=crafted.home)
    assert len(r.json["messages"]) == 4 and not r.json["more_after"]


def test_session_errors(run, crafted) -> None:  # type: ignore[no-untyped-def]
    r = run("session", "nope", "--json", home=crafted.home)
    assert r.code == 1 and "nope" in r.stderr and r.json["ok"] is False
    r = run("session", "20260528_090000_aaaaaa", "--around", str(crafted.ids["cabin_q"]), home=crafted.home)
    assert r.code == 1 and "not in session" in r.stderr


def test_missing_store_exit_1_names_the_path(cli, run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    home = tmp_path / "empty-home"
    (home / "memories").mkdir(parents=True)
    r = cli("search", "x", "--json", home=home)
    assert r.code == 1 and str(home / "state.db") in r.stderr and r.json["ok"] is False
    for args in (("sessions",), ("session", "x")):
        r = run(*args, "--json", home=home)
        assert r.code == 1 and str(home / "state.db") in r.stderr


def test_damaged_store_exit_2_names_the_file(cli, run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    home = tmp_path / "h"
    (home / "memories").mkdir(parents=True)
    (home / "state.db").write_bytes(b"garbage" * 1000)
    r = cli("search", "x", home=home)
    assert r.code == 2 and "state.db" in r.stderr and "not an SQLite database" in r.stderr
    assert "Traceback" not in r.stderr
    r = run("sessions", home=home)
    assert r.code == 2 and "not an SQLite database" in r.stderr


def test_a_capped_search_says_first_n_of_total_and_a_typo_gets_a_correction(tmp_path: Path, capsys,
                                                                           monkeypatch) -> None:
    """`search --limit 3 deploy` on the demo: 3 hits of 7 ("the first 3 of 7"); `search deplyo`: a correction."""
    from curator.core.demo import write_demo_home

    home = Path(write_demo_home(tmp_path / "demo"))
    run = InProcess(capsys, monkeypatch)
    capped = run("--json", "search", "--limit", "3", "deploy", home=home)
    assert capped.code == 0 and len(capped.json["hits"]) == 3 and capped.json["total"] == 7
    assert "(the first 3 of 7 matches; --limit shows more)" in run("search", "--limit", "3", "deploy", home=home).stdout
    everything = run("--json", "search", "--limit", "30", "deploy", home=home).json
    assert len(everything["hits"]) == 7 and everything["total"] is None
    typo = run("--json", "search", "deplyo", home=home).json
    assert typo["hits"] == [] and typo["suggestion"] == "deploy"
    assert "Did you mean \u201cdeploy\u201d?" in run("search", "deplyo", home=home).stdout
