"""The rota for my book club: who's in it, when we meet and whose house it's at.

members.txt has one name a line. We meet on the second Tuesday of the month.
"""

from datetime import date, timedelta

MEETING_WEEKDAY = 1  # Tuesday, as date.weekday() counts
WEEK_OF_MONTH = 2  # the second Tuesday
DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
               "Dec"]


def parse_members(lines):
    """Member names from the lines of members.txt, in the order they're written.

    Spaces round a name are taken off; blank lines and lines starting with #
    are skipped. The same name twice (capitals don't matter) is a ValueError.
    """
    names, seen = [], set()
    for line in lines:
        name = line.strip()
        if not name or name.startswith("#"):
            continue
        if name.lower() in seen:
            raise ValueError(f"{name} is in the list twice")
        seen.add(name.lower())
        names.append(name)
    return names


def meeting_day(year, month):
    """The day we meet in that month: its second Tuesday."""
    first = date(year, month, 1)
    offset = (MEETING_WEEKDAY - first.weekday()) % 7
    return first + timedelta(days=offset + 7 * (WEEK_OF_MONTH - 1))


def meeting_days(year, skip=()):
    """Every meeting day of the year in date order, leaving out the months (1-12) in skip."""
    return [meeting_day(year, month) for month in range(1, 13) if month not in skip]


def host_rota(members, days, start=0):
    """[(day, host)] for each meeting day, in the order of days given.

    The members take turns in the order of the list, starting with
    members[start] and going back to the top after the last one. No members
    is a ValueError, and so is a start that isn't one of the places in the
    list.
    """
    if not members:
        raise ValueError("nobody to host")
    if not 0 <= start < len(members):
        raise ValueError("start must be a place in the members list")
    return [(day, members[(start + i) % len(members)]) for i, day in enumerate(days)]


def format_rota(rota):
    """One line per meeting, like "Tue 13 Feb 2024: Priya"."""
    return [f"{DAY_NAMES[day.weekday()]} {day.day} {MONTH_NAMES[day.month - 1]} {day.year}: "
            f"{host}" for day, host in rota]
