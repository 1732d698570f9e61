"""My window cleaning round: what each house pays and when I'm next there."""

from datetime import timedelta

DOWN_PRICE = 1.50  # per downstairs window
UP_PRICE = 2.00  # per upstairs window (ladder work)
CONSERVATORY = 12.00  # a conservatory, roof and sides, is a flat extra
MINIMUM = 8.00  # the least I'll do a house for, not counting a conservatory
EVERY_WEEKS = 4


def parse_house(line):
    """One line of my round book -> a dict.

    "14 Birch Close; 6 down; 4 up; conservatory" gives
    {"address": "14 Birch Close", "down": 6, "up": 4, "conservatory": True}.
    The address comes first, then any of "N down", "N up" and
    "conservatory" in any order, any capitals, split by ";". Anything left
    out is 0 (or False). A part I don't recognise, or no address, is a
    ValueError.
    """
    parts = [p.strip() for p in line.split(";")]
    if not parts[0]:
        raise ValueError("no address")
    house = {"address": parts[0], "down": 0, "up": 0, "conservatory": False}
    for part in parts[1:]:
        words = part.split()
        if words == ["conservatory"]:
            house["conservatory"] = True
        elif len(words) == 2 and words[0].isdigit() and words[1].lower() in ("down", "up"):
            house[words[1].lower()] = int(words[0])
        else:
            raise ValueError(f"don't understand {part!r}")
    return house


def house_price(house):
    """What one clean of the house costs, to 2 decimal places.

    The windows (down and up at their prices) come to at least MINIMUM,
    then a conservatory adds CONSERVATORY on top.
    """
    windows = house["down"] * DOWN_PRICE + house["up"] * UP_PRICE
    if house["conservatory"]:
        windows += CONSERVATORY
    return round(max(windows, MINIMUM), 2)


def visits(first, until):
    """Visit dates from ``first`` every EVERY_WEEKS weeks, up to and including
    ``until``. until before first is an empty list."""
    dates = []
    day = first
    while day < until:
        dates.append(day)
        day += timedelta(weeks=EVERY_WEEKS)
    return dates


def balance(house, cleans, paid):
    """What the customer owes after ``cleans`` cleans and ``paid`` pounds paid,
    to 2 decimal places. Negative means they're in credit."""
    if cleans < 0 or paid < 0:
        raise ValueError("cleans and paid can't be negative")
    return round(house_price(house) * cleans - paid, 2)


def round_total(lines):
    """Takings for one full round: the price of every house in the book.

    Blank lines and lines starting with # are skipped.
    """
    total = 0.0
    for line in lines:
        if line.strip() and not line.lstrip().startswith("#"):
            total += house_price(parse_house(line))
    return round(total, 2)
