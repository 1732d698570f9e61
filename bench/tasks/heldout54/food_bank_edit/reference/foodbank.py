"""Stock and parcels for the food bank at St Anne's church hall.

The stock sheet is a text file, one line per item:

    beans: 24
    Tinned tomatoes: 10

Names don't care about capitals; blank lines and # comments are skipped.
"""

import math

# what goes in a parcel, per person in the household (rounded up per parcel)
PER_PERSON = {"pasta": 1, "tinned tomatoes": 1, "beans": 2, "cereal": 0.5, "tea": 0.25}
MAX_PEOPLE = 10


def parse_stock(lines):
    """{item: count} from the stock sheet; an item listed twice is added up.

    A line that isn't "name: whole number (0 or more)" is a ValueError.
    """
    stock = {}
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, count = line.partition(":")
        name = name.strip().lower()
        count = count.strip()
        if not sep or not name or not count.isdigit():
            raise ValueError(f"bad stock line: {line!r}")
        stock[name] = stock.get(name, 0) + int(count)
    return stock


def parcel_contents(people):
    """{item: count} for one parcel for a household of ``people``.

    Each item is PER_PERSON times the people, rounded up. people must be
    a whole number from 1 to MAX_PEOPLE, else ValueError.
    """
    if not isinstance(people, int) or isinstance(people, bool) or not 1 <= people <= MAX_PEOPLE:
        raise ValueError(f"a household is 1 to {MAX_PEOPLE} people")
    return {item: math.ceil(rate * people) for item, rate in PER_PERSON.items()}


def parcels_possible(stock, people):
    """How many parcels for households of ``people`` the stock could make."""
    need = parcel_contents(people)
    return min(stock.get(item, 0) // count for item, count in need.items())


def shopping_list(stock, parcels, people):
    """{item: how many short} to make ``parcels`` parcels for households of ``people``.

    Only the items that are short, in the order of PER_PERSON.
    """
    need = parcel_contents(people)
    short = {}
    for item, count in need.items():
        missing = count * parcels - stock.get(item, 0)
        if missing > 0:
            short[item] = missing
    return short


def pack_parcels(stock, households):
    """Pack parcels for the households in the order they're given.

    households is a list of (name, people). A household whose whole parcel
    is in stock gets it (the stock goes down); one that can't have its whole
    parcel gets nothing and waits, and the next household is tried. Returns
    {"packed": [names], "waiting": [names], "left": {item: count}}, where
    "left" has every item of the stock, in the stock's order, zeros kept.
    stock itself is not changed. people is checked as in parcel_contents().
    """
    left = dict(stock)
    packed, waiting = [], []
    for name, people in households:
        need = parcel_contents(people)
        if all(left.get(item, 0) >= count for item, count in need.items()):
            for item, count in need.items():
                left[item] -= count
            packed.append(name)
        else:
            waiting.append(name)
    return {"packed": packed, "waiting": waiting, "left": left}
