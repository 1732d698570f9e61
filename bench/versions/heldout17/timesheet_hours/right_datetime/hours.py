#!/usr/bin/env python3
import re
import sys
from collections import defaultdict
from datetime import datetime

SHAPE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d-\d\d:\d\d$")


class BadEntry(Exception):
    pass


def parse(line):
    if not SHAPE.match(line):
        raise BadEntry
    day, span = line.split(" ")
    start_s, end_s = span.split("-")
    try:
        start = datetime.strptime(start_s, "%H:%M")
        end = datetime.strptime(end_s, "%H:%M")
    except ValueError:
        raise BadEntry from None
    if end <= start:
        raise BadEntry
    return day, int((end - start).total_seconds() // 60)


def hm(total):
    hours, minutes = divmod(total, 60)
    return "%d:%02d" % (hours, minutes)


def main():
    name = sys.argv[1]
    try:
        with open(name) as fh:
            text = fh.read()
    except OSError:
        sys.stderr.write("hours.py: cannot read %s\n" % name)
        sys.exit(2)
    totals = defaultdict(int)
    for lineno, line in enumerate(text.split("\n"), 1):
        line = line.strip()
        if line == "" or line[0] == "#":
            continue
        try:
            day, minutes = parse(line)
        except BadEntry:
            sys.stderr.write("hours.py: line %d: bad entry\n" % lineno)
            sys.exit(1)
        totals[day] += minutes
    out = ["%s %s" % (d, hm(totals[d])) for d in sorted(totals)]
    out.append("total " + hm(sum(totals.values())))
    print("\n".join(out))


if __name__ == "__main__":
    main()
