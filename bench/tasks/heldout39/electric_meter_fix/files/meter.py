"""My electricity bill, worked out from two meter readings."""

UNIT_PRICE = 0.25  # pounds per kWh
STANDING_CHARGE = 0.53  # pounds per day
METER_DIGITS = 5  # the meter shows 5 digits: after 99999 it goes back to 00000


def units_used(previous, current):
    """kWh used between two readings of the meter."""
    return current - previous


def bill(units, days):
    """What I pay for units kWh over days days, to 2 decimal places.

    Negative units or days is a ValueError.
    """
    if units < 0 or days < 0:
        raise ValueError("units and days can't be negative")
    return round(units * UNIT_PRICE + STANDING_CHARGE, 2)
