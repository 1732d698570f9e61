import pytest
from text_utils import shorten

SENTENCE = "the quick brown fox jumps over the lazy dog"


def test_text_that_fits_is_unchanged():
    assert shorten("hello world", 20) == "hello world"
    assert shorten("exactly ten", 11) == "exactly ten"


def test_cut_between_words_within_limit():
    assert shorten(SENTENCE, 20) == "the quick brown..."
    assert shorten(SENTENCE, 25) == "the quick brown fox..."


def test_words_plus_suffix_may_fill_the_limit_exactly():
    assert shorten("aaa bbb ccc ddd", 10) == "aaa bbb..."


def test_result_never_longer_than_limit():
    for limit in range(4, len(SENTENCE) + 3):
        result = shorten(SENTENCE, limit)
        assert len(result) <= limit, (limit, result)
        if len(SENTENCE) > limit:
            assert result.endswith("...")
            assert SENTENCE.startswith(result[:-3])


def test_custom_suffix_counts_towards_limit():
    assert shorten(SENTENCE, 12, suffix="…") == "the quick…"
    assert shorten(SENTENCE, 16, suffix=" [more]") == "the quick [more]"


def test_first_word_too_long_is_cut_hard():
    assert shorten("supercalifragilistic expialidocious", 10) == "superca..."
    assert shorten("abcdefghij", 5, suffix="~") == "abcd~"


def test_limit_not_larger_than_suffix_raises():
    with pytest.raises(ValueError):
        shorten("anything", 3)
    with pytest.raises(ValueError):
        shorten("anything", 1, suffix="~")
