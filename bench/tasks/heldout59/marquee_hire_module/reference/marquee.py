"""Marquee hire quotes."""

import math

SIZES = {  # name: (floor area in square metres, price for the first day in pounds)
    "3x6": (18, 180),
    "4x8": (32, 290),
    "6x9": (54, 450),
    "6x12": (72, 590),
    "9x12": (108, 860),
    "9x15": (135, 1050),
}
SPACE_TENTHS = {"seated": 12, "standing": 8}  # tenths of a square metre per guest
FREE_MILES = 10
PENCE_PER_MILE = 150
MAX_MILES = 60


def _whole(value, low, high, what):
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}")


def marquee_size(guests, style="seated"):
    """The smallest marquee with room for the guests."""
    _whole(guests, 1, 10**9, "guests")
    key = style.strip().lower()
    if key not in SPACE_TENTHS:
        raise ValueError(f"style must be seated or standing, not {style!r}")
    need = guests * SPACE_TENTHS[key]
    for name, (area, _) in SIZES.items():
        if area * 10 >= need:
            return name
    raise ValueError("too many guests for our biggest marquee")


def hire_price(size, days=1):
    """Full price for the first day, half price for each day after; 1 to 7 days."""
    if size not in SIZES:
        raise ValueError(f"no such marquee: {size!r}")
    _whole(days, 1, 7, "days")
    base = SIZES[size][1]
    return base + (days - 1) * base / 2


def delivery_charge(miles):
    """Free up to 10 miles; then £1.50 a mile for every mile or part of a mile past 10.

    Over 60 miles (or a negative distance) is a ValueError.
    """
    if isinstance(miles, bool) or not isinstance(miles, (int, float)) or not 0 <= miles <= MAX_MILES:
        raise ValueError(f"we deliver up to {MAX_MILES} miles")
    extra = max(0, math.ceil(miles - FREE_MILES))
    return extra * PENCE_PER_MILE / 100


def quote(guests, style="seated", days=1, miles=0, weekend=False):
    size = marquee_size(guests, style)
    hire = hire_price(size, days)
    surcharge = round(hire * 15 / 100, 2) if weekend else 0.0
    delivery = delivery_charge(miles)
    total = round(hire + surcharge + delivery, 2)
    deposit = math.ceil(round(total * 100) / 400)
    return {"size": size, "hire": hire, "weekend": surcharge, "delivery": delivery,
            "total": total, "deposit": deposit, "balance": round(total - deposit, 2)}
