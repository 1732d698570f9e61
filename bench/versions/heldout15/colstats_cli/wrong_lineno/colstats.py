#!/usr/bin/env python3
"""Print count/min/max/mean of one numeric CSV column read from stdin."""
import argparse
import csv
import sys


def fmt(x):
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def main(argv=None):
    parser = argparse.ArgumentParser(prog="colstats.py")
    parser.add_argument("column")
    parser.add_argument("--sep", default=",")
    args = parser.parse_args(argv)

    reader = csv.reader(sys.stdin, delimiter=args.sep)
    header = next(reader, None)
    if not header or args.column not in header:
        print(f"error: no such column: {args.column}", file=sys.stderr)
        return 1
    idx = header.index(args.column)

    values = []
    for n, row in enumerate(reader, start=1):
        cell = row[idx].strip() if idx < len(row) else ""
        if not cell:
            continue
        try:
            values.append(float(cell))
        except ValueError:
            print(f"error: line {n}: not a number: '{cell}'", file=sys.stderr)
            return 2

    print(f"count: {len(values)}")
    if values:
        print(f"min: {fmt(min(values))}")
        print(f"max: {fmt(max(values))}")
        print(f"mean: {fmt(sum(values) / len(values))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
