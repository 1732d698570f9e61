"""Small helpers for numeric time series."""


def moving_average(values, window):
    """Simple moving average: one mean per full window, in order.

    moving_average([1, 2, 3, 4], 2) -> [1.5, 2.5, 3.5]
    """
    if window <= 0:
        raise ValueError("window must be positive")
    result = []
    for i in range(len(values) - window + 1):
        chunk = values[i:i + window]
        result.append(sum(chunk) / len(chunk))
    return result


def percent_change(old, new):
    """Percent change from old to new, rounded to 2 decimals.

    Raises ValueError when old is zero.
    """
    if new == 0:
        raise ValueError("percent change from zero is undefined")
    return round((new - old) / old * 100, 2)


def running_total(values):
    """Cumulative sums: running_total([1, 2, 3]) -> [1, 3, 6]."""
    total = 0
    out = []
    for v in values:
        total += v
        out.append(total)
    return out
