"""Shared plumbing for CLI commands: the resolved home, JSON/text output, errors and exit codes."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from curator.core.workspace import Workspace

EXIT_OK = 0
EXIT_REFUSED = 1
EXIT_USAGE = 2

SCHEMA_VERSION = 1


class CliError(Exception):
    """A failure to report on stderr with an exit code (1 refused/failed, 2 usage or bad input)."""

    def __init__(self, message: str, code: int = EXIT_REFUSED, *, reason: str | None = None,
                 details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.reason = reason
        self.details = details or {}


@dataclass
class CliContext:
    """What every command handler receives besides its parsed arguments."""

    home: Any  # curator.core.home.resolve.HermesHome, resolved lazily by main
    json: bool = False
    stdout: TextIO = field(default_factory=lambda: sys.stdout)
    stderr: TextIO = field(default_factory=lambda: sys.stderr)
    _workspace: Any = field(default=None, repr=False)
    input_problems: list[str] = field(default_factory=list)
    """Bad input found before the command ran (named files); read-only commands still print, then exit 2."""
    _warned: set[str] = field(default_factory=set, repr=False)

    @property
    def workspace(self) -> "Workspace":
        """The open home (config read once, both stores, one journal), the same object the app runs on."""
        if self._workspace is None:
            from curator.core.workspace import open_workspace

            self._workspace = open_workspace(self.home)
        return self._workspace

    def emit(self, payload: dict[str, Any], text: str | None = None) -> None:
        """Print the command's result: one JSON object with schema_version, or human text."""
        if self.json:
            obj = {"schema_version": SCHEMA_VERSION, **payload}
            if self.input_problems:
                obj["input_problems"] = list(self.input_problems)
            self.stdout.write(_dumps(obj) + "\n")
        elif text is not None:
            self.stdout.write(text if text.endswith("\n") else text + "\n")
        self.stdout.flush()

    def emit_line(self, payload: dict[str, Any]) -> None:
        """Print one JSON line (batch modes) with schema_version."""
        self.emit_text(json_line(payload))

    def emit_text(self, text: str) -> None:
        """Print lines already made by :func:`json_line` with one write and one flush (a batch worker's
        block: the parent only passes its text on)."""
        if text:
            self.stdout.write(text)
            self.stdout.flush()

    def warn(self, message: str) -> None:
        """A warning on stderr (never on stdout, which is reserved for the result); each one once."""
        if message in self._warned:
            return
        self._warned.add(message)
        self.stderr.write(f"hermes-curator: warning: {message}\n")
        self.stderr.flush()


def json_line(payload: dict[str, Any]) -> str:
    """What :meth:`CliContext.emit_line` prints for ``payload``, newline included."""
    return _dumps({"schema_version": SCHEMA_VERSION, **payload}) + "\n"


def _dumps(obj: Any) -> str:
    """Strict JSON: a NaN or infinity that came from a damaged file is written as null, never as ``NaN``."""
    try:
        return json.dumps(obj, ensure_ascii=False, allow_nan=False)
    except ValueError:
        return json.dumps(_finite(obj), ensure_ascii=False, allow_nan=False)


def _finite(value: Any) -> Any:
    if isinstance(value, float) and value != value or value in (float("inf"), float("-inf")):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value
