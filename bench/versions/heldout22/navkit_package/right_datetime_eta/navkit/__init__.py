"""navkit: sailing trip helpers."""
from . import compass, passage, units

knots_to_kmh = units.knots_to_kmh
kmh_to_knots = units.kmh_to_knots
nm_to_km = units.nm_to_km
km_to_nm = units.km_to_nm
normalize = compass.normalize
point = compass.point
reciprocal = compass.reciprocal
passage_minutes = passage.passage_minutes
eta = passage.eta
