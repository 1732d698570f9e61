"""Prices and ready dates for the dry cleaner's counter. Money in pounds."""

from datetime import timedelta

PRICES = {"shirt": 3.50, "trousers": 6.00, "suit": 14.00, "dress": 11.00,
          "coat": 16.50, "duvet": 22.00}
SHIRT_DEAL = (5, 15.00)  # every full 5 shirts on a ticket cost 15.00 together
EXPRESS_SURCHARGE = 0.5  # express: half as much again on the whole ticket
READY_DAYS = 3  # shop days until ready
EXPRESS_DAYS = 1
CLOSED = 6  # Sunday (date.weekday()): the shop is shut, it doesn't count


def item_price(item):
    """Price of one item; capitals and outer spaces don't matter. Unknown: ValueError."""
    key = item.strip().lower()
    if key not in PRICES:
        raise ValueError(f"we don't clean {item!r}")
    return PRICES[key]


def ticket_total(items, express=False):
    """Total for a ticket (a list of item names), rounded to 2 places.

    Every full group of 5 shirts costs 15.00; shirts left over and everything
    else are at the normal price. express adds half as much again to the whole
    total. An empty ticket is a ValueError.
    """
    if not items:
        raise ValueError("nothing on the ticket")
    shirts = 0
    total = 0.0
    for item in items:
        price = item_price(item)
        if item.strip().lower() == "shirt":
            shirts += 1
        else:
            total += price
    groups, left = divmod(shirts, SHIRT_DEAL[0])
    total += groups * SHIRT_DEAL[1] + left * PRICES["shirt"]
    if express:
        total *= 1 + EXPRESS_SURCHARGE
    return round(total, 2)


def ready_date(dropped, express=False):
    """When a ticket handed in on dropped (a date) is ready: READY_DAYS shop days
    later (EXPRESS_DAYS for express). Sundays the shop is shut and don't count."""
    need = EXPRESS_DAYS if express else READY_DAYS
    day = dropped
    while need:
        day += timedelta(days=1)
        if day.weekday() != CLOSED:
            need -= 1
    return day


def parse_ticket(text):
    """"2 shirt, suit, 3 trousers" -> ["shirt", "shirt", "suit", "trousers", ...].

    Each part is an item with an optional count (a whole number, 1 or more) in
    front; names are given back in lower case. Unknown items, a count of 0 and
    empty parts are ValueError.
    """
    items = []
    for part in text.split(","):
        words = part.split()
        if not words:
            raise ValueError("empty part in ticket")
        count = 1
        if words[0].isdigit():
            count = int(words[0])
            words = words[1:]
            if count < 1:
                raise ValueError("count must be 1 or more")
        name = " ".join(words).lower()
        item_price(name)
        items.extend([name] * count)
    return items
