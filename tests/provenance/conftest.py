"""Fixtures of the provenance tests: the real Hermes's interpreter (the compatibility suite's venv)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def hermes_python() -> str:
    """The interpreter of a venv holding hermes-agent 0.19.0 (``HERMES_AGENT_PYTHON``), else skip."""
    explicit = os.environ.get("HERMES_AGENT_PYTHON", "").strip()
    if explicit and Path(explicit).exists():
        return explicit
    pytest.skip("set HERMES_AGENT_PYTHON to a venv's python with hermes-agent==0.19.0 installed")
