import pytest

from oil import days_left, delivery_cost, litres_in_tank, needs_order, order_size


def test_litres_in_tank():
    assert litres_in_tank(0) == 0
    assert litres_in_tank(110) == 1200
    assert litres_in_tank(55) == 600
    assert litres_in_tank(1) == 11  # 10.9 rounds up
    assert litres_in_tank(30) == 327  # 327.3 rounds down
    assert litres_in_tank(80) == 873


@pytest.mark.parametrize("depth", [-1, -0.5, 110.5, 111, 200])
def test_litres_in_tank_bad_depth(depth):
    with pytest.raises(ValueError):
        litres_in_tank(depth)


def test_days_left():
    assert days_left(600, 20) == 25
    assert days_left(610, 20) == 25
    assert days_left(620, 20) == 26
    assert days_left(400, 12.5) == 24
    assert days_left(101, 20) == 0
    assert days_left(100, 20) == 0
    assert days_left(50, 10) == 0
    assert days_left(0, 10) == 0


@pytest.mark.parametrize("per_day", [0, -5])
def test_days_left_bad_rate(per_day):
    with pytest.raises(ValueError):
        days_left(500, per_day)


def test_order_size():
    assert order_size(80) == 1000
    assert order_size(420) == 600  # 660 of room, rounded down
    assert order_size(499) == 500
    assert order_size(580) == 500  # exactly the minimum is still worth it
    assert order_size(581) == 0
    assert order_size(900) == 0
    assert order_size(0) == 1000
    assert order_size(1100) == 0


def test_delivery_cost():
    assert delivery_cost(1000, 60) == 630.0
    assert delivery_cost(500, 70) == 367.5
    assert delivery_cost(600, 65.5) == 412.65


@pytest.mark.parametrize("litres, price", [(0, 60), (-100, 60), (500, 0), (500, -1)])
def test_delivery_cost_bad(litres, price):
    with pytest.raises(ValueError):
        delivery_cost(litres, price)


def test_needs_order():
    # 380 litres at 20 a day: 14 days before the reserve
    assert needs_order(380, 20) is False
    assert needs_order(379, 20) is True
    assert needs_order(1000, 20) is False
    assert needs_order(100, 20) is True
    assert needs_order(380, 20, lead_days=15) is True
    assert needs_order(200, 20, lead_days=5) is False
