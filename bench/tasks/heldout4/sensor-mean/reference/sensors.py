"""Reading the greenhouse sensor logs.

A log line looks like ``sensor-3,21.5``: the sensor's name and its reading.
"""


def load_readings(lines):
    """The readings of a log as floats, in order.

    Comment lines (starting with '#') and blank lines are skipped.
    """
    values = []
    for line in lines:
        if line.startswith("#") or not line.strip():
            continue
        _name, value = line.split(",")
        values.append(float(value))
    return values


def mean_reading(lines):
    """The average of all readings in the log, or None if it has none."""
    values = load_readings(lines)
    if not values:
        return None
    return sum(values) / len(values)
