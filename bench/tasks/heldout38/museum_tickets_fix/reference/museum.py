"""Ticket prices at our town museum. Money in pounds."""

CHILD_FROM = 5  # younger than this: free
ADULT_FROM = 16
SENIOR_FROM = 65
PRICES = {"free": 0.0, "child": 6.0, "adult": 12.0, "senior": 8.0}
GROUP_SIZE = 10  # paying visitors a group needs for the discount
GROUP_DISCOUNT = 0.10


def ticket_type(age):
    """"free", "child", "adult" or "senior" for a visitor of this age (a whole
    number, 0 or more, else ValueError)."""
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError(f"not an age: {age!r}")
    if age < CHILD_FROM:
        return "free"
    if age < ADULT_FROM:
        return "child"
    if age < SENIOR_FROM:
        return "adult"
    return "senior"


def ticket_price(age):
    """The price of one ticket for a visitor of this age."""
    return PRICES[ticket_type(age)]


def group_total(ages):
    """What a group pays, rounded to 2 decimal places.

    A group with GROUP_SIZE or more paying visitors gets GROUP_DISCOUNT off the
    whole total; visitors who get in free don't count towards the group size.
    """
    total = sum(ticket_price(age) for age in ages)
    paying = sum(1 for age in ages if ticket_price(age) > 0)
    if paying >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)
