"""Bake sale takings: python bakesale.py sales.csv"""

import csv
import sys
from decimal import Decimal


def summarise(rows):
    """{item: [sold, money]} from csv rows (dicts with item, price, sold)."""
    items = {}
    for row in rows:
        name = row["item"].strip()
        sold = int(row["sold"])
        entry = items.setdefault(name, [0, Decimal(0)])
        entry[0] += sold
        entry[1] += Decimal(row["price"].strip()) * sold
    return items


def report(items):
    lines = []
    for name, (sold, money) in sorted(items.items(), key=lambda kv: (-kv[1][1], kv[0])):
        lines.append(f"{name}: {sold} sold, £{money:.2f}")
    total = sum((money for _, money in items.values()), Decimal(0))
    lines.append(f"total: £{total:.2f}")
    return "\n".join(lines)


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python bakesale.py sales.csv", file=sys.stderr)
        return 2
    try:
        with open(args[0], newline="", encoding="utf-8") as fh:
            items = summarise(csv.DictReader(fh))
    except FileNotFoundError:
        print(f"bakesale: no such file: {args[0]}", file=sys.stderr)
        return 1
    print(report(items))
    return 0


if __name__ == "__main__":
    sys.exit(main())
