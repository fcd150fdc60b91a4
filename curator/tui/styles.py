"""The app's style files: every ``*.tcss`` beside the views that use it, and the few the first paint needs."""

from __future__ import annotations

from pathlib import Path

from curator.tui.views import ViewSpec


def css_paths() -> list[Path]:
    """Every ``*.tcss`` beside the views that use it (absolute), ``app.tcss`` first, the rest by file name."""
    here = Path(__file__).resolve().parent   # curator/tui
    files = sorted(here.rglob("*.tcss"), key=lambda p: (p.name != "app.tcss", p.name))
    return [p.resolve() for p in files]


def startup_css_paths(views: tuple[ViewSpec, ...]) -> list[Path]:
    """The style files the first paint needs: ``app.tcss`` and the first view's own files.

    Every rule in the stylesheet is checked against every widget each time it is styled, so the first paint
    is faster with only these; :meth:`CuratorApp.load_all_styles` adds the rest right after it.
    """
    wanted = ["app.tcss", *(views[0].styles if views else ())]
    by_name = {path.name: path for path in css_paths()}
    return [by_name[name] for name in wanted if name in by_name]
