#!/usr/bin/env python3
"""Print a person's age in completed years.

    python age.py BIRTHDATE [--on DATE]
"""
import argparse
import sys
from datetime import date


def parse_date(text):
    try:
        if len(text) != 10 or text[4] != "-" or text[7] != "-":
            raise ValueError(text)
        return date(int(text[:4]), int(text[5:7]), int(text[8:]))
    except ValueError:
        raise ValueError(f"invalid date: {text}")


def birthday_in(birth, year):
    """The birthday of someone born on ``birth`` in ``year`` (29 Feb -> 1 Mar)."""
    try:
        return birth.replace(year=year)
    except ValueError:  # 29 February in a common year
        return date(year, 2, 28)


def age_on(birth, on):
    if birth > on:
        raise ValueError("birth date is in the future")
    years = on.year - birth.year
    if on < birthday_in(birth, on.year):
        years -= 1
    return years


def main(argv=None):
    parser = argparse.ArgumentParser(prog="age.py", description="Age in completed years.")
    parser.add_argument("birthdate", help="YYYY-MM-DD")
    parser.add_argument("--on", metavar="DATE", help="reference date (default: today)")
    args = parser.parse_args(argv)
    try:
        birth = parse_date(args.birthdate)
        on = parse_date(args.on) if args.on is not None else date.today()
        print(age_on(birth, on))
    except ValueError as exc:
        print(f"age.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
