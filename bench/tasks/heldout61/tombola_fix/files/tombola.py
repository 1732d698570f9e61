"""The tombola at the school summer fair.

Tickets are cloakroom tickets off a roll, so they're numbered in order.
Any ticket whose number ends in 0 or 5 wins something off the prize table.
Numbers ending in 00 (100, 200, ...) win one of the star prizes instead
(the hamper, the scooter and so on).
"""

STRIP_PRICE = 1.00  # a strip of 5 tickets
SINGLE_PRICE = 0.25


def _check_ticket(n):
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ValueError("ticket numbers are whole numbers from 1")


def _check_range(first, last):
    _check_ticket(first)
    _check_ticket(last)
    if last < first:
        raise ValueError("last ticket is before the first one")


def prize(ticket):
    """What a ticket wins: 'star', 'prize' or None."""
    _check_ticket(ticket)
    if ticket % 100 == 0:
        return "star"
    if ticket % 5 == 0:
        return "prize"
    return None


def prizes_needed(first, last):
    """How many prizes to put out when tickets first..last (both ends
    included) are sold: {'star': ..., 'prize': ...}. A star ticket only
    counts as a star, not as an ordinary prize as well.
    """
    _check_range(first, last)
    sold = last - first + 1
    winners = sold // 5
    stars = sold // 100
    return {"star": stars, "prize": winners - stars}


def short_of(first, last, stars_on_table, prizes_on_table):
    """How many more (stars, prizes) we still have to find for the table,
    0 if we've got enough of that kind. Counts on the table can't be negative.
    """
    if stars_on_table < 0 or prizes_on_table < 0:
        raise ValueError("counts on the table can't be negative")
    need = prizes_needed(first, last)
    return (max(0, need["star"] - stars_on_table),
            max(0, need["prize"] - prizes_on_table))


def takings(strips, singles=0):
    """Money taken, to 2 decimal places: strips of 5 at STRIP_PRICE and
    single tickets at SINGLE_PRICE. Both whole numbers, 0 or more."""
    for n in (strips, singles):
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError("strips and singles must be whole numbers, 0 or more")
    return round(strips * STRIP_PRICE + singles * SINGLE_PRICE, 2)


def tickets_sold(strips, singles=0):
    """How many tickets went out."""
    takings(strips, singles)  # same checks
    return strips * 5 + singles
