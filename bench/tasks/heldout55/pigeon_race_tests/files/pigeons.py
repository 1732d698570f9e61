"""Race results for our pigeon club.

Every bird is liberated (let go) at the same time at the race point, and each
member clocks their birds in as they get back to the loft. Each loft is a
different distance from the race point, so birds are placed on velocity:
yards flown per minute.
"""

YARDS_PER_MILE = 1760


def parse_clock(text):
    """Seconds after midnight for a clock time "HH:MM:SS" (24-hour clock).

    Anything else - a missing part, hours over 23, minutes or seconds over 59
    - is a ValueError.
    """
    parts = text.strip().split(":")
    if len(parts) != 3 or not all(p.isdigit() and len(p) == 2 for p in parts):
        raise ValueError(f"not a clock time: {text!r}")
    hours, minutes, seconds = (int(p) for p in parts)
    if hours > 23 or minutes > 59 or seconds > 59:
        raise ValueError(f"not a clock time: {text!r}")
    return hours * 3600 + minutes * 60 + seconds


def distance_yards(text):
    """A loft's distance written the club way, "92 miles 1210 yards", in yards.

    The yards part must be less than a mile, else ValueError.
    """
    bits = text.split()
    if len(bits) != 4 or bits[1] != "miles" or bits[3] != "yards":
        raise ValueError(f"can't read distance {text!r}")
    miles, yards = int(bits[0]), int(bits[2])
    if miles < 0 or not 0 <= yards < YARDS_PER_MILE:
        raise ValueError(f"can't read distance {text!r}")
    return miles * YARDS_PER_MILE + yards


def flying_minutes(liberated, clocked):
    """Minutes between the liberation time and the clock time (both
    "HH:MM:SS", same day). The bird has to be clocked after it was let go,
    else ValueError."""
    start, end = parse_clock(liberated), parse_clock(clocked)
    if end <= start:
        raise ValueError("clocked before liberation")
    return (end - start) / 60


def velocity(yards, minutes):
    """Yards per minute, to 3 decimal places. Both must be more than 0."""
    if yards <= 0 or minutes <= 0:
        raise ValueError("yards and minutes must be more than 0")
    return round(yards / minutes, 3)


def race_result(liberated, birds):
    """The result sheet: a list of (place, ring, velocity), fastest first.

    birds is a list of (ring number, loft distance in yards, clock time or
    None). Birds that weren't clocked in (None) aren't on the sheet. Birds
    with the same velocity share a place and the places after them are
    skipped (1, 2, 2, 4); those birds go in order of ring number.
    """
    timed = []
    for ring, yards, clocked in birds:
        if clocked is None:
            continue
        timed.append((velocity(yards, flying_minutes(liberated, clocked)), ring))
    timed.sort(key=lambda item: (-item[0], item[1]))
    sheet = []
    for index, (speed, ring) in enumerate(timed):
        if sheet and sheet[-1][2] == speed:
            place = sheet[-1][0]
        else:
            place = index + 1
        sheet.append((place, ring, speed))
    return sheet


def prize_split(pool, winners=3):
    """How the prize pool (pounds) goes to the first ``winners`` places:
    shares 50%, 30%, 20% for 3, 60% and 40% for 2, all of it for 1, each to
    2 decimal places. Any other number of winners, or a pool that isn't
    more than 0, is a ValueError."""
    shares = {1: [100], 2: [60, 40], 3: [50, 30, 20]}
    if winners not in shares or pool <= 0:
        raise ValueError("bad prize split")
    return [round(pool * share / 100, 2) for share in shares[winners]]
