import pytest

from numwords import say


def test_small():
    assert say(0) == "zero"
    assert say(13) == "thirteen"
    assert say(18) == "eighteen"
    assert say(40) == "forty"
    assert say(42) == "forty-two"


def test_hundreds():
    assert say(100) == "one hundred"
    assert say(105) == "one hundred five"
    assert say(342) == "three hundred forty-two"


def test_thousands():
    assert say(2019) == "two thousand nineteen"
    assert say(1100) == "one thousand one hundred"
    assert say(999999) == "nine hundred ninety-nine thousand nine hundred ninety-nine"


def test_errors():
    with pytest.raises(ValueError):
        say(-1)
    with pytest.raises(ValueError):
        say(1_000_000)
    with pytest.raises(TypeError):
        say(True)
    with pytest.raises(TypeError):
        say(1.5)
