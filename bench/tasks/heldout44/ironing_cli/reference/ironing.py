"""The bill for an ironing order: python ironing.py shirts=5 trousers=2 [--express]"""

import sys

PRICES = {"shirts": 1.50, "trousers": 2.00, "dresses": 3.50, "bedding": 5.00}
EXPRESS_RATE = 0.5


def parse_args(args):
    express = False
    items = []
    for arg in args:
        if arg == "--express":
            express = True
            continue
        item, sep, count = arg.partition("=")
        if not sep:
            raise ValueError(f"expected item=count, got {arg!r}")
        if item not in PRICES:
            raise ValueError(f"not on the price list: {item!r}")
        if not count.isdigit() or int(count) < 1:
            raise ValueError(f"count must be a whole number 1 or more: {arg!r}")
        items.append((item, int(count)))
    if not items:
        raise ValueError("no items given")
    return items, express


def bill_lines(items, express):
    lines = []
    total = 0.0
    for item, count in items:
        cost = PRICES[item] * count
        total += cost
        lines.append(f"{item} {count} x {PRICES[item]:.2f} = {cost:.2f}")
    if express:
        extra = total * EXPRESS_RATE
        lines.append(f"express {extra:.2f}")
        total += extra
    lines.append(f"total {total:.2f}")
    return lines


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    try:
        items, express = parse_args(args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print("\n".join(bill_lines(items, express)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
