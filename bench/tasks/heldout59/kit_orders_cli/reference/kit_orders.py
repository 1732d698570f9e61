"""Add up the club kit order: python kit_orders.py orders.csv [--item ITEM]"""

import argparse
import csv
import sys

PRICES = {"hoodie": 2800, "shirt": 1800, "shorts": 1200, "socks": 650, "training top": 2200}
SIZES = ["XS", "S", "M", "L", "XL", "XXL"]


class OrderError(Exception):
    pass


def read_orders(path):
    """{item: {size: quantity}} from the orders file."""
    counts = {}
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    for number, row in enumerate(rows, start=1):
        if number == 1 or not any(cell.strip() for cell in row):
            continue
        if len(row) != 4:
            raise OrderError(f"line {number}: expected name,item,size,quantity")
        _, item, size, quantity = (cell.strip() for cell in row)
        item = " ".join(item.split()).lower()
        size = size.upper()
        if item not in PRICES:
            raise OrderError(f"line {number}: unknown item {item!r}")
        if size not in SIZES:
            raise OrderError(f"line {number}: unknown size {size!r}")
        if not quantity.isdigit() or int(quantity) < 1:
            raise OrderError(f"line {number}: quantity must be a whole number, 1 or more")
        sizes = counts.setdefault(item, {})
        sizes[size] = sizes.get(size, 0) + int(quantity)
    return counts


def report(counts, only=None):
    lines = []
    items = pence = 0
    for item in sorted(counts):
        if only is not None and item != only:
            continue
        sizes = counts[item]
        parts = [f"{size} {sizes[size]}" for size in SIZES if size in sizes]
        n = sum(sizes.values())
        lines.append(f"{item}: {', '.join(parts)} ({n})")
        items += n
        pence += n * PRICES[item]
    word = "item" if items == 1 else "items"
    lines.append(f"total: {items} {word}, £{pence // 100}.{pence % 100:02d}")
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description="Add up the club kit order.")
    parser.add_argument("orders")
    parser.add_argument("--item")
    args = parser.parse_args(argv)
    only = None
    if args.item is not None:
        only = " ".join(args.item.split()).lower()
        if only not in PRICES:
            print(f"error: unknown item {args.item!r}", file=sys.stderr)
            return 1
    try:
        counts = read_orders(args.orders)
    except OSError as exc:
        print(f"error: can't read {args.orders}: {exc.strerror}", file=sys.stderr)
        return 1
    except OrderError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print("\n".join(report(counts, only)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
