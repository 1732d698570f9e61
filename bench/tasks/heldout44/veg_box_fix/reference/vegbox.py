"""Orders for my organic veg box round. Money in pounds."""

from datetime import timedelta

BOX_PRICES = {"small": 13.00, "medium": 17.00, "large": 22.00}
FRUIT_EXTRA = 4.00  # a bag of fruit added to a box
DELIVERY_CHARGE = 2.50
FREE_DELIVERY_FROM = 30.00  # orders of this much or more are delivered free
ROUNDS = {"north": 1, "south": 3, "town": 4}  # area: delivery weekday (Monday is 0)
NOTICE_DAYS = 2  # the delivery day must be at least this many days after the order


def box_price(size, fruit=False):
    """Price of one box; size is small, medium or large (capitals and spaces
    at the ends don't matter), with FRUIT_EXTRA on top if fruit is added.
    Any other size is a ValueError."""
    key = size.strip().lower()
    if key not in BOX_PRICES:
        raise ValueError(f"no such box: {size!r}")
    return BOX_PRICES[key] + (FRUIT_EXTRA if fruit else 0.0)


def order_total(boxes):
    """Total for one delivery: boxes is a list of (size, fruit) pairs. Delivery
    is DELIVERY_CHARGE, free when the boxes come to FREE_DELIVERY_FROM or more.
    Rounded to 2 decimal places. An empty order is a ValueError."""
    if not boxes:
        raise ValueError("an order needs at least one box")
    subtotal = sum(box_price(size, fruit) for size, fruit in boxes)
    if subtotal < FREE_DELIVERY_FROM:
        subtotal += DELIVERY_CHARGE
    return round(subtotal, 2)


def next_delivery(area, ordered_on):
    """Date of the first delivery for an order placed on ordered_on (a date):
    the area's delivery day that is at least NOTICE_DAYS days later. Area is
    north, south or town (capitals don't matter); any other is a ValueError."""
    key = area.strip().lower()
    if key not in ROUNDS:
        raise ValueError(f"I don't deliver to {area!r}")
    days_ahead = (ROUNDS[key] - ordered_on.weekday()) % 7
    if days_ahead < NOTICE_DAYS:
        days_ahead += 7
    return ordered_on + timedelta(days=days_ahead)
