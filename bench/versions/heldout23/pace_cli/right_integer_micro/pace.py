#!/usr/bin/env python3
"""Pace calculator using integer arithmetic in micrometres."""
import re
import sys

MILE_UM = 1_609_344_000          # micrometres in a mile
KM_UM = 1_000_000_000
DIST_RE = re.compile(r"^([0-9]+)(?:\.([0-9]+))?(km|mi|m)$", re.IGNORECASE)
TIME_RE = re.compile(r"^(?:([0-9]+):([0-5][0-9])|([0-9]+)):([0-5][0-9])$")


def distance_um(arg):
    """Return the distance as a fraction (numerator, denominator) of micrometres."""
    named = {"marathon": (42_195_000_000, 1), "half": (21_097_500_000, 1)}
    if arg.lower() in named:
        return named[arg.lower()]
    m = DIST_RE.match(arg)
    if not m:
        return None
    whole, frac, unit = m.group(1), m.group(2) or "", m.group(3).lower()
    scale = 10 ** len(frac)
    num = int(whole + frac)
    unit_um = {"km": KM_UM, "mi": MILE_UM, "m": KM_UM // 1000}[unit]
    if num == 0:
        return None
    return num * unit_um, scale


def total_seconds(arg):
    m = TIME_RE.match(arg)
    if not m:
        return None
    hours = int(m.group(1)) if m.group(1) is not None else 0
    minutes = int(m.group(2)) if m.group(2) is not None else int(m.group(3))
    total = hours * 3600 + minutes * 60 + int(m.group(4))
    return total or None


def rounded_div(num, den):
    """num/den rounded to the nearest integer, halves up (positive values)."""
    return (2 * num + den) // (2 * den)


def clock(sec):
    if sec >= 3600:
        return "%d:%02d:%02d" % (sec // 3600, sec % 3600 // 60, sec % 60)
    return "%d:%02d" % (sec // 60, sec % 60)


def main(argv):
    if len(argv) != 2:
        print("usage: python pace.py DISTANCE TIME", file=sys.stderr)
        return 2
    dist = distance_um(argv[0])
    if dist is None:
        print("error: bad distance '%s'" % argv[0], file=sys.stderr)
        return 1
    secs = total_seconds(argv[1])
    if secs is None:
        print("error: bad time '%s'" % argv[1], file=sys.stderr)
        return 1
    num, scale = dist  # distance = num / scale micrometres
    per_km = rounded_div(secs * KM_UM * scale, num)
    per_mi = rounded_div(secs * MILE_UM * scale, num)
    print("pace %s /km" % clock(per_km))
    print("pace %s /mi" % clock(per_mi))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
