from dataclasses import dataclass, field
from math import pi

from geometry.point import Point, distance


@dataclass
class Circle:
    center: Point
    radius: float

    def __post_init__(self):
        if self.radius < 0:
            raise ValueError(f"negative radius: {self.radius}")

    def area(self):
        return pi * self.radius * self.radius

    def perimeter(self):
        return 2 * pi * self.radius

    def contains(self, p):
        dx, dy = p.x - self.center.x, p.y - self.center.y
        return dx * dx + dy * dy <= self.radius * self.radius


class Rectangle:
    def __init__(self, p1, p2):
        self.left = min(p1.x, p2.x)
        self.right = max(p1.x, p2.x)
        self.bottom = min(p1.y, p2.y)
        self.top = max(p1.y, p2.y)

    @property
    def width(self):
        return self.right - self.left

    @property
    def height(self):
        return self.top - self.bottom

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * self.width + 2 * self.height

    def contains(self, p):
        return self.left <= p.x <= self.right and self.bottom <= p.y <= self.top


@dataclass
class Polygon:
    points: list = field(default_factory=list)

    def __post_init__(self):
        self.points = list(self.points)
        if len(self.points) < 3:
            raise ValueError("need 3 or more points")

    def area(self):
        n = len(self.points)
        s = 0.0
        for i in range(n):
            a, b = self.points[i], self.points[(i + 1) % n]
            s += a.x * b.y - a.y * b.x
        return abs(s) / 2

    def perimeter(self):
        n = len(self.points)
        return sum(distance(self.points[i], self.points[(i + 1) % n]) for i in range(n))


def bounding_box(points):
    points = list(points)
    if len(points) == 0:
        raise ValueError("no points")
    return Rectangle(
        Point(min(p.x for p in points), min(p.y for p in points)),
        Point(max(p.x for p in points), max(p.y for p in points)),
    )
