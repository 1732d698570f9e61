"""Prices for my ice cream van. Money in pounds."""

PRICES = {"cone": 2.50, "tub": 2.80, "kids": 1.80, "lolly": 1.20}
TOPPINGS = {"flake": 0.50, "sauce": 0.30, "sprinkles": 0.20}


def line_price(line):
    """Price of one order line like "2 cone flake sauce" or "kids sprinkles".

    An optional count comes first (1 if there isn't one), then the item, then
    any toppings. Toppings are per item. Unknown items or toppings are a
    ValueError.
    """
    words = line.lower().split()
    count = 1
    if words and words[0].isdigit():
        count = int(words.pop(0))
    if not words or words[0] not in PRICES:
        raise ValueError(f"we don't sell that: {line!r}")
    each = PRICES[words[0]]
    for topping in words[1:]:
        if topping not in TOPPINGS:
            raise ValueError(f"no such topping: {topping!r}")
        each += TOPPINGS[topping]
    return round(each, 2)


def order_total(lines):
    """Price of a whole order (a list of lines), to the penny."""
    return round(sum(line_price(line) for line in lines), 2)


def change(paid, lines):
    """Change to give back; paying less than the order is a ValueError."""
    total = order_total(lines)
    if paid < total:
        raise ValueError(f"that's {total:.2f}, not enough")
    return round(paid - total, 2)
