"""Yearly income tax for the payroll export (whole currency units)."""
import math
from fractions import Fraction

# Tax bands: (upper limit of the band, rate in percent). The last band has no
# upper limit (None). Finance updates these numbers every April.
BRACKETS = [
    (12_000, 0),
    (40_000, 20),
    (100_000, 40),
    (None, 45),
]


def _check(income):
    if isinstance(income, bool) or not isinstance(income, int):
        raise TypeError("income must be an int")
    if income < 0:
        raise ValueError("income can't be negative")


def income_tax(income):
    """Tax due on a yearly income, rounded down to a whole unit."""
    _check(income)
    owed = Fraction(0)
    previous = 0
    for limit, rate in BRACKETS:
        if limit is None:
            part = max(income - previous, 0)
        else:
            part = max(min(income, limit) - previous, 0)
            previous = limit
        owed += Fraction(part * rate, 100)
    return math.floor(owed)


def marginal_rate(income):
    """Rate in percent that applies to the last unit of this income."""
    _check(income)
    for limit, rate in BRACKETS:
        if limit is None or not income > limit:
            return rate


def take_home(income):
    """Income after tax."""
    return income - income_tax(income)
