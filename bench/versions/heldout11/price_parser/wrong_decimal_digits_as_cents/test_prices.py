import pytest

from prices import parse_price


def test_valid():
    assert parse_price("$1,234.50") == 123450
    assert parse_price(" 7 ") == 700
    assert parse_price("0.05") == 5
    assert parse_price("3.5") == 305


def test_invalid():
    for bad in ["", "abc", "-5", "1.234", "12,34", "1.", ".5", "$"]:
        with pytest.raises(ValueError):
            parse_price(bad)
