import pytest

from lemonade import cups_in_jug, day_takings, order_price, profit, shopping


def test_cups_in_jug():
    assert cups_in_jug(1) == 4
    assert cups_in_jug(2.5) == 10
    assert cups_in_jug(0.9) == 3
    assert cups_in_jug(0.2) == 0
    assert cups_in_jug(0.25) == 1


@pytest.mark.parametrize("litres", [0, -1, -0.5])
def test_cups_in_jug_refuses(litres):
    with pytest.raises(ValueError):
        cups_in_jug(litres)


def test_shopping():
    assert shopping(4) == {"lemons": 6, "sugar_g": 100}
    assert shopping(1) == {"lemons": 2, "sugar_g": 25}
    assert shopping(3) == {"lemons": 5, "sugar_g": 75}
    assert shopping(12) == {"lemons": 18, "sugar_g": 300}


@pytest.mark.parametrize("cups", [0, -2, 1.5, 2.0, True, "3"])
def test_shopping_refuses(cups):
    with pytest.raises(ValueError):
        shopping(cups)


def test_order_price_with_deal():
    assert order_price(1) == 0.5
    assert order_price(2) == 1.0
    assert order_price(3) == 1.2
    assert order_price(4) == 1.7
    assert order_price(5) == 2.2
    assert order_price(6) == 2.4
    assert order_price(7, deal=True) == 2.9


def test_order_price_without_deal():
    assert order_price(3, deal=False) == 1.5
    assert order_price(1, deal=False) == 0.5
    assert order_price(7, deal=False) == 3.5


@pytest.mark.parametrize("cups", [0, -1, 2.5, 3.0, None])
def test_order_price_refuses(cups):
    with pytest.raises((ValueError, TypeError)):
        order_price(cups)
    with pytest.raises((ValueError, TypeError)):
        order_price(cups, deal=False)


def test_day_takings():
    assert day_takings([]) == 0
    assert day_takings([1, 3, 4]) == 3.4
    assert day_takings([1, 3, 4], deal=False) == 4.0
    assert day_takings([6, 6]) == 4.8
    assert day_takings([2]) == 1.0


def test_profit():
    assert profit(9.6, 12) == 3.93
    assert profit(3.4, 8) == -0.38
    assert profit(0, 1) == -0.62
    assert profit(10, 4) == 8.11
