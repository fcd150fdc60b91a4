"""A memory store (MEMORY.md or USER.md) with the one write path: lock, re-read, check, write, journal."""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from curator.core.home.config import MemoryConfig
from curator.core.errors import (
    BadInputError,
    HermesWillBlockError,
    NotToolShapedError,
    ScannerBlockedError,
    WriteFailedError,
)
from curator.core.home.resolve import HermesHome
from curator.core.faults import fault
from curator.core.files import atomic_write_bytes, exclusive_lock, remove_stale_temps
from curator.core.journal.log import Journal, JournalRecord, JournalWriteError, sha_bytes
from curator.core.journal.settle import settle
from curator.core.memory.format import (
    STORE_FILES,
    STORE_NAMES,
    ShapeProblem,
    StoreFile,
    approx_tokens,
    format_gauge,
    percent_of,
    parse,
    read_store_file,
    serialise,
    size_of,
)
from curator.core.home.hermes_version import TARGET, Generation
from curator.core.memory.ops import Op, apply_ops
from curator.core.memory.prompt import PromptSize, prompt_size


@dataclass(frozen=True)
class StoreState:
    """A snapshot of one store: its entries, size against the limit, and its shape."""

    name: str
    file: StoreFile
    limit: int
    enabled: bool = True
    rules: Generation = TARGET
    """The Hermes release span whose prompt the gauge mirrors (placeholders for blocked entries)."""

    @property
    def path(self) -> Path:
        """The file's path."""
        return self.file.path

    @property
    def entries(self) -> list[str]:
        """The parsed entries, in file order."""
        return list(self.file.entries)

    @property
    def chars(self) -> int:
        """Hermes's character count of the file's entries (what its limit checks use)."""
        return self.file.chars

    @property
    def prompt(self) -> PromptSize:
        """What Hermes's prompt holds: blocked entries counted as their ``[BLOCKED: ...]`` placeholder."""
        return self.prompt_of(self.file.entries)

    def prompt_of(self, entries: Sequence[str]) -> PromptSize:
        """What Hermes's prompt would hold were this store's entries ``entries`` (an edit before it is saved)."""
        return prompt_size(entries, STORE_FILES[self.name], self.rules)

    @property
    def percent(self) -> int:
        """The gauge's percent (of the prompt text, as Hermes's header shows it)."""
        return percent_of(self.prompt.chars, self.limit)

    @property
    def gauge(self) -> str:
        """Hermes's exact prompt-header gauge text."""
        return format_gauge(self.prompt.chars, self.limit)

    @property
    def gauge_note(self) -> str | None:
        """Why the gauge differs from the size on disk (None when it does not)."""
        return self.prompt.note(self.chars)

    @property
    def tokens(self) -> int:
        """Approximate token count of the injected text."""
        return approx_tokens(self.chars)

    @property
    def over_limit(self) -> bool:
        """True when the store is larger than its limit (Hermes keeps it but refuses adds)."""
        return self.chars > self.limit

    @property
    def problems(self) -> tuple[ShapeProblem, ...]:
        """Shape problems of the file."""
        return self.file.problems

    @property
    def normalise_blocker(self) -> str | None:
        """Why :meth:`MemoryStore.normalise` would refuse this file (it must be fixed by hand), else None."""
        kinds = {p.kind: p.message for p in self.problems}
        if "unreadable" in kinds:
            return f"it {kinds['unreadable']}"
        if "binary" in kinds or "undecodable" in kinds:
            return "it looks like a binary file (NUL bytes or bytes that are not UTF-8)"
        if "entry_over_limit" in kinds:
            return kinds["entry_over_limit"]
        return None


@dataclass(frozen=True)
class WriteResult:
    """What a write did."""

    store: str
    operation: str
    changed: bool
    before: tuple[str, ...]
    after: tuple[str, ...]
    limit: int
    notes: tuple[str, ...] = ()
    journal_id: str | None = None
    backup: Path | None = None
    external_change: JournalRecord | None = None
    rules: Generation = TARGET
    """The Hermes release span of the store (how its prompt shows blocked entries)."""

    @property
    def gauge_before(self) -> str:
        """Gauge of the store before the write (its size on disk, which the limit checks)."""
        return format_gauge(size_of(self.before), self.limit)

    @property
    def gauge_after(self) -> str:
        """Gauge of the store after the write (its size on disk, which the limit checks)."""
        return format_gauge(size_of(self.after), self.limit)

    @property
    def prompt_after(self) -> PromptSize:
        """What Hermes's prompt holds after the write (the basis of :attr:`StoreState.gauge`)."""
        return prompt_size(self.after, STORE_FILES[self.store], self.rules)

    @property
    def prompt_gauge(self) -> str:
        """The prompt-header gauge after the write (what ``status`` and the app show), without a note."""
        return format_gauge(self.prompt_after.chars, self.limit)

    @property
    def prompt_gauge_after(self) -> str:
        """The gauge after the write as the app's panes show it (the prompt header), with why it differs
        from :attr:`gauge_after` when it does."""
        prompt = self.prompt_after
        gauge = format_gauge(prompt.chars, self.limit)
        note = prompt.short_note(size_of(self.after))
        return f"{gauge} ({note})" if note else gauge

    def to_json(self) -> dict:
        """JSON summary for the CLI."""
        return {
            "store": self.store, "operation": self.operation, "changed": self.changed,
            "notes": list(self.notes), "journal_id": self.journal_id,
            "entries": len(self.after), "chars": size_of(self.after), "limit": self.limit,
            "gauge_before": self.gauge_before, "gauge": self.gauge_after,
            "prompt_gauge": self.prompt_gauge,
            "backup": str(self.backup) if self.backup else None,
        }


def check_scanner(ops: Sequence[Op], *, allow_parity: bool = False) -> None:
    """Refuse add/replace text the scanner flags (Hermes blocks it, so the curator does too).

    Text only ``parity`` findings flag (harmless by the curator's rules, blocked by Hermes 0.19 at
    load) raises HermesWillBlockError unless ``allow_parity``: the user may keep it knowingly.
    """
    from curator.core.scanner.findings import scan

    for op in ops:
        if op.action in ("add", "replace"):
            findings = scan(op.content)
            if findings and all(f.parity for f in findings):
                if allow_parity:
                    continue
                ids = ", ".join(dict.fromkeys(f.id for f in findings))
                raise HermesWillBlockError(
                    f"Hermes will block this entry at load; the agent won't see it ({ids}).", findings)
            if findings:
                first = next(f for f in findings if not f.parity)
                raise ScannerBlockedError(
                    f"Hermes would block this text: {first.id} ({first.reason}).", findings)


class MemoryStore:
    """One of the two stores of a Hermes home; every curator write goes through :meth:`apply`."""

    def __init__(self, home: HermesHome, name: str, *, config: MemoryConfig, journal: Journal,
                 rules: Generation = TARGET) -> None:
        if name not in STORE_NAMES:
            raise BadInputError(f"Unknown store {name!r}: use 'memory' or 'user'.")
        self.home = home
        self.name = name
        self.config = config
        self.journal = journal
        self.rules = rules
        """The Hermes release span this home follows (inferred from disk; 0.19 when nothing tells)."""

    @property
    def path(self) -> Path:
        """The store's file."""
        return self.home.store_path(self.name)

    @property
    def limit(self) -> int:
        """Character limit from config.yaml (or Hermes's default)."""
        return self.config.limit_for(self.name)

    def read(self) -> StoreState:
        """Read the file as it is now (no lock: readers see the old or the new file)."""
        return StoreState(self.name, read_store_file(self.path, self.limit), self.limit, self.config.enabled(self.name),
                          self.rules)

    def _refuse_unshaped(self, state: StoreState) -> None:
        blocking = [p for p in state.problems if p.blocking]
        if blocking:
            what = "; ".join(p.message for p in blocking)
            kinds = {p.kind for p in blocking}
            if kinds & {"unreadable"}:
                advice = "fix or restore the file first"
            elif kinds & {"binary"}:
                advice = "restore it from a backup or fix it in an editor (the curator will not rewrite a binary file)"
            elif kinds & {"entry_over_limit"}:
                advice = "shorten or split the long entry in an editor first (rewriting cannot fix that)"
            else:
                advice = f"run `hermes-curator normalise {self.name}` to fix it (a backup is kept)"
            raise NotToolShapedError(
                f"{self.path} is not in the shape Hermes writes ({what}). The curator will not write it; {advice}.")

    def _config_guard(self) -> None:
        if self.config.warnings:
            raise BadInputError(
                "Refusing to write while config.yaml cannot be read (the limits it sets are unknown): "
                + "; ".join(self.config.warnings))

    def settle(self, state: StoreState, *, source: str = "") -> list[str]:
        """Commit or abort writes interrupted between their journal intent and commit (caller holds the lock)."""
        remove_stale_temps(self.path)
        if not state.file.decodable and state.file.exists:
            return []
        return settle(self.journal, self.name, state.file.raw, state.entries, source=source)

    def sync(self, *, source: str = "", timeout: float | None = 30.0) -> JournalRecord | None:
        """Under the lock: settle interrupted writes, then journal any outside change; returns that record."""
        with exclusive_lock(self.path, timeout=timeout):
            state = self.read()
            self.settle(state, source=source)
            if not state.file.decodable:
                return None
            return self.observe(state, source=source)

    def observe(self, state: StoreState | None = None, *, source: str = "") -> JournalRecord | None:
        """Journal a change made outside the curator (or the first state seen); returns that record.

        While a curator write of this store is in flight (an unsettled intent), nothing is journalled: the
        change may be that write, and only a settle under the lock can tell.
        """
        state = state or self.read()
        current = tuple(state.entries)
        if self.journal.open_intents(self.name):
            return None
        last = self.journal.last_known(self.name)
        if last is None:
            return self.journal.append(kind="baseline", store=self.name, operation="baseline",
                                       reason="first state seen by the curator", after=current, source=source)
        if last != current:
            return self.journal.append(kind="external", store=self.name, operation=_describe(last, current),
                                       reason="changed outside the curator", before=last, after=current,
                                       source=source)
        return None

    def apply(self, ops: Sequence[Op], *, reason: str = "", operation: str | None = None, source: str = "cli",
              scan: bool = True, extra: dict | None = None, allow_parity: bool = False,
              exact_first: bool = True, hermes_limit: bool = False, note: str = "",
              before_write: Callable[[], None] | None = None) -> WriteResult:
        """Apply ops atomically under the lock and journal them; raises OpError subclasses on refusal.

        ``allow_parity`` keeps text that only Hermes 0.19 blocks (the user was told and said yes);
        ``exact_first`` / ``hermes_limit`` select Hermes 0.19's matching and limit rules (staged writes).
        ``before_write`` runs under the lock once the ops are known to apply, before anything is written
        (approving claims its pending record there); an exception from it aborts with nothing written.
        """
        ops = list(ops)
        operation = operation or (ops[0].action if len(ops) == 1 else "batch")
        self._config_guard()
        if scan:
            check_scanner(ops, allow_parity=allow_parity)
        with exclusive_lock(self.path):
            state = self.read()
            self._refuse_unshaped(state)
            self.settle(state, source=source)
            external = self.observe(state, source=source)
            outcome = apply_ops(state.entries, ops, self.limit, store=self.name, exact_first=exact_first,
                                hermes_limit=hermes_limit)
            if before_write is not None:
                before_write()
            notes = [*outcome.notes, note] if note else outcome.notes
            return self._commit(state, outcome.entries, operation=operation, reason=reason, source=source,
                                notes=notes, external=external,
                                extra={"ops": [op.to_json() for op in ops], **(extra or {})})

    def _commit(self, state: StoreState, new_entries: list[str], *, operation: str, reason: str, source: str,
                notes: Sequence[str] = (), external: JournalRecord | None = None, kind: str = "curator",
                undoes: str | None = None, extra: dict | None = None, backup: Path | None = None,
                force_write: bool = False, exact: bytes | None = None) -> WriteResult:
        """Write new entries (caller holds the lock) and journal the change.

        A file Hermes accepts but does not write itself (CRLF, duplicate entries) is rewritten canonically;
        its exact bytes go in the journal (``before_raw``) so undo can put them back. ``exact`` writes those
        bytes instead of the canonical join (undo of such a write).
        """
        before = tuple(state.entries)
        after = tuple(new_entries)
        if before == after and not force_write:
            return WriteResult(self.name, operation, False, before, after, self.limit, tuple(notes) or ("no change",),
                               external_change=external, rules=state.rules)
        if state.file.exists and state.file.raw != serialise(list(before)).encode("utf-8") and state.file.decodable:
            extra = {**(extra or {}), "before_raw": state.file.raw.decode("utf-8")}
        data = exact if exact is not None else serialise(list(after)).encode("utf-8")
        # The intent goes first: if it cannot be written, nothing is; if we die after the replace, the next
        # writer (or claim recovery) finds the intent and decides from the file whether it landed.
        record = self.journal.append(kind=kind, store=self.name, operation=operation, reason=reason, before=before,
                                     after=after, source=source, undoes=undoes, extra=extra, phase="intent",
                                     before_sha=sha_bytes(state.file.raw), after_sha=sha_bytes(data))
        fault("after-intent")
        try:
            atomic_write_bytes(self.path, data)
        except OSError as exc:
            with contextlib.suppress(JournalWriteError):
                self.journal.mark(record, "abort", source=source, reason="the file could not be written")
            where = exc.filename or self.path
            raise WriteFailedError(f"{where}: could not be written ({exc.strerror or exc}); nothing was "
                                   f"changed.") from None
        fault("after-replace")
        notes = tuple(notes)
        try:
            self.journal.mark(record, "commit", source=source)
        except JournalWriteError as exc:
            notes += (f"written, but {exc.message.rstrip('.')} (only the commit mark; the next run settles it "
                      f"from the file)",)
        fault("after-commit")
        return WriteResult(self.name, operation, True, before, after, self.limit, notes, record.id,
                           backup=backup, external_change=external, rules=state.rules)

    def normalise(self, *, reason: str = "normalise file shape", source: str = "cli") -> WriteResult:
        """Rewrite a not-tool-shaped file canonically, keeping a ``.bak.<unix-seconds>`` backup first."""
        with exclusive_lock(self.path):
            state = self.read()
            unreadable = [p for p in state.problems if p.kind == "unreadable"]
            if unreadable:
                raise NotToolShapedError(f"{self.path} {unreadable[0].message}; there is nothing the curator can "
                                         f"normalise. Fix or restore the file first.")
            if any(p.kind == "binary" for p in state.problems):
                raise NotToolShapedError(f"{self.path} looks like a binary file (NUL bytes); the curator will not "
                                         f"rewrite it. Restore it from a backup or fix it in an editor.")
            too_long = [p for p in state.problems if p.kind == "entry_over_limit"]
            if too_long:
                raise NotToolShapedError(
                    f"{self.path}: {too_long[0].message}; normalising cannot fix that. Shorten or split the entry "
                    f"in an editor first.")
            self.settle(state, source=source)
            entries = _line_endings_fixed(state.entries)
            if state.file.raw == serialise(entries).encode("utf-8"):
                return WriteResult(self.name, "normalise", False, tuple(state.entries), tuple(state.entries),
                                   self.limit, ("already in Hermes's shape",), rules=state.rules)
            backup = self.path.with_name(f"{self.path.name}.bak.{int(time.time())}")
            n = 0
            while backup.exists():
                n += 1
                backup = self.path.with_name(f"{self.path.name}.bak.{int(time.time())}.{n}")
            try:
                atomic_write_bytes(backup, state.file.raw, mode_from=self.path)
            except OSError as exc:
                raise WriteFailedError(f"{backup}: the backup could not be written ({exc.strerror or exc}); "
                                       f"nothing was changed.") from None
            notes = tuple(p.message for p in state.problems)
            return self._commit(state, entries, operation="normalise", reason=reason, source=source,
                                notes=notes, extra={"backup": str(backup)}, backup=backup, force_write=True)


def _line_endings_fixed(entries: Sequence[str]) -> list[str]:
    """The entries of a file whose lone CRs (old Mac line endings) are read as LF, as Hermes's tool writes."""
    if not any("\r" in e for e in entries):
        return list(entries)
    return parse(serialise(list(entries)).replace("\r\n", "\n").replace("\r", "\n"))


def _describe(before: Sequence[str], after: Sequence[str]) -> str:
    """A short name for an observed change: add, remove, replace or edit."""
    b, a = set(before), set(after)
    added, removed = [e for e in after if e not in b], [e for e in before if e not in a]
    if added and not removed:
        return "add"
    if removed and not added:
        return "remove"
    if len(added) == 1 and len(removed) == 1:
        return "replace"
    return "edit" if added or removed else "reorder"


def open_stores(home: HermesHome, config: MemoryConfig, journal: Journal,
                rules: Generation = TARGET) -> dict[str, MemoryStore]:
    """Both stores of a home sharing one config and journal (a :class:`~curator.core.workspace.Workspace` holds them)."""
    return {name: MemoryStore(home, name, config=config, journal=journal, rules=rules) for name in STORE_NAMES}
