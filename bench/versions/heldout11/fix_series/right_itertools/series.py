"""Small helpers for numeric time series."""
from itertools import accumulate


def moving_average(values, window):
    if window <= 0:
        raise ValueError("window must be positive")
    return [sum(values[i:i + window]) / window for i in range(0, len(values) - window + 1)]


def percent_change(old, new):
    try:
        change = (new - old) / old
    except ZeroDivisionError:
        raise ValueError("cannot compute percent change from zero") from None
    return round(change * 100, 2)


def running_total(values):
    return list(accumulate(values))
