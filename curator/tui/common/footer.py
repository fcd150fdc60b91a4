"""FittingFooter: Textual's footer, minus the least needed keys when they would not fit on one line."""

from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

DROP_FIRST = ("p", "h", "u")
"""Global keys hidden first when the line is too short (they work anyway and the help lists them)."""
ALWAYS = ("question_mark", "q")
"""Never hidden: help (which lists every key) and quit."""


def key_width(key: FooterKey, compact: bool) -> int:
    """Cells one key takes in the footer (its padding and margin as Textual's footer styles them)."""
    text = cell_len(key.key_display) + cell_len(key.description)
    if compact:
        return text + (1 if key.description else 0) + 1
    return text + 3


class FittingFooter(Footer):
    """Keeps every shown key whole: hides ``p``/``h``/``u`` first, then the view's keys from the right.

    (Textual's footer scrolls sideways instead: at 120 columns in Pending "p Profil" was cut and "q Quit" gone,
    at 80 a letter of the hidden keys showed after "^p palette".) A hidden key still works.
    """

    async def recompose(self) -> None:
        """Build the keys, then fit them."""
        await super().recompose()
        self.fit()

    def on_resize(self) -> None:
        """A new width: fit again."""
        self.fit()

    def fit(self) -> None:
        """Show as many keys as the width allows, in the order above."""
        keys = [k for k in self.query(FooterKey) if not k.has_class("-command-palette")]
        palette = [k for k in self.query(FooterKey) if k.has_class("-command-palette")]
        room = self.size.width - sum(key_width(k, self.compact) + 1 for k in palette)
        for key in keys:
            key.display = True
        used = sum(key_width(k, self.compact) for k in keys)
        order = [k for name in DROP_FIRST for k in keys if k.key == name]
        order += [k for k in reversed(keys) if k.key not in DROP_FIRST and k.key not in ALWAYS]
        for key in order:
            if used <= room or not self.size.width:
                break
            key.display = False
            used -= key_width(key, self.compact)
