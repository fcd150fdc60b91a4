"""The semantic layer: strict offline loading, clear errors for missing packages or weights, the vector cache."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from curator.core import semantic
from curator.core.semantic import models as registry
from curator.core.semantic.errors import NetworkDuringLoadError, SemanticUnavailableError
from curator.core.semantic.offline import no_network


def test_no_network_refuses_connections_and_restores_them() -> None:
    before = socket.create_connection
    with no_network():
        with pytest.raises(NetworkDuringLoadError):
            socket.create_connection(("127.0.0.1", 9))
        with pytest.raises(NetworkDuringLoadError):
            socket.getaddrinfo("example.org", 443)
        with no_network():  # re-entrant
            pass
        with pytest.raises(NetworkDuringLoadError):
            socket.socket().connect(("127.0.0.1", 9))
    assert socket.create_connection is before


def _spec(name: str, build, package: str = "curator", weights: tuple[str, ...] = ("__init__.py",)) -> registry.ModelSpec:
    return registry.ModelSpec(name, package, package, "0", weights, 4, build)


@pytest.fixture
def fake_models(monkeypatch: pytest.MonkeyPatch) -> dict[str, registry.ModelSpec]:
    models: dict[str, registry.ModelSpec] = {}
    monkeypatch.setattr(registry, "MODELS", models)
    monkeypatch.setattr(semantic, "MODELS", models)
    return models


def test_missing_package_is_named_with_the_install_hint(fake_models) -> None:
    fake_models["ghost"] = _spec("ghost", lambda where: None, package="no_such_embedding_pkg")
    assert semantic.available() == []
    with pytest.raises(SemanticUnavailableError) as err:
        semantic.embed(["x"], "ghost", cache=semantic.cache_for(None))
    assert "no_such_embedding_pkg" in err.value.message and "hermes-curator[semantic]" in err.value.message


def test_missing_weight_file_is_named(fake_models) -> None:
    fake_models["hollow"] = _spec("hollow", lambda where: None, weights=("weights/model.bin",))
    with pytest.raises(SemanticUnavailableError) as err:
        semantic.embed(["x"], "hollow", cache=semantic.cache_for(None))
    assert "weights/model.bin" in err.value.message and "missing" in err.value.message


def test_unknown_model_is_refused() -> None:
    with pytest.raises(SemanticUnavailableError, match="Unknown embedding model"):
        semantic.embed(["x"], "no-such-model")


def test_a_model_that_reaches_for_the_network_fails_clearly(fake_models) -> None:
    pytest.importorskip("numpy")
    def build(where: Path):
        socket.create_connection(("127.0.0.1", 9))  # what a hub download would do

    fake_models["phone-home"] = _spec("phone-home", build)
    with pytest.raises(NetworkDuringLoadError, match="network"):
        semantic.embed(["x"], "phone-home", cache=semantic.cache_for(None))


def test_a_broken_model_is_reported_not_raised_raw(fake_models) -> None:
    pytest.importorskip("numpy")
    def build(where: Path):
        raise RuntimeError("bad magic in weights")

    fake_models["broken"] = _spec("broken", build)
    with pytest.raises(SemanticUnavailableError, match="bad magic"):
        semantic.embed(["x"], "broken", cache=semantic.cache_for(None))


def _counting_spec(calls: list[list[str]]) -> registry.ModelSpec:
    np = pytest.importorskip("numpy")

    def build(where: Path):
        def run(texts):
            calls.append(list(texts))
            return np.array([[len(t), 1.0, t.count("a"), 0.5] for t in texts], dtype=np.float32)
        return run

    return _spec("counting", build)


def test_vectors_are_normalised_and_cached_by_text(fake_models, tmp_path: Path) -> None:
    np = pytest.importorskip("numpy")
    calls: list[list[str]] = []
    fake_models["counting"] = _counting_spec(calls)
    cache = semantic.cache_for(tmp_path / "v.sqlite3")
    first = semantic.embed(["alpha", "beta", "alpha"], "counting", cache=cache)
    assert first.shape == (3, 4)
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0)
    assert calls == [["alpha", "beta"]]  # one encode per distinct text
    again = semantic.embed(["beta", "gamma"], "counting", cache=cache)
    assert calls[-1] == ["gamma"]
    assert np.array_equal(again[0], first[1])
    # a new process (new cache object) reads the disk cache
    fresh = semantic.cache_for(tmp_path / "v.sqlite3")
    semantic.embed(["alpha", "beta", "gamma"], "counting", cache=fresh)
    assert len(calls) == 2


def test_a_damaged_cache_file_only_means_recomputing(fake_models, tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    calls: list[list[str]] = []
    fake_models["counting"] = _counting_spec(calls)
    path = tmp_path / "v.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    cache = semantic.cache_for(path)
    out = semantic.embed(["alpha"], "counting", cache=cache)
    assert out.shape == (1, 4) and calls == [["alpha"]]
    semantic.embed(["alpha"], "counting", cache=cache)  # the memory layer still works
    assert len(calls) == 1
