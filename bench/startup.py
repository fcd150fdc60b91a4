"""Startup to first paint of the TUI on a demo home (target: under 0.5 s on a 2-core machine).

The headline figure is what a user waits for: the real command (``hermes-curator --home <demo home>``) is
started in a pseudo-terminal of 120x36, and the clock stops when the terminal has received the first frame
showing both panes with their gauges (``MEMORY.md``, ``USER.md`` and ``chars``). The process is then asked to
quit with ``q``.

Runs use the bytecode cache as an installed copy does (``PYTHONDONTWRITEBYTECODE`` is removed from the
children's environment; the first, uncounted runs write the cache and the config cache). ``--no-bytecode-cache``
measures with it off, as in a sandbox that sets that variable. ``--breakdown`` adds an in-process split
(imports, building the app, running to Textual's Ready event) from a headless child. ``--reference``
interleaves a minimal Textual app started the same way: these hosts' speed drifts by a factor of ~1.5 over
minutes, and that app's time is the floor any Textual app pays at that moment.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
COLUMNS, LINES = 120, 36
FIRST_FRAME = (b"MEMORY.md", b"USER.md", b"chars")
"""All of these must have reached the terminal: the panes' titles and their gauge lines."""


REFERENCE_APP = """
from textual.app import App
from textual.widgets import Footer, Static

class Reference(App):
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self):
        yield Static("MEMORY.md USER.md 0/2,200 chars")
        yield Footer()

Reference().run()
"""
"""The floor on this machine: a minimal Textual app (one line of text and a footer) started the same way."""


def command(home: Path) -> list[str]:
    """The installed console script when there is one next to this interpreter, else ``python -m curator``."""
    script = Path(sys.executable).with_name("hermes-curator")
    if script.exists():
        return [str(script), "--home", str(home)]
    return [sys.executable, "-m", "curator", "--home", str(home)]


def time_to_first_frame(cmd: list[str], env: dict[str, str], timeout: float = 20.0) -> float:
    """Seconds from fork to the first frame on the pseudo-terminal; then quits the app."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: become the app
        try:
            os.chdir(PROJECT)
            os.execvpe(cmd[0], cmd, env)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", LINES, COLUMNS, 0, 0))
    seen = b""
    elapsed: float | None = None
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if all(marker in seen for marker in FIRST_FRAME):
                elapsed = time.perf_counter() - start
                break
        if elapsed is None:
            raise RuntimeError(f"no first frame within {timeout} s; the terminal got: {seen[-400:]!r}")
        os.write(fd, b"q")
        _wait(pid, fd, 5.0)
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
        os.close(fd)
    return elapsed


def _wait(pid: int, fd: int, timeout: float) -> None:
    """Drain the terminal until the child exits (or the timeout passes)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done, _status = os.waitpid(pid, os.WNOHANG)
        if done:
            return
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def breakdown_child(home: str) -> None:
    """Headless, in-process: imports, app construction and running to Ready, as JSON on stdout."""
    import gc

    t0 = time.perf_counter()
    gc.disable()  # as the launcher does
    sys.path.insert(0, str(PROJECT))
    import curator.cli.launch  # noqa: F401 - the launcher's own imports count
    from curator.core.home.resolve import HermesHome
    from curator.tui.app import CuratorApp
    from curator.core.workspace import open_workspace

    t_import = time.perf_counter()
    marks: dict[str, float] = {}

    class TimedApp(CuratorApp):
        def on_ready(self) -> None:
            marks["ready"] = time.perf_counter()
            super().on_ready()
            self.exit()

    app = TimedApp(open_workspace(HermesHome(Path(home)), demo=True), watch=True, gc_paused=True)
    t_built = time.perf_counter()
    app.run(headless=True, size=(COLUMNS, LINES))
    print(json.dumps({"import": t_import - t0, "build": t_built - t_import, "run": marks["ready"] - t_built}))


def main() -> None:
    """Measure several starts and print each, the median and the worst."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=2, help="uncounted first runs (default 2)")
    parser.add_argument("--no-bytecode-cache", action="store_true", help="run the children with "
                        "PYTHONDONTWRITEBYTECODE=1 (our modules are compiled from source on every start)")
    parser.add_argument("--breakdown", action="store_true", help="also split the in-process time (headless)")
    parser.add_argument("--reference", action="store_true", help="interleave runs of a minimal Textual app, "
                        "the floor for any Textual app on this machine at this moment (hosts vary a lot)")
    parser.add_argument("--child", metavar="HOME", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        breakdown_child(args.child)
        return
    sys.path.insert(0, str(PROJECT))
    from curator.core.demo.home import write_demo_home

    tmp = Path(tempfile.mkdtemp(prefix="curator-bench-"))
    try:
        home = write_demo_home(tmp / "hermes-home")
        env = {**os.environ, "HERMES_CURATOR_STATE_DIR": str(tmp / "state"),
               "HERMES_CURATOR_CACHE_DIR": str(tmp / "cache"), "TERM": "xterm-256color", "COLORTERM": "truecolor"}
        for var in ("TEXTUAL_THEME", "TEXTUAL", "COLUMNS", "LINES", "PYTHONDONTWRITEBYTECODE"):
            env.pop(var, None)
        if args.no_bytecode_cache:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        cmd = command(Path(home))
        print(f"command: {' '.join(cmd)}  (pseudo-terminal {COLUMNS}x{LINES}; bytecode cache "
              f"{'off' if args.no_bytecode_cache else 'on'})")
        reference_cmd = [sys.executable, "-c", REFERENCE_APP]
        for _ in range(args.warmup):
            time_to_first_frame(cmd, env)
            if args.reference:
                time_to_first_frame(reference_cmd, env)
        times: list[float] = []
        floor: list[float] = []
        for i in range(1, args.runs + 1):
            times.append(time_to_first_frame(cmd, env))
            line = f"run {i:2d}: process start -> first frame on the terminal {times[-1]:.3f} s"
            if args.reference:
                floor.append(time_to_first_frame(reference_cmd, env))
                line += f"  (minimal Textual app: {floor[-1]:.3f} s)"
            print(line)
        load = os.getloadavg()[0]
        ordered = sorted(times)
        p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
        print(f"startup to first paint on the demo home: median {statistics.median(times):.3f} s, "
              f"p90 {p90:.3f} s, best {ordered[0]:.3f} s, worst {ordered[-1]:.3f} s over {len(times)} runs; "
              f"target < 0.5 s; 1-min load average {load:.1f} on {os.cpu_count()} CPUs")
        if floor:
            print(f"minimal Textual app in the same runs: median {statistics.median(floor):.3f} s; the curator's "
                  f"own share: median {statistics.median(t - f for t, f in zip(times, floor)):.3f} s")
        if args.breakdown:
            rows = []
            for _ in range(max(5, args.runs // 2)):
                out = subprocess.run([sys.executable, __file__, "--child", str(home)], capture_output=True, text=True,
                                     env=env, cwd=PROJECT, check=True)
                rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
            parts = {k: statistics.median(r[k] for r in rows) for k in ("import", "build", "run")}
            print("in process (headless, medians): " + ", ".join(f"{k} {v:.3f} s" for k, v in parts.items())
                  + " (run = until Textual's Ready, which comes after the first frame and any resize relayouts)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
