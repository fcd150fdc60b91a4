"""The CLI's bad-input rule: what each command reads, checked before it runs (exit 2, named files, no change)."""

from __future__ import annotations

import argparse
from typing import Callable, Iterable

from curator.cli.context import EXIT_USAGE, CliContext, CliError

BOTH = ("memory", "user")
Reads = Callable[[argparse.Namespace], Iterable[str]]
"""Given the parsed arguments, the memory stores (``memory``, ``user``) a command reads."""


def declare(p: argparse.ArgumentParser, *, reads: Reads | tuple[str, ...] = (),
            writes: Callable[[argparse.Namespace], bool] | bool = False) -> None:
    """Say what a command reads besides config.yaml (every command on a home reads that) and whether it writes.

    With bad input a command that writes is refused before it touches anything; one that only reads prints what
    it could, with the problems, and exits 2.
    """
    p.set_defaults(reads_memory=reads, writes=writes)


def one_store(args: argparse.Namespace) -> tuple[str, ...]:
    """The store named on the command line."""
    return (args.store,) if getattr(args, "store", None) else BOTH


def check_inputs(args: argparse.Namespace, ctx: CliContext) -> None:
    """Record (and warn about) the command's bad input; raise CliError(2) when the command would write."""
    reads = getattr(args, "reads_memory", ())
    stores = tuple(reads(args) if callable(reads) else reads)
    problems = ctx.workspace.input_problems(stores)
    if not problems:
        return
    writes = getattr(args, "writes", False)
    if callable(writes) and writes(args) or writes is True:
        noted = [n for n in ctx.workspace.config.notes if n not in problems]  # e.g. a limit Hermes reads as -5
        raise CliError(f"Refusing to change anything while the home has bad input: {'; '.join(problems + noted)}",
                       EXIT_USAGE, reason="bad_input", details={"input_problems": problems})
    for problem in problems:
        ctx.warn(problem)
    ctx.input_problems = problems


def text_arg(value: str) -> str:
    """The text of an argument, or of stdin for ``-`` (every command that takes entry text reads it so); invalid
    UTF-8 in either is bad input (exit 2), raised before anything is changed."""
    import os
    import sys

    if value == "-":
        raw = sys.stdin.buffer.read()
        where = "stdin"
    else:
        raw = os.fsencode(value)  # undoes the surrogate escapes Python uses for undecodable argv bytes
        where = "the text argument"
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(f"{where} is not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start}); "
                       f"memory entries are UTF-8 text. Nothing was changed.", EXIT_USAGE,
                       reason="bad_input") from None
