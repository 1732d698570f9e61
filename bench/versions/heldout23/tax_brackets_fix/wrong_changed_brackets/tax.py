"""Yearly income tax for the payroll export (whole currency units)."""

# Tax bands: (upper limit of the band, rate in percent). The last band has no
# upper limit (None). Finance updates these numbers every April.
BRACKETS = [
    (0, 12_000, 0),
    (12_000, 40_000, 20),
    (40_000, 100_000, 40),
    (100_000, None, 45),
]


def _check(income):
    if isinstance(income, bool) or not isinstance(income, int):
        raise TypeError("income must be an int")
    if income < 0:
        raise ValueError("income can't be negative")


def income_tax(income):
    """Tax due on a yearly income, rounded down to a whole unit.

    Each band's rate applies only to the part of the income inside that band.
    """
    _check(income)
    total = 0
    for lower, upper, rate in BRACKETS:
        top = income if upper is None else min(income, upper)
        if top > lower:
            total += (top - lower) * rate
    return total // 100


def marginal_rate(income):
    """Rate in percent that applies to the last unit of this income."""
    _check(income)
    for lower, upper, rate in BRACKETS:
        if upper is None or income <= upper:
            return rate


def take_home(income):
    """Income after tax."""
    return income - income_tax(income)
