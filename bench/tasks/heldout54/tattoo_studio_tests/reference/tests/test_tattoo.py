from datetime import date

import pytest

from tattoo import deposit, free_touch_up, old_enough, session_price


@pytest.mark.parametrize("minutes, price", [
    (1, 60.0), (20, 60.0), (30, 60.0), (31, 90.0), (40, 90.0), (60, 90.0),
    (61, 135.0), (89, 135.0), (90, 135.0), (120, 180.0), (185, 315.0)])
def test_session_price(minutes, price):
    assert session_price(minutes) == price


@pytest.mark.parametrize("minutes", [0, -30, 45.0, 1.5, "60", True])
def test_session_price_errors(minutes):
    with pytest.raises(ValueError):
        session_price(minutes)


@pytest.mark.parametrize("price, paid", [
    (60.0, 30), (90.0, 30), (150.0, 30), (155.0, 35), (180.0, 40), (250.0, 50),
    (270.0, 55), (275.0, 55), (315.0, 65), (1000.0, 200), (1001.0, 205),
    (25.0, 25.0), (30.0, 30), (12.5, 12.5)])
def test_deposit(price, paid):
    assert deposit(price) == paid


@pytest.mark.parametrize("price", [0, -10])
def test_deposit_errors(price):
    with pytest.raises(ValueError):
        deposit(price)


def test_old_enough():
    born = date(2006, 5, 20)
    assert old_enough(born, date(2024, 5, 20)) is True
    assert old_enough(born, date(2024, 5, 19)) is False
    assert old_enough(born, date(2024, 4, 30)) is False
    assert old_enough(born, date(2024, 6, 1)) is True
    assert old_enough(born, date(2030, 1, 1)) is True
    assert old_enough(born, date(2023, 12, 31)) is False
    assert old_enough(date(2006, 12, 31), date(2024, 12, 30)) is False
    assert old_enough(date(2006, 12, 31), date(2024, 12, 31)) is True


def test_free_touch_up():
    done = date(2024, 3, 1)
    assert free_touch_up(done, done) is True
    assert free_touch_up(done, date(2024, 4, 30)) is True  # 60 days
    assert free_touch_up(done, date(2024, 5, 15)) is True  # 75 days
    assert free_touch_up(done, date(2024, 5, 30)) is True  # 90 days
    assert free_touch_up(done, date(2024, 5, 31)) is False  # 91 days
    assert free_touch_up(done, date(2025, 1, 1)) is False
    with pytest.raises(ValueError):
        free_touch_up(done, date(2024, 2, 29))
