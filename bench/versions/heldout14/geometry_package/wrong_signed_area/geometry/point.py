"""Points in the plane."""
import math


class Point:
    """A point with x and y coordinates; points with equal coordinates are equal."""

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"


def distance(a, b):
    """Euclidean distance between points a and b."""
    return math.hypot(a.x - b.x, a.y - b.y)
