"""Small helpers for numeric time series."""


def moving_average(values, window):
    """Simple moving average: one mean per full window, in order."""
    if window <= 0:
        raise ValueError("window must be positive")
    values = list(values)
    if window > len(values):
        return []
    sums = running_total(values)
    out = [sums[window - 1] / window]
    for i in range(window, len(values)):
        out.append((sums[i] - sums[i - window]) / window)
    return out


def percent_change(old, new):
    """Percent change from old to new, rounded to 2 decimals."""
    if not old:
        raise ValueError("old must not be zero")
    return round(100 * (new - old) / old, 2)


def running_total(values):
    """Cumulative sums."""
    out = []
    for v in values:
        out.append(v if not out else out[-1] + v)
    return out
