"""The curator's terminal app (Textual): build it with :func:`curator.tui.app.build_app`."""
