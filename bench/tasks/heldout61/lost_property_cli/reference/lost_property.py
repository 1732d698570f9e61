"""List the lost property box at the swimming pool.

    python lost_property.py FILE [--today YYYY-MM-DD] [--older-than DAYS] [--search WORD]
"""

import argparse
import csv
import sys
from datetime import date


def read_items(path):
    items = []
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        for number, row in enumerate(reader, start=2):
            try:
                found = date.fromisoformat((row.get("found") or "").strip())
            except ValueError:
                raise ValueError(f"line {number}: bad date {row.get('found')!r}") from None
            items.append({"found": found, "item": (row.get("item") or "").strip(),
                          "colour": (row.get("colour") or "").strip(),
                          "where": (row.get("where") or "").strip()})
    return items


def describe(item):
    text = f"{item['found'].isoformat()}  {item['item']}"
    if item["colour"]:
        text += f" ({item['colour']})"
    return text + f" - {item['where']}"


def choose(items, today, older_than=None, search=None):
    out = []
    for item in items:
        if older_than is not None and (today - item["found"]).days <= older_than:
            continue
        if search:
            word = search.lower()
            if not any(word in item[k].lower() for k in ("item", "colour", "where")):
                continue
        out.append(item)
    return sorted(out, key=lambda i: i["found"])


def _day(text):
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date: {text!r}") from None


def _days(text):
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"not a number of days: {text!r}")
    return int(text)


def main(argv=None):
    p = argparse.ArgumentParser(description="List the lost property box.")
    p.add_argument("file")
    p.add_argument("--today", type=_day, default=None)
    p.add_argument("--older-than", type=_days, default=None)
    p.add_argument("--search", default=None)
    args = p.parse_args(argv)
    today = args.today or date.today()
    try:
        items = read_items(args.file)
    except OSError as e:
        print(f"can't read {args.file}: {e.strerror}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return 1
    chosen = choose(items, today, args.older_than, args.search)
    if not chosen:
        print("no items")
        return 0
    for item in chosen:
        print(describe(item))
    print(f"{len(chosen)} item" + ("" if len(chosen) == 1 else "s"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
