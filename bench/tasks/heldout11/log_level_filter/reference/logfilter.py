"""Filter log lines by minimum level."""
import argparse
import sys

LEVELS = ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
RANK = {name: i for i, name in enumerate(LEVELS)}


def level_of(line):
    parts = line.split()
    if len(parts) < 3:
        return None
    level = parts[2].upper()
    return level if level in RANK else None


def main(argv=None):
    parser = argparse.ArgumentParser(description="Filter log lines by level.")
    parser.add_argument("path", nargs="?", default="-")
    parser.add_argument("--min", default="WARNING", dest="min_level")
    parser.add_argument("--count", action="store_true")
    args = parser.parse_args(argv)
    threshold = args.min_level.upper()
    if threshold not in RANK:
        parser.error(f"unknown level: {args.min_level}")
    if args.path == "-":
        lines = sys.stdin.read().splitlines()
    else:
        with open(args.path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    counts = {}
    for line in lines:
        level = level_of(line)
        if level is None or RANK[level] < RANK[threshold]:
            continue
        counts[level] = counts.get(level, 0) + 1
        if not args.count:
            print(line)
    if args.count:
        for level in LEVELS:
            if level in counts:
                print(f"{level} {counts[level]}")
    return 0 if counts else 1


if __name__ == "__main__":
    sys.exit(main())
