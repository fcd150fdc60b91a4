"""Bounded YAML loading for config.yaml: size, nesting depth, alias expansion and huge numbers are refused."""

from __future__ import annotations

from typing import Any

MAX_CONFIG_BYTES = 2 << 20
"""A config.yaml larger than this is not read (Hermes's own is a few KB)."""
MAX_DEPTH = 64
"""Deeper nesting than this is refused before PyYAML recurses into it."""
MAX_ALIASES = 1_000
MAX_EXPANDED = 200_000
"""Nodes the document would have with every alias expanded (what a JSON dump or a walk would visit)."""


class ConfigBoundError(ValueError):
    """The document breaks one of the bounds; the message says which, in words for the user."""


def _loader_class():
    import yaml

    class BoundedLoader(yaml.SafeLoader):
        """SafeLoader that counts depth and aliases while composing."""

        def __init__(self, stream: Any) -> None:
            super().__init__(stream)
            self._depth = 0
            self._aliases = 0

        def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
            if self.check_event(yaml.AliasEvent):
                self._aliases += 1
                if self._aliases > MAX_ALIASES:
                    raise ConfigBoundError(f"uses more than {MAX_ALIASES:,} aliases (an alias bomb?)")
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise ConfigBoundError(f"is nested more than {MAX_DEPTH} levels deep")
            try:
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1

    return BoundedLoader


def expanded_size(node: Any, limit: int = MAX_EXPANDED) -> int:
    """Nodes under ``node`` with aliases expanded, computed once per shared node (memoised), capped."""
    import yaml

    memo: dict[int, int] = {}

    def size(n: Any) -> int:
        key = id(n)
        if key in memo:
            return memo[key]
        memo[key] = limit + 1  # a cycle counts as too big
        if isinstance(n, yaml.SequenceNode):
            total = 1 + sum(size(child) for child in n.value)
        elif isinstance(n, yaml.MappingNode):
            total = 1 + sum(size(k) + size(v) for k, v in n.value)
        else:
            total = 1
        memo[key] = min(total, limit + 1)
        return memo[key]

    return size(node)


def flow_depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` outside quotes and comments, found in one pass (PyYAML's scanner
    slows down quadratically on thousands of open brackets, before any loader hook sees them)."""
    depth = deepest = 0
    quote = ""
    comment = False
    previous = "\n"
    for ch in text:
        if comment:
            comment = ch != "\n"
        elif quote:
            if ch == quote:
                quote = ""
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth = max(0, depth - 1)
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and previous in " \t\n":
            comment = True
        previous = ch
    return deepest


def load_bounded(text: str) -> Any:
    """Parse YAML with PyYAML's safe loader inside the bounds; raises ConfigBoundError or yaml.YAMLError."""
    if ("[" in text or "{" in text) and flow_depth(text) > MAX_DEPTH:
        raise ConfigBoundError(f"is nested more than {MAX_DEPTH} levels deep")
    loader = _loader_class()(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if expanded_size(node) > MAX_EXPANDED:
            raise ConfigBoundError(f"expands to more than {MAX_EXPANDED:,} values through its aliases "
                                   f"(an alias bomb?)")
        try:
            return loader.construct_document(node)
        except ValueError as exc:  # int('9' * 5000): Python's limit on digits in an int
            if "digits" in str(exc):
                raise ConfigBoundError("has a number with too many digits (more than Python's 4,300)") from None
            raise ConfigBoundError(f"has a value that cannot be read ({exc})") from None
    except RecursionError:
        raise ConfigBoundError("is nested too deeply") from None
    finally:
        loader.dispose()
