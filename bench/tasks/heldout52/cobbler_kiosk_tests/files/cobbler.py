"""Prices and ready times at my shoe repair and key cutting kiosk. Money in pounds."""

REPAIRS = {"heels": 12.50, "half soles": 28.00, "full soles": 42.00,
           "stitching": 8.00, "zip": 18.00}
BOOTS_EXTRA = 0.20  # any repair on boots costs this much more
EXPRESS_FEE = 6.00  # once per ticket: done while you wait
KEYS = {"standard": 4.50, "security": 9.00, "car": 35.00}
KEYS_FULL_PRICE = 3  # keys of one kind after this many are...
KEYS_DISCOUNT = 0.25  # ...this much off each
SOLES = ("half soles", "full soles")


def repair_price(job, boots=False):
    """Price of one repair, to 2 decimal places.

    The job ignores capitals and spaces round it; one that isn't in REPAIRS
    is a ValueError. Boots cost BOOTS_EXTRA more.
    """
    key = job.strip().lower()
    if key not in REPAIRS:
        raise ValueError(f"I don't do {job!r}")
    price = REPAIRS[key]
    if boots:
        price *= 1 + BOOTS_EXTRA
    return round(price, 2)


def ticket_total(jobs, boots=False, express=False):
    """Price of a repair ticket: every job on it, plus EXPRESS_FEE once if express.

    A ticket with no jobs is a ValueError. To 2 decimal places.
    """
    if not jobs:
        raise ValueError("a ticket needs at least one job")
    total = sum(repair_price(job, boots) for job in jobs)
    if express:
        total += EXPRESS_FEE
    return round(total, 2)


def ready_in_days(jobs, express=False):
    """Working days until the ticket is ready.

    Express is ready the same day (0). Otherwise 2 days, or 4 if any job on
    the ticket is soles.
    """
    if express:
        return 0
    if any(job.strip().lower() in SOLES for job in jobs):
        return 4
    return 2


def keys_price(kind, count):
    """Price of cutting ``count`` keys of one kind, to 2 decimal places.

    The first KEYS_FULL_PRICE keys are full price; every key after that is
    KEYS_DISCOUNT off. An unknown kind, or a count that isn't a whole number
    of 1 or more, is a ValueError.
    """
    if kind not in KEYS:
        raise ValueError(f"I don't cut {kind!r} keys")
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise ValueError("count must be a whole number, 1 or more")
    full = min(count, KEYS_FULL_PRICE)
    cheap = count - full
    return round(KEYS[kind] * (full + cheap * (1 - KEYS_DISCOUNT)), 2)
