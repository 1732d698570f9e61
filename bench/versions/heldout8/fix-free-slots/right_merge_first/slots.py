"""Find the free time in a day, given the meetings already booked."""


def _merge(busy):
    merged = []
    for start, end in sorted(busy):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def free_slots(busy, day_start, day_end):
    free = []
    cursor = day_start
    for start, end in _merge(busy):
        start = max(start, day_start)
        end = min(end, day_end)
        if end <= start:
            continue
        if start > cursor:
            free.append((cursor, start))
        cursor = max(cursor, end)
    if cursor < day_end:
        free.append((cursor, day_end))
    return free


def longest_free(busy, day_start, day_end):
    gaps = free_slots(busy, day_start, day_end)
    return max((end - start for start, end in gaps), default=0)
