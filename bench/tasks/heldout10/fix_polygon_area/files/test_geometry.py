import math

from geometry import centroid, perimeter, polygon_area


def test_perimeter_square():
    assert perimeter([(0, 0), (2, 0), (2, 2), (0, 2)]) == 8.0


def test_centroid():
    assert centroid([(0, 0), (2, 0), (2, 2), (0, 2)]) == (1.0, 1.0)


def test_area_triangle():
    assert polygon_area([(0, 0), (4, 0), (4, 3)]) == 6.0


def test_area_clockwise():
    assert polygon_area([(4, 3), (4, 0), (0, 0)]) == 6.0


def test_area_square_away_from_origin():
    assert math.isclose(polygon_area([(1, 1), (3, 1), (3, 3), (1, 3)]), 4.0)


def test_area_too_few_points():
    assert polygon_area([(0, 0), (1, 1)]) == 0.0
