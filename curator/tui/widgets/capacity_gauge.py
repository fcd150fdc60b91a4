"""CapacityGauge: a store's size against its limit, as Hermes shows it, in colour, glyph and words."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Label

from curator.core.memory import approx_tokens, format_gauge
from curator.tui.widgets.gauge_bar import GaugeBar

WARN_PERCENT = 80
"""At or above this (floor) percent the gauge warns."""

LEVEL_WORDS = {"ok": "\u2713 ok", "warn": "\u26a0 nearly full", "over": "\u2716 over the limit"}
"""Glyph and words per level, so the level never depends on colour alone."""


def gauge_level(chars: int, limit: int) -> str:
    """``ok``, ``warn`` (>= 80 %) or ``over`` (above the limit)."""
    if chars > limit:
        return "over"
    if limit <= 0 or (chars * 100) // limit >= WARN_PERCENT:
        return "warn"
    return "ok"


def gauge_detail(chars: int, limit: int) -> str:
    """Hermes's gauge text plus room left (or how far over) and the token estimate."""
    room = (f"{chars - limit:,} over: Hermes refuses new entries" if chars > limit
            else f"{limit - chars:,} free")
    return f"{format_gauge(chars, limit)} \u00b7 {room} \u00b7 ~{approx_tokens(chars):,} tokens"


class CapacityGauge(Widget):
    """Bar, level words and Hermes's gauge text (``84% — 1,852/2,200 chars``); toggles ``-warn`` / ``-over``."""

    def __init__(self, chars: int = 0, limit: int = 1, *, prefix: str = "", id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.chars = chars
        self.limit = limit
        self.prefix = prefix
        self._set_level_classes()

    def compose(self) -> ComposeResult:
        """A bar line with the level words, and a text line."""
        with Horizontal(classes="gauge-row"):
            yield GaugeBar(classes="gauge-bar")
            yield Label(classes="gauge-level")
        yield Label(classes="gauge-text")

    def on_mount(self) -> None:
        """Draw the initial numbers."""
        self._draw()

    @property
    def level(self) -> str:
        """``ok``, ``warn`` or ``over``."""
        return gauge_level(self.chars, self.limit)

    @property
    def text(self) -> str:
        """Hermes's exact gauge text for the current numbers."""
        return format_gauge(self.chars, self.limit)

    def set_numbers(self, chars: int, limit: int) -> None:
        """Show new numbers and set the level classes."""
        self.chars, self.limit = chars, limit
        self._set_level_classes()
        if self.is_mounted:
            self._draw()

    def _set_level_classes(self) -> None:
        level = self.level
        self.set_class(level == "warn", "-warn")
        self.set_class(level == "over", "-over")

    def _draw(self) -> None:
        chars, limit = self.chars, self.limit
        self.query_one(GaugeBar).fraction = chars / limit if limit > 0 else 1.0
        self.query_one(".gauge-level", Label).update(LEVEL_WORDS[self.level])
        self.query_one(".gauge-text", Label).update(f"{self.prefix}{gauge_detail(chars, limit)}")
