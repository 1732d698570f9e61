"""Quotes for my lawn mowing round. Prices in pounds, sizes in metres."""

RATE_PER_SQM = 0.12  # per square metre, per cut
EDGING_PER_M = 0.50  # per metre of edges trimmed, per cut
MINIMUM_CHARGE = 20.0  # no cut (mowing plus edging) costs less than this
TRAVEL_BANDS = [(5, 0.0), (10, 4.0), (20, 9.0)]  # up to and including this many km: fee
VISITS = {"weekly": 26, "fortnightly": 13, "monthly": 6}  # visits in a season
REGULAR = ("weekly", "fortnightly")
REGULAR_DISCOUNT = 0.15  # off the cut price (not travel) for regular customers


def lawn_area(length, width):
    """Area of a rectangular lawn in square metres, to 1 decimal place.

    Both sides must be more than 0, else ValueError.
    """
    if length <= 0 or width <= 0:
        raise ValueError("sides must be more than 0")
    return round(length * width, 1)


def travel_fee(km):
    """The travel fee for a garden ``km`` kilometres from home.

    Up to and including 5 km is free, up to and including 10 km is 4.00,
    up to and including 20 km is 9.00. Further than 20 km, or a negative
    distance, is a ValueError.
    """
    if km < 0:
        raise ValueError("distance can't be negative")
    for limit, fee in TRAVEL_BANDS:
        if km <= limit:
            return fee
    raise ValueError("too far, I don't go more than 20 km")


def cut_price(area, edging=0):
    """One cut: area * RATE_PER_SQM plus edging metres * EDGING_PER_M.

    Never less than MINIMUM_CHARGE. Rounded to 2 decimal places. A negative
    area or edging, or an area of 0, is a ValueError.
    """
    if area <= 0:
        raise ValueError("area must be more than 0")
    if edging < 0:
        raise ValueError("edging can't be negative")
    price = area * RATE_PER_SQM + edging * EDGING_PER_M
    return round(max(MINIMUM_CHARGE, price), 2)


def visits(frequency):
    """How many visits a season: weekly 26, fortnightly 13, monthly 6.

    Capitals and spaces round the word don't matter; anything else is a
    ValueError.
    """
    key = frequency.strip().lower()
    if key not in VISITS:
        raise ValueError(f"unknown frequency: {frequency!r}")
    return VISITS[key]


def season_quote(area, km, frequency, edging=0):
    """The quote for a season: {"visits": n, "per_visit": p, "total": t}.

    per_visit is the cut price (15% off for weekly and fortnightly
    customers) plus the travel fee, rounded to 2 decimal places; total is
    visits * per_visit, rounded to 2 decimal places.
    """
    n = visits(frequency)
    cut = cut_price(area, edging)
    if frequency.strip().lower() in REGULAR:
        cut = cut * (1 - REGULAR_DISCOUNT)
    per_visit = round(cut + travel_fee(km), 2)
    return {"visits": n, "per_visit": per_visit, "total": round(n * per_visit, 2)}
