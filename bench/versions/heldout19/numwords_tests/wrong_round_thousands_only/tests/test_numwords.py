import pytest

from numwords import say


@pytest.mark.parametrize("n, words", [
    (0, "zero"), (1, "one"), (12, "twelve"), (15, "fifteen"), (18, "eighteen"), (19, "nineteen"),
    (20, "twenty"), (30, "thirty"), (40, "forty"), (57, "fifty-seven"), (99, "ninety-nine"),
    (100, "one hundred"), (101, "one hundred and one"), (342, "three hundred and forty-two"),
    (999, "nine hundred and ninety-nine"),
    (1000, "one thousand"), (7000, "seven thousand"), (40000, "forty thousand"),
    (120000, "one hundred and twenty thousand"), (999000, "nine hundred and ninety-nine thousand"),
    (1100, "one thousand one hundred"), (3500, "three thousand five hundred"),
])
def test_say(n, words):
    assert say(n) == words


@pytest.mark.parametrize("n", [-1, 1_000_000])
def test_out_of_range(n):
    with pytest.raises(ValueError):
        say(n)


@pytest.mark.parametrize("value", [True, 2.0, "2"])
def test_wrong_type(value):
    with pytest.raises(TypeError):
        say(value)
