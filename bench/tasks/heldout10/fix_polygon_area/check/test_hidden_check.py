import math

import geometry as mod


def test_prompt_examples():
    assert mod.polygon_area([(0, 0), (4, 0), (4, 3)]) == 6.0
    assert mod.polygon_area([(4, 3), (4, 0), (0, 0)]) == 6.0


def test_both_orientations_away_from_origin():
    ccw = [(1, 1), (3, 1), (3, 3), (1, 3)]
    assert math.isclose(mod.polygon_area(ccw), 4.0)
    assert math.isclose(mod.polygon_area(list(reversed(ccw))), 4.0)


def test_half_unit_triangle():
    assert math.isclose(mod.polygon_area([(0, 0), (1, 0), (0, 1)]), 0.5)
    assert math.isclose(mod.polygon_area([(0, 1), (1, 0), (0, 0)]), 0.5)


def test_non_convex_l_shape():
    l_shape = [(0, 0), (4, 0), (4, 1), (1, 1), (1, 3), (0, 3)]
    assert math.isclose(mod.polygon_area(l_shape), 6.0)
    assert math.isclose(mod.polygon_area(l_shape[::-1]), 6.0)
    shifted = [(x + 5, y - 7) for x, y in l_shape]
    assert math.isclose(mod.polygon_area(shifted), 6.0)
    assert math.isclose(mod.polygon_area(shifted[::-1]), 6.0)


def test_negative_coordinates():
    pts = [(-2, -2), (-2, 2), (2, 2), (2, -2)]
    assert math.isclose(mod.polygon_area(pts), 16.0)


def test_float_coordinates():
    pts = [(0.5, 0.5), (2.5, 0.5), (2.5, 1.5)]
    assert math.isclose(mod.polygon_area(pts), 1.0)


def test_fewer_than_three_points():
    assert mod.polygon_area([]) == 0.0
    assert mod.polygon_area([(3, 4)]) == 0.0
    assert mod.polygon_area([(0, 0), (5, 5)]) == 0.0
