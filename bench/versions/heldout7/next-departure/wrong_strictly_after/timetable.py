def next_departure(departures, now):
    if not departures:
        return None
    ordered = sorted(departures)
    for time in ordered:
        if time > now:
            return time
    return ordered[0]
