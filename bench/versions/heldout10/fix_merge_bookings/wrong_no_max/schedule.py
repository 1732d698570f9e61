"""Room booking helpers."""


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def merge_bookings(bookings):
    """Merge overlapping or touching (start, end) bookings."""
    merged = []
    spans = sorted((to_minutes(start), to_minutes(end)) for start, end in bookings)
    for s, e in spans:
        if merged and s <= merged[-1][1]:
            merged[-1][1] = e
        else:
            merged.append([s, e])
    return [(to_hhmm(s), to_hhmm(e)) for s, e in merged]


def total_booked_minutes(bookings):
    return sum(to_minutes(e) - to_minutes(s) for s, e in merge_bookings(bookings))
