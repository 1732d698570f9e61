def next_departure(departures, now):
    for time in sorted(departures):
        if time >= now:
            return time
    return None
