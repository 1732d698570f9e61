"""expenses.py FILE -- per-category totals."""
import sys
from decimal import Decimal


def parse_amount(text):
    text = text.strip()
    body = text[1:] if text[:1] in "+-" else text
    whole, dot, frac = body.partition(".")
    if not (whole or frac) or not (whole.isdigit() or whole == "") or not (frac.isdigit() or frac == ""):
        raise ValueError(text)
    if dot and not frac and not whole:
        raise ValueError(text)
    return Decimal(text)


def run(path):
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:
        print("error: cannot read " + path, file=sys.stderr)
        return 2
    sums = {}
    for number, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        parts = line.split(",")
        try:
            amount = parse_amount(parts[2])
        except (ValueError, IndexError):
            print(f"error: line {number}: bad amount", file=sys.stderr)
            return 1
        cat = parts[1].strip()
        sums[cat] = sums.get(cat, Decimal(0)) + amount
    for cat in sorted(sums, key=lambda c: (-sums[c], c)):
        print(f"{cat}: {sums[cat]:.2f}")
    print(f"TOTAL: {sum(sums.values(), Decimal(0)):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1]))
