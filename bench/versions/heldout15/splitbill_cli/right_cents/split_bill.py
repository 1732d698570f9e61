import argparse
import re
import sys
from fractions import Fraction


def err(msg):
    print(msg, file=sys.stderr)
    sys.exit(2)


def to_cents_half_up(value):
    """value is a Fraction of currency units; return int cents rounded half up."""
    cents = value * 100
    floor = cents.numerator // cents.denominator
    if cents - floor >= Fraction(1, 2):
        floor += 1
    return floor


p = argparse.ArgumentParser(description="split a bill")
p.add_argument("amount")
p.add_argument("people")
p.add_argument("--tip", default="0")
a = p.parse_args()

if re.fullmatch(r"[0-9]+(?:\.[0-9][0-9]?)?", a.amount) is None:
    err("invalid amount: " + a.amount)
if re.fullmatch(r"[0-9]+", a.people) is None or int(a.people) < 1:
    err("invalid number of people: " + a.people)
if re.fullmatch(r"[0-9]+(?:\.[0-9]+)?|\.[0-9]+", a.tip) is None:
    err("invalid tip: " + a.tip)

amount = Fraction(a.amount)
tip = Fraction(a.tip)
n = int(a.people)
total_cents = to_cents_half_up(amount * (1 + tip / 100))
q, r = divmod(total_cents, n)
for i in range(n):
    c = q + 1 if i < r else q
    print("person %d: %d.%02d" % (i + 1, c // 100, c % 100))
print("total: %d.%02d" % (total_cents // 100, total_cents % 100))
