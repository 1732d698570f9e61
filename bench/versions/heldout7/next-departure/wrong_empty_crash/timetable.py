def next_departure(departures, now):
    later = [t for t in departures if t >= now]
    if later:
        return min(later)
    return min(departures)
