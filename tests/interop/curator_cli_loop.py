"""Runs many curator CLI calls in one process (the CLI's own main(), one call after another), for load tests."""

# ``python curator_cli_loop.py [GO] < request.json``: ``{"warm": ARGV, "calls": [ARGV, ...]}``. ``warm`` runs first
# (on a scratch home: it loads what a write needs), then ``"ready"`` is printed, and with GO (a path) the loop
# waits for that file.: ``calls.json`` is a JSON list of argv lists; one JSON line is
# printed per call, ``{"code": ..., "stdout": ..., "stderr": ...}``. Each call goes through the
# whole CLI (parsing, home resolution, config, scanner, lock, write, journal) exactly as `hermes-curator ARGV`
# would; only the interpreter start is shared, so a few hundred calls race real writers in seconds, not minutes.

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from curator.cli.main import main as cli_main  # noqa: E402


def main() -> int:
    """Run each argv in turn and report it; exit 0 (the caller judges the codes). With ``--serve``: one argv
    (a JSON list) per line in, one reply per line out, until stdin closes."""
    if sys.argv[1:] == ["--serve"]:
        for line in sys.stdin:
            if line.strip():
                code, out, err = _call(json.loads(line))
                print(json.dumps({"code": code, "stdout": out, "stderr": err}), flush=True)
        return 0
    request = json.loads(sys.stdin.read())
    if request.get("warm"):
        _call(request["warm"])
    print(json.dumps("ready"), flush=True)
    while len(sys.argv) > 1 and not os.path.exists(sys.argv[1]):
        time.sleep(0.005)
    for argv in request["calls"]:
        code, out, err = _call(argv)
        print(json.dumps({"code": code, "stdout": out, "stderr": err}), flush=True)
    return 0


def _call(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved_stdin, sys.stdin = sys.stdin, io.StringIO("")  # a call never reads the request stream
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli_main(argv)
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
    finally:
        sys.stdin = saved_stdin
    return code, out.getvalue(), err.getvalue()


if __name__ == "__main__":
    sys.exit(main())
