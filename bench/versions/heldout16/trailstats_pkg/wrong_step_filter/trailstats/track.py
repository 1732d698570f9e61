"""Points and tracks."""
from typing import NamedTuple

from .geo import haversine_m


class Point(NamedTuple):
    lat: float
    lon: float
    ele: float


class Track:
    def __init__(self, points):
        self.points = list(points)

    def __len__(self):
        return len(self.points)

    def distance_m(self):
        return float(sum(haversine_m(a.lat, a.lon, b.lat, b.lon)
                         for a, b in zip(self.points, self.points[1:])))

    def _climb(self, threshold):
        gain = loss = 0.0
        if not self.points:
            return gain, loss
        for prev, p in zip(self.points, self.points[1:]):
            step = p.ele - prev.ele
            if step > 0 and step >= threshold:
                gain += step
            elif step < 0 and -step >= threshold:
                loss += -step
        return gain, loss

    def elevation_gain_m(self, threshold=0.0):
        return self._climb(threshold)[0]

    def elevation_loss_m(self, threshold=0.0):
        return self._climb(threshold)[1]

    def bounds(self):
        if not self.points:
            raise ValueError("empty track has no bounds")
        lats = [p.lat for p in self.points]
        lons = [p.lon for p in self.points]
        return min(lats), min(lons), max(lats), max(lons)
