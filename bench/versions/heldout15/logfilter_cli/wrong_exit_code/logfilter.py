#!/usr/bin/env python3
"""Filter application log entries by level and time."""
import argparse
import re
import sys
from datetime import datetime

LEVELS = ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
ENTRY = re.compile(r"^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\s+(DEBUG|INFO|WARNING|ERROR|CRITICAL)\s")
TS_FORMAT = "%Y-%m-%d %H:%M:%S"


def main(argv=None):
    parser = argparse.ArgumentParser(prog="logfilter.py")
    parser.add_argument("--level", default="INFO")
    parser.add_argument("--since")
    parser.add_argument("file", nargs="?")
    args = parser.parse_args(argv)

    level = args.level.upper()
    if level not in LEVELS:
        print(f"logfilter: unknown level: {args.level}", file=sys.stderr)
        return 2
    min_rank = LEVELS.index(level)

    since = None
    if args.since is not None:
        try:
            since = datetime.strptime(args.since, TS_FORMAT)
        except ValueError:
            print(f"logfilter: bad --since value: {args.since}", file=sys.stderr)
            return 2

    if args.file is None:
        lines = sys.stdin.read().splitlines()
    else:
        try:
            with open(args.file, encoding="utf-8") as fh:
                lines = fh.read().splitlines()
        except OSError:
            print(f"logfilter: cannot open {args.file}", file=sys.stderr)
            return 2

    total = shown = 0
    printing = False
    for line in lines:
        m = ENTRY.match(line)
        if m:
            total += 1
            stamp = datetime.strptime(m.group(1), TS_FORMAT)
            printing = LEVELS.index(m.group(2)) >= min_rank and (since is None or stamp >= since)
            if printing:
                shown += 1
        if printing:
            print(line)

    print(f"{shown} of {total} entries shown", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
