NM = 1.852


def _check(x):
    if x < 0:
        raise ValueError("negative value: %r" % (x,))


def knots_to_kmh(knots):
    _check(knots)
    return float(knots * NM)


def kmh_to_knots(kmh):
    _check(kmh)
    return float(kmh / NM)


def nm_to_km(nm):
    _check(nm)
    return float(nm * NM)


def km_to_nm(km):
    _check(km)
    return float(km / NM)
