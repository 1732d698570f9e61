"""Yearly income tax for the payroll export (whole currency units)."""

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
    """Tax due on a yearly income, rounded down to a whole unit.

    Each band's rate applies only to the part of the income inside that band.
    """
    _check(income)
    total = 0  # in hundredths of a unit, so rounding happens once at the end
    lower = 0
    for limit, rate in BRACKETS:
        upper = income if limit is None else min(income, limit)
        if upper > lower:
            total += (upper - lower) * rate // 100 * 100
        if limit is None or income <= limit:
            break
        lower = limit
    return total // 100


def marginal_rate(income):
    """Rate in percent that applies to the last unit of this income."""
    _check(income)
    for limit, rate in BRACKETS:
        if limit is None or income <= limit:
            return rate


def take_home(income):
    """Income after tax."""
    return income - income_tax(income)
