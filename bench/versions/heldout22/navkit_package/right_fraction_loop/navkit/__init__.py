from navkit.units import knots_to_kmh, kmh_to_knots, nm_to_km, km_to_nm
from navkit.compass import normalize, point, reciprocal
from navkit.passage import passage_minutes, eta
