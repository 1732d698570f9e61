import sys


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def main(argv):
    if not argv:
        print("usage: python leap.py YEAR [YEAR ...]", file=sys.stderr)
        return 2
    years = []
    for arg in argv:
        try:
            years.append(int(arg))
        except ValueError:
            print(f"not a year: {arg}", file=sys.stderr)
            return 2
    for year in years:
        print(f"{year}: {'yes' if is_leap(year) else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
