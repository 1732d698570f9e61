"""geo: coordinates, distances and bearings."""
from . import coords, distance

parse_coord = coords.parse_coord
format_coord = coords.format_coord
haversine_km = distance.haversine_km
initial_bearing = distance.initial_bearing
