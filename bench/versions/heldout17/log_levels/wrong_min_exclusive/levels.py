"""Count log lines per level from stdin."""
import argparse
import sys

LEVELS = ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


def main(argv=None):
    parser = argparse.ArgumentParser(description="count log levels")
    parser.add_argument("--min", choices=LEVELS, default="DEBUG")
    args = parser.parse_args(argv)
    floor = LEVELS.index(args.min)
    counts = dict.fromkeys(LEVELS, 0)
    skipped = 0
    for line in sys.stdin:
        fields = line.split(None, 2)
        if not fields:
            continue
        if len(fields) < 3 or fields[1] not in counts:
            skipped += 1
            continue
        if LEVELS.index(fields[1]) > floor or floor == 0:
            counts[fields[1]] += 1
    for level in LEVELS:
        if counts[level]:
            print(f"{level} {counts[level]}")
    if skipped:
        print(f"skipped: {skipped}", file=sys.stderr)
    return 1 if counts["ERROR"] or counts["CRITICAL"] else 0


if __name__ == "__main__":
    sys.exit(main())
