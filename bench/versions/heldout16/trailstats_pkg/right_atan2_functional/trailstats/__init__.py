from trailstats.geo import haversine_m
from trailstats.track import Point, Track
from trailstats.loader import load_csv
