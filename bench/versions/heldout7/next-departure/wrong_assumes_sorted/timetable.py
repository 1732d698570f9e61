def next_departure(departures, now):
    if not departures:
        return None
    for time in departures:
        if time >= now:
            return time
    return departures[0]
