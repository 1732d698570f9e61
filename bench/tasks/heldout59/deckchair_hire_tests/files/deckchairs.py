"""Deckchair hire on the promenade.

Times are "HH:MM" on the 24-hour clock. We hire from 09:00 to 18:00.
"""

import math

OPEN = 9 * 60  # 09:00, in minutes after midnight
CLOSE = 18 * 60  # 18:00
HOURLY_PENCE = 250  # per chair, per hour or part of an hour
DAY_CAP_PENCE = 1000  # no chair costs more than this in a day
WINDBREAK_PENCE = 300  # flat, however long
MAX_CHAIRS = 10  # on one ticket
GRACE_MINUTES = 15  # back this late and there's no late fee
LATE_PENCE = 100  # per started half hour after the grace


def parse_time(text):
    """"09:30" -> minutes after midnight (570). Anything else is a ValueError."""
    text = text.strip()
    hours, sep, minutes = text.partition(":")
    if sep != ":" or len(minutes) != 2 or not hours.isdigit() or not minutes.isdigit():
        raise ValueError(f"not a time: {text!r}")
    hours, minutes = int(hours), int(minutes)
    if hours > 23 or minutes > 59:
        raise ValueError(f"not a time: {text!r}")
    return hours * 60 + minutes


def hire_charge(start, end, chairs=1, windbreak=False):
    """The charge in pounds for chairs hired from start to end ("HH:MM").

    Each chair is £2.50 for every hour or part of an hour, but never more than
    £10 a chair for the day. A windbreak is £3 on top. Hire has to be within
    opening hours and end after it starts; 1 to 10 chairs.
    """
    begin, finish = parse_time(start), parse_time(end)
    if begin < OPEN or finish > CLOSE or finish <= begin:
        raise ValueError("hire is 09:00 to 18:00 and must end after it starts")
    if not isinstance(chairs, int) or isinstance(chairs, bool) or not 1 <= chairs <= MAX_CHAIRS:
        raise ValueError(f"1 to {MAX_CHAIRS} chairs on a ticket")
    hours = math.ceil((finish - begin) / 60)
    per_chair = min(hours * HOURLY_PENCE, DAY_CAP_PENCE)
    pence = per_chair * chairs + (WINDBREAK_PENCE if windbreak else 0)
    return pence / 100


def late_fee(due, returned, chairs=1):
    """Late fee in pounds: nothing up to 15 minutes late, then £1 a chair for
    every half hour or part of one after that."""
    late = parse_time(returned) - parse_time(due) - GRACE_MINUTES
    if late <= 0:
        return 0.0
    return math.ceil(late / 30) * LATE_PENCE * chairs / 100


def ticket(number, start, end, chairs=1, windbreak=False):
    """The line printed on the ticket, e.g.
    "No. 0042  2 chairs  10:15-13:00  £15.00" (one chair: "1 chair"; a
    windbreak adds " + windbreak" after the chairs)."""
    if not 1 <= number <= 9999:
        raise ValueError("ticket numbers run 1 to 9999")
    price = hire_charge(start, end, chairs, windbreak)
    what = f"{chairs} chair" if chairs == 1 else f"{chairs} chairs"
    if windbreak:
        what += " + windbreak"
    return f"No. {number:04d}  {what}  {start.strip()}-{end.strip()}  £{price:.2f}"
