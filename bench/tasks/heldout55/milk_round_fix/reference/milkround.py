"""My milk round: the standing orders, what goes on the float each day, and the bills.

Customers tell me their order like "2 semi mon-fri, 1 oat sat": a number of
bottles, the milk, then the days - one day ("sat"), a run of days ("mon-fri")
or a few days split by "/" ("mon/wed/fri"). Several of those go in one order,
split by commas. I deliver Monday to Saturday, never on a Sunday.
"""

from datetime import timedelta

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat"]
PRICES = {"whole": 0.99, "semi": 0.95, "skimmed": 0.93, "oat": 1.45}  # pounds a bottle


def _days(text):
    """The delivery days that ``text`` stands for, Monday first."""
    text = text.strip().lower()
    if "-" in text:
        first, last = (part.strip() for part in text.split("-", 1))
        if first not in DAYS or last not in DAYS:
            raise ValueError(f"unknown day in {text!r}")
        a, b = DAYS.index(first), DAYS.index(last)
        if a > b:
            raise ValueError(f"days run backwards in {text!r}")
        return DAYS[a:b + 1]
    days = [part.strip() for part in text.split("/")]
    for day in days:
        if day not in DAYS:
            raise ValueError(f"unknown day {day!r}")
    return days


def parse_order(text):
    """A standing order as {day: {milk: bottles}}, e.g.

    parse_order("1 whole mon/thu") == {"mon": {"whole": 1}, "thu": {"whole": 1}}

    Milk names ignore capitals. The same milk twice on one day adds up. Each
    part must be exactly "<bottles> <milk> <days>" with bottles a whole number
    of 1 or more and a milk I sell, otherwise ValueError. An empty order is {}.
    """
    order = {}
    for part in text.split(","):
        if not part.strip():
            continue
        bits = part.split()
        if len(bits) != 3:
            raise ValueError(f"can't read {part.strip()!r}")
        count, milk, days = bits
        if not count.isdigit() or int(count) < 1:
            raise ValueError(f"bad number of bottles in {part.strip()!r}")
        milk = milk.lower()
        if milk not in PRICES:
            raise ValueError(f"I don't sell {milk!r}")
        for day in _days(days):
            slot = order.setdefault(day, {})
            slot[milk] = slot.get(milk, 0) + int(count)
    return order


def bottles_on(order, day):
    """{milk: bottles} that a house with this order gets on the date ``day``.

    Nothing (an empty dict) on a Sunday or a day with no order.
    """
    if day.weekday() == 6:
        return {}
    return dict(order.get(DAYS[day.weekday()], {}))


def bill(order, start, end, away=()):
    """What a house owes for every delivery from start to end (both dates
    included), in pounds to 2 decimal places. Dates in ``away`` (the customer
    told me to skip them) are left out. end before start is a ValueError.
    """
    if end < start:
        raise ValueError("end is before start")
    away = set(away)
    pence = 0
    day = start
    while day <= end:
        if day not in away:
            for milk, bottles in bottles_on(order, day).items():
                pence += round(PRICES[milk] * 100) * bottles
        day += timedelta(days=1)
    return pence / 100


def float_load(orders, day):
    """Bottles of each milk to load for ``day`` over all houses.

    orders is {house: order}. Gives {milk: bottles}, milks in alphabetical
    order, only milks that are needed.
    """
    load = {}
    for order in orders.values():
        for milk, bottles in bottles_on(order, day).items():
            load[milk] = load.get(milk, 0) + bottles
    return {milk: load[milk] for milk in sorted(load)}
