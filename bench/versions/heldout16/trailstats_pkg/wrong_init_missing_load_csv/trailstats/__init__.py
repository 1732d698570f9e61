"""Distance, climbing and bounds for GPS tracks."""
from .geo import haversine_m
from .track import Point, Track

__all__ = ["Point", "Track", "haversine_m"]
