"""Small helpers for planning sailing trips."""
from .compass import normalize, point, reciprocal
from .units import km_to_nm, kmh_to_knots, knots_to_kmh, nm_to_km

__all__ = ["knots_to_kmh", "kmh_to_knots", "nm_to_km", "km_to_nm",
           "normalize", "point", "reciprocal", ]
