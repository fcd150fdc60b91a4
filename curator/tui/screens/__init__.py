"""Screens and modals of the curator app, one per module."""
