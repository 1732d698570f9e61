"""Reading the greenhouse sensor logs.

A log line looks like ``sensor-3,21.5``: the sensor's name and its reading.
"""


def load_readings(lines):
    """The readings of a log as floats, in order.

    Comment lines (starting with '#') are skipped.
    """
    values = []
    for line in lines:
        if line.startswith("#"):
            continue
        _name, value = line.split(",")
        values.append(float(value))
    return values


def mean_reading(lines):
    """The average of all readings in the log."""
    values = load_readings(lines)
    return sum(values) / len(values)
