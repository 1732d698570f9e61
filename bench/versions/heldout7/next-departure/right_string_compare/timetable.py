def next_departure(departures, now):
    """Times are zero-padded HH:MM, so string order is time order."""
    if len(departures) == 0:
        return None
    later = sorted(d for d in departures if d >= now)
    return later[0] if later else sorted(departures)[0]
