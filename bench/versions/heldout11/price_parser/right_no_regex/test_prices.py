import pytest

from prices import parse_price


def test_examples_from_spec():
    assert parse_price("$1,234.50") == 123450
    assert parse_price(" 7 ") == 700
    assert parse_price("3.5") == 350
    assert parse_price("0.05") == 5


def test_more_valid():
    assert parse_price("100") == 10000
    assert parse_price("$9.99") == 999
    assert parse_price("12,000,000.01") == 1200000001


def test_errors():
    for bad in ["", "abc", "-5", "1.234", "12,34", "1.", ".5", "$", "1,0000", "$1.2.3"]:
        with pytest.raises(ValueError):
            parse_price(bad)
