import pytest

from piglatin import sentence, word


def test_vowel():
    assert word("apple") == "appleway"
    assert word("egg") == "eggway"


def test_consonant():
    assert word("pig") == "igpay"
    assert word("string") == "ingstray"


def test_capital():
    assert word("Hello") == "Ellohay"


def test_errors():
    with pytest.raises(ValueError):
        word("")
    with pytest.raises(ValueError):
        word("abc1")


def test_sentence():
    assert sentence("pig latin") == "igpay atinlay"
