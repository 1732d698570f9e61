"""Bills for the cats boarding at my cattery.

Prices are per cat per night. A night belongs to the date it starts on: a
cat that arrives on the 1st and goes home on the 3rd stays the nights of the
1st and the 2nd.
"""

from datetime import timedelta

NIGHTLY = 16.00  # the first cat in a pen, per night
SHARING = 11.00  # each other cat sharing the same pen, per night
PEAK_EXTRA = 2.50  # per cat per night, on nights in July and August
PEAK_MONTHS = (7, 8)
MEDICINE = 1.50  # per medicated cat per night
MAX_PER_PEN = 3
BOOSTER_DAYS = 365  # a booster older than this on the day of arrival is out of date


def nights(arrive, leave):
    """Number of nights from arrive to leave (dates).

    leave must be after arrive, else ValueError.
    """
    if leave <= arrive:
        raise ValueError("leave must be after arrive")
    return (leave - arrive).days


def peak_nights(arrive, leave):
    """How many nights of the stay are in July or August.

    Each night counts by the date it starts on, so the night of 31 August
    is a peak night and the night of 30 June isn't.
    """
    count = 0
    for i in range(1, nights(arrive, leave) + 1):
        if (arrive + timedelta(days=i)).month in PEAK_MONTHS:
            count += 1
    return count


def stay_cost(arrive, leave, cats=1, medicated=0):
    """The bill for one pen, to 2 decimal places.

    Every night: NIGHTLY for the first cat, SHARING for each other cat and
    MEDICINE for each cat on medication; on peak nights PEAK_EXTRA more for
    every cat. cats must be a whole number from 1 to MAX_PER_PEN and
    medicated a whole number from 0 to cats, else ValueError.
    """
    for n, low, high in ((cats, 1, MAX_PER_PEN), (medicated, 0, cats)):
        if not isinstance(n, int) or isinstance(n, bool) or not low <= n <= high:
            raise ValueError("bad number of cats")
    per_night = NIGHTLY + SHARING * (cats - 1) + MEDICINE * medicated
    total = nights(arrive, leave) * per_night + peak_nights(arrive, leave) * PEAK_EXTRA * cats
    return round(total, 2)


def booster_ok(booster, arrive):
    """True if the cat's last booster (a date) was given on or before the day it
    arrives and at most BOOSTER_DAYS days before it."""
    return 0 <= (arrive - booster).days <= BOOSTER_DAYS
