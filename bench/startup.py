"""Startup to first paint of the TUI on a fresh demo home (target: under 0.5 s on a 2-core machine).

Runs the app in child processes (headless driver, file watcher on) and reports, per run, the wall time
from spawning the interpreter to the first screen refresh (Textual's Ready event, posted right after the
first compositor paint), plus the in-process part (imports + building the app + first paint).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent


def child(home: str) -> None:
    """Import, build and run the app until its first paint; print the timings as JSON."""
    t0 = time.perf_counter()
    sys.path.insert(0, str(PROJECT))
    from curator.core.home import HermesHome
    from curator.tui.app import CuratorApp
    from curator.tui.context import make_context

    t_import = time.perf_counter()
    marks: dict[str, float] = {}

    class TimedApp(CuratorApp):
        def on_ready(self) -> None:
            marks["paint"] = time.perf_counter()
            marks["cpu"] = time.process_time()
            super().on_ready()
            self.exit()

    app = TimedApp(make_context(HermesHome(Path(home)), demo=True), watch=True)
    t_built = time.perf_counter()
    app.run(headless=True, size=(120, 36))
    print(json.dumps({"import": t_import - t0, "build": t_built - t_import, "paint": marks["paint"] - t0,
                      "cpu": marks["cpu"], "wall_clock_now": time.time()}))


def main() -> None:
    """Measure several cold starts and print the median and worst."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--child", metavar="HOME", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    sys.path.insert(0, str(PROJECT))
    from curator.core.demo import write_demo_home

    with tempfile.TemporaryDirectory(prefix="curator-bench-") as tmp:
        home = write_demo_home(Path(tmp) / "hermes-home")
        env = {**os.environ, "HERMES_CURATOR_STATE_DIR": str(Path(tmp) / "state"),
               "HERMES_CURATOR_CACHE_DIR": str(Path(tmp) / "cache")}
        env.pop("TEXTUAL_THEME", None)
        walls, inproc, cpus = [], [], []
        for i in range(args.runs + 1):  # the first run warms the OS page cache and is not counted
            start = time.time()
            out = subprocess.run([sys.executable, __file__, "--child", str(home)], capture_output=True,
                                 text=True, env=env, cwd=PROJECT, check=True)
            data = json.loads(out.stdout.strip().splitlines()[-1])
            if i == 0:
                continue
            walls.append(data["wall_clock_now"] - start)
            inproc.append(data["paint"])
            cpus.append(data["cpu"])
            print(f"run {i}: process start -> first paint {walls[-1]:.3f} s "
                  f"(in process {data['paint']:.3f} s: imports {data['import']:.3f} s, build {data['build']:.3f} s; "
                  f"CPU time of the process {data['cpu']:.3f} s)")
        load = os.getloadavg()[0]
        print(f"startup to first paint on the demo home: median {statistics.median(walls):.3f} s, "
              f"worst {max(walls):.3f} s over {len(walls)} runs (in-process median "
              f"{statistics.median(inproc):.3f} s; CPU time median {statistics.median(cpus):.3f} s); "
              f"target < 0.5 s; 1-min load average during the runs {load:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
