"""When to sow vegetables, counted from the last spring frost."""

from datetime import date, datetime, timedelta

# crop -> (first sowing day, last sowing day, days from sowing to harvest),
# the sowing days counted from the last frost (negative = before it)
CROPS = {
    "tomato": (-56, -42, 80),
    "lettuce": (-28, 14, 45),
    "carrot": (-21, 28, 70),
    "bean": (7, 42, 60),
    "squash": (14, 35, 90),
}


def _crop(crop):
    key = crop.strip().lower()
    if key not in CROPS:
        raise KeyError(crop)
    return CROPS[key]


def _check_date(value):
    if not isinstance(value, date) or isinstance(value, datetime):
        raise TypeError("a datetime.date is required")


def sowing_window(crop, last_frost):
    """The first and last day to sow ``crop``, as a tuple of two dates.

    ``crop`` is one of the names in CROPS, matched case-insensitively and
    ignoring surrounding spaces; an unknown crop raises KeyError.
    ``last_frost`` must be a ``datetime.date`` (a ``datetime.datetime`` is
    refused too), else TypeError. The window runs from ``last_frost`` plus
    the crop's first offset to ``last_frost`` plus its last offset, both
    days included: tomato -56 to -42, lettuce -28 to 14, carrot -21 to 28,
    bean 7 to 42, squash 14 to 35.

    >>> from datetime import date
    >>> sowing_window("Bean", date(2026, 4, 20))
    (datetime.date(2026, 4, 27), datetime.date(2026, 6, 1))
    """
    first, last, _ = _crop(crop)
    _check_date(last_frost)
    return last_frost + timedelta(days=first), last_frost + timedelta(days=last)


def can_sow(crop, last_frost, on):
    """True when ``on`` (a date) falls inside the crop's sowing window,
    the first and the last day included."""
    _check_date(on)
    first, last = sowing_window(crop, last_frost)
    return first <= on <= last


def days_until_sowing(crop, last_frost, today):
    """Days from ``today`` until the crop's window opens: a positive number
    before the window, 0 on any day inside it (first and last day
    included), and -1 once the window has closed.

    >>> from datetime import date
    >>> frost = date(2026, 4, 20)
    >>> [days_until_sowing("squash", frost, date(2026, 5, d))
    ...  for d in (1, 10, 26)]
    [3, 0, -1]
    """
    _check_date(today)
    first, last = sowing_window(crop, last_frost)
    if today > last:
        return -1
    return max(0, (first - today).days)


def harvest_date(crop, sown):
    """The expected harvest date for a crop sown on ``sown`` (a date):
    ``sown`` plus the crop's days to harvest (tomato 80, lettuce 45,
    carrot 70, bean 60, squash 90)."""
    _check_date(sown)
    return sown + timedelta(days=_crop(crop)[2])


def plan(beds, last_frost):
    """A sowing plan for a list of beds.

    ``beds`` is a list of dicts with the keys "bed" (the bed's name) and
    "crop". The result is a new list with one dict per bed, with the keys
    "bed", "crop" (both as given), "start" and "end" (the sowing window's
    first and last day). The rows are sorted by "start", and rows with the
    same start by bed name. Any unknown crop raises KeyError. An empty list
    gives an empty list.

    >>> from datetime import date
    >>> rows = plan([{"bed": "B", "crop": "bean"},
    ...              {"bed": "A", "crop": "tomato"}],
    ...             date(2026, 4, 20))
    >>> [(row["bed"], row["start"].isoformat()) for row in rows]
    [('A', '2026-02-23'), ('B', '2026-04-27')]
    """
    rows = []
    for entry in beds:
        start, end = sowing_window(entry["crop"], last_frost)
        rows.append({"bed": entry["bed"], "crop": entry["crop"], "start": start, "end": end})
    rows.sort(key=lambda row: (row["start"], row["bed"]))
    return rows
