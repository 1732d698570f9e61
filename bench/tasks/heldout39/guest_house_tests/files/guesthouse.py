"""Prices for a stay at our guest house. Money in pounds."""

from datetime import timedelta

WEEKDAY_RATE = 80.0  # a night from Sunday to Thursday
WEEKEND_RATE = 110.0  # a Friday or a Saturday night
CITY_TAX = 2.5  # per guest per night, for at most TAX_NIGHTS nights
TAX_NIGHTS = 5
MAX_GUESTS = 4  # in one room


def nights(check_in, check_out):
    """Nights between two dates; check_out must be after check_in, else ValueError."""
    if check_out <= check_in:
        raise ValueError("check-out must be after check-in")
    return (check_out - check_in).days


def room_cost(check_in, check_out):
    """Each night at WEEKEND_RATE if it is a Friday or Saturday night, else WEEKDAY_RATE."""
    total = 0.0
    for i in range(nights(check_in, check_out)):
        night = check_in + timedelta(days=i)
        total += WEEKEND_RATE if night.weekday() in (4, 5) else WEEKDAY_RATE
    return total


def city_tax(guests, n_nights):
    """CITY_TAX per guest per night, at most TAX_NIGHTS nights charged.

    guests must be 1 to MAX_GUESTS, else ValueError.
    """
    if not 1 <= guests <= MAX_GUESTS:
        raise ValueError(f"1 to {MAX_GUESTS} guests in a room")
    return CITY_TAX * guests * min(n_nights, TAX_NIGHTS)


def stay_price(check_in, check_out, guests):
    """Room plus city tax, to 2 decimal places."""
    n = nights(check_in, check_out)
    return round(room_cost(check_in, check_out) + city_tax(guests, n), 2)
