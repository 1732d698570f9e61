"""What in the pantry needs using up: python pantry.py FILE [--days N] [--today YYYY-MM-DD]."""

import argparse
import csv
import sys
from datetime import date, timedelta


def whole_days(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("days can't be negative")
    return value


def iso_day(text):
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {text!r}") from None


def read_items(path):
    items = []
    with open(path, newline="", encoding="utf-8") as fh:
        rows = csv.reader(fh)
        next(rows, None)  # the header
        for number, row in enumerate(rows, start=2):
            if not row or not any(cell.strip() for cell in row):
                continue
            try:
                if len(row) != 3:
                    raise ValueError("expected 3 columns")
                item, best_before, quantity = row
                best_before = date.fromisoformat(best_before)
                quantity = int(quantity)
                if quantity < 0:
                    raise ValueError("negative quantity")
            except ValueError as err:
                print(f"skipping line {number}: {err}", file=sys.stderr)
                continue
            if quantity > 0:
                items.append((best_before, item, quantity))
    return items


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("file")
    parser.add_argument("--days", type=whole_days, default=7)
    parser.add_argument("--today", type=iso_day, default=None)
    args = parser.parse_args(argv)
    today = args.today or date.today()
    try:
        items = read_items(args.file)
    except OSError as err:
        print(f"pantry: can't read {args.file}: {err}", file=sys.stderr)
        return 1
    limit = today + timedelta(days=args.days)
    due = sorted((item for item in items if item[0] <= limit),
                 key=lambda item: (item[0], item[1].lower()))
    if not due:
        print("Nothing to use up.")
        return 0
    for best_before, name, qty in due:
        line = f"{best_before.isoformat()}  {name} x{qty}"
        if best_before < today:
            line += " (expired)"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
