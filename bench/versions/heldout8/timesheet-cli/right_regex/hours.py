#!/usr/bin/env python3
import argparse
import re
import sys

PATTERN = re.compile(r"(\d\d\d\d-\d\d-\d\d) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)")


def error(text):
    print("error:", text, file=sys.stderr)
    sys.exit(2)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("timesheet")
    args = parser.parse_args()
    try:
        with open(args.timesheet) as fh:
            content = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        error(f"cannot read {args.timesheet}: {exc}")
    totals = {}
    for line in content.split("\n"):
        line = line.strip()
        if line == "":
            continue
        m = PATTERN.fullmatch(line)
        if m is None:
            error(f"bad line {line!r}")
        day = m.group(1)
        a = int(m.group(2)) * 60 + int(m.group(3))
        b = int(m.group(4)) * 60 + int(m.group(5))
        if not b > a:
            error(f"end before start in {line!r}")
        totals[day] = totals.get(day, 0) + (b - a)
    for day, mins in sorted(totals.items()):
        print("%s %.2f" % (day, mins / 60))


if __name__ == "__main__":
    main()
