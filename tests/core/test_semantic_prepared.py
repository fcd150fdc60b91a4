"""Prepared model copies: a generic object graph round-trips (arrays memory-mapped), damaged or foreign copies are refused."""

from __future__ import annotations

import array
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from curator.core.semantic import prepared  # noqa: E402

_PACKAGE = __name__.split(".")[0]  # the classes below are this module's own objects


class Vocab:
    def __init__(self) -> None:
        self.pieces = ["▁a", "▁b"]
        self.prefixes = {"▁": 0, "▁a": 1}
        self.scores = array.array("f", [0.5, -1.25])


class Model:
    def __init__(self, vocab: Vocab) -> None:
        self.vocab = vocab
        self.table = np.arange(prepared._MAP_BYTES, dtype=np.uint8).reshape(-1, 64)
        self.layers = [np.ones((2, 3), dtype=np.float32), np.zeros(4, dtype=np.float32)]
        self.eps = 1e-6
        self.owner = None


def _allowed(module: str, name: str) -> bool:
    return name in ("Vocab", "Model")


def test_object_graph_round_trips_with_shared_objects_and_mapped_arrays(tmp_path: Path) -> None:
    vocab = Vocab()
    model = Model(vocab)
    model.owner = model  # a cycle
    holder = Model(vocab)
    holder.owner = model
    where = tmp_path / "copy"
    prepared.save(holder, _PACKAGE, where)
    back = prepared.load(where, _allowed)
    assert isinstance(back, Model) and isinstance(back.vocab, Vocab)
    assert back.vocab is back.owner.vocab and back.owner.owner is back.owner
    assert back.vocab.pieces == vocab.pieces and back.vocab.prefixes == vocab.prefixes
    assert back.vocab.scores == vocab.scores
    assert isinstance(back.table, np.memmap) and (back.table == holder.table).all()
    assert not isinstance(back.layers[0], np.memmap) and (back.layers[0] == 1).all() and back.eps == 1e-6
    assert [p.name for p in tmp_path.iterdir()] == ["copy"]  # no temporary directory left behind


def test_unpreparable_object_leaves_nothing(tmp_path: Path) -> None:
    model = Model(Vocab())
    model.owner = lambda: None  # a callable cannot be prepared
    with pytest.raises(ValueError):
        prepared.save(model, _PACKAGE, tmp_path / "copy")
    assert list(tmp_path.iterdir()) == []


def test_damaged_or_foreign_copies_are_refused(tmp_path: Path) -> None:
    where = tmp_path / "copy"
    prepared.save(Model(Vocab()), _PACKAGE, where)
    with pytest.raises(ValueError, match="unexpected class"):
        prepared.load(where, lambda module, name: name == "Vocab")
    state = where / "state.marshal"
    state.write_bytes(state.read_bytes()[:100])
    with pytest.raises((EOFError, ValueError, TypeError)):
        prepared.load(where, _allowed)


def test_key_follows_the_weight_files(tmp_path: Path) -> None:
    weights = tmp_path / "w.bin"
    weights.write_bytes(b"1234")
    first = prepared.key("use@0.2.1", [weights])
    assert first.startswith("use-0.2.1-") and first == prepared.key("use@0.2.1", [weights])
    weights.write_bytes(b"12345")
    assert prepared.key("use@0.2.1", [weights]) != first
