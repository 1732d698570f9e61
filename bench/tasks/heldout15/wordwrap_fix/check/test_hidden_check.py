import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wrap import fill, wrap  # noqa: E402


def test_exact_fit_example():
    assert wrap("the quick brown fox", 9) == ["the quick", "brown fox"]


def test_exact_fit_small():
    assert wrap("a b c d", 3) == ["a b", "c d"]
    assert wrap("aa bb", 5) == ["aa bb"]
    assert wrap("aa bb", 4) == ["aa", "bb"]


def test_runs_of_spaces():
    assert wrap("hello   world", 20) == ["hello world"]


def test_tabs_and_newlines():
    assert wrap("one\ttwo\nthree\r\n  four", 9) == ["one two", "three", "four"]


def test_leading_trailing_whitespace():
    assert wrap("  hi  ", 10) == ["hi"]


@pytest.mark.parametrize("text", ["", "   ", "\n\t "])
def test_empty(text):
    assert wrap(text, 10) == []


def test_long_word_example():
    assert wrap("see abcdefghijk ok", 5) == ["see", "abcde", "fghij", "k ok"]


def test_long_word_exact_multiple():
    assert wrap("abcdefghij", 5) == ["abcde", "fghij"]
    assert wrap("abcdefghij x", 5) == ["abcde", "fghij", "x"]


def test_long_word_at_start():
    assert wrap("abcdefghi jk", 4) == ["abcd", "efgh", "i jk"]


def test_long_word_starts_new_line_even_if_room():
    assert wrap("ab cdefghij", 6) == ["ab", "cdefgh", "ij"]


def test_two_long_words_in_a_row():
    assert wrap("aaaaaaa bbbbbbb", 3) == ["aaa", "aaa", "a", "bbb", "bbb", "b"]


def test_last_piece_joined_by_several_words():
    assert wrap("x 123456789 a b c d", 7) == ["x", "1234567", "89 a b", "c d"]


def test_width_one():
    assert wrap("ab c", 1) == ["a", "b", "c"]


def test_no_line_too_long():
    text = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
            "tempor incididunt ut labore et dolore magna aliqua supercalifragilistic")
    for width in range(1, 30):
        lines = wrap(text, width)
        assert all(1 <= len(l) <= width for l in lines), width
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_fill():
    assert fill("the quick brown fox", 9) == "the quick\nbrown fox"
    assert fill("", 5) == ""


@pytest.mark.parametrize("width", [0, -3])
def test_bad_width(width):
    with pytest.raises(ValueError):
        wrap("abc", width)
