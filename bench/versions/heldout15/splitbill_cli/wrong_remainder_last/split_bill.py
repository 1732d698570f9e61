#!/usr/bin/env python3
"""Split a bill (plus optional tip) evenly, cent-exact."""
import argparse
import re
import sys
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")


def fail(msg):
    print(msg, file=sys.stderr)
    sys.exit(2)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="split_bill.py")
    parser.add_argument("amount")
    parser.add_argument("people")
    parser.add_argument("--tip", default="0")
    args = parser.parse_args(argv)

    if not re.fullmatch(r"\d+(\.\d{1,2})?", args.amount):
        fail(f"invalid amount: {args.amount}")
    amount = Decimal(args.amount)

    if not re.fullmatch(r"\d+", args.people) or int(args.people) < 1:
        fail(f"invalid number of people: {args.people}")
    people = int(args.people)

    try:
        tip = Decimal(args.tip)
    except InvalidOperation:
        fail(f"invalid tip: {args.tip}")
    if not tip.is_finite() or tip < 0:
        fail(f"invalid tip: {args.tip}")

    total = (amount * (1 + tip / 100)).quantize(CENT, rounding=ROUND_HALF_UP)
    cents = int(total * 100)
    base, extra = divmod(cents, people)
    for i in range(people):
        share = Decimal(base + (1 if i >= people - extra else 0)) / 100
        print(f"person {i + 1}: {share:.2f}")
    print(f"total: {total:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
