"""Hermes operation semantics: add, replace, remove, batches and their refusals."""

from __future__ import annotations

import pytest

from curator.core.errors import (
    AmbiguousMatchError,
    EmptyContentError,
    NoMatchError,
    OverLimitError,
    StaleEntryError,
    WouldEmptyStoreError,
)
from curator.core.memory.ops import Op, apply_ops, locate

BASE = ["Project lives in ~/code/app.", "Run tests with `make test`.", "Uses Postgres 16."]


def test_add_strips_and_appends() -> None:
    out = apply_ops(BASE, [Op("add", content="  New fact.  ")], 2200)
    assert out.entries == BASE + ["New fact."] and out.notes == ["added"]


def test_add_exact_duplicate_is_noop_success() -> None:
    out = apply_ops(BASE, [Op("add", content="Uses Postgres 16.")], 2200)
    assert out.entries == BASE and "duplicate" in out.notes[0]


@pytest.mark.parametrize("text", ["", "   ", "\n\n"])
def test_add_rejects_empty(text: str) -> None:
    with pytest.raises(EmptyContentError):
        apply_ops(BASE, [Op("add", content=text)], 2200)


def test_add_rejects_delimiter_line() -> None:
    with pytest.raises(EmptyContentError):
        apply_ops(BASE, [Op("add", content="first\n§\nsecond")], 2200)


def test_add_over_limit_states_the_numbers() -> None:
    entries = ["x" * 100]
    with pytest.raises(OverLimitError) as err:
        apply_ops(entries, [Op("add", content="y" * 20)], 110)
    # Hermes's numbers: the entry's own length, without the delimiter it will cost.
    assert err.value.message.startswith("Memory at 100/110 chars. Adding this entry (20 chars) would exceed")
    assert err.value.after == 123


def test_limit_equal_is_allowed() -> None:
    out = apply_ops(["x" * 100], [Op("add", content="y" * 7)], 110)
    assert len("\n§\n".join(out.entries)) == 110


def test_replace_exact_match_wins_over_substring() -> None:
    entries = ["Uses Postgres", "Uses Postgres 16 in prod"]
    out = apply_ops(entries, [Op("replace", content="Uses MySQL", old_text="Uses Postgres")], 2200)
    assert out.entries == ["Uses MySQL", "Uses Postgres 16 in prod"]


def test_replace_unique_substring() -> None:
    out = apply_ops(BASE, [Op("replace", content="Uses Postgres 17.", old_text="Postgres")], 2200)
    assert out.entries[2] == "Uses Postgres 17."


def test_substring_is_case_sensitive() -> None:
    with pytest.raises(NoMatchError):
        locate(BASE, "postgres")


def test_ambiguous_and_no_match() -> None:
    with pytest.raises(AmbiguousMatchError) as err:
        apply_ops(BASE, [Op("remove", old_text="s")], 2200)
    assert "matches" in err.value.message
    with pytest.raises(NoMatchError):
        apply_ops(BASE, [Op("remove", old_text="Redis")], 2200)


def test_pinned_entry_must_still_exist() -> None:
    op = Op("replace", content="Uses Postgres 17.", old_text="Postgres", matched_entry="Uses Postgres 15.")
    with pytest.raises(StaleEntryError):
        apply_ops(BASE, [op], 2200)
    ok = Op("remove", old_text="zzz", matched_entry="Uses Postgres 16.")
    assert apply_ops(BASE, [ok], 2200).entries == BASE[:2]


def test_batch_is_all_or_nothing() -> None:
    ops = [Op("add", content="A new fact."), Op("remove", old_text="Not there")]
    with pytest.raises(NoMatchError):
        apply_ops(BASE, ops, 2200)


def test_batch_checked_against_final_size() -> None:
    entries = ["x" * 100, "y" * 50]
    ops = [Op("add", content="z" * 40), Op("remove", old_text="y" * 50)]
    out = apply_ops(entries, ops, 150)  # the add alone would exceed; the batch's final size fits
    assert out.entries == ["x" * 100, "z" * 40]


def test_batch_never_empties_a_store() -> None:
    with pytest.raises(WouldEmptyStoreError):
        apply_ops(["a", "b"], [Op("remove", old_text="a"), Op("remove", old_text="b")], 2200)
    assert apply_ops(["a"], [Op("remove", old_text="a")], 2200).entries == []


def test_shrinking_an_over_full_store_is_allowed() -> None:
    entries = ["x" * 100, "y" * 100]
    out = apply_ops(entries, [Op("replace", content="y" * 10, old_text="y" * 100)], 150)
    assert out.entries == ["x" * 100, "y" * 10]


def test_replace_into_existing_text_merges() -> None:
    out = apply_ops(BASE, [Op("replace", content="Uses Postgres 16.", old_text="make test")], 2200)
    assert out.entries == [BASE[0], BASE[2]]
