#!/usr/bin/env python3
import argparse
import csv
import re
import sys
from collections import defaultdict
from datetime import datetime


def fail(msg):
    sys.stderr.write(msg + "\n")
    raise SystemExit(1)


def main():
    ap = argparse.ArgumentParser(description="heating degree days per month")
    ap.add_argument("path")
    ap.add_argument("--base", type=float, default=15.5)
    ns = ap.parse_args()

    try:
        fh = open(ns.path, newline="")
    except OSError:
        fail("error: cannot read %s" % ns.path)
    with fh:
        rows = list(csv.reader(fh))

    if not rows or rows[0] != ["date", "min", "max"]:
        fail("error: line 1: bad header")

    seen = set()
    monthly = defaultdict(float)
    grand = 0.0
    for lineno, row in enumerate(rows[1:], 2):
        if not row or (len(row) == 1 and not row[0].strip()):
            continue
        if len(row) != 3 or not re.fullmatch(r"\d{4}-\d\d-\d\d", row[0]):
            fail("error: line %d: bad record" % lineno)
        try:
            when = datetime.strptime(row[0], "%Y-%m-%d").date()
            tmin = float(row[1])
            tmax = float(row[2])
        except ValueError:
            fail("error: line %d: bad record" % lineno)
        if tmin > tmax:
            fail("error: line %d: bad record" % lineno)
        if when in seen:
            fail("error: line %d: duplicate date %s" % (lineno, row[0]))
        seen.add(when)
        value = ns.base - (tmin + tmax) / 2
        if value < 0:
            value = 0.0
        monthly[(when.year, when.month)] += value
        grand += value

    for (y, m) in sorted(monthly):
        print("%04d-%02d %.1f" % (y, m, monthly[(y, m)]))
    print("total %.1f" % grand)


if __name__ == "__main__":
    main()
