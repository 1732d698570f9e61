"""Which bins go out for collection, for our street.

The council collects on Thursdays. The food caddy goes every week. The
black bin (general waste) and the blue bin (recycling) take turns, one
week each: FIRST_BLACK was a black bin week. The brown bin (garden waste)
goes in the black bin weeks, but only from March to November. Around
Christmas some collections move to another day (MOVED).
"""

from datetime import date, timedelta

BINS = ("black", "blue", "brown", "food")
COLLECTION_WEEKDAY = 3  # Thursday, as date.weekday() counts
FIRST_BLACK = date(2024, 1, 4)  # a Thursday when the black bin went
BROWN_MONTHS = range(3, 12)  # March to November
MOVED = {  # the usual Thursday: the day the lorry comes instead
    date(2024, 12, 26): date(2024, 12, 27),
    date(2025, 1, 2): date(2025, 1, 3),
    date(2025, 12, 25): date(2025, 12, 27),
    date(2026, 1, 1): date(2026, 1, 3),
}


def thursday_of(day):
    """The Thursday of the week (Monday to Sunday) that day is in."""
    return day + timedelta(days=COLLECTION_WEEKDAY - day.weekday())


def bins_on(thursday):
    """The bins collected in the week of this Thursday, in BINS order.

    Food every week; black (and brown from March to November, going by
    the Thursday's month) when the Thursday is a whole even number of
    weeks from FIRST_BLACK; blue in the other weeks. A day that isn't a
    Thursday is a ValueError.
    """
    if thursday.weekday() != COLLECTION_WEEKDAY:
        raise ValueError(f"{thursday} is not a Thursday")
    weeks = (thursday - FIRST_BLACK).days // 7
    if weeks % 2 == 0:
        out = ["black"]
        if thursday.month in BROWN_MONTHS:
            out.append("brown")
    else:
        out = ["blue"]
    out.append("food")
    return out


def collection_date(thursday):
    """The day the lorry actually comes in the week of this Thursday (see MOVED)."""
    return MOVED.get(thursday, thursday)


def week_plan(day):
    """(collection date, bins) for the week that day is in."""
    thursday = thursday_of(day)
    return collection_date(thursday), bins_on(thursday)


def put_out_reminder(day):
    """The reminder for the evening before the collection in day's week,
    like "Wed 10 Jan: put out blue, food"."""
    collected, bins = week_plan(day)
    evening = collected - timedelta(days=1)
    return f"{evening:%a} {evening.day} {evening:%b}: put out {', '.join(bins)}"
