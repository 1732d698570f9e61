"""Simple 2D shapes for the floor-plan tool."""

import math


class Polygon:
    """A simple (non self-intersecting) polygon given by its vertices in order."""

    def __init__(self, vertices):
        points = [tuple(v) for v in vertices]
        if len(points) < 3:
            raise ValueError("a polygon needs at least 3 vertices")
        self.vertices = points

    def __repr__(self):
        return f"Polygon({self.vertices!r})"

    def __len__(self):
        return len(self.vertices)

    def edges(self):
        """The edges as pairs of consecutive vertices, the last one closing the polygon."""
        n = len(self.vertices)
        return [(self.vertices[i], self.vertices[(i + 1) % n]) for i in range(n)]

    def perimeter(self):
        return sum(math.dist(a, b) for a, b in self.edges())

    def area(self):
        return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in self.edges())) // 2

    def translated(self, dx, dy):
        return Polygon([(x + dx, y + dy) for x, y in self.vertices])
