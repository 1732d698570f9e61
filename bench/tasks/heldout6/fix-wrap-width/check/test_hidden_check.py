import pytest

from wrap import wrap_text, wrap_words


def test_short_text_stays_on_one_line():
    assert wrap_words("hello world", 40) == ["hello world"]


def test_line_of_exactly_width_fits():
    assert wrap_words("the quick brown fox", 9) == ["the quick", "brown fox"]
    assert wrap_words("ab cd", 5) == ["ab cd"]


def test_one_over_width_breaks():
    assert wrap_words("ab cd", 4) == ["ab", "cd"]
    assert wrap_words("the quick brown fox", 8) == ["the", "quick", "brown", "fox"]


def test_breaks_before_overflow():
    assert wrap_words("one two three four", 10) == ["one two", "three four"]


def test_several_lines():
    text = "a bb ccc dddd eeeee ffffff"
    assert wrap_words(text, 8) == ["a bb ccc", "dddd", "eeeee", "ffffff"]
    assert wrap_words(text, 9) == ["a bb ccc", "dddd", "eeeee", "ffffff"]
    assert wrap_words(text, 10) == ["a bb ccc", "dddd eeeee", "ffffff"]
    for width in range(6, 30):
        lines = wrap_words(text, width)
        assert all(len(line) <= width for line in lines)
        assert " ".join(lines) == text


def test_width_one():
    assert wrap_words("a b c", 1) == ["a", "b", "c"]
    assert wrap_words("a b c", 3) == ["a b", "c"]


def test_long_word_gets_its_own_line():
    assert wrap_words("a extraordinarily b", 5) == ["a", "extraordinarily", "b"]


def test_whitespace_collapses():
    assert wrap_words("  a   b\n c ", 80) == ["a b c"]


def test_empty():
    assert wrap_words("", 10) == []
    assert wrap_words("   ", 10) == []


def test_wrap_text_joins_lines():
    assert wrap_text("the quick brown fox", 9) == "the quick\nbrown fox"
    assert wrap_text("one two three four", 10) == "one two\nthree four"


def test_width_must_be_positive():
    with pytest.raises(ValueError):
        wrap_words("x", 0)
