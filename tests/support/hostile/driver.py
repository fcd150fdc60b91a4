"""Runs several CLI command lines in one process, each bounded by SIGALRM; one JSON line per command.

    python tests/support/hostile/driver.py HOME '[["status", "--json"], ["show", "memory"]]'

One interpreter start for a whole row of the hostile-input table instead of one per command; a command that
blocks (a FIFO opened blocking, a lock never released) is cut off by the alarm and reported as ``"hang"``.
"""

from __future__ import annotations

import contextlib
import io
import json
import signal
import sys
import time

PER_COMMAND = 20


class Hang(BaseException):
    """Raised by the alarm: not an Exception, so the CLI's last-resort handler cannot swallow it."""


def _alarm(signum, frame) -> None:  # type: ignore[no-untyped-def]
    raise Hang()


def main() -> int:
    """Run every command line of argv[2] against the home argv[1]."""
    home, argvs = sys.argv[1], json.loads(sys.argv[2])
    from curator.cli.main import main as cli

    signal.signal(signal.SIGALRM, _alarm)
    for argv in argvs:
        out, err = io.StringIO(), io.StringIO()
        started = time.monotonic()
        signal.alarm(PER_COMMAND)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code: object = cli(["--home", home, *argv])
        except Hang:
            code = "hang"
        except SystemExit as exc:
            code = exc.code
        finally:
            signal.alarm(0)
        sys.__stdout__.write(json.dumps({"argv": argv, "code": code, "stdout": out.getvalue(), "stderr": err.getvalue(),
                                         "seconds": round(time.monotonic() - started, 3)}) + "\n")
        sys.__stdout__.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
