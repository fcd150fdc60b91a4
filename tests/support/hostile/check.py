"""Running the CLI in-process on a hostile home and judging its answer (shared by the tests and bench/stress.py)."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from support.hostile.cases import HostileCase

from curator.cli.main import main as cli_main


def run_inprocess(home: Path, argv: tuple[str, ...]) -> tuple[int, str, str]:
    """Run the CLI's main() in this process (no interpreter start) and return (code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(["--home", str(home), *argv])
    return code, out.getvalue(), err.getvalue()


def check_refusal(case: HostileCase, argv: tuple[str, ...], code: int, out: str, err: str) -> list[str]:
    """Problems with one command's handling of a hostile case (empty when it behaved): it must exit
    non-zero, print no traceback or internal error, and name the file and the problem."""
    said = f"{out}\n{err}"
    shown = " ".join(argv)
    problems = []
    if code == 0:
        problems.append(f"`{shown}` exited 0")
    if "Traceback" in said or "internal error" in said:
        problems.append(f"`{shown}` crashed: {err.strip()[-300:]}")
    if case.names not in said:
        problems.append(f"`{shown}` did not name {case.names}: {said.strip()[:300]!r}")
    if not any(word in said.lower() for word in case.problem):
        problems.append(f"`{shown}` did not say what is wrong (any of {case.problem}): {said.strip()[:300]!r}")
    return problems
