import pytest

from money import format_price, receipt_line


@pytest.mark.parametrize("cents, text", [
    (123456, "$1,234.56"),
    (100000000, "$1,000,000.00"),
    (100000, "$1,000.00"),
    (9999999, "$99,999.99"),
    (12345678905, "$123,456,789.05"),
])
def test_thousands_get_commas(cents, text):
    assert format_price(cents) == text


@pytest.mark.parametrize("cents, text", [
    (1250, "$12.50"), (5, "$0.05"), (0, "$0.00"), (99999, "$999.99"), (100, "$1.00"),
    (70, "$0.70")])
def test_small_prices_unchanged(cents, text):
    assert format_price(cents) == text


def test_receipt_line_uses_it():
    assert receipt_line("Laptop", 129900, 2) == "Laptop x2  $2,598.00"
