import math

FREE_MINUTES = 30
RATE_PER_HOUR = 2.0
DAILY_MAX = 15.0


def parking_fee(minutes):
    """Fee in euros for a stay of the given number of minutes."""
    if minutes < 0:
        raise ValueError("minutes must not be negative")
    if minutes <= FREE_MINUTES:
        return 0.0
    hours = math.ceil(minutes / 60)
    return min(hours * RATE_PER_HOUR, DAILY_MAX)
