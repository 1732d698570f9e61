import argparse
import math
import re
from fractions import Fraction


def money(s):
    if not re.fullmatch(r"[0-9]+(?:\.[0-9]{1,2})?", s):
        raise argparse.ArgumentTypeError("amount must look like 12 or 12.34")
    return int(Fraction(s) * 100)


def count(s):
    if not re.fullmatch(r"[0-9]+", s) or int(s) == 0:
        raise argparse.ArgumentTypeError("people must be a positive whole number")
    return int(s)


def pct(s):
    if not re.fullmatch(r"[0-9]*\.?[0-9]+|[0-9]+\.", s):
        raise argparse.ArgumentTypeError("tip must be a non-negative number")
    return Fraction(s)


def shares(total, n):
    base, rest = divmod(total, n)
    return [base + 1] * rest + [base] * (n - rest)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("amount", type=money)
    ap.add_argument("people", type=count)
    ap.add_argument("--tip", type=pct, default=Fraction(0))
    a = ap.parse_args()
    tip = math.floor(a.amount * a.tip / 100 + Fraction(1, 2))
    for s in shares(a.amount + tip, a.people):
        print(f"{s / 100:.2f}")
