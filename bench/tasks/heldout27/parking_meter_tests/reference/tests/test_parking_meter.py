import pytest

from parking_meter import MeterError, ParkingMeter, RejectedCoin


def test_new_meter_defaults():
    m = ParkingMeter()
    assert m.pence_per_hour == 120
    assert m.max_minutes == 120
    assert m.minutes_left == 0
    assert m.takings == 0
    assert m.expired is True
    assert m.display() == "EXPIRED"


def test_default_rate_and_cap_in_use():
    m = ParkingMeter()
    assert m.insert(100) == 50
    assert m.insert(200) == 120
    assert m.insert(200) == 120


@pytest.mark.parametrize("rate", [20, 21, 599, 600])
def test_rate_in_range(rate):
    assert ParkingMeter(rate).pence_per_hour == rate


@pytest.mark.parametrize("rate", [19, 0, -120, 601, 120.0, "120", True, None])
def test_bad_rate(rate):
    with pytest.raises(ValueError):
        ParkingMeter(rate)


@pytest.mark.parametrize("cap", [15, 16, 239, 240])
def test_max_minutes_in_range(cap):
    assert ParkingMeter(max_minutes=cap).max_minutes == cap


@pytest.mark.parametrize("cap", [14, 0, 241, 60.0, "60", True, None])
def test_bad_max_minutes(cap):
    with pytest.raises(ValueError):
        ParkingMeter(max_minutes=cap)


def test_max_minutes_is_keyword_only():
    with pytest.raises(TypeError):
        ParkingMeter(120, 60)


@pytest.mark.parametrize("coin,minutes", [(10, 5), (20, 10), (50, 25), (100, 50), (200, 100)])
def test_each_coin_buys_time(coin, minutes):
    m = ParkingMeter(max_minutes=240)
    assert m.insert(coin) == minutes
    assert m.minutes_left == minutes
    assert m.takings == coin
    assert m.expired is False


def test_minutes_rounded_down():
    m = ParkingMeter(70, max_minutes=240)
    assert m.insert(10) == 8
    assert m.insert(50) == 50
    assert m.takings == 60


@pytest.mark.parametrize("coin", [1, 2, 5, 15, 25, 500, 0, -10, 50.0, "50", True, None])
def test_rejected_coins(coin):
    m = ParkingMeter()
    m.insert(20)
    with pytest.raises(RejectedCoin):
        m.insert(coin)
    assert m.minutes_left == 10
    assert m.takings == 20


def test_rejected_coin_is_meter_error():
    assert issubclass(RejectedCoin, MeterError)
    with pytest.raises(MeterError):
        ParkingMeter().insert(5)


def test_cap_keeps_the_coin():
    m = ParkingMeter(max_minutes=60)
    assert m.insert(100) == 50
    assert m.insert(50) == 60
    assert m.minutes_left == 60
    assert m.takings == 150
    assert m.insert(200) == 60
    assert m.takings == 350


def test_cap_when_topping_up():
    m = ParkingMeter(max_minutes=120)
    m.insert(200)
    assert m.insert(50) == 120


def test_wait():
    m = ParkingMeter()
    m.insert(100)
    m.wait(0)
    assert m.minutes_left == 50
    m.wait(20)
    assert m.minutes_left == 30
    m.wait(45)
    assert m.minutes_left == 0
    assert m.expired is True
    m.wait(10)
    assert m.minutes_left == 0
    assert m.insert(20) == 10


@pytest.mark.parametrize("minutes", [-1, -30, 1.5, "5", None])
def test_bad_wait(minutes):
    m = ParkingMeter()
    m.insert(100)
    with pytest.raises(ValueError):
        m.wait(minutes)
    assert m.minutes_left == 50


def test_empty():
    m = ParkingMeter()
    m.insert(100)
    m.insert(20)
    assert m.empty() == 120
    assert m.takings == 0
    assert m.minutes_left == 60
    assert m.expired is False
    assert m.empty() == 0
    m.insert(50)
    assert m.takings == 50


def test_display():
    m = ParkingMeter(max_minutes=240)
    m.insert(200)
    assert m.display() == "1:40"
    m.wait(35)
    assert m.display() == "1:05"
    m.wait(60)
    assert m.display() == "0:05"
    m.insert(50)
    assert m.display() == "0:30"
    m.wait(30)
    assert m.display() == "EXPIRED"
    m.insert(200)
    m.insert(200)
    m.insert(50)
    assert m.display() == "3:45"
    m.insert(100)
    assert m.display() == "4:00"
