import pytest

from treadmill import Treadmill


def test_new_session():
    t = Treadmill()
    assert t.weight_kg == 70
    assert t.speed == 0
    assert t.distance_km == 0
    assert t.moving_minutes == 0
    assert t.paused_minutes == 0
    assert t.paused is False
    assert t.calories == 0
    assert t.pace() is None


@pytest.mark.parametrize("weight", [30.5, 31, 70, 249.9, 250, 250.0])
def test_weight_in_range(weight):
    assert Treadmill(weight).weight_kg == weight


@pytest.mark.parametrize("weight", [30, 30.0, 0, -70, 250.1, 251, True, "70", None])
def test_bad_weight(weight):
    with pytest.raises(ValueError):
        Treadmill(weight)


@pytest.mark.parametrize("kmh", [0, 0.5, 12, 19.9, 20, 20.0])
def test_speed_in_range(kmh):
    t = Treadmill()
    t.set_speed(kmh)
    assert t.speed == kmh


@pytest.mark.parametrize("kmh", [-1, -0.1, 20.1, 25, True, "10", None])
def test_bad_speed(kmh):
    t = Treadmill()
    t.set_speed(8)
    with pytest.raises(ValueError):
        t.set_speed(kmh)
    assert t.speed == 8


def test_step_covers_distance():
    t = Treadmill()
    t.set_speed(12)
    t.step(30)
    assert t.distance_km == pytest.approx(6.0)
    assert t.moving_minutes == 30
    t.set_speed(6)
    t.step(10)
    assert t.distance_km == pytest.approx(7.0)
    assert t.moving_minutes == 40
    assert t.paused_minutes == 0


def test_step_at_speed_zero():
    t = Treadmill()
    t.step(5)
    assert t.distance_km == 0
    assert t.moving_minutes == 0
    t.set_speed(10)
    t.step(6)
    t.set_speed(0)
    t.step(4)
    assert t.distance_km == pytest.approx(1.0)
    assert t.moving_minutes == 6


@pytest.mark.parametrize("minutes", [0, -1, -0.5, True, "5", None])
def test_bad_step(minutes):
    t = Treadmill()
    t.set_speed(10)
    with pytest.raises(ValueError):
        t.step(minutes)
    assert t.distance_km == 0
    assert t.moving_minutes == 0


def test_pause_stops_the_belt():
    t = Treadmill()
    t.set_speed(12)
    t.step(10)
    t.pause()
    assert t.paused is True
    t.step(5)
    t.step(2.5)
    assert t.distance_km == pytest.approx(2.0)
    assert t.moving_minutes == 10
    assert t.paused_minutes == pytest.approx(7.5)
    t.resume()
    assert t.paused is False
    assert t.speed == 12
    t.step(5)
    assert t.distance_km == pytest.approx(3.0)
    assert t.moving_minutes == 15
    assert t.paused_minutes == pytest.approx(7.5)


def test_speed_set_while_paused_used_on_resume():
    t = Treadmill()
    t.set_speed(6)
    t.pause()
    t.set_speed(9)
    assert t.speed == 9
    t.step(20)
    assert t.distance_km == 0
    t.resume()
    t.step(20)
    assert t.distance_km == pytest.approx(3.0)


def test_pause_twice_and_resume_while_running():
    t = Treadmill()
    with pytest.raises(RuntimeError):
        t.resume()
    assert t.paused is False
    t.pause()
    with pytest.raises(RuntimeError):
        t.pause()
    assert t.paused is True
    t.resume()
    with pytest.raises(RuntimeError):
        t.resume()
    t.pause()
    assert t.paused is True


def test_calories():
    t = Treadmill()
    t.set_speed(12)
    t.step(30)
    assert t.calories == 420
    heavy = Treadmill(80)
    heavy.set_speed(12)
    heavy.step(30)
    assert heavy.calories == 480


def test_calories_rounded_to_nearest():
    t = Treadmill()
    t.set_speed(10)
    t.step(7)
    assert t.calories == 82
    assert isinstance(t.calories, int)
    light = Treadmill(50)
    light.set_speed(10)
    light.step(7)
    assert light.calories == 58


def test_pace():
    t = Treadmill()
    t.set_speed(12)
    t.step(30)
    assert t.pace() == 5.0
    t2 = Treadmill()
    t2.set_speed(9)
    t2.step(10)
    assert t2.pace() == 6.67


def test_pace_ignores_paused_time():
    t = Treadmill()
    t.set_speed(10)
    t.step(12)
    t.pause()
    t.step(8)
    t.resume()
    t.step(12)
    assert t.pace() == 6.0
