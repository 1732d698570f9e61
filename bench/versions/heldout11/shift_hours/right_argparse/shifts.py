import argparse
import sys
from datetime import date


class BadLine(Exception):
    pass


def clock(s):
    hh, sep, mm = s.partition(":")
    if sep != ":" or len(hh) != 2 or len(mm) != 2 or not hh.isdigit() or not mm.isdigit():
        raise BadLine
    h, m = int(hh), int(mm)
    if h >= 24 or m >= 60:
        raise BadLine
    return 60 * h + m


def shift(line):
    fields = line.split()
    if len(fields) != 3:
        raise BadLine
    try:
        y, mo, d = fields[0].split("-")
        if (len(y), len(mo), len(d)) != (4, 2, 2):
            raise BadLine
        day = date(int(y), int(mo), int(d))
    except ValueError:
        raise BadLine
    start, end = clock(fields[1]), clock(fields[2])
    length = end - start if end >= start else end + 1440 - start
    return day, length


def main():
    parser = argparse.ArgumentParser(description="total hours per day")
    parser.add_argument("timesheet")
    args = parser.parse_args()
    try:
        with open(args.timesheet) as f:
            lines = f.readlines()
    except OSError as e:
        print("error:", e, file=sys.stderr)
        return 1
    days = {}
    for n, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line.strip() or line.strip()[0] == "#":
            continue
        try:
            day, minutes = shift(line)
        except BadLine:
            print("error: line %d: %s" % (n, line), file=sys.stderr)
            return 2
        days[day] = days.get(day, 0) + minutes
    grand = 0
    for day, minutes in sorted(days.items()):
        grand += minutes
        print(f"{day} {minutes // 60}:{minutes % 60:02d}")
    print(f"TOTAL {grand // 60}:{grand % 60:02d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
