import argparse
import math
import sys
from fractions import Fraction


class Parser(argparse.ArgumentParser):
    def error(self, message):
        sys.stderr.write(f"error: {message}\n")
        sys.exit(2)


def fail(message):
    sys.stderr.write(f"error: {message}\n")
    sys.exit(2)


def number(text, name):
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        fail(f"{name} is not a number: {text}")
    if value < 0:
        fail(f"{name} cannot be negative")
    return value


def main():
    parser = Parser(prog="splitbill.py", add_help=True)
    parser.add_argument("amount")
    parser.add_argument("people")
    parser.add_argument("--tip", default="0")
    args = parser.parse_args()

    amount = number(args.amount, "amount")
    if not args.people.lstrip("+-").isdigit():
        fail(f"people must be a whole number: {args.people}")
    people = int(args.people)
    if people < 1:
        fail("people must be at least 1")
    tip = number(args.tip, "tip")

    total_cents = math.floor(amount * (100 + tip) + Fraction(1, 2))
    shares = [total_cents // people] * people
    for i in range(total_cents - sum(shares)):
        shares[i] += 1
    for cents in shares:
        print(f"{cents // 100}.{cents % 100:02d}")


if __name__ == "__main__":
    main()
