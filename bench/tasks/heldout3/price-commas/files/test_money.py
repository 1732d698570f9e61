from money import format_price, receipt_line


def test_format_price():
    assert format_price(1250) == "$12.50"
    assert format_price(5) == "$0.05"


def test_receipt_line():
    assert receipt_line("Tea", 350, 2) == "Tea x2  $7.00"
