"""Collapse inclusive integer ranges, e.g. line numbers to highlight."""


def _check(pairs):
    for pair in pairs:
        start, end = pair
        if start > end:
            raise ValueError("range %r has start > end" % (pair,))


def merge(ranges):
    _check(ranges)
    result = []
    current = None
    for start, end in sorted(ranges):
        if current is None:
            current = [start, end]
        elif start - current[1] <= 1:
            current[1] = max(current[1], end)
        else:
            result.append(tuple(current))
            current = [start, end]
    if current is not None:
        result.append(tuple(current))
    return result


def total_length(ranges):
    total = 0
    for start, end in merge(ranges):
        total += end - start + 1
    return total
