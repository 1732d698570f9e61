"""Daily temperature readings from the backyard weather station.

A reading is a number in degrees Celsius, or None when the sensor missed that hour.
"""


def average_temp(readings):
    """The mean of the readings, leaving out missing ones (None)."""
    valid = [r for r in readings if r is not None]
    return sum(valid) / len(readings)


def max_temp(readings):
    """The highest reading, or None when there is none."""
    valid = [r for r in readings if r is not None]
    return max(valid) if valid else None


def min_temp(readings):
    """The lowest reading, or None when there is none."""
    valid = [r for r in readings if r is not None]
    return min(valid) if valid else None
