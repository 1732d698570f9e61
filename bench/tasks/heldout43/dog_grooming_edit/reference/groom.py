"""Prices for my dog grooming van. Money in pounds."""

BASE = {"small": 30.0, "medium": 40.0, "large": 55.0}
EXTRAS = {"nails": 8.0, "teeth": 6.0, "flea bath": 12.0, "de-shed": 15.0}


PUPPY_DISCOUNT = 0.25  # off the basic groom, not the extras


def groom_price(size, extras=(), puppy=False):
    """A full groom for a small, medium or large dog plus any extras.

    For a puppy the basic groom is PUPPY_DISCOUNT cheaper; extras are full price.
    """
    size = size.strip().lower()
    if size not in BASE:
        raise ValueError(f"no such size: {size!r}")
    total = BASE[size] * (1 - PUPPY_DISCOUNT) if puppy else BASE[size]
    for extra in extras:
        key = extra.strip().lower()
        if key not in EXTRAS:
            raise ValueError(f"no such extra: {extra!r}")
        total += EXTRAS[key]
    return round(total, 2)


def day_total(bookings):
    """Takings for a day: bookings is a list of (size, extras) pairs."""
    return round(sum(groom_price(size, extras) for size, extras in bookings), 2)


def travel_charge(miles):
    """Free within 5 miles, then 1.20 a mile beyond that."""
    if miles < 0:
        raise ValueError("miles can't be negative")
    return round(max(0, miles - 5) * 1.20, 2)
