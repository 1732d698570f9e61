import pytest

from numwords import say


@pytest.mark.parametrize("n, words", [
    (0, "zero"), (5, "five"), (11, "eleven"), (14, "fourteen"), (18, "eighteen"), (19, "nineteen"),
    (20, "twenty"), (40, "forty"), (21, "twenty-one"), (44, "forty-four"), (90, "ninety"),
    (100, "one hundred"), (105, "one hundred and five"), (342, "three hundred and forty-two"),
    (1000, "one thousand"), (2019, "two thousand and nineteen"), (1100, "one thousand one hundred"),
    (1234, "one thousand two hundred and thirty-four"), (120000, "one hundred and twenty thousand"),
    (999999, "nine hundred and ninety-nine thousand nine hundred and ninety-nine"),
])
def test_say(n, words):
    assert say(n) == words


@pytest.mark.parametrize("bad", [-1, 1_000_000, 999_999 + 1, True, 2.5, "7", None])
def test_bad_input(bad):
    with pytest.raises(Exception):
        say(bad)
