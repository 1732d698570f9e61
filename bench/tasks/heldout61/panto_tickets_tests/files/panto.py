"""Ticket prices for the village pantomime. Money in pounds."""

PRICES = {"adult": 12.0, "concession": 9.0, "child": 7.0, "infant": 0.0}
MATINEE_CHILD = 6.0  # a child's ticket at the Saturday matinee
INFANT_UNDER = 3  # under 3 sit on a lap and go free
CHILD_UNDER = 16
CONCESSION_FROM = 65
FAMILY_TICKET = 34.0  # two adults and two children, evening shows only
GROUP_SIZE = 10  # parties with this many paying people or more...
GROUP_DISCOUNT = 0.10  # ...get this much off the whole order
SEATS = 120  # in the village hall


def ticket_type(age):
    """'infant', 'child', 'adult' or 'concession' for someone aged ``age``.
    age must be a whole number, 0 or more, else ValueError."""
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError(f"bad age: {age!r}")
    if age < INFANT_UNDER:
        return "infant"
    if age < CHILD_UNDER:
        return "child"
    if age >= CONCESSION_FROM:
        return "concession"
    return "adult"


def order_total(ages, matinee=False):
    """What a party pays, to 2 decimal places.

    For evening shows, every two adults plus two children make a family
    ticket (as many as possible); concessions don't count as adults for
    this. Everyone else pays their own ticket; at a matinee a child pays
    MATINEE_CHILD and there are no family tickets. Parties of GROUP_SIZE or
    more paying people (infants don't count) get GROUP_DISCOUNT off the
    total. An empty party is a ValueError.
    """
    if not ages:
        raise ValueError("nobody in the party")
    kinds = [ticket_type(a) for a in ages]
    adults, children = kinds.count("adult"), kinds.count("child")
    families = 0 if matinee else min(adults // 2, children // 2)
    total = families * FAMILY_TICKET
    adults -= 2 * families
    children -= 2 * families
    child_price = MATINEE_CHILD if matinee else PRICES["child"]
    total += adults * PRICES["adult"] + children * child_price
    total += kinds.count("concession") * PRICES["concession"]
    paying = len(kinds) - kinds.count("infant")
    if paying >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)


def seats_left(sold, ages):
    """Seats left after this party is booked in, when ``sold`` are already
    taken. Infants don't need a seat. Not enough room is a ValueError."""
    need = sum(1 for a in ages if ticket_type(a) != "infant")
    left = SEATS - sold - need
    if left < 0:
        raise ValueError("not enough seats left")
    return left


def refund(paid, days_before):
    """Money back for a cancellation ``days_before`` days before the show:
    all of it with 7 or more days to go, half (to 2 dp) with 2 to 6 days,
    nothing after that. days_before can't be negative (ValueError)."""
    if days_before < 0:
        raise ValueError("the show has been")
    if days_before >= 7:
        return paid
    if days_before >= 2:
        return round(paid / 2, 2)
    return 0.0
