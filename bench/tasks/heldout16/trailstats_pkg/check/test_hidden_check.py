import importlib
import math
import os
import sys

import pytest

ROOT = os.getcwd()
sys.path.insert(0, ROOT)

import trailstats  # noqa: E402
from trailstats import Point, Track, haversine_m, load_csv  # noqa: E402


def hav(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371000 * math.asin(math.sqrt(a))


def test_package_layout():
    assert os.path.isfile(os.path.join(ROOT, "trailstats", "__init__.py"))
    geo = importlib.import_module("trailstats.geo")
    track = importlib.import_module("trailstats.track")
    loader = importlib.import_module("trailstats.loader")
    assert geo.haversine_m is haversine_m
    assert track.Track is Track and track.Point is Point
    assert loader.load_csv is load_csv
    for name in ("Point", "Track", "haversine_m", "load_csv"):
        assert hasattr(trailstats, name)


@pytest.mark.parametrize("args", [
    (0, 0, 0, 1), (0, 0, 1, 0), (47.3769, 8.5417, 46.9480, 7.4474), (51.5, -0.12, 40.71, -74.0),
    (-33.86, 151.21, -37.81, 144.96), (10, 10, 10, 10), (0, 179.5, 0, -179.5),
])
def test_haversine(args):
    assert haversine_m(*args) == pytest.approx(hav(*args), rel=1e-9, abs=1e-6)


def test_haversine_one_degree_equator():
    assert haversine_m(0, 0, 0, 1) == pytest.approx(6371000 * math.pi / 180, rel=1e-9)


def test_point_fields():
    p = Point(46.5, 7.9, 2100.0)
    assert (p.lat, p.lon, p.ele) == (46.5, 7.9, 2100.0)
    q = Point(lat=1.0, lon=2.0, ele=3.0)
    assert q.lon == 2.0


def pts(coords_and_eles):
    return [Point(lat, lon, ele) for lat, lon, ele in coords_and_eles]


def test_distance():
    raw = [(46.0, 7.0, 0), (46.01, 7.0, 0), (46.01, 7.02, 0), (46.03, 7.01, 0)]
    t = Track(pts(raw))
    want = sum(hav(a[0], a[1], b[0], b[1]) for a, b in zip(raw, raw[1:]))
    assert t.distance_m() == pytest.approx(want, rel=1e-9)
    assert Track([]).distance_m() == 0.0
    assert Track(pts([(1, 1, 1)])).distance_m() == 0.0


def track_with(eles):
    return Track([Point(46.0 + i * 0.001, 7.0, e) for i, e in enumerate(eles)])


def test_gain_loss_no_threshold():
    t = track_with([100, 110, 105, 120, 90, 95])
    assert t.elevation_gain_m() == pytest.approx(10 + 15 + 5)
    assert t.elevation_loss_m() == pytest.approx(5 + 30)
    assert t.elevation_gain_m(0.0) == pytest.approx(30)


def test_filter_reference_moves_only_on_counted_change():
    t = track_with([100, 102, 101, 104, 103, 110, 108, 100])
    assert t.elevation_gain_m(3) == pytest.approx(10)
    assert t.elevation_loss_m(3) == pytest.approx(10)
    assert t.elevation_gain_m(threshold=3) == pytest.approx(10)


def test_filter_slow_climb_counts():
    t = track_with([0, 2, 4, 6, 8, 7, 6, 5])
    # reference 0 -> 4 (gain 4) -> 8 (gain 4); then 8 -> 5 is 3 below (loss 3)
    assert t.elevation_gain_m(3) == pytest.approx(8)
    assert t.elevation_loss_m(3) == pytest.approx(3)


def test_filter_threshold_is_inclusive():
    t = track_with([50, 53, 50])
    assert t.elevation_gain_m(3) == pytest.approx(3)
    assert t.elevation_loss_m(3) == pytest.approx(3)
    t2 = track_with([50, 52.9, 50.1])
    assert t2.elevation_gain_m(3) == 0
    assert t2.elevation_loss_m(3) == 0


def test_gain_loss_empty_and_single():
    assert Track([]).elevation_gain_m() == 0.0
    assert Track([]).elevation_loss_m(5) == 0.0
    assert track_with([300]).elevation_gain_m() == 0.0


def test_bounds():
    t = Track(pts([(46.2, 7.5, 0), (45.9, 7.8, 0), (46.1, 7.1, 0)]))
    assert tuple(t.bounds()) == (45.9, 7.1, 46.2, 7.8)
    t2 = Track(pts([(-10.5, -20.25, 3)]))
    assert tuple(t2.bounds()) == (-10.5, -20.25, -10.5, -20.25)
    with pytest.raises(ValueError):
        Track([]).bounds()


def write(tmp_path, text, name="t.csv"):
    p = tmp_path / name
    p.write_text(text)
    return p


def test_load_csv(tmp_path):
    p = write(tmp_path, "lat,lon,ele\n46.0,7.0,1000\n\n46.01,7.0,1012.5\n46.01,7.02,1003\n\n")
    t = load_csv(str(p))
    assert isinstance(t, Track)
    assert tuple(t.bounds()) == (46.0, 7.0, 46.01, 7.02)
    assert t.elevation_gain_m() == pytest.approx(12.5)
    assert t.elevation_loss_m() == pytest.approx(9.5)
    want = hav(46.0, 7.0, 46.01, 7.0) + hav(46.01, 7.0, 46.01, 7.02)
    assert t.distance_m() == pytest.approx(want, rel=1e-9)


def test_load_csv_pathlib(tmp_path):
    p = write(tmp_path, "lat,lon,ele\n1,2,3\n")
    assert tuple(load_csv(p).bounds()) == (1, 2, 1, 2)


def test_load_csv_header_only(tmp_path):
    p = write(tmp_path, "lat,lon,ele\n")
    assert load_csv(str(p)).distance_m() == 0.0


@pytest.mark.parametrize("text,line", [
    ("lat,lon,ele\n1,2,3\n\nfoo,2,3\n", 4),
    ("lat,lon,ele\n1,2\n", 2),
    ("lat,lon,ele\n1,2,3\n1,2,3\n\n\n1,2,3,4\n", 6),
    ("lat,lon,ele\n\n\n1,2,x\n", 4),
])
def test_load_csv_errors(tmp_path, text, line):
    p = write(tmp_path, text)
    with pytest.raises(ValueError) as info:
        load_csv(str(p))
    msg = str(info.value)
    assert f"line {line}" in msg
    assert f"line {line}0" not in msg and f"line {line}1" not in msg
