import pytest

from money import format_money, parse_money


def test_positive_unchanged():
    assert format_money(0) == "$0.00"
    assert format_money(5) == "$0.05"
    assert format_money(100) == "$1.00"
    assert format_money(123456) == "$1,234.56"
    assert format_money(100000000) == "$1,000,000.00"


def test_negative_amounts():
    assert format_money(-250) == "-$2.50"
    assert format_money(-150) == "-$1.50"
    assert format_money(-199) == "-$1.99"
    assert format_money(-123456) == "-$1,234.56"


def test_small_negative_amounts():
    assert format_money(-1) == "-$0.01"
    assert format_money(-99) == "-$0.99"


def test_negative_whole_dollars():
    assert format_money(-100) == "-$1.00"
    assert format_money(-100000) == "-$1,000.00"


def test_symbol():
    assert format_money(-1999, symbol="€") == "-€19.99"
    assert format_money(1999, symbol="£") == "£19.99"


def test_round_trip():
    for cents in list(range(-1050, 1050, 7)) + [987654321, -987654321]:
        assert parse_money(format_money(cents)) == cents


def test_parse_still_validates():
    with pytest.raises(ValueError):
        parse_money("12.00")
