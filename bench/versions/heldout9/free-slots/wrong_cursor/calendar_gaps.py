"""Find free time in a day between busy periods."""


def _to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def _to_hhmm(total):
    return f"{total // 60:02d}:{total % 60:02d}"


def free_slots(busy, day_start, day_end, min_minutes=0):
    """Return the free (start, end) periods of the day, in order."""
    start = _to_minutes(day_start)
    end = _to_minutes(day_end)
    periods = sorted((_to_minutes(a), _to_minutes(b)) for a, b in busy)
    gaps = []
    cursor = start
    for b_start, b_end in periods:
        b_start = max(b_start, start)
        b_end = min(b_end, end)
        if b_end <= b_start:
            continue
        if b_start > cursor:
            gaps.append((cursor, b_start))
        cursor = b_end
    if end > cursor:
        gaps.append((cursor, end))
    return [(_to_hhmm(a), _to_hhmm(b)) for a, b in gaps
            if b - a > 0 and b - a >= min_minutes]
