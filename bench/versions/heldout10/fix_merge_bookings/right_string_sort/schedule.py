"""Room booking helpers."""


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def merge_bookings(bookings):
    """Merge overlapping or touching (start, end) bookings."""
    result = []
    for start, end in sorted(bookings, key=lambda b: to_minutes(b[0])):
        if result and to_minutes(start) <= to_minutes(result[-1][1]):
            if to_minutes(end) > to_minutes(result[-1][1]):
                result[-1] = (result[-1][0], end)
        else:
            result.append((start, end))
    return [(to_hhmm(to_minutes(s)), to_hhmm(to_minutes(e))) for s, e in result]


def total_booked_minutes(bookings):
    return sum(to_minutes(e) - to_minutes(s) for s, e in merge_bookings(bookings))
