"""The appointment book for my hair salon: when things finish and when I'm free.

Times are written "HH:MM" on the 24-hour clock. Inside the module a time is
a number of minutes since midnight.
"""

SERVICES = {"cut": 30, "cut and blow dry": 45, "colour": 90, "highlights": 120,
            "beard trim": 15}  # minutes each one takes
PRICES = {"cut": 18.0, "cut and blow dry": 28.0, "colour": 55.0, "highlights": 75.0,
          "beard trim": 8.0}
OPENS = "09:00"
CLOSES = "17:30"


def to_minutes(text):
    """Minutes since midnight from "HH:MM" (or "H:MM"); anything else is a ValueError."""
    hours, sep, mins = text.strip().partition(":")
    if not sep or not hours.isdigit() or not mins.isdigit() or len(mins) != 2:
        raise ValueError(f"bad time: {text!r}")
    h, m = int(hours), int(mins)
    if h > 23 or m > 59:
        raise ValueError(f"bad time: {text!r}")
    return h * 60 + m


def to_text(minutes):
    """"HH:MM" from minutes since midnight."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _service(name):
    key = name.strip().lower()
    if key not in SERVICES:
        raise ValueError(f"unknown service: {name!r}")
    return key


def duration(service):
    """Minutes a service takes. The name doesn't care about capitals or spaces
    round it; a service I don't do is a ValueError."""
    return SERVICES[_service(service)]


def finishes(start, service):
    """"HH:MM" when a service starting at ``start`` finishes."""
    return to_text(to_minutes(start) + duration(service))


def clashes(a_start, a_end, b_start, b_end):
    """True if two appointments (in minutes) overlap.

    One appointment may start the very minute the other one ends: that's
    not a clash.
    """
    return a_start < b_end and b_start < a_end


def _taken(bookings):
    return [(to_minutes(start), to_minutes(start) + duration(name)) for start, name in bookings]


def can_book(bookings, start, service):
    """True if ``service`` can go in the book at ``start``.

    bookings is a list of (start, service) already booked. The appointment
    has to start at or after OPENS, finish by CLOSES (finishing right at
    CLOSES is fine) and not clash with any booking.
    """
    begin = to_minutes(start)
    end = begin + duration(service)
    if begin < to_minutes(OPENS) or end > to_minutes(CLOSES):
        return False
    return not any(clashes(begin, end, b, e) for b, e in _taken(bookings))


def free_slots(bookings, service, step=15):
    """Every start time ("HH:MM") at which ``service`` could be booked today.

    Start times go every ``step`` minutes from OPENS, and a start time is
    free when can_book would say yes to it. Earliest first.
    """
    length = duration(service)
    taken = _taken(bookings)
    opens, closes = to_minutes(OPENS), to_minutes(CLOSES)
    slots = []
    start = opens
    while start + length <= closes:
        end = start + length
        if not any(clashes(start, end, b, e) for b, e in taken):
            slots.append(to_text(start))
        start += step
    return slots


def day_takings(bookings):
    """Money for a day's bookings, to 2 decimal places."""
    return round(sum(PRICES[_service(name)] for _, name in bookings), 2)
