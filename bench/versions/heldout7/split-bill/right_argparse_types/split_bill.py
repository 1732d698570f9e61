#!/usr/bin/env python3
import argparse
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation


def positive_amount(text):
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not a number: {text}")
    if not value.is_finite() or value <= 0:
        raise argparse.ArgumentTypeError(f"must be positive: {text}")
    return value


def head_count(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text}")
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text}")
    return value


def percent(text):
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not a number: {text}")
    if not value.is_finite() or value < 0:
        raise argparse.ArgumentTypeError(f"cannot be negative: {text}")
    return value


class Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"error: {message}\n")


def main():
    parser = Parser(prog="split_bill.py")
    parser.add_argument("total", type=positive_amount)
    parser.add_argument("people", type=head_count)
    parser.add_argument("--tip", type=percent, default=Decimal(0))
    args = parser.parse_args()
    share = args.total * (1 + args.tip / 100) / args.people
    share = share.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print(f"Each person pays {share}")


if __name__ == "__main__":
    main()
