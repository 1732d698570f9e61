import math

FREE_MINUTES = 30
PER_HOUR = 2
CAP = 15


def parking_fee(minutes):
    """The fee in euros for a stay of ``minutes``."""
    if minutes < 0:
        raise ValueError("minutes cannot be negative")
    if minutes <= FREE_MINUTES:
        return 0
    return min(math.ceil(minutes / 60) * PER_HOUR, CAP)
