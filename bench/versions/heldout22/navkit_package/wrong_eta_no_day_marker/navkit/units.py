"""Nautical unit conversions (1 nm = 1.852 km exactly)."""

KM_PER_NM = 1.852


def _non_negative(value):
    if value < 0:
        raise ValueError("value can't be negative")
    return float(value)


def nm_to_km(nm):
    return _non_negative(nm) * KM_PER_NM


def km_to_nm(km):
    return _non_negative(km) / KM_PER_NM


def knots_to_kmh(knots):
    return _non_negative(knots) * KM_PER_NM


def kmh_to_knots(kmh):
    return _non_negative(kmh) / KM_PER_NM
