import pytest

from money import format_money, parse_money


def test_format_positive():
    assert format_money(0) == "$0.00"
    assert format_money(7) == "$0.07"
    assert format_money(123456) == "$1,234.56"


def test_format_other_symbol():
    assert format_money(1999, symbol="€") == "€19.99"


def test_format_negative():
    assert format_money(-250) == "-$2.50"
    assert format_money(-199) == "-$1.99"


def test_parse():
    assert parse_money("$1,234.56") == 123456
    assert parse_money("-$0.99") == -99
    assert parse_money("$12") == 1200


def test_parse_rejects_garbage():
    with pytest.raises(ValueError):
        parse_money("12.00")
    with pytest.raises(ValueError):
        parse_money("$1.2")


def test_round_trip():
    for cents in (0, 1, -1, 99, -101, 100000, -987654321):
        assert parse_money(format_money(cents)) == cents
