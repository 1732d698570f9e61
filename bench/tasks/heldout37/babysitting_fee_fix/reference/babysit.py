"""Babysitting: what I charge the families I sit for. Money in pounds.

Times are "HH:MM" on the 24-hour clock. A sit whose end time is earlier than its
start time goes on past midnight and ends the next morning.
"""

DAY_RATE = 9.00        # per hour for one child
LATE_RATE = 12.00      # per hour for one child, for any time between 23:00 and 07:00
LATE_START = 23 * 60   # 23:00, in minutes after midnight
LATE_END = 7 * 60      # 07:00
EXTRA_CHILD = 2.00     # added to the hourly rate for each child after the first
MINIMUM = 20.00        # the least any sit costs
DAY = 24 * 60


def parse_time(text):
    """"HH:MM" (24-hour clock, spaces around it allowed) -> minutes after midnight.

    Anything else is a ValueError.
    """
    text = text.strip()
    hours, sep, minutes = text.partition(":")
    if not sep or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {text!r}")
    return h * 60 + m


def split_minutes(start, end):
    """(minutes at the day rate, minutes at the late rate) of a sit from start to end.

    The late rate is for any time between 23:00 and 07:00, before or after
    midnight; the rest of the sit is at the day rate. The same start and end
    time is a ValueError.
    """
    s, e = parse_time(start), parse_time(end)
    if s == e:
        raise ValueError("a sit has to last some time")
    total = (e - s) % DAY
    late = 0
    for minute in range(s, s + total):
        clock = minute % DAY
        if clock >= LATE_START or clock < LATE_END:
            late += 1
    return total - late, late


def fee(start, end, children=1):
    """What one sit costs.

    Each minute at the day or late rate, plus EXTRA_CHILD an hour for every
    child after the first, never less than MINIMUM, to 2 decimal places.
    children has to be a whole number from 1 to 4, otherwise ValueError.
    """
    if not isinstance(children, int) or isinstance(children, bool) or not 1 <= children <= 4:
        raise ValueError("I sit for 1 to 4 children")
    day, late = split_minutes(start, end)
    extra = EXTRA_CHILD * (children - 1)
    amount = day / 60 * (DAY_RATE + extra) + late / 60 * (LATE_RATE + extra)
    return round(max(amount, MINIMUM), 2)


def week_total(sits):
    """Total for a list of sits, each (start, end, children), to 2 decimal places."""
    return round(sum(fee(start, end, children) for start, end, children in sits), 2)
