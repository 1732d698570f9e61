from datetime import date

import pytest

from cake_orders import cake_price, deposit, order_summary, parse_day, ready_date, servings


def test_parse_day():
    assert parse_day("2024-09-02") == date(2024, 9, 2)
    assert parse_day(" 2024-09-02\n") == date(2024, 9, 2)
    with pytest.raises(ValueError):
        parse_day("2/9/2024")


def test_servings():
    assert servings([8]) == 24
    assert servings([10, 8, 6]) == 74
    assert servings([12, 12]) == 112
    with pytest.raises(ValueError):
        servings([])
    with pytest.raises(ValueError):
        servings([8, 9])


def test_cake_price():
    assert cake_price([8]) == 84.0
    assert cake_price([8], "Chocolate") == 96.0
    assert cake_price([10, 8, 6], " red velvet ") == 314.5
    assert cake_price([6], "LEMON") == 42.0
    with pytest.raises(ValueError):
        cake_price([8], "banana")


def test_deposit():
    assert deposit(84.0) == 21
    assert deposit(314.5) == 79
    assert deposit(97.0) == 25
    assert deposit(42.0) == 20
    assert deposit(15.0) == 15.0
    with pytest.raises(ValueError):
        deposit(0)


def test_ready_date():
    # Monday 2 September 2024
    assert ready_date(date(2024, 9, 2), [8]) == date(2024, 9, 4)
    # three tiers = six baking days, the Sunday doesn't count
    assert ready_date(date(2024, 9, 2), [10, 8, 6]) == date(2024, 9, 9)
    # ordered on a Thursday: Friday and Saturday
    assert ready_date(date(2024, 9, 5), [6]) == date(2024, 9, 7)
    # ordered on a Friday: Saturday and Monday
    assert ready_date(date(2024, 9, 6), [6]) == date(2024, 9, 9)


def test_order_summary():
    assert order_summary("2024-09-06", [10, 8], "carrot") == {
        "servings": 62, "price": 248.0, "deposit": 62, "balance": 186.0,
        "ready": "2024-09-11"}
