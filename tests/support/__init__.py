"""Helpers the tests share: app drivers, agent and curator worker processes, hostile-input cases."""
