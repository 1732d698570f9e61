"""Compare supermarket items by price per kg / per litre."""
import sys
from decimal import Decimal, InvalidOperation, ROUND_HALF_UP

UNITS = {"g": (Decimal("0.001"), "kg"), "kg": (Decimal(1), "kg"),
         "ml": (Decimal("0.001"), "l"), "l": (Decimal(1), "l")}


def parse_item(text):
    parts = text.split()
    if len(parts) < 3:
        raise ValueError(text)
    name = " ".join(parts[:-2])
    try:
        price = Decimal(parts[-2])
    except InvalidOperation:
        raise ValueError(text)
    if not price.is_finite() or price < 0:
        raise ValueError(text)
    size = parts[-1].lower()
    for unit in ("kg", "ml", "g", "l"):
        if size.endswith(unit):
            number = size[: -len(unit)]
            break
    else:
        raise ValueError(text)
    try:
        amount = Decimal(number)
    except InvalidOperation:
        raise ValueError(text)
    if not amount.is_finite() or amount <= 0:
        raise ValueError(text)
    factor, base = UNITS[unit]
    return name, price / (amount * factor), base


def main(argv):
    if not argv:
        print("usage: python unitprice.py ITEM [ITEM ...]", file=sys.stderr)
        return 2
    rows = []
    for arg in argv:
        try:
            rows.append(parse_item(arg))
        except ValueError:
            print(f"error: cannot parse item '{arg}'", file=sys.stderr)
            return 1
    rows.sort(key=lambda row: row[1])
    for name, per_unit, base in rows:
        shown = f"{float(per_unit):.2f}"
        print(f"{name}: {shown} per {base}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
