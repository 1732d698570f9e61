"""How many days until (or since) a date.

usage: python countdown.py TARGET [--from DATE]
"""

import argparse
import sys
from datetime import date


def iso_date(text):
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {text!r}")


def describe(target, start):
    days = (target - start).days
    if days == 0:
        return "today"
    n = abs(days)
    unit = "day" if n == 1 else "days"
    return f"{n} {unit}"


def main(argv=None):
    parser = argparse.ArgumentParser(description="days until a date")
    parser.add_argument("target", type=iso_date)
    parser.add_argument("--from", dest="start", type=iso_date, default=None)
    args = parser.parse_args(argv)
    start = args.start if args.start is not None else date.today()
    print(describe(args.target, start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
