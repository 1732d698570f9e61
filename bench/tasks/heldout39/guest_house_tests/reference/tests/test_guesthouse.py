from datetime import date

import pytest

from guesthouse import city_tax, nights, room_cost, stay_price

MON = date(2024, 6, 3)  # a Monday


def day(n):
    return date(2024, 6, 3 + n)


def test_nights():
    assert nights(MON, day(1)) == 1
    assert nights(MON, day(7)) == 7
    assert nights(date(2024, 2, 28), date(2024, 3, 1)) == 2
    with pytest.raises(ValueError):
        nights(MON, MON)
    with pytest.raises(ValueError):
        nights(day(2), MON)


def test_room_cost_weekdays():
    assert room_cost(MON, day(1)) == 80.0
    assert room_cost(MON, day(4)) == 320.0  # Mon to Thu nights
    assert room_cost(day(6), day(7)) == 80.0  # a Sunday night


def test_room_cost_weekend():
    assert room_cost(day(4), day(5)) == 110.0  # Friday night
    assert room_cost(day(5), day(6)) == 110.0  # Saturday night
    assert room_cost(day(4), day(6)) == 220.0
    assert room_cost(MON, day(7)) == 5 * 80.0 + 2 * 110.0
    with pytest.raises(ValueError):
        room_cost(MON, MON)


def test_city_tax():
    assert city_tax(1, 1) == 2.5
    assert city_tax(2, 3) == 15.0
    assert city_tax(4, 5) == 50.0
    assert city_tax(2, 6) == 25.0
    assert city_tax(1, 14) == 12.5
    for guests in [0, 5, -1]:
        with pytest.raises(ValueError):
            city_tax(guests, 2)


def test_stay_price():
    assert stay_price(MON, day(2), 2) == 170.0
    assert stay_price(day(4), day(6), 1) == 225.0
    assert stay_price(MON, day(7), 3) == 620.0 + 37.5
    with pytest.raises(ValueError):
        stay_price(MON, MON, 2)
    with pytest.raises(ValueError):
        stay_price(MON, day(2), 5)
