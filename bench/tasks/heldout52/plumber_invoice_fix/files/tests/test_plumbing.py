from datetime import datetime

import pytest

from plumbing import invoice, is_out_of_hours, labour, parts_price


def test_labour():
    assert labour(20) == 45.0
    assert labour(30) == 45.0
    assert labour(45) == 58.0
    assert labour(50) == 71.0  # a part block counts as a whole one
    assert labour(90) == 97.0
    assert labour(45, out_of_hours=True) == 87.0
    with pytest.raises(ValueError):
        labour(0)


def test_is_out_of_hours():
    assert not is_out_of_hours(datetime(2024, 10, 7, 9, 0))  # a Monday
    assert is_out_of_hours(datetime(2024, 10, 7, 7, 59))
    assert not is_out_of_hours(datetime(2024, 10, 7, 17, 59))
    assert is_out_of_hours(datetime(2024, 10, 7, 18, 0))
    assert is_out_of_hours(datetime(2024, 10, 13, 12, 0))  # a Sunday
    assert not is_out_of_hours(datetime(2024, 10, 12, 12, 0))  # a Saturday


def test_parts_price():
    assert parts_price([]) == 0.0
    assert parts_price([10.0, 6.0]) == 18.4


def test_invoice():
    assert invoice(datetime(2024, 10, 7, 10, 0), 50, [10.0, 6.0]) == {
        "labour": 71.0, "parts": 18.4, "net": 89.4, "vat": 17.88, "total": 107.28}
    assert invoice(datetime(2024, 10, 13, 19, 30), 30, []) == {
        "labour": 67.5, "parts": 0.0, "net": 67.5, "vat": 13.5, "total": 81.0}
