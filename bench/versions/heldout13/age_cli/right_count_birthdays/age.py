"""age.py BIRTHDATE [--on DATE] -- completed years of age."""
import argparse
import calendar
import sys
from datetime import date, datetime


def read_date(text):
    try:
        return datetime.strptime(text, "%Y-%m-%d").date()
    except ValueError:
        return None


def birthday(born, year):
    if (born.month, born.day) == (2, 29) and not calendar.isleap(year):
        return date(year, 3, 1)
    return date(year, born.month, born.day)


def completed_years(born, ref):
    count = 0
    year = born.year + 1
    while year <= ref.year and birthday(born, year) <= ref:
        count += 1
        year += 1
    return count


def main():
    ap = argparse.ArgumentParser(prog="age.py")
    ap.add_argument("birth")
    ap.add_argument("--on")
    ns = ap.parse_args()
    born = read_date(ns.birth)
    if born is None or len(ns.birth) != 10:
        print(f"age.py: invalid date: {ns.birth}", file=sys.stderr)
        return 1
    ref = date.today()
    if ns.on is not None:
        ref = read_date(ns.on)
        if ref is None or len(ns.on) != 10:
            print(f"age.py: invalid date: {ns.on}", file=sys.stderr)
            return 1
    if born > ref:
        print("age.py: birth date is in the future", file=sys.stderr)
        return 1
    print(completed_years(born, ref))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
