from datetime import datetime


def next_departure(departures, now):
    if not departures:
        return None
    parse = lambda s: datetime.strptime(s, "%H:%M").time()
    current = parse(now)
    upcoming = [d for d in departures if parse(d) >= current]
    pool = upcoming or departures
    return min(pool, key=parse)
