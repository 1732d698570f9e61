"""Add VAT to prices, or take it back out of prices that include it."""

import argparse
import re
import sys
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

AMOUNT = re.compile(r"£?(\d+(?:\.\d{1,2})?)")
PENNY = Decimal("0.01")


def parse_amount(text):
    match = AMOUNT.fullmatch(text)
    if not match:
        raise ValueError(text)
    return Decimal(match.group(1))


def split(amount, rate, inclusive):
    """(net, vat, gross) for one amount."""
    if inclusive:
        vat = (amount * rate / (100 + rate)).quantize(PENNY, rounding=ROUND_HALF_UP)
        return amount - vat, vat, amount
    vat = (amount * rate / 100).quantize(PENNY, rounding=ROUND_HALF_UP)
    return amount, vat, amount + vat


def line(net, vat, gross):
    return f"{net:.2f} + {vat:.2f} = {gross:.2f}"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("amounts", nargs="+")
    parser.add_argument("--rate", default="20")
    parser.add_argument("--inc", action="store_true")
    args = parser.parse_args(argv)
    try:
        rate = Decimal(args.rate)
        if not rate.is_finite() or not 0 <= rate <= 100:
            raise ValueError
    except (InvalidOperation, ValueError):
        parser.error(f"the rate must be a number from 0 to 100, not {args.rate!r}")
    try:
        amounts = [parse_amount(a) for a in args.amounts]
    except ValueError as err:
        parser.error(f"can't read the amount {str(err)!r}")
    rows = [split(a, rate, args.inc) for a in amounts]
    for row in rows:
        print(line(*row))
    if len(rows) > 1:
        print("total " + line(*(sum(col) for col in zip(*rows))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
