"""CapacityGauge: a store's size against its limit, as Hermes shows it, in colour, glyph and words."""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from curator.core.memory.format import approx_tokens, format_gauge
from curator.tui.common.component_style import foreground

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
    """Bar, level words and Hermes's gauge text (``84% — 1,852/2,200 chars``); toggles ``-warn`` / ``-over``.

    One widget drawing two lines (the bar with the level words, then the text): a gauge shows on every pane and
    dialog, and a single widget styles and paints several times faster than a row of five. With ``height: 1``
    only the bar line shows. Colours come from the component classes below (set in ``tui/memory/memory.tcss``).
    """

    COMPONENT_CLASSES = {"capacity-gauge--bar", "capacity-gauge--empty", "capacity-gauge--level",
                         "capacity-gauge--text"}

    def __init__(self, chars: int = 0, limit: int = 1, *, prefix: str = "", id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.chars = chars
        self.limit = limit
        self.prefix = prefix
        self._set_level_classes()

    @property
    def level(self) -> str:
        """``ok``, ``warn`` or ``over``."""
        return gauge_level(self.chars, self.limit)

    @property
    def text(self) -> str:
        """Hermes's exact gauge text for the current numbers."""
        return format_gauge(self.chars, self.limit)

    @property
    def detail(self) -> str:
        """The second line: the prefix, Hermes's gauge text, room left and the token estimate."""
        return f"{self.prefix}{gauge_detail(self.chars, self.limit)}"

    def set_numbers(self, chars: int, limit: int) -> None:
        """Show new numbers and set the level classes."""
        self.chars, self.limit = chars, limit
        self._set_level_classes()
        self.refresh()

    def _set_level_classes(self) -> None:
        level = self.level
        self.set_class(level == "warn", "-warn")
        self.set_class(level == "over", "-over")

    def _style(self, component: str) -> Style:
        """The component's colour and text style (alpha already blended), over the widget's own background."""
        return foreground(self, component)

    def render(self) -> Text:
        """The bar (filled part, empty part) and level words on line one; the detail text on line two."""
        width = max(self.size.width, 1)
        words = " " + LEVEL_WORDS[self.level]
        bar_width = max(width - cell_len(words), 1)
        fraction = self.chars / self.limit if self.limit > 0 else 1.0
        filled = round(max(0.0, min(fraction, 1.0)) * bar_width)
        if fraction > 0 and filled == 0:
            filled = 1
        line = Text(no_wrap=True, overflow="crop", end="")
        line.append("\u2588" * filled, style=self._style("capacity-gauge--bar"))
        line.append("\u2591" * (bar_width - filled), style=self._style("capacity-gauge--empty"))
        line.append(words, style=self._style("capacity-gauge--level"))
        detail = self.detail
        if cell_len(detail) > width:
            detail = detail[: max(width - 1, 0)] + "\u2026"
        line.append("\n")
        line.append(detail, style=self._style("capacity-gauge--text"))
        return line
