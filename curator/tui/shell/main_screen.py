"""MainScreen: the registered views as tabs, with the status bar and footer below."""

from __future__ import annotations

import asyncio

from textual import events, on
from textual.app import ComposeResult
from textual.screen import Screen
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Footer, Static, TabbedContent, TabPane

from curator.tui.common.footer import FittingFooter
from curator.tui.common.breakpoints import NARROW_BELOW
from curator.core.workspace import Workspace
from curator.tui.views import VIEWS, FocusableView, ViewSpec, view_by_id
from curator.tui.common.status_bar import StatusBar
from curator.tui.host import host


class ViewTabs(TabbedContent):
    """The views' tabs; a focus never switches them (Textual's would switch to the tab of a focused widget).

    Textual tells the tabs about a focus later, by message: a view key handled meanwhile was undone when the tabs
    then switched back to the tab of that older focus. The main screen never focuses a widget of a hidden view
    (:meth:`MainScreen.set_focus`), so a focus in a tab other than the one shown is always such an older one.
    """

    def _on_tab_pane_focused(self, event: TabPane.Focused) -> None:
        if isinstance(self.screen, MainScreen) and event.tab_pane.id != self.active:
            event.prevent_default()
            event.stop()


class MainScreen(Screen[None]):
    """Hosts one tab per :data:`curator.tui.views.VIEWS` entry; a tab's widget is built on first show."""

    BINDINGS = [spec.binding for spec in VIEWS]

    def __init__(self, ctx: Workspace, views: tuple[ViewSpec, ...] = VIEWS, classes: str | None = None) -> None:
        super().__init__(id="main-screen", classes=classes)
        self.ctx = ctx
        self.views = views
        self._loaded: set[str] = set()
        self._shown_once = False

    def compose(self) -> ComposeResult:
        """Tabs (the first view built now, the rest on demand), status bar, footer."""
        self._loaded = set()
        first = self.views[0].id if self.views else None
        with ViewTabs(id="views", initial=f"view-{first}" if first else ""):
            for spec in self.views:
                with TabPane(f"{spec.key} {spec.title}", id=f"view-{spec.id}"):
                    if spec.id == first:
                        yield self._build(spec)
                    else:
                        yield Static(f"Loading {spec.title}\u2026", classes="view-placeholder")
        yield StatusBar(self.ctx)
        yield FittingFooter()

    def _build(self, spec: ViewSpec) -> Widget:
        self._loaded.add(spec.id)
        try:
            return spec.load()(self.ctx)
        except Exception as exc:  # noqa: BLE001 - a broken view must not take the app down
            self.app.notify(f"The {spec.title} view could not be loaded: {exc!r}", title="View error",
                            severity="error", markup=False)
            return Static(f"\u2716 The {spec.title} view could not be loaded: {exc}", classes="view-error",
                          markup=False)

    def on_mount(self) -> None:
        """Start with the first view's primary widget focused (not whatever Textual finds first)."""
        self.call_later(self._focus_active)

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        """Focus as Textual does, but never a widget of a hidden view.

        When a view key hides a view whose widget has the focus before the next view takes it (that view is
        still being built), Textual moves the focus off the hidden widget to a sibling, in the same hidden view:
        the tabs then switched back to it and the key was lost. Such a focus goes nowhere instead; the view
        shown focuses its own widget once built.
        """
        pane = next((a for a in widget.ancestors if isinstance(a, TabPane)), None) if widget is not None else None
        active = self._active_pane()
        if pane is not None and pane.id and active is not None and pane.id != active:
            widget = None
        super().set_focus(widget, scroll_visible=scroll_visible, from_app_focus=from_app_focus)

    def _active_pane(self) -> str | None:
        """The id of the shown view's pane (None while the tabs are being composed)."""
        try:
            return self.query_one(ViewTabs).active or None
        except NoMatches:
            return None

    async def _focus_active(self) -> None:
        active = self.query_one(TabbedContent).active.removeprefix("view-")
        if active:
            self._focus_view(await self.ensure_view(active))

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """The first time: skip Textual's restyle of the whole tree (every widget was styled as it mounted).

        This handler runs before Textual's own for the same event, so it can turn the restyle off; later resumes
        (back from a dialog) restyle as usual. It takes ~40% of the style work off the first paint.
        """
        if not self._shown_once:
            self._shown_once = True
            event.refresh_styles = False

    def on_resize(self, event: events.Resize) -> None:
        """A compact footer on narrow terminals so every key still fits."""
        for footer in self.query(Footer):
            footer.compact = event.size.width < NARROW_BELOW

    @on(TabbedContent.TabActivated)
    async def _activated(self, event: TabbedContent.TabActivated) -> None:
        view_id = (event.pane.id or "").removeprefix("view-")
        await self.ensure_view(view_id)
        # Another caller (a view key's action) may still be mounting the view: wait for it, a little.
        for _ in range(250):
            child = event.pane.children[0] if event.pane.children else None
            if isinstance(child, FocusableView) or child is not None and view_id in self._loaded and \
                    not child.has_class("view-placeholder"):
                break
            await asyncio.sleep(0.02)
        if self.query_one(TabbedContent).active == event.pane.id:
            child = event.pane.children[0] if event.pane.children else None
            if isinstance(child, FocusableView):
                self._focus_view(child)
            elif self.focused is not None and event.pane not in self.focused.ancestors:
                self.set_focus(None)  # never leave the keys on a widget of the view just hidden

    def _focus_view(self, widget: Widget | None) -> None:
        """Focus the shown view's primary widget once its pane is displayed.

        Without this, focus stays on a widget of the view just hidden (or on the next focusable one after it),
        so the footer and the keys would still be the old view's.
        """
        if isinstance(widget, FocusableView):
            self.call_later(self._focus_if_shown, widget)

    def _focus_if_shown(self, widget: FocusableView, tries: int = 250) -> None:
        """Focus a view's primary widget unless another view was shown meanwhile (keys pressed fast).

        A view just attached may not have composed its children yet (a loaded machine): wait for its mount.
        """
        if isinstance(widget, Widget) and not widget.is_mounted and widget.is_attached and tries:
            self.set_timer(0.02, lambda: self._focus_if_shown(widget, tries - 1))
            return
        pane = widget.parent if isinstance(widget, Widget) else None
        if pane is not None and self.query_one(TabbedContent).active == pane.id and \
                (not isinstance(widget, Widget) or widget.is_mounted):
            try:
                widget.focus_primary()
            except NoMatches:   # mounted, but its children are still composing
                if tries:
                    self.set_timer(0.02, lambda: self._focus_if_shown(widget, tries - 1))

    async def ensure_view(self, view_id: str) -> Widget | None:
        """Build the view's widget if it is not built yet; returns it."""
        spec = view_by_id(view_id, self.views)
        if spec is None:
            return None
        return await self._ensure_view(spec)

    async def _ensure_view(self, spec: ViewSpec) -> Widget | None:
        pane = self.query_one(f"#view-{spec.id}", TabPane)
        if spec.id not in self._loaded:
            host(self).load_all_styles()  # the first paint had the first view's styles only
            widget = self._build(spec)
            await pane.remove_children()
            await pane.mount(widget)
        return pane.children[0] if pane.children else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """View keys exist for every registered view; hide those this screen was not built with."""
        if action == "show_view" and parameters:
            return view_by_id(str(parameters[0]), self.views) is not None
        return True

    async def action_show_view(self, view_id: str) -> None:
        """Switch to a tab by view id."""
        if view_by_id(view_id, self.views) is None:
            self.notify(f"There is no {view_id!r} view in this build.", severity="warning")
            return
        tabs = self.query_one(TabbedContent)
        if tabs.active == f"view-{view_id}":
            self._focus_view(await self.ensure_view(view_id))
            return
        tabs.active = f"view-{view_id}"  # TabActivated builds the view and focuses it
        await self.ensure_view(view_id)

    async def set_context(self, ctx: Workspace) -> None:
        """Rebuild every view for another profile."""
        self.ctx = ctx
        await self.recompose()
        self.call_later(self._focus_active)
