from datetime import date

import pytest

from firewood import (loose_to_order, order_price, ready_date, ready_to_burn, stacked_volume,
                      weeks_of_heating)


def test_stacked_volume():
    assert stacked_volume(2.5, 1.2, 0.5) == 1.5
    assert stacked_volume(1, 1, 1) == 1
    assert stacked_volume(1.1, 1.1, 1.1) == 1.33


@pytest.mark.parametrize("sides", [(0, 1, 1), (1, 0, 1), (1, 1, 0), (-2, 1, 1)])
def test_stacked_volume_bad(sides):
    with pytest.raises(ValueError):
        stacked_volume(*sides)


def test_loose_to_order():
    assert loose_to_order(2.1) == 3
    assert loose_to_order(0.7) == 1
    assert loose_to_order(0.71) == 2
    assert loose_to_order(1.5) == 3
    assert loose_to_order(1.3) == 2
    assert loose_to_order(3.5) == 5
    with pytest.raises(ValueError):
        loose_to_order(0)


def test_order_price():
    assert order_price(1, 1) == 95.0
    assert order_price(2, 2) == 205.0
    assert order_price(1, 3) == 125.0
    assert order_price(2, 3) == 220.0
    assert order_price(3, 3) == 285.0
    assert order_price(4, 2) == 380.0


@pytest.mark.parametrize("args", [(0, 1), (1.5, 1), (2.0, 1), (True, 1), (2, 4), (2, 0)])
def test_order_price_bad(args):
    with pytest.raises(ValueError):
        order_price(*args)


def test_ready_date():
    assert ready_date(date(2024, 3, 10), "ash") == date(2025, 3, 10)
    assert ready_date(date(2024, 3, 10), "Oak") == date(2026, 3, 10)
    assert ready_date(date(2024, 3, 10), " BEECH ") == date(2025, 9, 10)
    assert ready_date(date(2023, 11, 15), "pine") == date(2024, 8, 15)
    assert ready_date(date(2023, 12, 1), "birch") == date(2024, 12, 1)
    assert ready_date(date(2023, 3, 5), "pine") == date(2023, 12, 5)
    assert ready_date(date(2023, 8, 31), "beech") == date(2025, 2, 28)
    assert ready_date(date(2022, 8, 31), "beech") == date(2024, 2, 29)
    assert ready_date(date(2024, 1, 31), "pine") == date(2024, 10, 31)
    assert ready_date(date(2024, 5, 31), "sycamore") == date(2025, 5, 31)
    with pytest.raises(ValueError):
        ready_date(date(2024, 3, 10), "leylandii")


def test_ready_to_burn():
    assert ready_to_burn([15, 18, 20]) is True
    assert ready_to_burn([20]) is True
    assert ready_to_burn([21]) is False
    assert ready_to_burn([12, 12, 30]) is False
    assert ready_to_burn([0, 19.5]) is True


@pytest.mark.parametrize("readings", [[], [101], [15, -1], [15, 120]])
def test_ready_to_burn_bad(readings):
    with pytest.raises(ValueError):
        ready_to_burn(readings)


def test_weeks_of_heating():
    assert weeks_of_heating(1.5) == 7
    assert weeks_of_heating(2.0) == 10
    assert weeks_of_heating(1.5, 7) == 5
    assert weeks_of_heating(1.4, 5) == 7
    assert weeks_of_heating(0.2, 1) == 5
    assert weeks_of_heating(0) == 0
    for bad in [(-1, 5), (1, 0), (1, 8)]:
        with pytest.raises(ValueError):
            weeks_of_heating(*bad)
