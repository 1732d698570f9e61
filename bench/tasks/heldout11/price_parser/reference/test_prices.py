import pytest

from prices import parse_price


@pytest.mark.parametrize("text, cents", [
    ("$1,234.50", 123450),
    (" 7 ", 700),
    ("3.5", 350),
    ("0.05", 5),
    ("$0", 0),
    ("1,000,000", 100000000),
    ("999", 99900),
    ("12.34", 1234),
    ("\t$5.00\n", 500),
])
def test_valid(text, cents):
    assert parse_price(text) == cents


@pytest.mark.parametrize("text", [
    "", "   ", "abc", "-5", "1.234", "12,34", "1,2345", "1234,567", ",123",
    "1.", ".5", "$", "5$", "$ 5", "1 000", "1,000.", "12.3.4",
])
def test_invalid(text):
    with pytest.raises(ValueError):
        parse_price(text)
