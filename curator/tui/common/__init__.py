"""Widgets and dialogs that several views share: gauge, status bar, diff view, confirm, text editing."""
