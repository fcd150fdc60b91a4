"""The app's one width breakpoint: below it the memory panes stack and the bars use their short wording."""

from __future__ import annotations

NARROW_BELOW = 100
"""Below this many columns the layout is narrow (``-narrow`` on the screen), at or above it wide (``-wide``)."""
