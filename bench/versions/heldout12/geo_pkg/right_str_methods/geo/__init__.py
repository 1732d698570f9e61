from geo.coords import format_coord, parse_coord
from geo.distance import haversine_km, initial_bearing
