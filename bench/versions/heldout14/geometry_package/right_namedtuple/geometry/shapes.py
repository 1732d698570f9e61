import math

from .point import distance


class Circle:
    def __init__(self, center, radius):
        if radius < 0:
            raise ValueError("radius must be >= 0")
        self.center, self.radius = center, radius

    def area(self):
        return math.pi * self.radius ** 2

    def perimeter(self):
        return math.tau * self.radius

    def contains(self, p):
        return distance(p, self.center) <= self.radius


class Rectangle:
    def __init__(self, p1, p2):
        self.x0, self.x1 = min(p1.x, p2.x), max(p1.x, p2.x)
        self.y0, self.y1 = min(p1.y, p2.y), max(p1.y, p2.y)
        self.width = abs(p2.x - p1.x)
        self.height = abs(p2.y - p1.y)

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)

    def contains(self, p):
        return (self.x0 <= p.x <= self.x1) and (self.y0 <= p.y <= self.y1)


class Polygon:
    def __init__(self, points):
        self.points = tuple(points)
        if len(self.points) < 3:
            raise ValueError("polygon needs at least three points")

    def area(self):
        pts = self.points
        total = 0
        for i, a in enumerate(pts):
            b = pts[i - 1]
            total += (b.x - a.x) * (b.y + a.y)
        return abs(total) / 2

    def perimeter(self):
        pts = self.points
        return sum(distance(pts[i - 1], pts[i]) for i in range(len(pts)))
