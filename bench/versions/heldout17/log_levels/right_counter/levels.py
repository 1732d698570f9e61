#!/usr/bin/env python3
import argparse
import sys
from collections import Counter

SEVERITY = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40, "CRITICAL": 50}


def count(lines, minimum):
    counted = Counter()
    bad = 0
    for line in lines:
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) < 3 or parts[1] not in SEVERITY:
            bad += 1
        elif SEVERITY[parts[1]] >= SEVERITY[minimum]:
            counted[parts[1]] += 1
    return counted, bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--min", dest="minimum", default="DEBUG", choices=list(SEVERITY))
    opts = ap.parse_args()
    counted, bad = count(sys.stdin, opts.minimum)
    for level in sorted(counted, key=SEVERITY.get):
        sys.stdout.write(f"{level} {counted[level]}\n")
    if bad > 0:
        sys.stderr.write(f"skipped: {bad}\n")
    failed = counted["ERROR"] + counted["CRITICAL"] > 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
