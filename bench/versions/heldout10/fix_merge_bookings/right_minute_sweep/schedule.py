"""Room booking helpers."""


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def merge_bookings(bookings):
    """Merge overlapping or touching (start, end) bookings."""
    events = sorted((to_minutes(s), to_minutes(e)) for s, e in bookings)
    out = []
    cur_s = cur_e = None
    for s, e in events:
        if cur_s is None:
            cur_s, cur_e = s, e
        elif s > cur_e:
            out.append((to_hhmm(cur_s), to_hhmm(cur_e)))
            cur_s, cur_e = s, e
        else:
            cur_e = max(cur_e, e)
    if cur_s is not None:
        out.append((to_hhmm(cur_s), to_hhmm(cur_e)))
    return out


def total_booked_minutes(bookings):
    return sum(to_minutes(e) - to_minutes(s) for s, e in merge_bookings(bookings))
