"""My phone-free bedside alarm: which alarm goes off next, and how long until it does."""

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def to_minutes(hhmm):
    """'07:30' -> 450 (minutes after midnight). ValueError for anything that isn't HH:MM."""
    hours, sep, minutes = hhmm.strip().partition(":")
    if not sep or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {hhmm!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {hhmm!r}")
    return h * 60 + m


def next_alarm(day, now, alarms):
    """The next alarm strictly after `now` on `day`, as (day, 'HH:MM').

    alarms is {day: [times]} with days as in DAYS. Later today comes first, then the
    following days in order, round the week. None if there are no alarms at all.
    """
    start = DAYS.index(day)
    now_m = to_minutes(now)
    for offset in range(7):
        name = DAYS[start + offset]
        for time in sorted(alarms.get(name, []), key=to_minutes):
            if offset == 0 and to_minutes(time) <= now_m:
                continue
            return name, time
    return None


def minutes_until(day, now, alarms):
    """Minutes from `now` on `day` until the next alarm; None if there are no alarms."""
    found = next_alarm(day, now, alarms)
    if found is None:
        return None
    name, time = found
    ahead = (DAYS.index(name) - DAYS.index(day)) % 7
    diff = to_minutes(time) - to_minutes(now)
    if ahead == 0 and diff <= 0:
        ahead = 7
    return ahead * 24 * 60 + diff
