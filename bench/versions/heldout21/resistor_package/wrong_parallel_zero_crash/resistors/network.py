"""Series and parallel combinations."""


def _checked(values):
    if not values:
        raise ValueError("need at least one resistance")
    if any(v < 0 for v in values):
        raise ValueError("resistance cannot be negative")
    return values


def series(*ohms):
    return float(sum(_checked(ohms)))


def parallel(*ohms):
    _checked(ohms)
    return 1.0 / sum(1.0 / v for v in ohms)
