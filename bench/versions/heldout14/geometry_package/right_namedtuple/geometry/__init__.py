"""geometry: points and simple shapes."""
from .point import Point, distance
from .shapes import Circle, Rectangle, Polygon


def bounding_box(points):
    pts = list(points)
    if not pts:
        raise ValueError("bounding_box of no points")
    lo = Point(min(p.x for p in pts), min(p.y for p in pts))
    hi = Point(max(p.x for p in pts), max(p.y for p in pts))
    return Rectangle(lo, hi)
