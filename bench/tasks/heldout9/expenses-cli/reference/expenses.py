"""Sum expenses per category from a CSV file.

Usage: python expenses.py FILE
"""
import csv
import sys
from decimal import Decimal, InvalidOperation


def read_totals(path):
    totals = {}
    with open(path, newline="") as handle:
        reader = csv.reader(handle)
        next(reader, None)  # header
        for line_no, row in enumerate(reader, start=2):
            if not row:
                continue
            category = row[1].strip()
            try:
                amount = Decimal(row[2].strip())
            except (InvalidOperation, IndexError):
                raise ValueError(f"line {line_no}: bad amount") from None
            if not amount.is_finite():
                raise ValueError(f"line {line_no}: bad amount")
            totals[category] = totals.get(category, Decimal("0")) + amount
    return totals


def main(argv):
    if len(argv) != 1:
        print("usage: python expenses.py FILE", file=sys.stderr)
        return 2
    path = argv[0]
    try:
        totals = read_totals(path)
    except OSError:
        print(f"error: cannot read {path}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for category, total in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{category}: {total:.2f}")
    grand = sum(totals.values(), Decimal("0"))
    print(f"TOTAL: {grand:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
