import pytest

from road_trip import cost_share, fuel_stops, litres_for, range_km


def test_litres_defaults():
    assert litres_for(200) == pytest.approx(13.0)
    assert litres_for(0) == 0
    assert litres_for(100) == pytest.approx(6.5)


def test_litres_options():
    assert litres_for(200, per_100km=5, reserve=4) == pytest.approx(14.0)
    assert litres_for(123, reserve=2.5) == pytest.approx(10.5)
    assert litres_for(300, per_100km=4.2) == pytest.approx(12.6)


def test_litres_rounded_to_two_places():
    assert litres_for(30) == 1.95
    assert litres_for(30, per_100km=5.5) == 1.65
    assert litres_for(1, per_100km=7) == 0.07


@pytest.mark.parametrize("kwargs", [
    {"distance_km": -1}, {"distance_km": 10, "reserve": -0.5},
    {"distance_km": 10, "per_100km": 0}, {"distance_km": 10, "per_100km": -3},
])
def test_litres_value_errors(kwargs):
    distance = kwargs.pop("distance_km")
    with pytest.raises(ValueError):
        litres_for(distance, **kwargs)


@pytest.mark.parametrize("bad", [True, "10", None])
def test_not_numbers(bad):
    with pytest.raises(TypeError):
        litres_for(bad)
    with pytest.raises(TypeError):
        litres_for(10, per_100km=bad)
    with pytest.raises(TypeError):
        range_km(bad)
    with pytest.raises(TypeError):
        fuel_stops(bad)
    with pytest.raises(TypeError):
        cost_share(bad)


def test_options_keyword_only():
    with pytest.raises(TypeError):
        litres_for(200, 5)
    with pytest.raises(TypeError):
        cost_share(200, 1.8)


def test_range_defaults():
    assert range_km(50) == 692
    assert range_km(5) == 0
    assert range_km(3) == 0
    assert range_km(5.01) == 0
    assert range_km(20) == 230


def test_range_rounds_down():
    assert range_km(30) == 384
    assert isinstance(range_km(30), int)
    assert range_km(11, per_100km=6, keep=0) == 183


def test_range_options():
    assert range_km(40, per_100km=8, keep=0) == 500
    assert range_km(20, keep=0) == 307
    assert range_km(45, per_100km=5, keep=10) == 700
    with pytest.raises(ValueError):
        range_km(40, per_100km=0)
    with pytest.raises(ValueError):
        range_km(-1)


def test_fuel_stops_full_tank():
    assert fuel_stops(0) == 0
    assert fuel_stops(600) == 0
    assert fuel_stops(692) == 0
    assert fuel_stops(693) == 1
    assert fuel_stops(1384) == 1
    assert fuel_stops(1385) == 2
    assert fuel_stops(1500) == 2


def test_fuel_stops_start_amount():
    assert fuel_stops(600, start=20) == 1
    assert fuel_stops(230, start=20) == 0
    assert fuel_stops(231, start=20) == 1
    assert fuel_stops(100, start=0) == 1
    assert fuel_stops(1000, start=50) == 1


def test_fuel_stops_options():
    assert fuel_stops(1000, tank=60, per_100km=5, keep=10) == 0
    assert fuel_stops(1001, tank=60, per_100km=5, keep=10) == 1
    assert fuel_stops(2000, tank=30, per_100km=5, keep=0) == 3


def test_fuel_stops_errors():
    with pytest.raises(ValueError):
        fuel_stops(100, start=51)
    with pytest.raises(ValueError):
        fuel_stops(100, tank=5)
    with pytest.raises(ValueError):
        fuel_stops(-5)
    assert fuel_stops(0, tank=5) == 0


def test_cost_share():
    assert cost_share(200) == pytest.approx(23.4)
    assert cost_share(200, people=2, both_ways=True) == pytest.approx(23.4)
    assert cost_share(200, both_ways=True) == pytest.approx(46.8)
    assert cost_share(200, people=4) == pytest.approx(5.85)
    assert cost_share(120, people=4, both_ways=True) == pytest.approx(7.02)
    assert cost_share(100, price=2, per_100km=5) == pytest.approx(10.0)
    assert cost_share(0) == 0


def test_cost_share_rounded():
    assert cost_share(100, people=3) == 3.9
    assert cost_share(10, price=1, per_100km=10, people=3) == 0.33


@pytest.mark.parametrize("people", [0, -1, 1.0, 2.5, True, "2"])
def test_cost_share_bad_people(people):
    with pytest.raises(ValueError):
        cost_share(100, people=people)
