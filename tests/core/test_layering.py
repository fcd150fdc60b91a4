"""Import hygiene, feature by feature: core imports no UI and nothing above it; the CLI imports no Textual."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import curator

PACKAGE = Path(curator.__file__).resolve().parent
CORE_FEATURES = ("home", "memory", "journal", "scanner", "pending", "consolidate", "sessions", "demo",
                 "provenance", "archive")
TUI_FEATURES = ("shell", "common", "memory", "journal", "pending", "consolidate", "sessions")
UI = ("textual", "rich")
CLI_MAY_IMPORT_TEXTUAL = {"curator.cli.launch"}
"""The one CLI module that opens the app (and so imports it, lazily)."""
UI_FREE_TUI_MODULES = {
    "curator.tui.consolidate.wording": "the Consolidate view's words (row texts, summaries): UI copy, not domain",
    "curator.tui.common.breakpoints": "the app's one width breakpoint, a layout constant of the UI",
    "curator.tui.styles": "which .tcss files the app loads and when: part of the app's paint, no domain",
}
"""Modules under tui/ that import no Textual, each with its reason (at most three)."""


def modules_under(subpackage: str) -> list[str]:
    """Every module name below ``curator.<subpackage>`` (packages included)."""
    root = PACKAGE.joinpath(*subpackage.split("."))
    prefix = f"curator.{subpackage}."
    names = [f"curator.{subpackage}"]
    names += [m.name for m in pkgutil.walk_packages([str(root)], prefix=prefix)]
    return sorted(names)


def imported_names(module: str) -> set[str]:
    """Every module name ``module``'s source imports (at any depth, lazy imports included)."""
    path = PACKAGE.parent.joinpath(*module.split("."))
    source = (path / "__init__.py") if path.is_dir() else path.with_suffix(".py")
    tree = ast.parse(source.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_every_core_feature_is_a_package_with_a_face() -> None:
    for feature in CORE_FEATURES:
        init = PACKAGE / "core" / feature / "__init__.py"
        assert init.is_file(), feature
        assert "__all__" in init.read_text(encoding="utf-8"), f"core/{feature} has no __all__"


@pytest.mark.parametrize("feature", CORE_FEATURES)
def test_core_feature_imports_no_ui_and_nothing_above_core(feature: str) -> None:
    for module in modules_under(f"core.{feature}"):
        bad = {n for n in imported_names(module)
               if n.split(".")[0] in UI or n.startswith(("curator.cli", "curator.tui"))}
        assert not bad, f"{module} imports {sorted(bad)}"


def test_core_loads_without_ui_in_a_fresh_process() -> None:
    modules = modules_under("core")
    assert "curator.core.memory.store" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')\n"
        "             or m.startswith(('curator.cli', 'curator.tui')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_cli_imports_no_textual_except_the_launcher() -> None:
    for module in modules_under("cli"):
        if module in CLI_MAY_IMPORT_TEXTUAL:
            continue
        bad = {n for n in imported_names(module) if n.split(".")[0] in UI or n.startswith("curator.tui")}
        assert not bad, f"{module} imports {sorted(bad)}"


def test_cli_import_is_ui_free() -> None:
    code = ("import sys, curator.cli.main as m; m.build_parser();"
            "print(sorted(x for x in sys.modules if x.split('.')[0] in ('textual','rich')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("feature", TUI_FEATURES)
def test_tui_feature_modules_use_textual_or_say_why_not(feature: str) -> None:
    for module in modules_under(f"tui.{feature}"):
        if module.endswith(f"tui.{feature}") or module in UI_FREE_TUI_MODULES:
            continue
        names = imported_names(module)
        assert any(n.split(".")[0] in UI for n in names), f"{module} is UI-free: it belongs in core"


def test_at_most_three_ui_free_modules_under_tui() -> None:
    assert len(UI_FREE_TUI_MODULES) <= 3
    packages = {m for m in modules_under("tui") if (PACKAGE / m.removeprefix("curator.").replace(".", "/")).is_dir()}
    ui_free = {m for m in modules_under("tui") if m not in packages
               and not any(n.split(".")[0] in UI for n in imported_names(m))}
    assert ui_free == set(UI_FREE_TUI_MODULES)   # the app's own modules too, not only the feature folders


def test_no_feature_prefixed_module_names() -> None:
    prefixes = ("pending_", "consolidation_", "consolidate_", "session_", "scanner_", "demo_")
    offenders = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if p.name.startswith(prefixes)]
    assert offenders == []


def test_no_module_over_450_lines() -> None:
    """The package's modules and the tests' (a test file that long holds two subjects: split it)."""
    long = {str(p.relative_to(PACKAGE.parent)): n for root in (PACKAGE, PACKAGE.parent / "tests")
            for p in root.rglob("*.py") if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450}
    assert long == {}


def test_no_import_circle_between_modules() -> None:
    every = set(modules_under("core")) | set(modules_under("cli")) | set(modules_under("tui"))
    graph: dict[str, set[str]] = {}
    for module in every:
        graph[module] = {n for n in imported_names(module) if n in every and n != module}
    seen: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        seen[node] = 1
        stack.append(node)
        for nxt in graph[node]:
            if seen.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt]
                # A package's face naming its own submodules lazily is not a circle.
                if not all(a.startswith(b + ".") or b.startswith(a + ".") for a, b in zip(cycle, cycle[1:])):
                    raise AssertionError("import circle: " + " -> ".join(cycle))
            elif nxt not in seen:
                visit(nxt)
        stack.pop()
        seen[node] = 2

    for module in sorted(graph):
        if module not in seen:
            visit(module)
