"""Fixtures for the interop suite: each published Hermes release in its own venv, and the curator runner."""

from __future__ import annotations

import os

import pytest

from . import hermes_env
from .support import Peer, run_curator


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "interop: drives the published Hermes (hermes-agent) in subprocesses")


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


_INSTALLED: dict[str, hermes_env.HermesEnv | str] = {}


def installed(release: str) -> hermes_env.HermesEnv:
    """Install once per session; skip with the reason (fail under CI=true) when that is impossible."""
    if release not in _INSTALLED:
        try:
            _INSTALLED[release] = hermes_env.ensure(release)
        except hermes_env.HermesInstallError as exc:
            _INSTALLED[release] = str(exc)
    got = _INSTALLED[release]
    if isinstance(got, str):
        if _in_ci():
            pytest.fail(f"CI=true and hermes-agent {release} could not be installed: {got}")
        pytest.skip(f"hermes-agent {release} could not be installed here: {got}")
    return got


def _peer(release: str, tmp_path_factory: pytest.TempPathFactory) -> Peer:
    return Peer(installed(release), tmp_path_factory.mktemp(f"user-home-{release}"))


@pytest.fixture(scope="session")
def hermes19(tmp_path_factory: pytest.TempPathFactory) -> Peer:
    """Real hermes-agent 0.19.0 (the release the curator targets)."""
    return _peer("0.19.0", tmp_path_factory)


@pytest.fixture(scope="session")
def hermes13(tmp_path_factory: pytest.TempPathFactory) -> Peer:
    """Real hermes-agent 0.13.0 (the oldest release on the index)."""
    return _peer("0.13.0", tmp_path_factory)


@pytest.fixture(scope="session", params=hermes_env.RELEASES)
def hermes(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Peer:
    """Each release in turn, for checks that must hold under every release the suite knows."""
    return _peer(request.param, tmp_path_factory)


@pytest.fixture
def curator():
    """The curator CLI runner (see :func:`support.run_curator`)."""
    return run_curator


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave the interop suite out of a plain `pytest` run (it installs and drives Hermes: about two
    minutes); it runs when asked for by path (`pytest tests/interop`) or by marker (`-m interop`)."""
    if config.option.markexpr or any("interop" in str(arg) for arg in config.args):
        return
    kept = [item for item in items if item.get_closest_marker("interop") is None]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i.get_closest_marker("interop") is not None])
        items[:] = kept
