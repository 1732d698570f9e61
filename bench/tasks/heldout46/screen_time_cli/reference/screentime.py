"""Screen time totals per app from a usage CSV (date,app,minutes)."""

import argparse
import sys


def hm(minutes):
    return f"{minutes // 60}h {minutes % 60:02d}m"


def read_usage(path, day=None):
    totals = {}
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if number == 1 or not line.strip():
                continue
            parts = [p.strip() for p in line.split(",")]
            if len(parts) != 3 or not parts[2].isdigit():
                raise ValueError(f"bad line {number}: {line.strip()}")
            date, app, minutes = parts
            if day is None or date == day:
                totals[app] = totals.get(app, 0) + int(minutes)
    return totals


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("file")
    parser.add_argument("--day")
    parser.add_argument("--top", type=int)
    args = parser.parse_args(argv)
    try:
        totals = read_usage(args.file, args.day)
    except OSError as exc:
        print(f"can't read {args.file}: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1
    if not totals:
        print("No screen time recorded.")
        return 0
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    if args.top is not None:
        ranked = ranked[:args.top]
    for app, minutes in ranked:
        print(f"{app}: {hm(minutes)}")
    print(f"Total: {hm(sum(totals.values()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
