import pytest

from museum import group_total, ticket_price, ticket_type


def test_ticket_type():
    assert ticket_type(0) == "free"
    assert ticket_type(4) == "free"
    assert ticket_type(5) == "child"
    assert ticket_type(15) == "child"
    assert ticket_type(16) == "adult"
    assert ticket_type(64) == "adult"
    assert ticket_type(65) == "senior"
    assert ticket_type(90) == "senior"
    for bad in [-1, 7.5, "12"]:
        with pytest.raises(ValueError):
            ticket_type(bad)


def test_ticket_price():
    assert ticket_price(3) == 0.0
    assert ticket_price(10) == 6.0
    assert ticket_price(16) == 12.0
    assert ticket_price(70) == 8.0


def test_group_total():
    assert group_total([]) == 0.0
    assert group_total([41, 39, 9, 6, 2]) == 36.0
    # ten paying adults get 10% off
    assert group_total([30] * 10) == 108.0
    # nine paying adults and a baby: the baby doesn't count, so no discount
    assert group_total([30] * 9 + [1]) == 108.0
    assert group_total([12] * 8 + [70, 70]) == 57.6
