"""Electricity bill calculator for the flat's shared meter."""

METER_MAX = 99999        # the meter shows 5 digits
STANDING_CHARGE = 0.25   # pounds per day
TIERS = [                # (upper end of the band in kWh, price per kWh in pounds)
    (100, 0.10),
    (300, 0.15),
    (None, 0.20),
]


def usage(previous, current):
    """kWh used between two meter readings."""
    for reading in (previous, current):
        if not 0 <= reading <= METER_MAX:
            raise ValueError(f"bad meter reading: {reading}")
    if current < previous:
        return current + (METER_MAX + 1) - previous
    return current - previous


def energy_cost(kwh):
    """Cost of kwh units under the banded tariff, in pounds."""
    if kwh < 0:
        raise ValueError("negative usage")
    cost = 0.0
    remaining = kwh
    for bound, price in TIERS:
        if bound is None or remaining <= bound:
            cost += remaining * price
            break
        cost += bound * price
        remaining -= bound
    return round(cost, 2)


def bill(previous, current, days):
    """Total bill in pounds: energy plus the daily standing charge."""
    if days <= 0:
        raise ValueError("days must be positive")
    kwh = usage(previous, current)
    energy = energy_cost(kwh)
    if kwh > 300:
        # top band fix: everything over 300 kWh is 20p
        energy = energy_cost(300) + (kwh - 300) * 0.20
    return round(energy + days * STANDING_CHARGE, 2)
