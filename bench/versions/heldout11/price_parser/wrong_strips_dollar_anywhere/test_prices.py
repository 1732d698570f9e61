import pytest

from prices import parse_price


@pytest.mark.parametrize("s,expected", [("$1,234.50", 123450), (" 7 ", 700), ("3.5", 350), ("0.05", 5)])
def test_ok(s, expected):
    assert parse_price(s) == expected


@pytest.mark.parametrize("s", ["", "abc", "-5", "1.234", "12,34", "1.", ".5", "$"])
def test_bad(s):
    with pytest.raises(ValueError):
        parse_price(s)
