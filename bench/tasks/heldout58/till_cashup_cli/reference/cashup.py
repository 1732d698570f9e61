"""End-of-day till cash-up: count the drawer, take off the float, compare with the sales."""

import argparse
import sys
from decimal import Decimal, InvalidOperation

DENOMINATIONS = {"£50": 5000, "£20": 2000, "£10": 1000, "£5": 500, "£2": 200, "£1": 100,
                 "50p": 50, "20p": 20, "10p": 10, "5p": 5, "2p": 2, "1p": 1}  # pence


class CountError(Exception):
    pass


def parse_counts(lines):
    """Total pence in the drawer from the lines of a count file."""
    pence = 0
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        denom, sep, count = text.partition("x")
        denom, count = denom.strip(), count.strip()
        if not sep or denom not in DENOMINATIONS:
            raise CountError(f"line {number}: can't read {text!r}")
        if not count.isdigit():
            raise CountError(f"line {number}: the count must be a whole number: {text!r}")
        pence += DENOMINATIONS[denom] * int(count)
    return pence


def to_pence(text):
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not an amount: {text!r}") from None
    if not amount.is_finite() or amount < 0:
        raise argparse.ArgumentTypeError(f"not an amount: {text!r}")
    return int((amount * 100).to_integral_value())


def money(pence):
    return f"£{pence // 100}.{pence % 100:02d}"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("countfile")
    parser.add_argument("--float", dest="float_pence", type=to_pence, default=10000)
    parser.add_argument("--sales", dest="sales_pence", type=to_pence)
    args = parser.parse_args(argv)
    try:
        with open(args.countfile, encoding="utf-8") as fh:
            counted = parse_counts(fh.read().splitlines())
    except OSError as exc:
        print(f"error: can't read {args.countfile}: {exc.strerror}", file=sys.stderr)
        return 1
    except CountError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if counted < args.float_pence:
        print(f"error: counted {money(counted)} is less than the float "
              f"{money(args.float_pence)}", file=sys.stderr)
        return 1
    takings = counted - args.float_pence
    lines = [f"Counted: {money(counted)}", f"Float: {money(args.float_pence)}",
             f"Takings: {money(takings)}"]
    if args.sales_pence is not None:
        lines.append(f"Sales: {money(args.sales_pence)}")
        diff = takings - args.sales_pence
        if diff > 0:
            lines.append(f"Over by {money(diff)}")
        elif diff < 0:
            lines.append(f"Short by {money(-diff)}")
        else:
            lines.append("Spot on")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
