__all__ = ["knots_to_kmh", "kmh_to_knots", "nm_to_km", "km_to_nm"]

KM_IN_NM = 1.852


def knots_to_kmh(knots):
    if knots < 0:
        raise ValueError("speed can't be negative")
    return knots * KM_IN_NM * 1.0


def kmh_to_knots(kmh):
    if kmh < 0:
        raise ValueError("speed can't be negative")
    return kmh / KM_IN_NM


def nm_to_km(nm):
    if nm < 0:
        raise ValueError("distance can't be negative")
    return nm * KM_IN_NM * 1.0


def km_to_nm(km):
    if km < 0:
        raise ValueError("distance can't be negative")
    return km / KM_IN_NM
