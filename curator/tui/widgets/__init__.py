"""Widgets of the curator app, one per module."""
