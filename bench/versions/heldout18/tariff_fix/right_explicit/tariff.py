"""Electricity bill calculator for the flat's shared meter."""

METER_MAX = 99999        # the meter shows 5 digits
STANDING_CHARGE = 0.25   # pounds per day
TIERS = [                # (upper end of the band in kWh, price per kWh in pounds)
    (100, 0.10),
    (300, 0.15),
    (None, 0.20),
]


def usage(previous, current):
    """kWh used between two meter readings; the meter wraps from 99999 to 0."""
    for reading in (previous, current):
        if not 0 <= reading <= METER_MAX:
            raise ValueError(f"bad meter reading: {reading}")
    if current >= previous:
        return current - previous
    return (METER_MAX - previous) + 1 + current


def energy_cost(kwh):
    """Cost of kwh units under the banded tariff, in pounds."""
    if kwh < 0:
        raise ValueError("negative usage")
    cost = 0.0
    bounds = [0] + [b for b, _ in TIERS[:-1]] + [float("inf")]
    for (low, high), (_, price) in zip(zip(bounds, bounds[1:]), TIERS):
        if kwh > low:
            cost += (min(kwh, high) - low) * price
    return round(cost, 2)


def bill(previous, current, days):
    """Total bill in pounds: energy plus the daily standing charge."""
    if days <= 0:
        raise ValueError("days must be positive")
    kwh = usage(previous, current)
    return round(energy_cost(kwh) + days * STANDING_CHARGE, 2)
