"""Seeding swimmers into the lanes of one heat at the club gala.

Entry times are written as "1:02.35" (minutes:seconds.hundredths) or as
"38.40" for anything under a minute. "NT" (no time) is a swimmer who has
not swum the event before; they are seeded after everyone with a time.
The fastest swimmer gets the middle lane and the others alternate outwards
from it, so in an 8-lane pool the lanes fill in the order 4, 5, 3, 6, 2,
7, 1, 8.
"""


def parse_time(text):
    """An entry time in hundredths of a second, or None for "NT".

    parse_time("1:02.35") is 6235, parse_time("38.40") is 3840 and
    parse_time(" nt ") is None. Anything else is a ValueError.
    """
    text = text.strip().upper()
    if text == "NT":
        return None
    minutes, colon, rest = text.rpartition(":")
    seconds, dot, hundredths = rest.partition(".")
    if (colon and not minutes.isdigit()) or not seconds.isdigit() \
            or not dot or len(hundredths) != 2 or not hundredths.isdigit() \
            or (colon and int(seconds) > 59):
        raise ValueError(f"not an entry time: {text!r}")
    return (int(minutes or 0) * 60 + int(seconds)) * 100 + int(hundredths)


def format_time(hundredths):
    """The other way round: 6235 -> "1:02.35", 3840 -> "38.40", None -> "NT"."""
    if hundredths is None:
        return "NT"
    minutes, rest = divmod(hundredths, 6000)
    seconds, cents = divmod(rest, 100)
    if minutes:
        return f"{minutes}:{seconds}.{cents:02d}"
    return f"{seconds}.{cents:02d}"


def lane_order(lanes):
    """The lanes from the one for the fastest swimmer to the one for the slowest."""
    middle = (lanes + 1) // 2
    order = [middle]
    offset = 1
    while len(order) < lanes:
        for lane in (middle + offset, middle - offset):
            if 1 <= lane <= lanes:
                order.append(lane)
        offset += 1
    return order


def seed_heat(entries, lanes=8):
    """Put (name, entry time) pairs into lanes; returns {lane: (name, hundredths)}.

    Faster times get the better lanes, swimmers with NT come last and equal
    times (NT included) are settled by name. More swimmers than lanes is a
    ValueError.
    """
    if len(entries) > lanes:
        raise ValueError(f"{len(entries)} swimmers will not fit in {lanes} lanes")
    timed = [(name, parse_time(time)) for name, time in entries]
    timed.sort(key=lambda entry: (entry[1] or 0, entry[0]))
    return dict(zip(lane_order(lanes), timed))


def heat_sheet(entries, lanes=8):
    """The heat as printed for the timekeepers: one line per lane, lane 1 first.

    A lane with nobody in it shows a dash.
    """
    seeded = seed_heat(entries, lanes)
    lines = []
    for lane in range(1, lanes + 1):
        if lane in seeded:
            name, hundredths = seeded[lane]
            lines.append(f"Lane {lane}: {name} ({format_time(hundredths)})")
        else:
            lines.append(f"Lane {lane}: -")
    return "\n".join(lines)
