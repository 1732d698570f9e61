import pytest

from numwords import say


def test_units_and_teens():
    assert say(0) == "zero"
    assert say(7) == "seven"
    assert say(10) == "ten"
    assert say(11) == "eleven"
    assert say(12) == "twelve"
    assert say(13) == "thirteen"
    assert say(14) == "fourteen"
    assert say(15) == "fifteen"
    assert say(16) == "sixteen"
    assert say(17) == "seventeen"
    assert say(18) == "eighteen"
    assert say(19) == "nineteen"


def test_tens():
    for n, word in zip(range(20, 100, 10),
                       "twenty thirty forty fifty sixty seventy eighty ninety".split()):
        assert say(n) == word
        assert say(n + 3) == word + "-three"


def test_hundreds():
    assert say(100) == "one hundred"
    assert say(105) == "one hundred and five"
    assert say(342) == "three hundred and forty-two"
    assert say(810) == "eight hundred and ten"


def test_thousands():
    assert say(7000) == "seven thousand"
    assert say(120000) == "one hundred and twenty thousand"
    assert say(2019) == "two thousand and nineteen"
    assert say(1100) == "one thousand one hundred"
    assert say(1234) == "one thousand two hundred and thirty-four"
    assert say(54021) == "fifty-four thousand and twenty-one"
    assert say(999999) == "nine hundred and ninety-nine thousand nine hundred and ninety-nine"


def test_always_lower_case():
    for n in (0, 8, 42, 100, 1999, 70_000, 123_456):
        assert say(n) == say(n).lower()


def test_errors():
    with pytest.raises(ValueError):
        say(-1)
    with pytest.raises(ValueError):
        say(1_000_000)
    with pytest.raises(TypeError):
        say(True)
    with pytest.raises(TypeError):
        say(4.0)
    with pytest.raises(TypeError):
        say("4")
