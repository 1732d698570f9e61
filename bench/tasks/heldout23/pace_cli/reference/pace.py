"""Running pace calculator: python pace.py DISTANCE TIME"""
import re
import sys
from fractions import Fraction

MILE_KM = Fraction("1.609344")
NAMED = {"marathon": Fraction("42.195"), "half": Fraction("21.0975")}
UNITS = {"km": Fraction(1), "m": Fraction(1, 1000), "mi": MILE_KM}


def parse_distance(text):
    """Distance in km as a Fraction, or None if invalid."""
    low = text.lower()
    if low in NAMED:
        return NAMED[low]
    m = re.fullmatch(r"(\d+(?:\.\d+)?)(km|mi|m)", low)
    if not m:
        return None
    km = Fraction(m.group(1)) * UNITS[m.group(2)]
    return km if km > 0 else None


def parse_time(text):
    """Time in seconds, or None if invalid."""
    m = re.fullmatch(r"(\d+):(\d\d)", text)
    if m:
        minutes, seconds = int(m.group(1)), int(m.group(2))
        hours = 0
    else:
        m = re.fullmatch(r"(\d+):(\d\d):(\d\d)", text)
        if not m:
            return None
        hours, minutes, seconds = (int(g) for g in m.groups())
        if minutes > 59:
            return None
    if seconds > 59:
        return None
    total = hours * 3600 + minutes * 60 + seconds
    return total if total > 0 else None


def fmt(seconds):
    """Format exact seconds (a Fraction), rounding half up to whole seconds."""
    whole = int(seconds + Fraction(1, 2))  # floor for positive values
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def main(argv):
    if len(argv) != 2:
        print("usage: python pace.py DISTANCE TIME", file=sys.stderr)
        return 2
    km = parse_distance(argv[0])
    if km is None:
        print(f"error: bad distance '{argv[0]}'", file=sys.stderr)
        return 1
    seconds = parse_time(argv[1])
    if seconds is None:
        print(f"error: bad time '{argv[1]}'", file=sys.stderr)
        return 1
    per_km = seconds / km
    print(f"pace {fmt(per_km)} /km")
    print(f"pace {fmt(per_km * MILE_KM)} /mi")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
