import sys
from fractions import Fraction

FACTORS = {"kg": (1, "kg"), "g": (Fraction(1, 1000), "kg"),
           "l": (1, "l"), "ml": (Fraction(1, 1000), "l")}


class BadItem(Exception):
    pass


def to_fraction(text):
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise BadItem
    if "/" in text:
        raise BadItem
    return value


def parse(arg):
    words = arg.split()
    if len(words) < 3:
        raise BadItem
    *name_words, price_text, size_text = words
    price = to_fraction(price_text)
    size_text = size_text.lower()
    unit = next((u for u in ("kg", "ml", "g", "l") if size_text.endswith(u)), None)
    if unit is None:
        raise BadItem
    amount = to_fraction(size_text[: -len(unit)]) if size_text[: -len(unit)] else None
    if amount is None or amount <= 0 or price < 0:
        raise BadItem
    factor, base = FACTORS[unit]
    return " ".join(name_words), price / (amount * factor), base


def cents_half_up(value):
    cents = (value * 100 + Fraction(1, 2)).__floor__()
    return "%d.%02d" % divmod(cents, 100)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: python unitprice.py ITEM [ITEM ...]", file=sys.stderr)
        raise SystemExit(2)
    items = []
    for arg in sys.argv[1:]:
        try:
            items.append(parse(arg))
        except BadItem:
            print(f"error: cannot parse item '{arg}'", file=sys.stderr)
            raise SystemExit(1)
    for name, value, base in sorted(items, key=lambda t: t[1]):
        print(f"{name}: {cents_half_up(value)} per {base}")
