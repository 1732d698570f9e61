#!/usr/bin/env python3
"""Compute BMI from the command line."""
from bisect import bisect_right
import math
import sys

LIMITS = [18.5, 25.0, 30.0]
NAMES = ["underweight", "normal", "overweight", "obese"]


def positive(text):
    try:
        number = float(text)
    except ValueError:
        return None
    if math.isnan(number) or number <= 0:
        return None
    return number


args = sys.argv[1:]
imperial = False
if "--imperial" in args:
    imperial = True
    args.remove("--imperial")

if len(args) != 2:
    print("usage: bmi.py [--imperial] WEIGHT HEIGHT", file=sys.stderr)
    sys.exit(2)

w, h = positive(args[0]), positive(args[1])
if w is None or h is None:
    print("error: weight and height must be positive numbers", file=sys.stderr)
    sys.exit(1)

factor = 703 if imperial else 1
result = factor * w / (h * h)
print(f"BMI: {result:.1f} ({NAMES[bisect_right(LIMITS, result)]})")
