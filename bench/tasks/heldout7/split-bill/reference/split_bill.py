"""Split a restaurant bill: python split_bill.py TOTAL PEOPLE [--tip PERCENT]"""

import argparse
import sys


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("total")
    parser.add_argument("people")
    parser.add_argument("--tip", default="0")
    args = parser.parse_args(argv)

    try:
        total = float(args.total)
    except ValueError:
        fail(f"TOTAL must be a number, not {args.total!r}")
    if not total > 0:
        fail("TOTAL must be positive")
    try:
        people = int(args.people)
    except ValueError:
        fail(f"PEOPLE must be a whole number, not {args.people!r}")
    if people < 1:
        fail("PEOPLE must be at least 1")
    try:
        tip = float(args.tip)
    except ValueError:
        fail(f"PERCENT must be a number, not {args.tip!r}")
    if not tip >= 0:
        fail("PERCENT cannot be negative")

    share = total * (1 + tip / 100) / people
    print(f"Each person pays {share:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
