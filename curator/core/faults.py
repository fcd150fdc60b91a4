"""A test-only fault hook: ``HERMES_CURATOR_FAULT=<point>[:sleep=S][,...]`` stops or delays the process there.

Points: ``after-intent`` (journal intent written, file not yet replaced), ``before-replace``, ``after-replace``
(file replaced, commit not yet written), ``after-commit``, ``before-lock`` (undo, before taking the lock).
Without ``:sleep=S`` the process ends at once with ``os._exit(86)``, as a SIGKILL would leave it. Unset in
normal use: one environment lookup per point passed.
"""

from __future__ import annotations

import os
import time

FAULT_EXIT = 86


def fault(point: str) -> None:
    """Stop (or sleep) here when the hook names this point."""
    spec = os.environ.get("HERMES_CURATOR_FAULT")
    if not spec:
        return
    for item in spec.split(","):
        name, _, arg = item.strip().partition(":")
        if name != point:
            continue
        if arg.startswith("sleep="):
            time.sleep(float(arg[len("sleep="):]))
        else:
            os._exit(FAULT_EXIT)
