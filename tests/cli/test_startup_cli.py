"""Every command line parses without loading the machinery of commands it does not run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
from curator.cli.main import build_parser
build_parser().parse_args(sys.argv[1:])
print(json.dumps(sorted(sys.modules)))
"""

HEAVY = ("curator.core.consolidate.analysis", "curator.core.pending", "curator.core.sessions.engine",
         "curator.core.sessions.store", "curator.core.scanner.findings", "tantivy", "sqlite3", "textual")
"""Loaded only by the commands that need them (pending and consolidate analysis, session search, the app)."""


def modules_after_parsing(*argv: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, cwd=PROJECT,
                         env={**os.environ, "PYTHONPATH": str(PROJECT)}, timeout=60)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_parsing_any_command_line_loads_no_heavy_module() -> None:
    for argv in (["status"], ["pending", "list"], ["consolidate", "memory"], ["search", "x"], ["show", "memory"]):
        loaded = modules_after_parsing(*argv)
        heavy = sorted(m for m in loaded if m.startswith(HEAVY))
        assert not heavy, (argv, heavy)
