"""Small helpers for map coordinates."""
from .coords import parse_coord
from .distance import haversine_km, initial_bearing

__all__ = ["parse_coord", "haversine_km", "initial_bearing"]
