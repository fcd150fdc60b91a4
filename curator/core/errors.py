"""Error types of the core; each carries a CLI exit code and a short machine-readable reason."""

from __future__ import annotations


class CuratorError(Exception):
    """Base of every error the core raises on purpose (never a bare traceback for users)."""

    exit_code = 1
    reason = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadInputError(CuratorError):
    """A file or argument the curator cannot use as it is (names the file and the problem)."""

    exit_code = 2
    reason = "bad_input"


class HomeNotFoundError(BadInputError):
    """The Hermes home (or the profile asked for) does not exist."""

    reason = "home_not_found"


class NotToolShapedError(BadInputError):
    """A memory file that Hermes's own write path would refuse; the curator will not write it."""

    reason = "not_tool_shaped"


class OpError(CuratorError):
    """A memory operation refused with Hermes semantics."""

    reason = "refused"


class EmptyContentError(OpError):
    """Add/replace with empty text, or replace/remove with an empty locator."""

    reason = "empty"
    exit_code = 2


class OverLimitError(OpError):
    """The store would exceed its character limit."""

    reason = "over_limit"

    def __init__(self, message: str, *, current: int, limit: int, after: int) -> None:
        super().__init__(message)
        self.current = current
        self.limit = limit
        self.after = after


class AmbiguousMatchError(OpError):
    """old_text matches several different entries."""

    reason = "ambiguous"


class NoMatchError(OpError):
    """old_text matches no entry."""

    reason = "no_match"


class StaleEntryError(OpError):
    """A pinned entry (matched_entry) is no longer in the store."""

    reason = "stale"


class WouldEmptyStoreError(OpError):
    """A batch would leave a non-empty store empty."""

    reason = "would_empty"


class ScannerBlockedError(OpError):
    """The content scanner flags text that Hermes would refuse to write."""

    reason = "scanner"

    def __init__(self, message: str, findings: list) -> None:
        super().__init__(message)
        self.findings = findings


class HermesWillBlockError(ScannerBlockedError):
    """Only ``parity`` findings: the curator's rules pass the text, but Hermes hides it from its prompt."""

    reason = "hermes_blocks"


class WriteFailedError(CuratorError):
    """A file could not be written (full disk, size limit, permissions); the message names it."""

    reason = "write_failed"


class UndoRefusedError(CuratorError):
    """An undo that cannot be applied safely (entries changed since, nothing to undo, ...)."""

    reason = "undo_refused"
