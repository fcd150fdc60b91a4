"""GaugeBar: a one-line bar whose filled part takes the widget's colour (set by tcss classes)."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget


class GaugeBar(Widget):
    """Draws ``fraction`` (0..1, clipped) of its width as filled cells."""

    COMPONENT_CLASSES = {"gauge-bar--empty"}

    fraction: reactive[float] = reactive(0.0)
    """How full the bar is (values above 1 draw a full bar)."""

    def render(self) -> Text:
        """Filled cells in the widget's colour, the rest in the ``gauge-bar--empty`` style."""
        width = max(self.size.width, 1)
        filled = round(max(0.0, min(self.fraction, 1.0)) * width)
        if self.fraction > 0 and filled == 0:
            filled = 1
        text = Text("\u2588" * filled)
        text.append("\u2591" * (width - filled), style=self.get_component_rich_style("gauge-bar--empty"))
        return text
