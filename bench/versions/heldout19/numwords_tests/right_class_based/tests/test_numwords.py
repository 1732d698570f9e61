import os
import sys

import pytest

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))

import numwords  # noqa: E402


class TestSmallNumbers:
    def test_zero_to_nineteen(self):
        words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                 "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                 "sixteen", "seventeen", "eighteen", "nineteen"]
        assert [numwords.say(n) for n in range(20)] == words

    def test_tens(self):
        assert [numwords.say(n) for n in range(20, 100, 10)] == [
            "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    def test_hyphen(self):
        assert numwords.say(21) == "twenty-one"
        assert numwords.say(47) == "forty-seven"
        assert numwords.say(99) == "ninety-nine"


class TestHundreds:
    def test_exact(self):
        assert numwords.say(100) == "one hundred"
        assert numwords.say(700) == "seven hundred"

    def test_with_and(self):
        assert numwords.say(105) == "one hundred and five"
        assert numwords.say(118) == "one hundred and eighteen"
        assert numwords.say(342) == "three hundred and forty-two"
        assert numwords.say(960) == "nine hundred and sixty"


class TestThousands:
    def test_exact(self):
        assert numwords.say(7000) == "seven thousand"
        assert numwords.say(40000) == "forty thousand"
        assert numwords.say(120000) == "one hundred and twenty thousand"
        assert numwords.say(300000) == "three hundred thousand"

    def test_small_remainder_uses_and(self):
        assert numwords.say(2019) == "two thousand and nineteen"
        assert numwords.say(1001) == "one thousand and one"
        assert numwords.say(33080) == "thirty-three thousand and eighty"
        assert numwords.say(500_064) == "five hundred thousand and sixty-four"

    def test_large_remainder_uses_space(self):
        assert numwords.say(1100) == "one thousand one hundred"
        assert numwords.say(1234) == "one thousand two hundred and thirty-four"
        assert numwords.say(999_999) == (
            "nine hundred and ninety-nine thousand nine hundred and ninety-nine")


class TestErrors:
    @pytest.mark.parametrize("n", [-5, -1, 1_000_000, 2_000_000])
    def test_value_error(self, n):
        with pytest.raises(ValueError):
            numwords.say(n)

    def test_limits_are_fine(self):
        assert numwords.say(0) == "zero"
        assert numwords.say(999_999).startswith("nine hundred")

    @pytest.mark.parametrize("value", [True, False, 1.0, "one", None])
    def test_type_error(self, value):
        with pytest.raises(TypeError):
            numwords.say(value)
