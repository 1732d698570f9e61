"""Ski hire prices at our shop. Money in euros."""

DAY_RATE = {"skis": 32.0, "boots": 14.0, "board": 30.0}
CHILD_AGE = 12  # under this age, half price
LONG_HIRE_DAYS = 5  # every day after the fifth is 20% off
LONG_HIRE_DISCOUNT = 0.20


def day_rate(kit, age):
    """One day's hire of one item for someone of this age."""
    if kit not in DAY_RATE:
        raise ValueError(f"we don't hire out {kit!r}")
    rate = DAY_RATE[kit]
    if age < CHILD_AGE:
        rate = rate / 2
    return rate


def hire_price(kit, age, days):
    """Hiring one item for a number of days, to 2 decimal places."""
    if not isinstance(days, int) or days < 1:
        raise ValueError("days must be a whole number, 1 or more")
    rate = day_rate(kit, age)
    full = min(days, LONG_HIRE_DAYS)
    cheap = days - full
    return round(rate * full + rate * cheap * (1 - LONG_HIRE_DISCOUNT), 2)


def group_price(kits, days):
    """A group's total: kits is a list of (kit, age) pairs, all hired for the same days."""
    return round(sum(hire_price(kit, age, days) for kit, age in kits), 2)
