import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from numwords import say  # noqa: E402

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]


@pytest.mark.parametrize("n", range(20))
def test_own_words_below_twenty(n):
    assert say(n) == ONES[n]


@pytest.mark.parametrize("n, words", [
    (20, "twenty"), (30, "thirty"), (40, "forty"), (50, "fifty"),
    (60, "sixty"), (70, "seventy"), (80, "eighty"), (90, "ninety"),
])
def test_exact_tens(n, words):
    assert say(n) == words


@pytest.mark.parametrize("n, words", [
    (21, "twenty-one"), (34, "thirty-four"), (42, "forty-two"), (55, "fifty-five"),
    (67, "sixty-seven"), (78, "seventy-eight"), (83, "eighty-three"), (99, "ninety-nine"),
])
def test_tens_and_units_are_hyphenated(n, words):
    assert say(n) == words


@pytest.mark.parametrize("n, words", [
    (100, "one hundred"), (105, "one hundred and five"), (110, "one hundred and ten"),
    (113, "one hundred and thirteen"), (120, "one hundred and twenty"),
    (342, "three hundred and forty-two"), (900, "nine hundred"),
    (999, "nine hundred and ninety-nine"),
])
def test_hundreds(n, words):
    assert say(n) == words


@pytest.mark.parametrize("n, words", [
    (1000, "one thousand"),
    (7000, "seven thousand"),
    (1001, "one thousand and one"),
    (2019, "two thousand and nineteen"),
    (3040, "three thousand and forty"),
    (5099, "five thousand and ninety-nine"),
    (1100, "one thousand one hundred"),
    (1234, "one thousand two hundred and thirty-four"),
    (9900, "nine thousand nine hundred"),
    (21000, "twenty-one thousand"),
    (45045, "forty-five thousand and forty-five"),
    (100000, "one hundred thousand"),
    (120000, "one hundred and twenty thousand"),
    (100100, "one hundred thousand one hundred"),
    (101001, "one hundred and one thousand and one"),
    (999999, "nine hundred and ninety-nine thousand nine hundred and ninety-nine"),
])
def test_thousands(n, words):
    assert say(n) == words


@pytest.mark.parametrize("n", [-1, -1000, 1_000_000, 10**9])
def test_out_of_range(n):
    with pytest.raises(ValueError):
        say(n)


@pytest.mark.parametrize("value", [1.0, 2.5, "12", None, True, False])
def test_not_an_int(value):
    with pytest.raises(TypeError):
        say(value)
