"""Distance, climbing and bounds for GPS tracks."""
from .geo import haversine_m
from .loader import load_csv
from .track import Point, Track

__all__ = ["Point", "Track", "haversine_m", "load_csv"]
