"""FiltersBar: role, source, hidden sources and a date range for the session browser, all by keyboard."""

from __future__ import annotations

from dataclasses import dataclass, replace

from textual import on
from typing import Any

from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Button, Input, Label

from curator.core.sessions.engine import to_epoch
from curator.core.sessions.backend import BrowseFilters, visible_sources


class DateInput(Input):
    """A date box: digits and dashes only, and ``/`` still means Search (it is the footer's key everywhere)."""

    BINDINGS = [Binding("slash", "app.search_sessions", "Search", show=False, priority=True,
                        tooltip="The session search box (dates take digits and dashes only)", id="date-search")]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(restrict=r"[0-9-]*", max_length=10, **kwargs)


class FiltersBar(Horizontal):
    """One line of compact controls; every change posts :class:`FiltersBar.Changed`."""

    @dataclass
    class Changed(Message):
        """The filters changed; ``error`` names a date the bar could not read (the filters then stay)."""

        filters: BrowseFilters
        error: str | None = None

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="session-filters")
        self.filters = BrowseFilters()
        self.sources: tuple[str, ...] = ()
        """Sources present in the store (set once it is open)."""

    def compose(self):  # type: ignore[no-untyped-def]
        """Role, source and hidden-source buttons, then the two date inputs."""
        yield Button(self._role_text(), id="filter-role", compact=True,
                     tooltip="Which turns to search: user + assistant (default), user, assistant, tool or any (key t)")
        yield Button(self._source_text(), id="filter-source", compact=True,
                     tooltip="Only sessions from one source: cli, telegram, cron, ... (key o)")
        yield Button(self._hidden_text(), id="filter-hidden", compact=True,
                     tooltip="Include subagent, kanban and tool sessions, which Hermes hides (key i)")
        yield Label("from", classes="filter-label")
        yield DateInput(placeholder="YYYY-MM-DD", id="filter-after", compact=True,
                        tooltip="Only messages on or after this date (key w)")
        yield Label("to", classes="filter-label")
        yield DateInput(placeholder="YYYY-MM-DD", id="filter-before", compact=True,
                        tooltip="Only messages on or before this date (the whole day counts)")

    def _role_text(self) -> str:
        return f"role: {self.filters.role_label}"

    def _source_text(self) -> str:
        return f"source: {self.filters.source or 'any'}"

    def _hidden_text(self) -> str:
        return f"hidden sources: {'shown' if self.filters.include_hidden else 'off'}"

    def _refresh_labels(self) -> None:
        self.query_one("#filter-role", Button).label = self._role_text()
        self.query_one("#filter-source", Button).label = self._source_text()
        hidden = self.query_one("#filter-hidden", Button)
        hidden.label = self._hidden_text()
        hidden.set_class(self.filters.include_hidden, "-on")
        self.query_one("#filter-role", Button).set_class(self.filters.role is not None, "-on")
        self.query_one("#filter-source", Button).set_class(self.filters.source is not None, "-on")
        for button in self.query(Button):  # a Button's label is not a layout reactive: measure it again
            button.refresh(layout=True)

    def describe(self) -> str:
        """The filters that differ from the defaults, in words ("source cli, from 2026-01-01"); '' if none."""
        f = self.filters
        parts = []
        if f.role is not None:
            parts.append(f"role {f.role_label}")
        if f.source is not None:
            parts.append(f"source {f.source}")
        if f.include_hidden:
            parts.append("hidden sources shown")
        if f.after:
            parts.append(f"from {f.after}")
        if f.before:
            parts.append(f"to {f.before}")
        return ", ".join(parts)

    def _set(self, filters: BrowseFilters) -> None:
        self.filters = filters
        self._refresh_labels()
        self.post_message(self.Changed(filters))

    # ----- changes ----------------------------------------------------------------------------------------
    def cycle_role(self) -> None:
        """Next role choice."""
        self._set(self.filters.next_role())

    def cycle_source(self) -> None:
        """Next source present in the store (then back to any)."""
        choices: list[str | None] = [None, *visible_sources(self.sources, self.filters.include_hidden)]
        pos = choices.index(self.filters.source) if self.filters.source in choices else 0
        self._set(replace(self.filters, source=choices[(pos + 1) % len(choices)]))

    def toggle_hidden(self) -> None:
        """Show or hide the sources Hermes hides."""
        include = not self.filters.include_hidden
        source = self.filters.source
        if not include and source is not None and source not in visible_sources(self.sources, False):
            source = None
        self._set(replace(self.filters, include_hidden=include, source=source))

    def focus_dates(self) -> None:
        """Put the cursor in the 'from' date."""
        self.query_one("#filter-after", Input).focus()

    @on(Button.Pressed, "#filter-role")
    def _role_pressed(self) -> None:
        self.cycle_role()

    @on(Button.Pressed, "#filter-source")
    def _source_pressed(self) -> None:
        self.cycle_source()

    @on(Button.Pressed, "#filter-hidden")
    def _hidden_pressed(self) -> None:
        self.toggle_hidden()

    @on(Input.Changed, "#filter-after, #filter-before")
    def _date_changed(self, event: Input.Changed) -> None:
        event.stop()
        after = self.query_one("#filter-after", Input)
        before = self.query_one("#filter-before", Input)
        errors = []
        for box, end in ((after, False), (before, True)):
            text = box.value.strip()
            try:
                to_epoch(text or None, end_of_day=end)
            except ValueError as exc:
                box.add_class("-invalid")
                errors.append(f"{'from' if box is after else 'to'}: {exc}")
            else:
                box.remove_class("-invalid")
        if errors:
            self.post_message(self.Changed(self.filters, "; ".join(errors)))
            return
        new = replace(self.filters, after=after.value.strip(), before=before.value.strip())
        if new != self.filters:
            self._set(new)
        else:
            self.post_message(self.Changed(self.filters))  # valid again: the browser drops the old error

    @on(Input.Submitted, "#filter-after, #filter-before")
    def _date_submitted(self, event: Input.Submitted) -> None:
        event.stop()
