import re
import sys
from datetime import date
from decimal import Decimal, ROUND_HALF_EVEN

LINE = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})\s+(\S+)\s*$")


def fail(msg):
    sys.stderr.write(msg + "\n")
    sys.exit(1)


def q(value, places):
    return value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


def main():
    readings = []
    text = sys.stdin.read()
    for n, raw in enumerate(text.split("\n"), 1):
        if raw.strip() == "" or raw.startswith("#"):
            continue
        m = LINE.match(raw)
        if not m:
            fail(f"line {n}: cannot parse")
        try:
            d = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            g = Decimal(m.group(4))
            if not g.is_finite():
                raise ValueError
        except (ValueError, ArithmeticError):
            fail(f"line {n}: cannot parse")
        if readings and not d > readings[-1][0]:
            fail(f"line {n}: date not after previous")
        readings.append((d, g))
    if not readings:
        fail("no readings")
    og, fg = readings[0][1], readings[-1][1]
    abv = (og - fg) * Decimal("131.25")
    att = (og - fg) / (og - 1) * 100
    tail = [g for _, g in readings[-3:]]
    stable = "yes" if len(tail) == 3 and len(set(tail)) == 1 else "no"
    print(f"OG {q(og, 3)}")
    print(f"FG {q(fg, 3)}")
    print(f"ABV {q(abv, 2)}%")
    print(f"attenuation {q(att, 1)}%")
    print(f"stable {stable}")


if __name__ == "__main__":
    main()
