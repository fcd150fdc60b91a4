"""Offline semantic layer: ``embed(texts) -> vectors`` from models shipped in the ``[semantic]`` extra, cached by text hash."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from curator.core.semantic.cache import VectorCache, decode, text_hash
from curator.core.semantic.errors import INSTALL_HINT, NetworkDuringLoadError, SemanticUnavailableError
from curator.core.semantic.models import MODELS, ModelSpec, encoder, installed
from curator.core.semantic.offline import no_network

_caches: dict[str, VectorCache] = {}


def _cache() -> VectorCache:
    from curator.core.paths import cache_dir

    path = cache_dir() / "semantic" / "vectors.sqlite3"
    key = str(path)
    if key not in _caches:
        _caches[key] = VectorCache(path)
    return _caches[key]


def available(names: Sequence[str] | None = None) -> list[str]:
    """Names of the models that are installed with their weights (cheap: loads nothing)."""
    return [spec.name for spec in installed(names)]


def embed(texts: Sequence[str], model: str = "e5", *, cache: VectorCache | None = None) -> Any:
    """Embed ``texts`` with ``model`` -> a float32 numpy array of shape ``(len(texts), dim)``, rows
    L2-normalised. Loads the model on first use, offline (a network attempt raises
    NetworkDuringLoadError); vectors are cached by model version and text hash. Raises
    SemanticUnavailableError naming the missing package or weight file."""
    spec = MODELS.get(model)
    if spec is None:
        raise SemanticUnavailableError(f"Unknown embedding model {model!r} (known: {', '.join(MODELS)}).")
    problem = spec.problem()
    if problem:
        raise SemanticUnavailableError(f"Embedding model {model!r} cannot load: {problem}.")
    try:
        import numpy as np
    except ImportError:
        raise SemanticUnavailableError(f"Embedding model {model!r} needs numpy, which is not installed "
                                       f"({INSTALL_HINT}).") from None
    texts = list(texts)
    store = cache if cache is not None else _cache()
    hashes = [text_hash(t) for t in texts]
    found = store.get_many(spec.id, list(dict.fromkeys(hashes)))
    out = np.zeros((len(texts), spec.dim), dtype=np.float32)
    todo: dict[str, str] = {}
    for row, (h, t) in enumerate(zip(hashes, texts)):
        blob = found.get(h)
        if blob is not None:
            try:
                out[row] = decode(blob, spec.dim)
                continue
            except ValueError:
                pass
        todo.setdefault(h, t)
    if todo:
        run = encoder(spec)
        with no_network():
            vecs = np.asarray(run(list(todo.values())), dtype=np.float32).reshape(len(todo), spec.dim)
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        vecs = vecs / np.where(norms == 0, 1.0, norms)
        fresh = {h: vecs[k].tobytes() for k, h in enumerate(todo)}
        store.put_many(spec.id, spec.dim, fresh)
        for row, h in enumerate(hashes):
            if h in fresh:
                out[row] = vecs[list(todo).index(h)]
    return out


def cache_for(path: Path | None) -> VectorCache:
    """A cache at ``path`` (None: memory only), e.g. for tests."""
    return VectorCache(path)


__all__ = [
    "INSTALL_HINT", "MODELS", "ModelSpec", "NetworkDuringLoadError", "SemanticUnavailableError", "VectorCache",
    "available", "cache_for", "embed", "no_network",
]
