"""The real bundled models (only where the ``[semantic]`` extra is installed): offline, deterministic, multilingual."""

from __future__ import annotations

import pytest

from curator.core import semantic

pytestmark = pytest.mark.skipif(not semantic.available(), reason="the [semantic] extra is not installed")


@pytest.mark.parametrize("model", semantic.available())
def test_model_embeds_offline_and_deterministically(model: str) -> None:
    np = pytest.importorskip("numpy")
    texts = ["Prefers British spelling.", "Bevorzugt britische Rechtschreibung.", "The van needs an MOT."]
    cache = semantic.cache_for(None)
    with semantic.no_network():
        vecs = semantic.embed(texts, model, cache=cache)
    assert vecs.shape == (3, semantic.MODELS[model].dim)
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    again = semantic.embed(texts, model, cache=semantic.cache_for(None))
    assert np.allclose(vecs, again, atol=1e-6)
    sims = vecs @ vecs.T
    assert sims[0, 1] > sims[0, 2]  # the translation is closer than an unrelated fact
