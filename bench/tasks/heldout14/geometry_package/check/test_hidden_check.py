import math

import pytest


def test_top_level_imports():
    from geometry import Circle, Point, Polygon, Rectangle, bounding_box, distance  # noqa: F401


def test_submodules():
    import geometry.point
    import geometry.shapes
    from geometry import Circle, Point, Polygon, Rectangle, distance

    assert geometry.point.Point is Point
    assert geometry.point.distance is distance
    assert geometry.shapes.Circle is Circle
    assert geometry.shapes.Rectangle is Rectangle
    assert geometry.shapes.Polygon is Polygon


def test_point():
    from geometry import Point, distance

    p = Point(3, 4)
    assert (p.x, p.y) == (3, 4)
    assert Point(1, 2) == Point(1, 2)
    assert Point(1, 2) != Point(2, 1)
    assert distance(Point(0, 0), p) == pytest.approx(5)
    assert distance(Point(-1, -1), Point(2, 3)) == pytest.approx(5)
    assert distance(Point(1.5, 2), Point(1.5, 2)) == 0


def test_circle():
    from geometry import Circle, Point

    c = Circle(Point(1, 1), 2)
    assert c.area() == pytest.approx(4 * math.pi)
    assert c.perimeter() == pytest.approx(4 * math.pi)
    assert c.contains(Point(1, 1))
    assert c.contains(Point(3, 1))       # on the edge
    assert c.contains(Point(1, -1))      # on the edge
    assert not c.contains(Point(3, 3))
    assert Circle(Point(0, 0), 0).area() == 0
    with pytest.raises(ValueError):
        Circle(Point(0, 0), -1)


def test_rectangle():
    from geometry import Point, Rectangle

    r = Rectangle(Point(0, 0), Point(4, 3))
    assert r.width == pytest.approx(4)
    assert r.height == pytest.approx(3)
    assert r.area() == pytest.approx(12)
    assert r.perimeter() == pytest.approx(14)
    assert r.contains(Point(2, 1))
    assert r.contains(Point(4, 3))       # corner
    assert r.contains(Point(0, 1.5))     # edge
    assert not r.contains(Point(4.5, 1))
    assert not r.contains(Point(2, -0.1))


@pytest.mark.parametrize("a, b", [((0, 3), (4, 0)), ((4, 3), (0, 0)), ((4, 0), (0, 3))])
def test_rectangle_any_opposite_corners(a, b):
    from geometry import Point, Rectangle

    r = Rectangle(Point(*a), Point(*b))
    assert r.width == pytest.approx(4)
    assert r.height == pytest.approx(3)
    assert r.area() == pytest.approx(12)
    assert r.perimeter() == pytest.approx(14)
    assert r.contains(Point(1, 1))
    assert r.contains(Point(0, 0))
    assert not r.contains(Point(5, 1))


def test_polygon():
    from geometry import Point, Polygon

    square = [Point(0, 0), Point(2, 0), Point(2, 2), Point(0, 2)]
    assert Polygon(square).area() == pytest.approx(4)
    assert Polygon(square).perimeter() == pytest.approx(8)
    clockwise = list(reversed(square))
    assert Polygon(clockwise).area() == pytest.approx(4)
    tri = Polygon([Point(0, 0), Point(4, 0), Point(0, 3)])
    assert tri.area() == pytest.approx(6)
    assert tri.perimeter() == pytest.approx(12)
    l_shape = Polygon([Point(0, 0), Point(0, 2), Point(1, 2), Point(1, 1), Point(2, 1), Point(2, 0)])
    assert l_shape.area() == pytest.approx(3)
    assert l_shape.perimeter() == pytest.approx(8)


def test_polygon_too_few_points():
    from geometry import Point, Polygon

    with pytest.raises(ValueError):
        Polygon([Point(0, 0), Point(1, 1)])
    with pytest.raises(ValueError):
        Polygon([])


def test_bounding_box():
    from geometry import Point, Rectangle, bounding_box

    box = bounding_box([Point(1, 5), Point(-2, 3), Point(4, -1), Point(0, 0)])
    assert isinstance(box, Rectangle)
    assert box.width == pytest.approx(6)
    assert box.height == pytest.approx(6)
    assert box.contains(Point(-2, -1))
    assert box.contains(Point(4, 5))
    assert not box.contains(Point(4.01, 0))
    single = bounding_box([Point(2, 2)])
    assert single.area() == 0
    assert single.contains(Point(2, 2))
    with pytest.raises(ValueError):
        bounding_box([])
