"""Total hours per day from a timesheet file.

usage: python hours.py TIMESHEET
"""

import re
import sys

LINE = re.compile(r"^(\d{4}-\d{2}-\d{2})\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$")


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) != 1:
        fail("usage: hours.py TIMESHEET")
    try:
        with open(argv[0], encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as exc:
        fail(f"cannot read {argv[0]}: {exc.strerror}")
    minutes = {}
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        match = LINE.match(line)
        if not match:
            fail(f"line {number}: malformed: {raw!r}")
        day, h1, m1, h2, m2 = match.groups()
        start = int(h1) * 60 + int(m1)
        end = int(h2) * 60 + int(m2)
        if end <= start:
            fail(f"line {number}: end time is not after start time")
        minutes[day] = minutes.get(day, 0) + end - start
    for day in sorted(minutes):
        print(f"{day} {round(minutes[day] / 60, 2)}")


if __name__ == "__main__":
    main(sys.argv[1:])
