import pytest

from thermostat import Thermostat


def test_docstring_example():
    t = Thermostat(20.0)
    assert t.heating(19.6) is False
    assert t.heating(19.5) is True
    assert t.heating(20.2) is True
    assert t.heating(20.5) is False
    t.boost(15)
    assert t.effective_target == 22.0
    t.tick(15)
    assert t.effective_target == 20.0


def test_defaults():
    t = Thermostat()
    assert (t.target, t.minimum, t.maximum) == (20.0, 5.0, 30.0)
    assert t.boost_left == 0
    assert t.effective_target == 20.0
    assert t.heating(20.0) is False


def test_up_and_down_half_degree_steps():
    t = Thermostat(20.0)
    assert t.up() == 20.5
    assert t.up(3) == 22.0
    assert t.down() == 21.5
    assert t.down(4) == 19.5
    assert t.target == 19.5


def test_up_stops_at_maximum():
    t = Thermostat(29.0)
    assert t.up(5) == 30.0
    assert t.up() == 30.0
    t2 = Thermostat(20.0, maximum=21.0)
    assert t2.up(10) == 21.0


def test_down_stops_at_minimum():
    t = Thermostat(6.0)
    assert t.down(10) == 5.0
    assert t.down() == 5.0
    t2 = Thermostat(20.0, minimum=18.0)
    assert t2.down(40) == 18.0


@pytest.mark.parametrize("steps", [0, -1, 1.0, "2", True])
def test_bad_steps(steps):
    t = Thermostat()
    with pytest.raises(ValueError):
        t.up(steps)
    with pytest.raises(ValueError):
        t.down(steps)
    assert t.target == 20.0


def test_target_at_either_limit_allowed():
    assert Thermostat(5.0).target == 5.0
    assert Thermostat(30.0).target == 30.0
    assert Thermostat(10.0, minimum=10.0, maximum=12.0).target == 10.0
    assert Thermostat(12.0, minimum=10.0, maximum=12.0).target == 12.0


@pytest.mark.parametrize("args, kwargs", [
    ((4.5,), {}), ((30.5,), {}), ((20.0,), {"minimum": 20.0, "maximum": 20.0}),
    ((20.0,), {"minimum": 25.0, "maximum": 15.0}), ((10.0,), {"minimum": 12.0}),
])
def test_bad_construction(args, kwargs):
    with pytest.raises(ValueError):
        Thermostat(*args, **kwargs)


def test_limits_keyword_only():
    with pytest.raises(TypeError):
        Thermostat(20.0, 5.0, 30.0)


def test_boost_default_thirty_minutes():
    t = Thermostat(18.0)
    t.boost()
    assert t.boost_left == 30
    assert t.effective_target == 20.0
    t.tick(29)
    assert t.effective_target == 20.0
    t.tick(1)
    assert t.boost_left == 0
    assert t.effective_target == 18.0


def test_boost_ends_when_minutes_run_out():
    t = Thermostat(18.0)
    t.boost(10)
    t.tick(4)
    assert t.boost_left == 6
    t.tick(0)
    assert t.boost_left == 6
    t.tick(6)
    assert t.boost_left == 0
    assert t.effective_target == 18.0
    t.tick(50)
    assert t.boost_left == 0


def test_boost_overshoot_tick():
    t = Thermostat(18.0)
    t.boost(5)
    t.tick(20)
    assert t.boost_left == 0
    assert t.effective_target == 18.0


def test_boost_capped_at_maximum():
    t = Thermostat(29.0)
    t.boost(10)
    assert t.effective_target == 30.0
    t2 = Thermostat(20.0, maximum=21.0)
    t2.boost(10)
    assert t2.effective_target == 21.0


def test_boost_again_starts_over():
    t = Thermostat()
    t.boost(30)
    t.tick(10)
    t.boost(15)
    assert t.boost_left == 15
    t.tick(15)
    assert t.effective_target == 20.0


@pytest.mark.parametrize("minutes", [1, 120])
def test_boost_limits_allowed(minutes):
    t = Thermostat()
    t.boost(minutes)
    assert t.boost_left == minutes


@pytest.mark.parametrize("minutes", [0, -5, 121, 30.0, True])
def test_bad_boost(minutes):
    t = Thermostat()
    with pytest.raises(ValueError):
        t.boost(minutes)
    assert t.boost_left == 0


def test_negative_tick():
    t = Thermostat()
    t.boost(10)
    with pytest.raises(ValueError):
        t.tick(-1)
    assert t.boost_left == 10


def test_boost_does_not_change_target():
    t = Thermostat(19.0)
    t.boost(20)
    assert t.target == 19.0
    assert t.up() == 19.5
    assert t.effective_target == 21.5


def test_heater_switches_on_at_lower_edge():
    t = Thermostat(20.0)
    assert t.heating(19.5) is True
    t2 = Thermostat(20.0)
    assert t2.heating(19.51) is False
    assert t2.heating(15.0) is True


def test_heater_switches_off_at_upper_edge():
    t = Thermostat(20.0)
    assert t.heating(18.0) is True
    assert t.heating(20.49) is True
    assert t.heating(20.5) is False
    assert t.heating(20.0) is False
    assert t.heating(19.5) is True
    assert t.heating(25.0) is False


def test_heater_stays_on_inside_band():
    t = Thermostat(20.0)
    t.heating(19.0)
    for temp in (19.6, 20.0, 20.4):
        assert t.heating(temp) is True


def test_heating_uses_boosted_target():
    t = Thermostat(20.0)
    t.boost(30)
    assert t.heating(21.5) is True
    assert t.heating(22.4) is True
    assert t.heating(22.5) is False
    t.tick(30)
    assert t.heating(19.6) is False
