"""Small 2D geometry helpers. Points are (x, y) tuples."""

import math


def distance(a, b):
    return math.hypot(b[0] - a[0], b[1] - a[1])


def perimeter(points):
    """Length of the closed outline through the points."""
    if len(points) < 2:
        return 0.0
    return sum(distance(points[i], points[(i + 1) % len(points)]) for i in range(len(points)))


def polygon_area(points):
    """Area of a simple polygon (shoelace formula), always positive."""
    if len(points) < 3:
        return 0.0
    total = 0.0
    for i in range(len(points)):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % len(points)]
        total += x1 * y2 - x2 * y1
    return abs(total) / 2


def centroid(points):
    """Average of the vertices."""
    n = len(points)
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)
