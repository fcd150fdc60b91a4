"""Command palette: actions from the active BINDINGS, plus a Provider for dynamic items."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Iterable

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen

from curator.core.home import list_profiles
from curator.core.memory import STORE_FILES

if TYPE_CHECKING:
    from textual.app import SystemCommand

#: Actions the built-in system commands already offer.
BUILTIN_ACTIONS = {"quit", "command_palette", "help_quit", "change_theme"}


def binding_commands(screen: Screen) -> Iterable["SystemCommand"]:
    """One palette command per active binding of ``screen`` (same descriptions as footer and help)."""
    from textual.app import SystemCommand

    seen: set[str] = set()
    for active in screen.active_bindings.values():
        binding, node = active.binding, active.node
        # Our bindings all carry an id; widget plumbing (cursor keys, copy, focus) does not.
        if binding.system or not binding.id or not binding.description or binding.action in BUILTIN_ACTIONS:
            continue
        if binding.action in seen or not active.enabled:
            continue
        seen.add(binding.action)
        key = screen.app.get_key_display(binding)
        help_text = f"{binding.tooltip} ({key})" if binding.tooltip else f"Key: {key}"
        yield SystemCommand(binding.description, help_text, partial(node.run_action, binding.action))


def _clip(text: str, width: int = 70) -> str:
    one = " ".join(text.split())
    return one if len(one) <= width else one[: width - 1] + "\u2026"


class CuratorCommands(Provider):
    """Dynamic items: switch to each other profile, jump to any entry (views and history are bindings)."""

    def _items(self) -> list[tuple[str, str, object, bool]]:
        app = self.app
        ctx = app.ctx  # type: ignore[attr-defined]
        items: list[tuple[str, str, object, bool]] = []
        try:
            profiles = list_profiles(ctx.home.root)
        except OSError:
            profiles = []
        for profile in profiles:
            if profile.name != ctx.home.profile:
                items.append((f"Switch profile: {profile.name}", f"Open the {profile.name} profile ({profile.path})",
                              partial(app.switch_profile, profile.name), True))  # type: ignore[attr-defined]
        snapshot = app.memory_snapshot  # type: ignore[attr-defined]
        if snapshot is not None:
            for name, store in snapshot.stores.items():
                for i, entry in enumerate(store.entries):
                    items.append((f"Go to {STORE_FILES[name]} entry {i + 1}: {_clip(entry)}",
                                  f"Select this entry in {STORE_FILES[name]}",
                                  partial(app.focus_entry, name, i), False))  # type: ignore[attr-defined]
        return items

    async def discover(self) -> Hits:
        """Other profiles when the palette opens empty (entries only when searched)."""
        for title, help_text, callback, discover in self._items():
            if discover:
                yield DiscoveryHit(title, callback, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        """Fuzzy-match every dynamic item, entries included."""
        matcher = self.matcher(query)
        for title, help_text, callback, _discover in self._items():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)  # type: ignore[arg-type]
