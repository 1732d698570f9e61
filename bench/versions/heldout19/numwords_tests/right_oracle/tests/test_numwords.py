"""Compare say() with a small independent speller, plus the error rules."""
import pytest

from numwords import say

SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
         "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy",
        8: "eighty", 9: "ninety"}


def expected_under_100(n):
    if n < 20:
        return SMALL[n]
    if n % 10 == 0:
        return TENS[n // 10]
    return TENS[n // 10] + "-" + SMALL[n % 10]


def expected_under_1000(n):
    if n < 100:
        return expected_under_100(n)
    text = SMALL[n // 100] + " hundred"
    if n % 100:
        text += " and " + expected_under_100(n % 100)
    return text


def expected(n):
    if n < 1000:
        return expected_under_1000(n)
    text = expected_under_1000(n // 1000) + " thousand"
    rest = n % 1000
    if rest == 0:
        return text
    if rest < 100:
        return text + " and " + expected_under_100(rest)
    return text + " " + expected_under_1000(rest)


def test_all_numbers_below_two_thousand():
    for n in range(2000):
        assert say(n) == expected(n), n


def test_a_spread_of_larger_numbers():
    for n in list(range(2000, 1_000_000, 997)) + [100_000, 100_001, 100_100, 999_999, 120_000,
                                                   101_001, 40_040, 18_018]:
        assert say(n) == expected(n), n


def test_spot_checks_of_the_oracle_itself():
    assert expected(2019) == "two thousand and nineteen"
    assert expected(1100) == "one thousand one hundred"
    assert expected(342) == "three hundred and forty-two"


@pytest.mark.parametrize("n", [-1, -999_999, 1_000_000, 1_000_001])
def test_range(n):
    with pytest.raises(ValueError):
        say(n)


@pytest.mark.parametrize("value", [True, False, 3.0, "3", None, [3]])
def test_type(value):
    with pytest.raises(TypeError):
        say(value)
