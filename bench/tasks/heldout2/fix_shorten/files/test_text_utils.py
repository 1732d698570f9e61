import pytest
from text_utils import shorten


def test_short_text_is_unchanged():
    assert shorten("hello world", 20) == "hello world"


def test_long_text_is_cut_between_words():
    result = shorten("the quick brown fox jumps over the lazy dog", 20)
    assert result == "the quick brown..."
    assert len(result) <= 20


def test_long_first_word_is_cut_hard():
    assert shorten("supercalifragilistic expialidocious", 10) == "superca..."


def test_limit_must_leave_room():
    with pytest.raises(ValueError):
        shorten("anything", 3)
