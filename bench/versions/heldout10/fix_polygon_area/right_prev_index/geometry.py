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
    n = len(points)
    if n < 3:
        return 0.0
    twice = 0.0
    for i in range(n):
        # points[i - 1] wraps to the last point for i == 0
        twice += (points[i - 1][0] - points[i][0]) * (points[i - 1][1] + points[i][1])
    return abs(twice) * 0.5


def centroid(points):
    """Average of the vertices."""
    n = len(points)
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)
