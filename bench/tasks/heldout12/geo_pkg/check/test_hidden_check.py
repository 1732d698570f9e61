import importlib
import math
import os
import sys

import pytest

sys.path.insert(0, ".")

PARIS = (48.8566, 2.3522)
LONDON = (51.5074, -0.1278)
SYDNEY = (-33.8688, 151.2093)


def ref_haversine(a, b):
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp, dl = p2 - p1, math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h))


def test_package_layout():
    assert os.path.isfile(os.path.join("geo", "__init__.py"))
    coords = importlib.import_module("geo.coords")
    distance = importlib.import_module("geo.distance")
    assert callable(coords.parse_coord) and callable(coords.format_coord)
    assert callable(distance.haversine_km) and callable(distance.initial_bearing)


def test_top_level_exports():
    from geo import format_coord, haversine_km, initial_bearing, parse_coord  # noqa: F401


@pytest.mark.parametrize("text,expected", [
    ("48.8566N, 2.3522E", (48.8566, 2.3522)),
    ("33.8688 s, 151.2093 e", (-33.8688, 151.2093)),
    ("51.5074N,0.1278W", (51.5074, -0.1278)),
    ("  12.5 n ,  7 w  ", (12.5, -7.0)),
    ("0N, 0E", (0.0, 0.0)),
    ("90S, 180W", (-90.0, -180.0)),
    ("90n, 180e", (90.0, 180.0)),
    ("22.25S, 43.2W", (-22.25, -43.2)),
])
def test_parse(text, expected):
    from geo import parse_coord
    lat, lon = parse_coord(text)
    assert lat == pytest.approx(expected[0]) and lon == pytest.approx(expected[1])


@pytest.mark.parametrize("bad", [
    "48.8566, 2.3522E", "48.8566N, 2.3522", "2.35E, 48.85N", "48N, 2N", "48E, 2E",
    "-48N, 2E", "+48N, 2E", "48N, -2E", "91N, 0E", "90.5S, 0E", "0N, 181E", "0N, 180.01W",
    "48N 2E", "", "48N, 2E, 3E", "N, E", "48X, 2E", "abcN, 2E", "48N,, 2E",
])
def test_parse_invalid(bad):
    from geo import parse_coord
    with pytest.raises(ValueError):
        parse_coord(bad)


def test_format():
    from geo import format_coord
    assert format_coord((-33.8688, 151.2093)) == "33.8688S, 151.2093E"
    assert format_coord((48.8566, 2.3522)) == "48.8566N, 2.3522E"
    assert format_coord((51.5074, -0.1278)) == "51.5074N, 0.1278W"
    assert format_coord((0, 0)) == "0.0000N, 0.0000E"
    assert format_coord((-12.3456, -7.891), places=2) == "12.35S, 7.89W"
    assert format_coord((10, 20), places=0) == "10N, 20E"


def test_round_trip():
    from geo import format_coord, parse_coord
    for c in [PARIS, LONDON, SYDNEY, (-0.5, -179.25), (89.9999, 0.0001)]:
        back = parse_coord(format_coord(c))
        assert back == pytest.approx(c)


def test_haversine():
    from geo import haversine_km
    assert haversine_km(PARIS, LONDON) == pytest.approx(ref_haversine(PARIS, LONDON), rel=1e-9)
    assert haversine_km(PARIS, LONDON) == pytest.approx(343.56, abs=0.1)
    assert haversine_km(LONDON, SYDNEY) == pytest.approx(ref_haversine(LONDON, SYDNEY), rel=1e-9)
    assert haversine_km(PARIS, PARIS) == pytest.approx(0.0, abs=1e-9)
    assert haversine_km((0, 0), (0, 180)) == pytest.approx(math.pi * 6371.0, rel=1e-9)
    assert haversine_km((0, 0), (1, 0)) == pytest.approx(6371.0 * math.pi / 180, rel=1e-9)
    assert haversine_km(LONDON, PARIS) == pytest.approx(haversine_km(PARIS, LONDON), rel=1e-12)


@pytest.mark.parametrize("a,b,expected", [
    ((0, 0), (1, 0), 0.0),
    ((0, 0), (0, 1), 90.0),
    ((0, 0), (-1, 0), 180.0),
    ((0, 0), (0, -1), 270.0),
    ((0, 0), (1, -1), 315.0),
    ((10, 10), (9, 9), 225.0),
])
def test_bearing_cardinal(a, b, expected):
    from geo import initial_bearing
    got = initial_bearing(a, b)
    assert 0 <= got < 360
    assert got == pytest.approx(expected, abs=0.5)


def test_bearing_real_places():
    from geo import initial_bearing
    b = initial_bearing(PARIS, LONDON)
    assert 0 <= b < 360
    assert b == pytest.approx(330.0, abs=1.0)
    b2 = initial_bearing(LONDON, PARIS)
    assert b2 == pytest.approx(148.1, abs=1.0)
    b3 = initial_bearing(SYDNEY, LONDON)
    assert 0 <= b3 < 360
