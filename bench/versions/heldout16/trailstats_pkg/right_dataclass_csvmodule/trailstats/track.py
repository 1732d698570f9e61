from dataclasses import dataclass

from .geo import haversine_m


@dataclass(frozen=True)
class Point:
    lat: float
    lon: float
    ele: float


class Track:
    def __init__(self, points):
        self._points = tuple(points)

    @property
    def points(self):
        return list(self._points)

    def distance_m(self):
        total = 0.0
        for i in range(1, len(self._points)):
            a, b = self._points[i - 1], self._points[i]
            total += haversine_m(a.lat, a.lon, b.lat, b.lon)
        return total

    def _walk(self, threshold):
        up = down = 0.0
        ref = None
        for p in self._points:
            if ref is None:
                ref = p.ele
                continue
            delta = p.ele - ref
            if delta >= threshold:
                up += delta
                ref = p.ele
            elif -delta >= threshold:
                down -= delta
                ref = p.ele
        return up, down

    def elevation_gain_m(self, threshold=0.0):
        up, _ = self._walk(threshold)
        return up

    def elevation_loss_m(self, threshold=0.0):
        _, down = self._walk(threshold)
        return down

    def bounds(self):
        if not self._points:
            raise ValueError("no points")
        return (min(p.lat for p in self._points), min(p.lon for p in self._points),
                max(p.lat for p in self._points), max(p.lon for p in self._points))
