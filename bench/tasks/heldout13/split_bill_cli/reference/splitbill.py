#!/usr/bin/env python3
"""Split a restaurant bill evenly between people, exact to the cent.

    python splitbill.py AMOUNT PEOPLE [--tip PERCENT]
"""
import sys
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

USAGE = "usage: splitbill.py AMOUNT PEOPLE [--tip PERCENT]"
CENT = Decimal("0.01")


class InputError(Exception):
    pass


def to_decimal(text, what):
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise InputError(f"{what} must be a number, got {text!r}")
    if not value.is_finite():
        raise InputError(f"{what} must be a number, got {text!r}")
    if value < 0:
        raise InputError(f"{what} must not be negative")
    return value


def parse_args(argv):
    positional = []
    tip = "0"
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--tip":
            if i + 1 >= len(argv):
                raise InputError("--tip needs a value")
            tip = argv[i + 1]
            i += 2
            continue
        if arg.startswith("--tip="):
            tip = arg[len("--tip="):]
        else:
            positional.append(arg)
        i += 1
    if len(positional) != 2:
        raise InputError(USAGE)
    amount = to_decimal(positional[0], "amount")
    try:
        people = int(positional[1])
    except ValueError:
        raise InputError(f"people must be a whole number, got {positional[1]!r}")
    if people < 1:
        raise InputError("people must be at least 1")
    return amount, people, to_decimal(tip, "tip")


def split(amount, people, tip):
    total = (amount * (100 + tip) / 100).quantize(CENT, rounding=ROUND_HALF_UP)
    cents = int(total * 100)
    base, extra = divmod(cents, people)
    return [Decimal(base + (1 if i < extra else 0)) / 100 for i in range(people)]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    try:
        amount, people, tip = parse_args(argv)
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for share in split(amount, people, tip):
        print(f"{share:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
