import sys
from decimal import Decimal, ROUND_HALF_UP

MILE = Decimal("1.609344")


def km_from(text):
    t = text.lower()
    if t == "marathon":
        return Decimal("42.195")
    if t == "half":
        return Decimal("21.0975")
    for unit, factor in (("km", Decimal(1)), ("mi", MILE), ("m", Decimal("0.001"))):
        if t.endswith(unit):
            number = t[: -len(unit)]
            whole, dot, frac = number.partition(".")
            if not whole.isdigit() or not whole.isascii():
                return None
            if dot and (not frac.isdigit() or not frac.isascii()):
                return None
            value = Decimal(number) * factor
            return value if value > 0 else None
    return None


def seconds_from(text):
    parts = text.split(":")
    if len(parts) not in (2, 3):
        return None
    if not all(p.isascii() and p.isdigit() for p in parts):
        return None
    if len(parts[-1]) != 2 or int(parts[-1]) > 59:
        return None
    if len(parts) == 3 and (len(parts[1]) != 2 or int(parts[1]) > 59):
        return None
    total = 0
    for p in parts:
        total = total * 60 + int(p)
    return total if total > 0 else None


def show(value):
    s = int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    h, s = divmod(s, 3600)
    m, s = divmod(s, 60)
    return f"{h}:{m:02}:{s:02}" if h else f"{m}:{s:02}"


def main():
    args = sys.argv[1:]
    if len(args) != 2:
        sys.stderr.write("usage: python pace.py DISTANCE TIME\n")
        sys.exit(2)
    km = km_from(args[0])
    if km is None:
        sys.stderr.write(f"error: bad distance '{args[0]}'\n")
        sys.exit(1)
    secs = seconds_from(args[1])
    if secs is None:
        sys.stderr.write(f"error: bad time '{args[1]}'\n")
        sys.exit(1)
    print("pace", show(secs / km), "/km")
    print("pace", show(secs * MILE / km), "/mi")


main()
