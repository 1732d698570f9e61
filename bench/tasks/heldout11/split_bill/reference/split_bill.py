"""Split a bill evenly, to the cent."""
import argparse
import re
import sys
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

AMOUNT_RE = re.compile(r"\d+(\.\d{1,2})?")


def parse_amount(text):
    if not AMOUNT_RE.fullmatch(text):
        raise ValueError(f"invalid amount: {text!r}")
    return int(Decimal(text) * 100)


def parse_percent(text):
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise ValueError(f"invalid tip: {text!r}")
    if not value.is_finite() or value < 0:
        raise ValueError(f"invalid tip: {text!r}")
    return value


def split(cents, people, tip=Decimal(0)):
    tip_cents = int((Decimal(cents) * tip / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    total = cents + tip_cents
    share, extra = divmod(total, people)
    return [share + 1 if i < extra else share for i in range(people)]


def main(argv=None):
    parser = argparse.ArgumentParser(description="Split a bill evenly.")
    parser.add_argument("amount")
    parser.add_argument("people")
    parser.add_argument("--tip", default="0")
    args = parser.parse_args(argv)
    try:
        cents = parse_amount(args.amount)
        tip = parse_percent(args.tip)
        if not args.people.isdigit() or int(args.people) < 1:
            raise ValueError(f"invalid number of people: {args.people!r}")
        people = int(args.people)
    except ValueError as exc:
        parser.error(str(exc))
    for share in split(cents, people, tip):
        print(f"{share // 100}.{share % 100:02d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
