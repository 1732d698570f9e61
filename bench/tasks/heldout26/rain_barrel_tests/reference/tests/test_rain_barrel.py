import pytest

from rain_barrel import BarrelError, FrozenError, RainBarrel


def test_new_barrel():
    b = RainBarrel()
    assert b.capacity == 200
    assert b.roof_m2 == 10.0
    assert b.level == 0
    assert b.overflow == 0
    assert b.drawn == 0
    assert b.frozen is False
    assert b.percent_full == 0
    assert b.is_full is False


@pytest.mark.parametrize("capacity", [50, 51, 999, 1000])
def test_capacity_in_range(capacity):
    assert RainBarrel(capacity).capacity == capacity


@pytest.mark.parametrize("capacity", [49, 0, 1001, 200.0, "200", True, None])
def test_bad_capacity(capacity):
    with pytest.raises(ValueError):
        RainBarrel(capacity)


@pytest.mark.parametrize("roof", [0.5, 1, 200, 200.0])
def test_roof_in_range(roof):
    assert RainBarrel(roof_m2=roof).roof_m2 == roof


@pytest.mark.parametrize("roof", [0, -1, 200.5, True, "10", None])
def test_bad_roof(roof):
    with pytest.raises(ValueError):
        RainBarrel(roof_m2=roof)


def test_rain_eighty_percent_of_roof():
    b = RainBarrel()
    assert b.rain(5) == pytest.approx(40.0)
    assert b.level == pytest.approx(40.0)
    b2 = RainBarrel(500, roof_m2=25)
    assert b2.rain(2) == pytest.approx(40.0)
    assert b2.rain(0) == 0
    assert b2.level == pytest.approx(40.0)


def test_default_roof_area_used():
    b = RainBarrel(1000)
    b.rain(10)
    assert b.level == pytest.approx(80.0)


def test_negative_rain():
    b = RainBarrel()
    with pytest.raises(ValueError):
        b.rain(-1)
    assert b.level == 0


def test_overflow():
    b = RainBarrel(100)
    assert b.rain(10) == pytest.approx(80.0)
    assert b.overflow == 0
    assert b.rain(10) == pytest.approx(20.0)
    assert b.level == pytest.approx(100.0)
    assert b.overflow == pytest.approx(60.0)
    assert b.is_full is True
    assert b.percent_full == 100
    assert b.rain(1) == 0
    assert b.level == pytest.approx(100.0)
    assert b.overflow == pytest.approx(68.0)


def test_filling_exactly_no_overflow():
    b = RainBarrel(80)
    assert b.rain(10) == pytest.approx(80.0)
    assert b.overflow == pytest.approx(0.0)
    assert b.is_full is True


def test_draw():
    b = RainBarrel()
    b.rain(10)
    assert b.draw(10) == 10
    assert b.level == pytest.approx(70.0)
    assert b.draw(25.5) == 25.5
    assert b.level == pytest.approx(44.5)
    assert b.drawn == pytest.approx(35.5)
    assert b.is_full is False


def test_draw_more_than_there_is():
    b = RainBarrel()
    b.rain(2)
    assert b.draw(10) == 10
    assert b.draw(10) == pytest.approx(6.0)
    assert b.level == pytest.approx(0.0)
    assert b.drawn == pytest.approx(16.0)
    assert b.draw(10) == 0
    assert b.level == pytest.approx(0.0)
    assert b.drawn == pytest.approx(16.0)


@pytest.mark.parametrize("litres", [0, -1, -0.5])
def test_bad_draw(litres):
    b = RainBarrel()
    b.rain(5)
    with pytest.raises(ValueError):
        b.draw(litres)
    assert b.level == pytest.approx(40.0)
    assert b.drawn == 0


def test_frozen_blocks_draw():
    b = RainBarrel()
    b.rain(5)
    b.freeze()
    assert b.frozen is True
    with pytest.raises(FrozenError):
        b.draw(5)
    assert b.level == pytest.approx(40.0)
    assert b.drawn == 0
    b.thaw()
    assert b.frozen is False
    assert b.draw(5) == 5


def test_frozen_rain_is_lost_not_overflow():
    b = RainBarrel()
    b.rain(5)
    b.freeze()
    assert b.rain(10) == 0.0
    assert b.level == pytest.approx(40.0)
    assert b.overflow == 0
    b.thaw()
    assert b.rain(1) == pytest.approx(8.0)
    assert b.level == pytest.approx(48.0)


def test_frozen_error_is_barrel_error():
    assert issubclass(FrozenError, BarrelError)
    b = RainBarrel()
    b.freeze()
    with pytest.raises(BarrelError):
        b.draw(1)


def test_percent_full_rounded():
    b = RainBarrel(300)
    b.rain(2)
    assert b.percent_full == 5
    b = RainBarrel(60)
    b.rain(1)
    assert b.percent_full == 13
    b.rain(5)
    assert b.percent_full == 80
    b = RainBarrel(1000)
    b.rain(12.4)
    assert b.percent_full == 10
    assert isinstance(b.percent_full, int)
