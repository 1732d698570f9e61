"""Lunch orders for the sandwich bar.

Offices phone or email in an order slip, one line per sandwich:
"3x egg mayo" means three egg mayo, and just "egg mayo" means one.
"""

MENU = {
    "blt": 4.20,
    "tuna melt": 4.80,
    "egg mayo": 3.60,
    "cheese and pickle": 3.40,
    "hummus wrap": 4.00,
    "chicken club": 5.10,
}
BIG_ORDER = 10  # this many sandwiches or more on one slip...
BIG_ORDER_OFF = 0.10  # ...gets this much off the whole slip


def parse_line(line):
    """(sandwich, how many) from one line of a slip.

    A line is either "3x egg mayo" (how many, an x straight after the
    number, a space, then the sandwich) or just "egg mayo" for one.
    Capitals and spaces at the ends don't matter; the sandwich comes back
    in small letters. A sandwich that isn't on MENU, or a count of 0, is a
    ValueError.
    """
    text = line.strip().lower()
    count = 1
    if text[:1].isdigit():
        count = int(text[0])
        text = text[text.index("x") + 1:].strip()
    if text not in MENU:
        raise ValueError(f"not on the menu: {line!r}")
    if count < 1:
        raise ValueError(f"no sandwiches on this line: {line!r}")
    return text, count


def parse_slip(lines):
    """[(sandwich, how many)] for every line of the slip; blank lines are skipped."""
    return [parse_line(line) for line in lines if line.strip()]


def kitchen_list(lines):
    """[(sandwich, how many)] to make, each sandwich once, in name order.

    The same sandwich on more than one line is added up.
    """
    totals = {}
    for name, count in parse_slip(lines):
        totals[name] = totals.get(name, 0) + count
    return sorted(totals.items())


def order_total(lines):
    """Price of the whole slip, to 2 decimal places.

    With BIG_ORDER sandwiches or more altogether, BIG_ORDER_OFF comes off.
    """
    items = parse_slip(lines)
    total = sum(MENU[name] * count for name, count in items)
    if sum(count for _, count in items) >= BIG_ORDER:
        total *= 1 - BIG_ORDER_OFF
    return round(total, 2)
