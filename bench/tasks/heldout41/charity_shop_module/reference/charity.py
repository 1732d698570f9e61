"""Till sums for the charity shop: the weekly half-price colour and Gift Aid."""

from datetime import date

COLOURS = ["red", "blue", "green", "yellow", "white"]
FIRST_MONDAY = date(2024, 1, 1)  # the week starting here is red
GIFT_AID = 25  # per cent


def _colour(colour):
    key = colour.strip().lower()
    if key not in COLOURS:
        raise ValueError(f"no such tag colour: {colour!r}")
    return key


def sale_colour(day):
    """The half-price tag colour in the week (Monday to Sunday) that ``day`` is in."""
    weeks = (day - FIRST_MONDAY).days // 7
    return COLOURS[weeks % len(COLOURS)]


def sale_price(pence, colour, day):
    """What an item tagged ``colour`` at ``pence`` sells for on ``day``."""
    if not isinstance(pence, int) or isinstance(pence, bool) or pence < 1:
        raise ValueError("a price is a whole number of pence, 1 or more")
    if _colour(colour) == sale_colour(day):
        return (pence + 1) // 2
    return pence


def basket_total(items, day):
    """Total in pence for a list of (pence, colour) on ``day``."""
    return sum(sale_price(pence, colour, day) for pence, colour in items)


def gift_aid(sales):
    """What we claim back: GIFT_AID per cent of the sales from Gift Aid donors, rounded
    down to a whole penny. sales is a list of (pence, donor code or None)."""
    total = sum(pence for pence, donor in sales if donor is not None)
    return total * GIFT_AID // 100


def donor_letters(sales, threshold=10000):
    """[(donor, pence)] for each donor whose goods sold for ``threshold`` or more in
    total: most first, equal totals in alphabetical order of the code."""
    totals = {}
    for pence, donor in sales:
        if donor is not None:
            totals[donor] = totals.get(donor, 0) + pence
    return sorted(((d, t) for d, t in totals.items() if t >= threshold),
                  key=lambda item: (-item[1], item[0]))
