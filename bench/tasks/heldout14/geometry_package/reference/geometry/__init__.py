"""Tiny 2-D geometry package."""
from .point import Point, distance
from .shapes import Circle, Polygon, Rectangle


def bounding_box(points):
    """The smallest axis-aligned Rectangle containing all the points."""
    points = list(points)
    if not points:
        raise ValueError("bounding_box() needs at least one point")
    xs = [p.x for p in points]
    ys = [p.y for p in points]
    return Rectangle(Point(min(xs), min(ys)), Point(max(xs), max(ys)))


__all__ = ["Point", "distance", "Circle", "Rectangle", "Polygon", "bounding_box"]
