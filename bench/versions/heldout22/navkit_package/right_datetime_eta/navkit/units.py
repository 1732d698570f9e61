"""1 nautical mile = 1852 m; 1 knot = 1 nm/h."""

_FACTOR = 1.852


def _convert(value, factor):
    if value < 0:
        raise ValueError("negative values make no sense here")
    return value * factor + 0.0


def knots_to_kmh(knots):
    return _convert(knots, _FACTOR)


def kmh_to_knots(kmh):
    return _convert(kmh, 1 / _FACTOR)


def nm_to_km(nm):
    return _convert(nm, _FACTOR)


def km_to_nm(km):
    return _convert(km, 1 / _FACTOR)
