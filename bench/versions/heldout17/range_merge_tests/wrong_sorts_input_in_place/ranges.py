"""Merge inclusive integer ranges."""


def merge(ranges):
    for start, end in ranges:
        if start > end:
            raise ValueError(f"invalid range ({start}, {end})")
    merged = []
    ranges.sort()
    for start, end in ranges:
        if merged and start <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def total_length(ranges):
    return sum(end - start + 1 for start, end in merge(ranges))
