"""The foreground part of a component class's style, for spans drawn over a widget's own background."""

from __future__ import annotations

from rich.style import Style
from textual.widget import Widget


def foreground(widget: Widget, component: str) -> Style:
    """Colour (alpha already blended) and text style of ``component``, without its background.

    Spans inside a list or bar use this so the widget's own background (or a list's highlight) shows through.
    """
    style = widget.get_component_rich_style(component)
    return Style(color=style.color, bold=style.bold, italic=style.italic, underline=style.underline,
                 strike=style.strike)
