"""Sum the hours of a work log per day."""
import argparse
import re
import sys
from datetime import date

ENTRY = re.compile(r"(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})-(\d{2}):(\d{2})")


class EntryError(Exception):
    pass


def parse_line(text):
    m = ENTRY.fullmatch(text)
    if not m:
        raise EntryError("expected YYYY-MM-DD HH:MM-HH:MM")
    y, mo, d, h1, m1, h2, m2 = (int(g) for g in m.groups())
    try:
        day = date(y, mo, d)
    except ValueError:
        raise EntryError("no such date")
    if h1 > 23 or h2 > 23 or m1 > 59 or m2 > 59:
        raise EntryError("invalid time")
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if end <= start:
        raise EntryError("end is not after start")
    return day.isoformat(), end - start


def fmt(minutes, decimal):
    if decimal:
        return f"{minutes / 60:.2f}"
    return f"{minutes // 60}:{minutes % 60:02d}"


def main():
    parser = argparse.ArgumentParser(prog="timesheet.py")
    parser.add_argument("--decimal", action="store_true")
    parser.add_argument("file", nargs="?", default="-")
    args = parser.parse_args()
    if args.file == "-":
        lines = sys.stdin.read().splitlines()
    else:
        try:
            with open(args.file, encoding="utf-8") as fh:
                lines = fh.read().splitlines()
        except OSError as exc:
            print(f"timesheet.py: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
            return 1
    per_day = {}
    for number, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        try:
            day, minutes = parse_line(text)
        except EntryError as exc:
            print(f"line {number}: {exc}", file=sys.stderr)
            return 2
        per_day[day] = per_day.get(day, 0) + minutes
    for day in per_day:
        print(f"{day} {fmt(per_day[day], args.decimal)}")
    print(f"total {fmt(sum(per_day.values()), args.decimal)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
