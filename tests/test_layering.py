"""The UI-free core imports neither textual nor rich."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import curator.core


def test_core_imports_no_ui() -> None:
    modules = ["curator.core." + m.name for m in pkgutil.walk_packages(curator.core.__path__)]
    modules += ["curator.core.sessions." + m.name for m in pkgutil.iter_modules(
        [curator.core.__path__[0] + "/sessions"])]
    assert "curator.core.store" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_cli_import_is_ui_free() -> None:
    code = ("import sys, curator.cli.main as m; m.build_parser();"
            "print(sorted(x for x in sys.modules if x.split('.')[0] in ('textual','rich')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
