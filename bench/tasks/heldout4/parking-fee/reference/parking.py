"""Fees for the Riverside car park."""

FREE_MINUTES = 30
HOURLY_RATE = 2
DAILY_CAP = 20


def parking_fee(minutes):
    """Fee in euros for a stay of `minutes` minutes.

    The first 30 minutes are free. After that every started hour costs 2 euros,
    and a single stay never costs more than 20 euros.
    """
    if minutes <= FREE_MINUTES:
        return 0
    paid_minutes = minutes - FREE_MINUTES
    paid_hours = (paid_minutes + 59) // 60
    return min(paid_hours * HOURLY_RATE, DAILY_CAP)
