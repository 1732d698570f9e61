#!/usr/bin/env python3
"""Print each distinct line once, in order of first appearance.

    python dedupe.py [-i] [-c] [FILE ...]
"""
import argparse
import sys


def read_lines(names):
    """Yield lines from the named files (stdin when none); report unreadable ones."""
    failed = []
    if not names:
        yield from sys.stdin
        return
    for name in names:
        try:
            with open(name, encoding="utf-8", errors="replace") as handle:
                yield from handle
        except OSError:
            print(f"dedupe.py: {name}: cannot open", file=sys.stderr)
            failed.append(name)
    read_lines.failed = bool(failed)


def dedupe(lines, ignore_case=False):
    """Return [(line, count)] for the distinct lines, first appearance order."""
    first = {}
    counts = {}
    for raw in lines:
        line = raw.rstrip()
        key = line.casefold() if ignore_case else line
        if key not in first:
            first[key] = line
            counts[key] = 0
        counts[key] += 1
    return [(first[key], counts[key]) for key in sorted(first)]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="dedupe.py")
    parser.add_argument("-i", action="store_true", help="ignore case")
    parser.add_argument("-c", action="store_true", help="prefix counts")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    read_lines.failed = False
    for line, count in dedupe(read_lines(args.files), args.i):
        print(f"{count} {line}" if args.c else line)
    return 1 if read_lines.failed else 0


if __name__ == "__main__":
    sys.exit(main())
