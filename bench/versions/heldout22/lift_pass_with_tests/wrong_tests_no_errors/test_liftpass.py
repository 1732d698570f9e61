import pytest

from liftpass import category, pass_price


@pytest.mark.parametrize("age,expected", [
    (0, "infant"), (5, "infant"), (6, "child"), (15, "child"), (16, "adult"),
    (64, "adult"), (65, "senior"), (99, "senior"),
])
def test_category_boundaries(age, expected):
    assert category(age) == expected




@pytest.mark.parametrize("age,days,price", [
    (3, 1, 0), (10, 1, 30), (30, 1, 52), (70, 1, 41),
    (30, 5, 260), (10, 5, 150), (70, 5, 205),
    (30, 6, 265), (10, 6, 153), (70, 6, 209), (5, 10, 0),
    (10, 7, 179), (70, 10, 349), (30, 14, 619),
    (15, 1, 30), (16, 1, 52), (64, 1, 52), (65, 1, 41), (6, 1, 30), (5, 1, 0),
])
def test_prices(age, days, price):
    result = pass_price(age, days)
    assert result == price
    assert isinstance(result, int)




def test_day_limits_allowed():
    assert pass_price(30, 1) == 52
    assert pass_price(30, 14) == 619
