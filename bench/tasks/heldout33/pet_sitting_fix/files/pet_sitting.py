"""Prices for my pet-sitting stays (I stay over at the client's house).

A stay is charged per night, per pet. A stay from the 1st to the 4th is
three nights (the 1st, 2nd and 3rd); the day I leave is not a night.
Friday and Saturday nights cost a bit more. Three or more pets get 10%
off the whole stay.
"""

from datetime import date, timedelta

NIGHTLY_RATE = {"dog": 30, "cat": 20, "small": 12}  # per pet per night
WEEKEND_EXTRA = 5  # per pet, on a Friday or Saturday night
WEEKEND_NIGHTS = (5, 6)  # date.weekday(): Friday, Saturday
MULTI_PET_MIN = 3
MULTI_PET_DISCOUNT = 0.10


def parse_day(text):
    """'2024-03-01' -> date(2024, 3, 1). Anything else is a ValueError."""
    try:
        return date.fromisoformat(text.strip())
    except (AttributeError, ValueError):
        raise ValueError(f"not a date: {text!r}") from None


def nights(start, end):
    """The nights of a stay: every date from ``start`` up to, not including, ``end``.

    ``end`` must be after ``start``, else ValueError.
    """
    if end <= start:
        raise ValueError("the stay must end after it starts")
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def night_price(pets, night):
    """What one night costs for a list of pets like ["dog", "cat"].

    Each pet pays its NIGHTLY_RATE, plus WEEKEND_EXTRA on a Friday or
    Saturday night. An unknown kind of pet or no pets is a ValueError.
    """
    if not pets:
        raise ValueError("no pets")
    total = 0
    for pet in pets:
        if pet not in NIGHTLY_RATE:
            raise ValueError(f"unknown pet: {pet!r}")
        total += NIGHTLY_RATE[pet]
        if night.weekday() in WEEKEND_NIGHTS:
            total += WEEKEND_EXTRA
    return total


def stay_price(pets, start, end):
    """The price of a whole stay, 10% off with 3 or more pets, to 2 places."""
    total = sum(night_price(pets, night) for night in nights(start, end))
    if len(pets) > MULTI_PET_MIN:
        total = total * (1 - MULTI_PET_DISCOUNT)
    return round(total, 2)


def quote(pets, start_text, end_text):
    """A quote for the booking form: nights, how many are weekend nights, total."""
    start, end = parse_day(start_text), parse_day(end_text)
    stay = nights(start, end)
    return {
        "nights": len(stay),
        "weekend_nights": sum(1 for n in stay if n.weekday() in WEEKEND_NIGHTS),
        "total": stay_price(pets, start, end),
    }
