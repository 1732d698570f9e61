"""Small statistics helpers."""


def mean(values):
    """The arithmetic mean of a non-empty list of numbers (a float)."""
    return sum(values) / len(values)


def median(values):
    """The median of a non-empty list of numbers: the middle value of the sorted list, or
    the mean of the two middle values when the length is even."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2 == 0:
        return (ordered[middle - 1] + ordered[middle]) / 2
    return ordered[middle]


def value_range(values):
    """The largest value minus the smallest value of a non-empty list."""
    return max(values) - min(values)
