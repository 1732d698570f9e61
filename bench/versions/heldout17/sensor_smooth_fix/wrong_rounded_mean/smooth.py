"""Helpers for smoothing temperature sensor readings."""


def moving_average(values, window):
    """Trailing moving average.

    result[i] is the mean of values[i - window + 1 : i + 1]. The first window - 1
    positions, where a full window isn't available yet, are None, so the result
    always has the same length as values (all None when window > len(values)).
    window must be >= 1, otherwise ValueError. values is not modified.
    """
    if window < 1:
        raise ValueError("window must be >= 1")
    result = []
    for i in range(len(values)):
        if i < window - 1:
            result.append(None)
        else:
            chunk = values[i - window + 1:i + 1]
            result.append(round(sum(chunk) / window, 2))
    return result


def spikes(values, threshold):
    """Indices i where values[i] differs from values[i - 1] by more than threshold."""
    return [i for i in range(1, len(values)) if abs(values[i] - values[i - 1]) > threshold]
