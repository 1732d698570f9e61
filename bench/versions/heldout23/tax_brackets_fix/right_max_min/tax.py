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


def _bands():
    """Yield (lower, upper, rate) for every band; upper is None for the last."""
    lower = 0
    for limit, rate in BRACKETS:
        yield lower, limit, rate
        if limit is None:
            return
        lower = limit


def income_tax(income):
    """Tax due on a yearly income, rounded down to a whole unit."""
    _check(income)
    hundredths = sum(
        max(0, (income if upper is None else min(income, upper)) - lower) * rate
        for lower, upper, rate in _bands()
    )
    return hundredths // 100


def marginal_rate(income):
    """Rate in percent that applies to the last unit of this income."""
    _check(income)
    for lower, upper, rate in _bands():
        if upper is None or income <= upper:
            return rate


def take_home(income):
    """Income after tax."""
    return income - income_tax(income)
