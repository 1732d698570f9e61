import pytest

import prices


class TestValid:
    def test_dollar_and_grouping(self):
        assert prices.parse_price("$1,234.50") == 123450

    def test_whitespace(self):
        assert prices.parse_price(" 7 ") == 700

    def test_one_decimal(self):
        assert prices.parse_price("3.5") == 350

    def test_small(self):
        assert prices.parse_price("0.05") == 5

    def test_returns_int(self):
        assert type(prices.parse_price("2.25")) is int


class TestInvalid:
    @pytest.mark.parametrize("bad", ["", "abc", "-5", "1.234", "12,34", "1.", ".5", "$"])
    def test_raises(self, bad):
        with pytest.raises(ValueError):
            prices.parse_price(bad)
