"""Tests for piglatin.py, one row per rule in the docstring."""
import pytest

from piglatin import sentence, word

WORDS = [
    # rule: vowel start
    ("apple", "appleway"), ("opera", "operaway"),
    # rule: leading consonants
    ("string", "ingstray"), ("banana", "ananabay"), ("z", "zay"), ("truck", "ucktray"),
    # rule: qu
    ("queen", "eenquay"), ("square", "aresquay"), ("sequin", "equinsay"),
    # rule: y
    ("yellow", "ellowyay"), ("yttrium", "iumyttray"), ("rhythm", "ythmrhay"), ("dry", "ydray"),
    # rule: no vowel
    ("hmm", "hmmay"), ("shh", "shhay"),
    # rule: capitals
    ("Hello", "Ellohay"), ("NASA", "Asanay"), ("Under", "Underway"), ("Quick", "Ickquay"),
    ("mIxEd", "ixedmay"),
]


@pytest.mark.parametrize("given,expected", WORDS)
def test_word(given, expected):
    assert word(given) == expected


@pytest.mark.parametrize("given", ["", " ", "abc1", "ça", "well-done", "hey!", "ü"])
def test_word_rejects(given):
    with pytest.raises(ValueError):
        word(given)


@pytest.mark.parametrize("given,expected", [
    ("Hello, world! Route 66 is quiet.", "Ellohay, orldway! Outeray 66 isway ietquay."),
    ("no change: 123", "onay angechay: 123"),
    ("a  b", "away  bay"),
    ("", ""),
    ("R2D2", "Ray2Day2"),
])
def test_sentence(given, expected):
    assert sentence(given) == expected
