"""Circles, rectangles and polygons."""
import math

from .point import Point, distance


class Circle:
    def __init__(self, center, radius):
        if radius < 0:
            raise ValueError("radius must not be negative")
        self.center = center
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2

    def perimeter(self):
        return 2 * math.pi * self.radius

    def contains(self, p):
        return distance(self.center, p) <= self.radius


class Rectangle:
    """Axis-aligned rectangle given by any two opposite corners."""

    def __init__(self, p1, p2):
        self.min_x, self.max_x = sorted((p1.x, p2.x))
        self.min_y, self.max_y = sorted((p1.y, p2.y))
        self.width = self.max_x - self.min_x
        self.height = self.max_y - self.min_y

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)

    def contains(self, p):
        return self.min_x <= p.x <= self.max_x and self.min_y <= p.y <= self.max_y


class Polygon:
    def __init__(self, points):
        points = list(points)
        if len(points) < 3:
            raise ValueError("a polygon needs at least 3 points")
        self.points = points

    def _edges(self):
        return zip(self.points, self.points[1:] + self.points[:1])

    def area(self):
        twice = sum(a.x * b.y - b.x * a.y for a, b in self._edges())
        return abs(twice) / 2

    def perimeter(self):
        return sum(distance(a, b) for a, b in self._edges())


def bounding_box(points):
    """The smallest axis-aligned Rectangle containing all the points."""
    points = list(points)
    if not points:
        raise ValueError("bounding_box() needs at least one point")
    xs = [p.x for p in points]
    ys = [p.y for p in points]
    return Rectangle(Point(min(xs), min(ys)), Point(max(xs), max(ys)))
