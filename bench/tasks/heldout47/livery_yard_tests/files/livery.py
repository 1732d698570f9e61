"""What the owners at my livery yard pay. Money in pounds."""

from datetime import timedelta

WEEKLY = {"full": 165.0, "part": 110.0, "diy": 45.0}  # livery per horse per week
EXTRAS = {"hay": 6.50, "straw": 5.00, "rug change": 2.00, "turnout": 3.00}  # each time
MULTI_HORSE_OFF = 0.10  # off every horse of one owner except the dearest one
MAX_WEEKS = 5  # a bill covers 1 to 5 weeks
GRACE_DAYS = 7  # a bill paid this many days late or less has no late fee
LATE_FEE = 5.0  # first charge once past the grace days
LATE_PER_DAY = 1.0  # and this for every day late after the grace days
LATE_CAP = 25.0  # the late fee never goes above this
FARRIER_WEEKS = 6


def weekly_fee(kind):
    """Weekly livery for one horse: "full", "part" or "diy" (capitals and spaces
    round it don't matter). Anything else is a ValueError."""
    key = kind.strip().lower()
    if key not in WEEKLY:
        raise ValueError(f"no such livery: {kind!r}")
    return WEEKLY[key]


def owner_week(kinds):
    """One week for an owner's horses, one livery kind per horse, to 2 decimal places.

    The dearest horse pays in full and every other horse gets MULTI_HORSE_OFF
    off. No horses is a ValueError.
    """
    if not kinds:
        raise ValueError("no horses")
    fees = sorted((weekly_fee(kind) for kind in kinds), reverse=True)
    return round(fees[0] + sum(fee * (1 - MULTI_HORSE_OFF) for fee in fees[1:]), 2)


def extras_cost(extras):
    """Cost of the extras, {extra: times}, to 2 decimal places.

    An extra not in EXTRAS, or times that isn't a whole number 0 or more, is
    a ValueError.
    """
    total = 0.0
    for extra, times in extras.items():
        if extra not in EXTRAS:
            raise ValueError(f"no such extra: {extra!r}")
        if not isinstance(times, int) or isinstance(times, bool) or times < 0:
            raise ValueError("times must be a whole number, 0 or more")
        total += EXTRAS[extra] * times
    return round(total, 2)


def bill(kinds, weeks, extras=None):
    """An owner's bill: owner_week for each week plus the extras, to 2 decimal places.

    weeks must be a whole number from 1 to MAX_WEEKS, else ValueError.
    """
    if not isinstance(weeks, int) or isinstance(weeks, bool) or not 1 <= weeks <= MAX_WEEKS:
        raise ValueError("a bill is for 1 to 5 weeks")
    return round(owner_week(kinds) * weeks + extras_cost(extras or {}), 2)


def late_fee(days_late):
    """The fee for paying a bill late.

    Nothing up to GRACE_DAYS days late; after that LATE_FEE plus
    LATE_PER_DAY for each day late beyond GRACE_DAYS, but never more than
    LATE_CAP. Negative days is a ValueError.
    """
    if days_late < 0:
        raise ValueError("days late can't be negative")
    if days_late <= GRACE_DAYS:
        return 0.0
    return min(LATE_CAP, LATE_FEE + LATE_PER_DAY * (days_late - GRACE_DAYS))


def farrier_due(last_shod, weeks=FARRIER_WEEKS):
    """The date the farrier is next due: weeks after last_shod (a date).

    The farrier doesn't work Sundays, so a Sunday moves to the Monday after.
    """
    due = last_shod + timedelta(weeks=weeks)
    if due.weekday() == 6:
        due += timedelta(days=1)
    return due
