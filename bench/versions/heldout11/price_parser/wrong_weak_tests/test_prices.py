from prices import parse_price


def test_dollars():
    assert parse_price("$1,234.50") == 123450


def test_whitespace():
    assert parse_price(" 7 ") == 700


def test_decimals():
    assert parse_price("3.5") == 350
    assert parse_price("0.05") == 5
