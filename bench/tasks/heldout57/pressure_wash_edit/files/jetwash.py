"""Quotes for my pressure-washing round: driveways, patios, decking and paths."""

RATES = {"driveway": 2.50, "patio": 3.00, "decking": 3.50, "path": 2.00}  # per square metre
SEAL_RATE = 1.75  # per square metre, for sealing after the clean
MINIMUM = 60.0  # the least I'll go out for


def job_price(surface, square_metres, seal=False):
    """Price of one job, to 2 decimal places.

    surface must be one of RATES and square_metres more than 0, else ValueError.
    """
    if surface not in RATES:
        raise ValueError(f"unknown surface: {surface!r}")
    if square_metres <= 0:
        raise ValueError("area must be more than 0")
    rate = RATES[surface] + (SEAL_RATE if seal else 0)
    return round(rate * square_metres, 2)


def quote(jobs):
    """Total for a visit: jobs is a list of (surface, square_metres, seal).

    The visit costs at least MINIMUM. No jobs is a ValueError.
    """
    if not jobs:
        raise ValueError("nothing to quote")
    total = sum(job_price(surface, area, seal) for surface, area, seal in jobs)
    return round(max(total, MINIMUM), 2)
