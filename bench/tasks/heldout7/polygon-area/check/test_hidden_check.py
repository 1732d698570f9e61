import math

import pytest

from geometry import Polygon


def test_example_triangle():
    assert Polygon([(0, 0), (4, 0), (4, 3)]).area() == pytest.approx(6.0)


def test_clockwise_and_counter_clockwise_agree():
    ccw = Polygon([(0, 0), (5, 0), (5, 2), (0, 2)])
    cw = Polygon([(0, 0), (0, 2), (5, 2), (5, 0)])
    assert ccw.area() == pytest.approx(10.0)
    assert cw.area() == pytest.approx(10.0)


def test_odd_area_is_not_truncated():
    assert Polygon([(0, 0), (3, 0), (0, 1)]).area() == pytest.approx(1.5)


def test_non_convex_l_shape():
    l_shape = [(0, 0), (4, 0), (4, 1), (1, 1), (1, 3), (0, 3)]
    assert Polygon(l_shape).area() == pytest.approx(6.0)
    assert Polygon(list(reversed(l_shape))).area() == pytest.approx(6.0)


def test_away_from_origin_and_float_coordinates():
    square = Polygon([(10.5, 20.5), (12.5, 20.5), (12.5, 22.5), (10.5, 22.5)])
    assert square.area() == pytest.approx(4.0)
    assert square.translated(-100, 37).area() == pytest.approx(4.0)


def test_regular_hexagon():
    r = 2.0
    hexagon = Polygon([(r * math.cos(k * math.pi / 3), r * math.sin(k * math.pi / 3))
                       for k in range(6)])
    assert hexagon.area() == pytest.approx(3 * math.sqrt(3) / 2 * r * r)


def test_existing_behaviour_kept():
    p = Polygon([(0, 0), (4, 0), (4, 3)])
    assert p.perimeter() == pytest.approx(12.0)
    assert len(p) == 3
    with pytest.raises(ValueError):
        Polygon([(0, 0), (1, 1)])
