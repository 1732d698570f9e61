from datetime import date

import pytest

from vegbox import box_price, next_delivery, order_total


def test_box_price():
    assert box_price("small") == 13.0
    assert box_price("large", fruit=True) == 26.0
    assert box_price(" Medium ") == 17.0
    assert box_price("LARGE") == 22.0
    with pytest.raises(ValueError):
        box_price("huge")


def test_order_total_with_delivery():
    assert order_total([("small", False)]) == 15.5
    assert order_total([("medium", True)]) == 23.5
    assert order_total([("small", False), ("small", False)]) == 28.5


def test_order_total_free_delivery():
    assert order_total([("large", False), ("small", True)]) == 39.0
    assert order_total([("Large", True), ("medium", True)]) == 47.0
    assert order_total([("small", False)] * 3) == 39.0


def test_exactly_thirty_is_free():
    assert order_total([("small", False), ("medium", False)]) == 30.0
    assert order_total([("small", True), ("Small", False)]) == 30.0


def test_empty_order():
    with pytest.raises(ValueError):
        order_total([])


def test_next_delivery_north_is_tuesday():
    assert next_delivery("north", date(2024, 9, 1)) == date(2024, 9, 3)  # Sunday: 2 days' notice
    assert next_delivery("north", date(2024, 9, 2)) == date(2024, 9, 10)  # Monday: too late
    assert next_delivery("north", date(2024, 9, 3)) == date(2024, 9, 10)
    assert next_delivery("north", date(2024, 9, 7)) == date(2024, 9, 10)


def test_next_delivery_south_is_thursday():
    assert next_delivery("south", date(2024, 9, 2)) == date(2024, 9, 5)
    assert next_delivery("South", date(2024, 9, 3)) == date(2024, 9, 5)
    assert next_delivery("south", date(2024, 9, 4)) == date(2024, 9, 12)


def test_next_delivery_town_is_friday():
    assert next_delivery(" town ", date(2024, 9, 4)) == date(2024, 9, 6)
    assert next_delivery("town", date(2024, 9, 5)) == date(2024, 9, 13)
    assert next_delivery("town", date(2024, 9, 6)) == date(2024, 9, 13)


def test_unknown_area():
    with pytest.raises(ValueError):
        next_delivery("east", date(2024, 9, 2))
