"""The file format: byte-exact round trip and the odd inputs Hermes users actually have."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from curator.core.memory.format import (
    DELIMITER,
    format_gauge,
    parse,
    percent_of,
    read_store_file,
    serialise,
    size_of,
)

# Entry text: any printable text incl. newlines, § and CJK, stripped and non-empty, never forming a delimiter.
_entry = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00\r"), min_size=1, max_size=80,
).map(str.strip).filter(lambda s: bool(s) and parse(serialise(["a", s, "b"])) == ["a", s, "b"] and parse(s) == [s])


@settings(max_examples=300, deadline=None)
@given(st.lists(_entry, max_size=12, unique=True))
def test_round_trip_is_byte_exact(entries: list[str]) -> None:
    """Parsing then serialising any tool-shaped file gives identical bytes."""
    text = serialise(entries)
    assert parse(text) == entries
    assert serialise(parse(text)).encode("utf-8") == text.encode("utf-8")


@settings(max_examples=200, deadline=None)
@given(st.lists(_entry, max_size=8, unique=True))
def test_tool_shaped_file_reports_no_problems(tmp_path_factory, entries: list[str]) -> None:
    path = tmp_path_factory.mktemp("rt") / "MEMORY.md"
    path.write_bytes(serialise(entries).encode("utf-8"))
    f = read_store_file(path, limit=10_000)
    assert f.tool_shaped and not f.problems
    assert list(f.entries) == entries


def test_delimiter_and_size() -> None:
    assert DELIMITER == "\n\u00a7\n"
    assert serialise(["a", "bc"]) == "a\n§\nbc"
    assert size_of(["a", "bc"]) == 6 == len(serialise(["a", "bc"]))
    assert size_of([]) == 0


def test_gauge_matches_hermes() -> None:
    assert format_gauge(1474, 2200) == "67% \u2014 1,474/2,200 chars"
    assert format_gauge(1852, 2200) == "84% \u2014 1,852/2,200 chars"
    assert format_gauge(2500, 2200) == "100% \u2014 2,500/2,200 chars"
    assert percent_of(2199, 2200) == 99


def _read(tmp_path: Path, raw: bytes, limit: int = 2200):
    p = tmp_path / "MEMORY.md"
    p.write_bytes(raw)
    return read_store_file(p, limit)


def test_missing_and_empty_file(tmp_path: Path) -> None:
    missing = read_store_file(tmp_path / "nope.md", 2200)
    assert not missing.exists and missing.entries == () and missing.tool_shaped
    empty = _read(tmp_path, b"")
    assert empty.exists and empty.entries == () and empty.tool_shaped


def test_bom_is_tolerated_on_read_but_not_tool_shaped(tmp_path: Path) -> None:
    f = _read(tmp_path, "\ufeffone\n§\ntwo".encode("utf-8"))
    assert list(f.entries) == ["one", "two"]
    assert [p.kind for p in f.problems] == ["bom"] and not f.tool_shaped


def test_crlf_read_correctly_never_written(tmp_path: Path) -> None:
    f = _read(tmp_path, b"one\r\n\xc2\xa7\r\ntwo\r\nline two")
    assert list(f.entries) == ["one", "two\nline two"]
    assert "crlf" in [p.kind for p in f.problems]
    assert "\r" not in f.text


def test_blank_lines_around_delimiter(tmp_path: Path) -> None:
    f = _read(tmp_path, "one\n\n§\n\ntwo".encode("utf-8"))
    assert list(f.entries) == ["one", "two"]
    assert "spacing" in [p.kind for p in f.problems] and not f.tool_shaped


def test_lone_section_sign_inside_entry_is_kept(tmp_path: Path) -> None:
    raw = "price is 5 § per unit\n§ not a delimiter\n§\nsecond"
    f = _read(tmp_path, raw.encode("utf-8"))
    assert list(f.entries) == ["price is 5 § per unit\n§ not a delimiter", "second"]
    assert f.tool_shaped


def test_non_utf8_bytes_are_reported(tmp_path: Path) -> None:
    f = _read(tmp_path, b"caf\xe9 note\n\xc2\xa7\nok")
    assert not f.decodable and not f.writable
    problem = f.problems[0]
    assert problem.kind == "undecodable" and "offset 3" in problem.message


def test_duplicates_dropped_on_load_and_reported(tmp_path: Path) -> None:
    f = _read(tmp_path, "a\n§\nb\n§\na".encode("utf-8"))
    assert list(f.entries) == ["a", "b"]
    assert "duplicate" in [p.kind for p in f.problems]


def test_entry_longer_than_limit(tmp_path: Path) -> None:
    f = _read(tmp_path, ("x" * 50).encode("utf-8"), limit=40)
    assert [p.kind for p in f.problems] == ["entry_over_limit"]
    assert "50" in f.problems[0].message and not f.tool_shaped


def test_trailing_newline_is_benign(tmp_path: Path) -> None:
    f = _read(tmp_path, "a\n§\nb\n".encode("utf-8"))
    assert [p.kind for p in f.problems] == ["outer_whitespace"]
    assert f.tool_shaped and f.writable


def test_nul_bytes_flagged_binary(tmp_path: Path) -> None:
    f = _read(tmp_path, b"\x00\x01\x02binary")
    assert "binary" in [p.kind for p in f.problems]
