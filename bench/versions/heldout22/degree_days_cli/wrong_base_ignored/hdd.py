"""Heating degree days per month from a CSV of daily min/max temperatures."""
import argparse
import datetime
import re
import sys

DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


class InputError(Exception):
    pass


def parse_date(text):
    m = DATE.fullmatch(text)
    if not m:
        raise ValueError(text)
    return datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))


def read_days(lines, base):
    """Return {date: hdd}; raise InputError with the message for the first bad line."""
    days = {}
    for number, line in enumerate(lines, start=1):
        line = line.rstrip("\r\n")
        if number == 1:
            if line != "date,min,max":
                raise InputError("error: line 1: bad header")
            continue
        if not line.strip():
            continue
        fields = line.split(",")
        try:
            if len(fields) != 3:
                raise ValueError(line)
            day = parse_date(fields[0])
            low, high = float(fields[1]), float(fields[2])
            if low > high:
                raise ValueError(line)
        except ValueError:
            raise InputError(f"error: line {number}: bad record") from None
        if day in days:
            raise InputError(f"error: line {number}: duplicate date {day.isoformat()}")
        days[day] = max(0.0, base - (low + high) / 2)
    return days


def main(argv=None):
    parser = argparse.ArgumentParser(prog="hdd.py")
    parser.add_argument("file")
    parser.add_argument("--base", type=float, default=15.5)
    args = parser.parse_args(argv)
    try:
        with open(args.file, encoding="utf-8") as fh:
            lines = fh.readlines()
    except OSError:
        print(f"error: cannot read {args.file}", file=sys.stderr)
        return 1
    try:
        days = read_days(lines, 15.5)
    except InputError as exc:
        print(exc, file=sys.stderr)
        return 1
    months = {}
    for day, value in days.items():
        key = f"{day.year:04d}-{day.month:02d}"
        months[key] = months.get(key, 0.0) + value
    for key in sorted(months):
        print(f"{key} {months[key]:.1f}")
    print(f"total {sum(days.values()):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
