import importlib
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import navkit  # noqa: E402

FUNCS = {"units": ["knots_to_kmh", "kmh_to_knots", "nm_to_km", "km_to_nm"],
         "compass": ["normalize", "point", "reciprocal"],
         "passage": ["passage_minutes", "eta"]}


def test_layout_and_reexports():
    for module, names in FUNCS.items():
        mod = importlib.import_module(f"navkit.{module}")
        for name in names:
            assert callable(getattr(mod, name)), (module, name)
            assert getattr(navkit, name) is getattr(mod, name), name


def test_units():
    from navkit.units import km_to_nm, kmh_to_knots, knots_to_kmh, nm_to_km
    assert nm_to_km(1) == pytest.approx(1.852)
    assert nm_to_km(10) == pytest.approx(18.52)
    assert km_to_nm(1.852) == pytest.approx(1.0)
    assert km_to_nm(100) == pytest.approx(53.995680345572354)
    assert knots_to_kmh(6.5) == pytest.approx(12.038)
    assert kmh_to_knots(18.52) == pytest.approx(10.0)
    for f in (km_to_nm, kmh_to_knots, knots_to_kmh, nm_to_km):
        assert f(0) == 0
        assert isinstance(f(3), float)
        with pytest.raises(ValueError):
            f(-1)
        with pytest.raises(ValueError):
            f(-0.01)


@pytest.mark.parametrize("bearing,expected", [
    (0, 0), (10, 10), (-10, 350), (360, 0), (725.5, 5.5), (-360, 0), (-725, 355), (359.5, 359.5),
    (720, 0), (-0.5, 359.5), (180, 180),
])
def test_normalize(bearing, expected):
    got = navkit.normalize(bearing)
    assert got == pytest.approx(expected)
    assert 0 <= got < 360


NAMES = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
         "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]


def test_point_centres_and_borders():
    for i, name in enumerate(NAMES):
        centre = i * 22.5
        assert navkit.point(centre) == name
        assert navkit.point(centre + 11.25) == NAMES[(i + 1) % 16], centre + 11.25
        assert navkit.point(centre + 11.2) == name
        assert navkit.point(centre - 11.2) == name


@pytest.mark.parametrize("bearing,expected", [
    (11.25, "NNE"), (348.75, "N"), (11.2, "N"), (-90, "W"), (360, "N"), (350, "N"),
    (348.7, "NNW"), (33.75, "NE"), (33.7, "NNE"), (191.25, "SSW"), (725, "N"), (-11.25, "N"),
    (-11.3, "NNW"), (101.25, "ESE"), (270, "W"), (123, "ESE"), (124, "SE"),
])
def test_point(bearing, expected):
    assert navkit.point(bearing) == expected


@pytest.mark.parametrize("bearing,expected", [(10, 190), (350, 170), (180, 0), (0, 180),
                                              (-45, 135), (540, 0), (90.5, 270.5)])
def test_reciprocal(bearing, expected):
    got = navkit.reciprocal(bearing)
    assert got == pytest.approx(expected)
    assert 0 <= got < 360


@pytest.mark.parametrize("distance,speed,minutes", [
    (1, 8, 8), (12, 8, 90), (10, 4, 150), (7, 4, 105), (0, 5, 0), (100, 4, 1500), (3, 2, 90),
    (45, 16, 169), (5, 0.5, 600), (33, 8, 248), (1, 1, 60), (21, 16, 79), (2.5, 4, 38),
    (0.5, 16, 2), (3, 16, 12), (7, 32, 14), (0.25, 32, 1),
])
def test_passage_minutes(distance, speed, minutes):
    got = navkit.passage_minutes(distance, speed)
    assert got == minutes
    assert isinstance(got, int)


@pytest.mark.parametrize("distance,speed", [(-1, 5), (10, 0), (10, -2), (-0.5, -1)])
def test_passage_minutes_errors(distance, speed):
    with pytest.raises(ValueError):
        navkit.passage_minutes(distance, speed)


@pytest.mark.parametrize("depart,distance,speed,expected", [
    ("22:30", 12, 8, "00:00 +1d"), ("06:15", 12, 8, "07:45"), ("00:00", 0, 5, "00:00"),
    ("23:59", 1, 60, "00:00 +1d"), ("23:58", 1, 60, "23:59"), ("22:30", 100, 4, "23:30 +1d"),
    ("22:30", 200, 4, "00:30 +3d"), ("09:05", 1, 8, "09:13"), ("12:00", 45, 16, "14:49"),
    ("00:00", 96, 4, "00:00 +1d"), ("07:00", 192, 4, "07:00 +2d"), ("09:00", 3, 16, "09:12"),
])
def test_eta(depart, distance, speed, expected):
    assert navkit.eta(depart, distance, speed) == expected


@pytest.mark.parametrize("depart", ["24:00", "7:30", "07:3", "07:60", "0730", "07-30", "",
                                    " 07:30", "07:30 ", "ab:cd", "-1:00", "07:30:00"])
def test_eta_bad_departure(depart):
    with pytest.raises(ValueError):
        navkit.eta(depart, 10, 5)


def test_eta_bad_speed():
    with pytest.raises(ValueError):
        navkit.eta("10:00", 10, 0)
    with pytest.raises(ValueError):
        navkit.eta("10:00", -3, 5)
